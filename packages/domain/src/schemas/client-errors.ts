import { z } from 'zod';
import { text } from './text.ts';

/** A crash the web app's error boundary reports, so operators see client failures in the server log. */
export const clientErrorReportSchema = z.object({
  message: text({ multiline: true }).trim().min(1).max(1000),
  stack: text({ multiline: true }).max(8000).optional(),
  url: text().max(2000),
  kind: z.enum(['render', 'chunk-load', 'unhandled']),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
export const clientErrorReceiptSchema = z.object({ received: z.literal(true) });
