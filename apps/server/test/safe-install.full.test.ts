import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { outputOf } from './child-output.ts';
import { freePort } from './free-port.ts';
import { api, startTestServer } from './harness.ts';
import { seedPgliteDataDir } from './pglite-template.ts';

/**
 * The README's own install (issue 25, finding 1): `npm start` with nothing set is the production
 * mode on this machine's loopback only, and `npm run mail:outbox` reads the mail from the database,
 * with no server running (docs/security.md, "Default bind" and "The outbox"). These start child
 * processes, as process.test.ts does.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const children: ChildProcess[] = [];
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pokerhome-install-'));
  tempDirs.push(dir);
  return dir;
};

/** Runs a command from the repository root with only PATH and `env` set (no NODE_ENV, no HOST). */
function run(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return { child, ...outputOf(child) };
}

async function waitForHealth(port: number) {
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return (await res.json()) as { data: { environment: string } };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

/** This machine's addresses other than loopback: where another machine would reach it. */
const outsideAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal && a.family === 'IPv4')
    .map((a) => a!.address);

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the README install', () => {
  it('`npm start` with nothing set runs in production mode, reachable from this machine only', async () => {
    const port = await freePort();
    const dataDir = tempDir();
    await seedPgliteDataDir(dataDir);
    const server = run(['scripts/start.mjs'], {
      PORT: String(port),
      DATA_DIR: dataDir,
      SKIP_WEB_BUILD: 'true',
      WEB_DIST_DIR: tempDir(),
    });
    const health = await waitForHealth(port);
    expect(health.data.environment).toBe('production');
    // The line the person who ran it reads, at once (production batches the log).
    await expect
      .poll(server.output, { timeout: 5_000 })
      .toMatch(/\(production\) listening on .* bound to 127\.0\.0\.1/);
    expect((await fetch(`http://127.0.0.1:${port}/api/admin/outbox`)).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${port}/api/dev/outbox`)).status).toBe(404);
    for (const address of outsideAddresses()) {
      await expect(fetch(`http://${address}:${port}/api/health`)).rejects.toThrow();
    }
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  }, 90_000);

  it('`npm run mail:outbox` prints the mail from the database, with the server stopped', async () => {
    const dataDir = tempDir();
    await seedPgliteDataDir(dataDir);
    const server = await startTestServer({ dataDir });
    const to = `reader.${Date.now()}@example.com`;
    const asked = await api(server, 'POST', '/api/newsletter/subscribe', { email: to });
    expect(asked.status).toBe(200);
    await server.close();
    const { code, stdout } = await run(['--import', 'tsx', 'apps/server/src/scripts/mail-outbox.ts'], {
      DATA_DIR: dataDir,
    }).exited;
    expect(code).toBe(0);
    expect(stdout).toContain(`to: ${to}  [newsletter-confirm, outbox]`);
    expect(stdout).toMatch(/Subject: Confirm your PokerHome newsletter subscription/);
  }, 90_000);
});
