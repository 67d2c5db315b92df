import { contract } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { ok } from '../../lib/reply.ts';
import { requireSignIn } from '../../plugins/authenticate.ts';
import { markNoShow } from './no-show.service.ts';
import * as shareLink from './share-link.service.ts';

const endpoints = contract.games;

/** The host's share-link panel and no-show marks (docs/reach.md, docs/players.md). */
export const shareLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);

  registerEndpoint(app, endpoints.shareLink, async (request) =>
    ok({ shareLink: await shareLink.readShareLink(app, request.auth!, request.params.id) }),
  );
  registerEndpoint(app, endpoints.updateShareLink, async (request) =>
    ok({ shareLink: await shareLink.updateShareLink(app, request.auth!, request.params.id, request.body) }),
  );
  registerEndpoint(app, endpoints.markNoShow, async (request) =>
    ok({
      participant: await markNoShow(
        app,
        request.auth!,
        request.params.id,
        request.params.participantId,
        request.body.noShow,
      ),
    }),
  );
};
