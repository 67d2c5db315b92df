import { z } from 'zod';

/**
 * Must run before any schema is built, so main.tsx imports it first. Zod compiles object parsers
 * with `new Function` when it may; the server's CSP forbids eval, and Zod's probe for that would
 * log a CSP violation on every page load. The interpreted parser is plenty fast for API answers.
 */
z.config({ jitless: true });
