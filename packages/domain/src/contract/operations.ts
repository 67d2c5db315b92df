import { z } from 'zod';
import { clientErrorReceiptSchema, clientErrorReportSchema } from '../schemas/client-errors.ts';
import { healthResponseSchema } from '../schemas/health.ts';
import { endpointGroup } from './endpoint-group.ts';

const health = endpointGroup('health');
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
  health: health.get('/api/health', healthResponseSchema, { summary: 'Service health' }),
  /** The same report for the tournament client. */
  tournamentsHealth: health.get('/api/tournaments/health', healthResponseSchema, {
    summary: 'Service health',
  }),
  reportClientError: endpointGroup('operations').post('/api/client-errors', clientErrorReceiptSchema, {
    summary: 'Report a crash seen in the web app',
    body: clientErrorReportSchema,
  }),
  /**
   * The last 50 e-mails (links in them included), for admins only: the operator's view of the
   * outbox, as `npm run mail:outbox` prints it from the database (docs/security.md, "The outbox").
   */
  adminOutbox: endpointGroup('operations').get('/api/admin/outbox', outboxSchema, {
    summary: 'The last 50 e-mails (admins)',
    refuses: [['FORBIDDEN', 'Administrators only']],
  }),
};
