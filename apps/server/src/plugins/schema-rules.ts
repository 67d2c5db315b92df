import { authMessages, textMessages } from '@pokerhome/domain';
import type { z } from 'zod';

/**
 * The refinements of an input schema (`.refine(check, message)`: "Big blind must be greater than
 * small blind", "Choose tie-breaks from the list, each once"), which JSON Schema cannot state: the
 * OpenAPI description writes them in the operation's description (docs/api.md, "Error answers").
 * The text rule every free-text field keeps (control characters, invalid Unicode) is written once in
 * docs/api.md instead of on every field.
 */
export function refinementRules(schema: z.ZodType | undefined, at = ''): string[] {
  const rules = new Set<string>();
  walk(schema, at, rules, new Set());
  return [...rules];
}

const textRule = new Set<string>([textMessages.invalidCharacters, authMessages.nameInvalidCharacters]);

type Def = {
  type: string;
  checks?: { _zod: { def: { check: string; path?: PropertyKey[]; error?: (issue: object) => unknown } } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
};

function walk(schema: z.ZodType | undefined, at: string, rules: Set<string>, seen: Set<unknown>) {
  if (!schema || seen.has(schema)) return;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check !== 'custom' || typeof c.error !== 'function') continue;
    const message = c.error({});
    if (typeof message !== 'string' || textRule.has(message)) continue;
    const field = [at, ...(c.path ?? []).map(String)].filter(Boolean).join('.').replaceAll('.[]', '[]');
    rules.add(field ? `\`${field}\`: ${message}` : message);
  }
  const inner = (child: z.ZodType | undefined, name?: string) =>
    walk(
      child,
      name === undefined ? at : [at, name].filter(Boolean).join('.').replaceAll('.[]', '[]'),
      rules,
      seen,
    );
  if (def.shape) for (const [name, child] of Object.entries(def.shape)) inner(child, name);
  inner(def.element, '[]');
  inner(def.innerType);
  for (const option of def.options ?? []) inner(option);
  inner(def.left);
  inner(def.right);
  inner(def.in);
  inner(def.out);
  inner(def.valueType, '*');
  for (const [i, item] of (def.items ?? []).entries()) inner(item, String(i));
}
