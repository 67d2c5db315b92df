import { apiSuccessSchema } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { latestMails } from './mail-outbox.repository.ts';

const outboxSchema = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      kind: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/**
 * `GET /api/dev/outbox`: the last 50 e-mails, for developers running without SMTP_URL
 * (`npm run mail:outbox` prints it). Never registered in production or when SMTP delivers mail.
 */
export const mailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/outbox',
    { schema: { tags: ['development'], response: { 200: apiSuccessSchema(outboxSchema) } } },
    async () => {
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
    },
  );
};
