import { contract } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { ok } from '../../lib/reply.ts';
import { latestMails } from './mail-outbox.repository.ts';

/**
 * `GET /api/dev/outbox`: the last 50 e-mails, for developers running without SMTP_URL
 * (`npm run mail:outbox` prints it). Never registered in production or when SMTP delivers mail.
 */
export const mailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, contract.operations.devOutbox, async () => {
    const rows = await latestMails(app.db, 50);
    return ok({
      messages: rows.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        kind: m.kind,
        status: m.status,
        createdAt: m.createdAt.toISOString(),
      })),
    });
  });
};
