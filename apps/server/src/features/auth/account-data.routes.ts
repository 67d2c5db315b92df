import { contract } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { ok } from '../../lib/reply.ts';
import { requireSignIn } from '../../plugins/authenticate.ts';
import { deleteAccount, exportData } from './account-data.service.ts';

export const accountDataRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);
  // A file download, so the JSON document itself is the answer (no envelope).
  registerEndpoint(app, contract.auth.exportData, async (request, reply) => {
    const data = await exportData(app, request.auth!);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('Content-Disposition', `attachment; filename="pokerhome-data-${day}.json"`)
      .type('application/json')
      .send(JSON.stringify(data, null, 2));
  });
  registerEndpoint(
    app,
    contract.auth.deleteAccount,
    { config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } } },
    async (request, reply) =>
      ok(await deleteAccount(app, request, reply, request.auth!.userId, request.body.password)),
  );
};
