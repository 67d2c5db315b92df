import { z } from 'zod';
import { apiSuccessSchema } from '../schemas/api.ts';
import { clientErrorReceiptSchema, clientErrorReportSchema } from '../schemas/client-errors.ts';
import { healthResponseSchema } from '../schemas/health.ts';
import { defineEndpoint } from './define-endpoint.ts';

const healthResponses = { 200: apiSuccessSchema(healthResponseSchema) };
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

/** Health and crash reports (docs/operations.md). */
export const operationsContract = {
  /** The status page reads this one. Always 200 while the process can answer. */
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    tags: ['health'],
    summary: 'Service health',
    responses: healthResponses,
  }),
  /** The same report for the tournament client. */
  tournamentsHealth: defineEndpoint({
    method: 'GET',
    path: '/api/tournaments/health',
    tags: ['health'],
    summary: 'Service health',
    responses: healthResponses,
  }),
  reportClientError: defineEndpoint({
    method: 'POST',
    path: '/api/client-errors',
    tags: ['operations'],
    summary: 'Report a crash seen in the web app',
    body: clientErrorReportSchema,
    responses: { 200: apiSuccessSchema(clientErrorReceiptSchema) },
  }),
  /**
   * The last 50 e-mails, for developers running without SMTP_URL (`npm run mail:outbox` prints
   * it). Never registered in production or when SMTP delivers mail.
   */
  devOutbox: defineEndpoint({
    method: 'GET',
    path: '/api/dev/outbox',
    tags: ['development'],
    responses: { 200: apiSuccessSchema(outboxSchema) },
  }),
};
