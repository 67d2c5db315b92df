import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * A transaction's type is declared once, in db/client.ts (docs/architecture.md, "The layering
 * rule"): a repository that offers it re-exports it (`export type { Tx }`), never writes it again.
 */
describe('Tx', () => {
  it('is declared in db/client.ts only', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const declaring = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => /\btype\s+Tx\s*=/.test(readFileSync(join(root, file), 'utf8')));
    expect(declaring).toEqual([join('db', 'client.ts')]);
  });
});
