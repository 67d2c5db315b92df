import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputOf } from './child-output.ts';
import { TestClient } from './client.ts';
import { gamePayload, signedIn } from './fixtures.ts';
import { createFreshDatabase, startTestServer } from './harness.ts';

const scripts = path.resolve(import.meta.dirname, '../src/scripts');
const secret = 'backup-test-secret-'.padEnd(40, 'x');

/** Runs `npm run backup` / `npm run restore` as the operator would (the same script, its own process). */
async function runScript(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(scripts, `${name}.ts`), ...args], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { code, stdout, stderr } = await outputOf(child).exited;
  return { code: code as number, stdout, stderr };
}

/** Something a user would miss: an account, a game with its settings, an RSVP from another player. */
async function makeData(url: string) {
  const host = await signedIn(url, 'host', { password: 'Str0ng!Pass', confirmPassword: 'Str0ng!Pass' });
  const created = await host.post('/api/games', gamePayload({ name: 'Backed-up Friday' }));
  expect(created.status).toBe(201);
  return { email: host.user.email, gameId: created.body.data.game.id as string };
}

async function findData(url: string, data: { email: string; gameId: string }) {
  const host = new TestClient(url);
  const login = await host.post('/api/auth/login', { email: data.email, password: 'Str0ng!Pass' });
  expect(login.status).toBe(200);
  const game = await host.get(`/api/games/${data.gameId}`);
  expect(game.status).toBe(200);
  expect(game.body.data.game.name).toBe('Backed-up Friday');
}

describe('backup and restore', () => {
  it('PGlite: backs up a stopped data directory, refuses while the server runs, restores into a fresh one', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pokerhome-backup-src-'));
    const backupDir = path.join(mkdtempSync(path.join(tmpdir(), 'pokerhome-backups-')), 'one');
    const restoredDir = mkdtempSync(path.join(tmpdir(), 'pokerhome-backup-dst-'));
    try {
      const server = await startTestServer({ dataDir });
      const data = await makeData(server.url);

      const whileRunning = await runScript('backup', [backupDir], {
        DATA_DIR: dataDir,
        SESSION_SECRET: secret,
      });
      expect(whileRunning.code).toBe(1);
      expect(whileRunning.stderr.trim().split('\n')).toHaveLength(1);
      expect(whileRunning.stderr).toMatch(/Stop the server to back up the embedded database/);
      expect(existsSync(backupDir)).toBe(false);

      await server.close();
      const backup = await runScript('backup', [backupDir], { DATA_DIR: dataDir });
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain(`Backup written to ${backupDir}`);
      expect(JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'))).toMatchObject({
        format: 'pokerhome-backup',
        kind: 'pglite',
      });

      const restore = await runScript('restore', [backupDir], { DATA_DIR: restoredDir });
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      // The generated session secret travels with the data (two-factor secrets are encrypted under it).
      expect(readFileSync(path.join(restoredDir, 'session-secret'), 'utf8')).toBe(
        readFileSync(path.join(dataDir, 'session-secret'), 'utf8'),
      );
      // Never over an existing database.
      const again = await runScript('restore', [backupDir], { DATA_DIR: restoredDir });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/already holds a database/);

      const restored = await startTestServer({ dataDir: restoredDir });
      await findData(restored.url, data);
      await restored.close();
    } finally {
      for (const dir of [dataDir, path.dirname(backupDir), restoredDir])
        rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'PostgreSQL: pg_dump while the server runs, pg_restore into a fresh database',
    async () => {
      const backupDir = path.join(mkdtempSync(path.join(tmpdir(), 'pokerhome-backups-')), 'pg');
      const source = await createFreshDatabase();
      const target = await createFreshDatabase({ empty: true });
      try {
        const server = await startTestServer({ databaseUrl: source.url });
        const data = await makeData(server.url);
        const backup = await runScript('backup', [backupDir], {
          DATABASE_URL: source.url,
          SESSION_SECRET: secret,
        });
        expect(backup.stderr).toBe('');
        expect(backup.code).toBe(0);
        await server.close();

        const restore = await runScript('restore', [backupDir], {
          DATABASE_URL: target.url,
          SESSION_SECRET: secret,
        });
        expect(restore.stderr).toBe('');
        expect(restore.code).toBe(0);
        const restored = await startTestServer({ databaseUrl: target.url });
        await findData(restored.url, data);
        await restored.close();
      } finally {
        await source.drop();
        await target.drop();
        rmSync(path.dirname(backupDir), { recursive: true, force: true });
      }
    },
    180_000,
  );
});
