import { z } from 'zod/v4';

/**
 * The build aliases `zod` to this module, so the configuration runs before any schema anywhere is
 * built or parsed, in whichever chunk Zod first arrives (it is not in the first chunk: the landing
 * page's budget). Zod compiles object parsers with `new Function` when it may; the server's CSP
 * forbids eval, and Zod's probe for that would log a CSP violation on every page load. The
 * interpreted parser is plenty fast for API answers.
 */
z.config({ jitless: true });

export * from 'zod/v4';
