import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-error.ts';

/**
 * Puts the server's per-field messages (`error.fields`, dotted paths) under the form's own
 * fields, so a message the client could not know (address taken, wrong current password) shows
 * where the user will fix it. Fields the form does not have are left to the form-level message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
): void {
  if (!isApiError(error) || !error.fields) return;
  for (const [path, message] of Object.entries(error.fields)) {
    const field = formFields.find((name) => name === path || path.startsWith(`${name}.`));
    if (field) setError(field, { type: 'server', message });
  }
}
