import { nulPath, textMessages } from '@pokerhome/domain';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The zod validator of every route, after one check that holds for every field of every request:
 * no NUL character in a string or a key of the query, the path parameters or the body. Such a
 * request is a 400 naming the field with the text rule's message, before its own schema runs
 * (docs/security.md, "Text input rule"): a field declared as a plain string (`?search=%00`) would
 * otherwise carry the NUL to PostgreSQL, which refuses it with an error that was a 500.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  if (!(route.schema instanceof z.ZodType)) return zodValidatorCompiler(route);
  const guarded = z
    .unknown()
    .superRefine((value, ctx) => {
      const path = nulPath(value);
      if (path) ctx.addIssue({ code: 'custom', path, message: textMessages.invalidCharacters });
    })
    .pipe(route.schema);
  return zodValidatorCompiler({ ...route, schema: guarded });
};
