import { toast } from 'sonner';
import type { z } from 'zod';
import { isApiError } from '@/lib/api-error.ts';

/** Field messages of a series form, by field name. */
export type FieldMessages = Record<string, string>;

/** The first message for each field the schema refused; a message about no field goes under `fallback`. */
function firstIssueByField(error: z.ZodError, fallback: string): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of error.issues) messages[String(issue.path[0] ?? fallback)] ??= issue.message;
  return messages;
}

/**
 * A series form's submit: the body checked with its schema first (each field's first message under
 * it, `fallback` for the rest, nothing sent), then `save`; a refused save goes to reportSaveFailure.
 */
export async function saveChecked<S extends z.ZodType>(
  schema: S,
  body: z.input<S>,
  { fallback, setErrors }: { fallback: string; setErrors: (messages: FieldMessages) => void },
  save: (data: z.output<S>) => Promise<void>,
) {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    setErrors(firstIssueByField(parsed.error, fallback));
    return;
  }
  setErrors({});
  try {
    await save(parsed.data);
  } catch (error) {
    reportSaveFailure(error, setErrors);
  }
}

/** A save the server refused: its field messages go under the fields, its message into a toast. */
function reportSaveFailure(error: unknown, setErrors: (messages: FieldMessages) => void) {
  if (isApiError(error) && error.fields) setErrors(error.fields);
  toast.error(error instanceof Error ? error.message : String(error));
}
