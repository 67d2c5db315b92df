import { toast } from 'sonner';
import type { z } from 'zod';
import { isApiError } from '@/lib/api-error.ts';

/** Field messages of a series form, by field name. */
export type FieldMessages = Record<string, string>;

/** The first message for each field the schema refused; a message about no field goes under `fallback`. */
export function firstIssueByField(error: z.ZodError, fallback: string): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of error.issues) messages[String(issue.path[0] ?? fallback)] ??= issue.message;
  return messages;
}

/** A save the server refused: its field messages go under the fields, its message into a toast. */
export function reportSaveFailure(error: unknown, setErrors: (messages: FieldMessages) => void) {
  if (isApiError(error) && error.fields) setErrors(error.fields);
  toast.error(error instanceof Error ? error.message : String(error));
}
