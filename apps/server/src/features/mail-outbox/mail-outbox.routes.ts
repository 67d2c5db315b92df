import { contract } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { ok } from '../../lib/reply.ts';
import { requireSignIn } from '../../plugins/authenticate.ts';
import { adminOutbox } from './mail-outbox.service.ts';

/**
 * `GET /api/admin/outbox`: the last 50 e-mails, for admins only, in every mode: no mode or flag
 * shows them to anyone else (docs/security.md, "The outbox").
 */
export const mailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);
  registerEndpoint(app, contract.operations.adminOutbox, async (request) =>
    ok(await adminOutbox(app, request.auth!)),
  );
};
