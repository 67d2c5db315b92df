import { contract } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { created, ok } from '../../lib/reply.ts';
import { requireSignIn } from '../../plugins/authenticate.ts';
import * as service from './series.service.ts';

const endpoints = contract.series;

export const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);

  registerEndpoint(app, endpoints.list, async (request) =>
    ok({ series: await service.listSeries(app, request.auth!) }),
  );
  registerEndpoint(app, endpoints.create, async (request, reply) =>
    created(reply, { series: await service.createSeries(app, request.auth!, request.body) }),
  );
  registerEndpoint(app, endpoints.read, async (request) =>
    ok({ series: await service.readSeries(app, request.auth!, request.params.id) }),
  );
  registerEndpoint(app, endpoints.updateFuture, async (request) =>
    ok({ series: await service.updateFuture(app, request.auth!, request.params.id, request.body) }),
  );
  registerEndpoint(app, endpoints.cancel, async (request) =>
    ok({ series: await service.cancelSeries(app, request.auth!, request.params.id) }),
  );
  registerEndpoint(app, endpoints.skipOccurrence, async (request) =>
    ok({ series: await service.skipOccurrence(app, request.auth!, request.params.id, request.params.date) }),
  );
  registerEndpoint(app, endpoints.ofGame, async (request) =>
    ok({ series: await service.seriesOfGame(app, request.auth!, request.params.id) }),
  );
};
