import { z } from 'zod';

/**
 * The text rule (docs/security.md): every free-text field and search query is a `text()`, which
 * refuses control characters and invalid Unicode with a 400 naming the field, before they reach the
 * database (PostgreSQL refuses NUL in text) or another user's screen.
 */
export const textMessages = {
  invalidCharacters: 'Contains characters that are not allowed',
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;
// Notes, descriptions and messages may hold line breaks and tabs; nothing else from C0 or C1.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const controlExceptLineBreaks = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** A surrogate without its partner is not a character at all; U+FFFE and U+FFFF are non-characters. */
const invalidUnicode =
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|[\ufffe\uffff]/;

export function isCleanText(value: string, options: { multiline?: boolean } = {}) {
  const control = options.multiline ? controlExceptLineBreaks : controlCharacters;
  return !control.test(value) && !invalidUnicode.test(value);
}

export type TextOptions = {
  /** The message when the value is missing or not a string (the spec's "... is required"). */
  error?: string;
  /** Allows line breaks and tabs (notes, descriptions, messages). */
  multiline?: boolean;
  /** The message for a refused character, when a field has its own (e.g. names). */
  invalid?: string;
};

/** A string schema that keeps the text rule; chain `.trim().min().max()` after it as usual. */
export function text(options: TextOptions = {}) {
  return z
    .string(options.error === undefined ? undefined : { error: options.error })
    .refine((v) => isCleanText(v, options), options.invalid ?? textMessages.invalidCharacters);
}

/**
 * `when` for an object-level refinement that compares fields: run it only on an object whose named
 * fields passed, so a `null`, an array or a number as the body is a 400, never a thrown TypeError.
 */
export const whenFieldsValid =
  (fields: string[]) =>
  (payload: { value: unknown; issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !Array.isArray(payload.value) &&
    payload.issues.every((issue) => !fields.includes(String(issue.path?.[0])));

/**
 * Where the first NUL character is in a request's query, path parameters or body: the path of the
 * string (or of the object key) holding it, or undefined. The server refuses such a request before
 * its schema runs, whatever the field's schema (`z.string()`, a password, a key of a record):
 * PostgreSQL cannot store NUL in text and would answer a 500 (issue 25, finding 8). Walks with its
 * own stack and builds a path only for the NUL it finds, so a deeply nested body costs time in
 * proportion to its size and cannot overflow the call stack.
 */
export function nulPath(value: unknown): (string | number)[] | undefined {
  type Step = { value: unknown; key: string | number | undefined; parent: Step | undefined };
  // A field name, not a dump: past 32 levels the path is cut (a body cannot make a huge answer).
  const pathOf = (step: Step | undefined, last?: string) => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let s = step; s?.key !== undefined; s = s.parent) path.push(s.key);
    return path.reverse().slice(0, 32);
  };
  const pending: Step[] = [{ value, key: undefined, parent: undefined }];
  while (pending.length > 0) {
    const step = pending.pop()!;
    const current = step.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(step);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) pending.push({ value: current[i], key: i, parent: step });
    } else if (typeof current === 'object' && current !== null) {
      const keys = Object.keys(current);
      for (const key of keys) if (key.includes('\u0000')) return pathOf(step, key);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        pending.push({ value: (current as Record<string, unknown>)[key], key, parent: step });
      }
    }
  }
  return undefined;
}
