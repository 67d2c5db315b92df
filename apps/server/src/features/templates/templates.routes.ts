import { contract, quickLocationMessages } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { created, ok } from '../../lib/reply.ts';
import { requireSignIn } from '../../plugins/authenticate.ts';
import * as locations from './quick-locations.service.ts';
import * as templates from './templates.service.ts';

export const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);
  const endpoints = contract.templates;

  // Remembered per reader and checked against the change log (docs/read-cache.md).
  registerEndpoint(app, endpoints.mine, async (request, reply) =>
    app.readCache.answer(request, reply, {
      scopes: [],
      load: async () => ok({ templates: await templates.listMine(app, request.auth!) }),
    }),
  );
  registerEndpoint(app, endpoints.public, async (request) =>
    ok({ templates: await templates.listPublic(app, request.auth!) }),
  );
  registerEndpoint(app, endpoints.read, async (request) =>
    ok({ template: await templates.getTemplate(app, request.auth!, request.params.id) }),
  );
  registerEndpoint(app, endpoints.create, async (request, reply) =>
    created(reply, { template: await templates.createTemplate(app, request.auth!, request.body) }),
  );
  registerEndpoint(app, endpoints.update, async (request) =>
    ok({ template: await templates.updateTemplate(app, request.auth!, request.params.id, request.body) }),
  );
  registerEndpoint(app, endpoints.remove, async (request) => {
    await templates.deleteTemplate(app, request.auth!, request.params.id);
    return ok({ message: 'Template deleted' });
  });
  registerEndpoint(app, endpoints.createGame, async (request, reply) =>
    created(reply, {
      game: await templates.createGameFromTemplate(app, request.auth!, request.params.id, request.body),
    }),
  );
};

export const quickLocationsRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);
  const endpoints = contract.quickLocations;

  registerEndpoint(app, endpoints.list, async (request) =>
    ok({ quickLocations: await locations.list(app, request.auth!) }),
  );
  registerEndpoint(app, endpoints.add, async (request, reply) =>
    created(reply, { quickLocation: await locations.add(app, request.auth!, request.body) }),
  );
  // Registered before /:id so "reorder" is never read as an id.
  registerEndpoint(app, endpoints.reorder, async (request) =>
    ok({ quickLocations: await locations.reorder(app, request.auth!, request.body.ids) }),
  );
  registerEndpoint(app, endpoints.update, async (request) =>
    ok({ quickLocation: await locations.update(app, request.auth!, request.params.id, request.body) }),
  );
  registerEndpoint(app, endpoints.remove, async (request) => {
    await locations.remove(app, request.auth!, request.params.id);
    return ok({ message: quickLocationMessages.deleted });
  });
};
