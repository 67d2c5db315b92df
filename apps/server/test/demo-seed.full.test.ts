import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputOf } from './child-output.ts';
import { TestClient } from './client.ts';
import { startTestServer } from './harness.ts';

const script = path.resolve(import.meta.dirname, '../src/scripts/seed-demo.ts');

/**
 * `npm run seed:demo` is what a newcomer sees first (README): its past games must look like games
 * that were played, not games still waiting for their night.
 */
describe('the demo data', () => {
  it('has past games that were played: completed, with results, none still "Scheduled"', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pokerhome-demo-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', script], {
        env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const seeded = await outputOf(child).exited;
      expect(seeded.stderr).toBe('');
      expect(seeded.code).toBe(0);

      const server = await startTestServer({ dataDir });
      try {
        for (const email of ['host@demo.pokerhome.local', 'organizer@demo.pokerhome.local']) {
          const user = new TestClient(server.url);
          expect((await user.post('/api/auth/login', { email, password: 'PokerHome1!' })).status).toBe(200);
          const past = await user.get('/api/games?scope=past&limit=50');
          expect(past.status).toBe(200);
          const shown = past.body.data.games as { name: string; status: string }[];
          expect(shown.length).toBeGreaterThan(1);
          expect(shown.filter((g) => g.status !== 'completed')).toEqual([]);
        }
        const host = new TestClient(server.url);
        await host.post('/api/auth/login', { email: 'host@demo.pokerhome.local', password: 'PokerHome1!' });
        const games = (await host.get('/api/games?scope=past&limit=50')).body.data.games as {
          id: string;
          name: string;
        }[];
        const classic = games.find((g) => g.name === 'Last Month Classic')!;
        // The results page reads the ledger: the winner was paid out of the pool.
        const ledger = await host.get(`/api/games/${classic.id}/ledger`);
        expect(ledger.status).toBe(200);
        expect(JSON.stringify(ledger.body.data)).toContain('"payout"');
      } finally {
        await server.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
