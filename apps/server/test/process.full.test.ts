import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { outputOf } from './child-output.ts';
import { freePort } from './free-port.ts';

const mainTs = path.resolve(import.meta.dirname, '../src/main.ts');
const children: ChildProcess[] = [];

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return { child, exited: outputOf(child).exited };
}

async function waitForHealth(port: number) {
  // Up to a minute: a start on a loaded machine (parallel test files) can take well over 15 s.
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return (await res.json()) as { data: { services: { database: { status: string } } } };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('the server process', () => {
  it('exits with one line naming PORT when PORT is not a number', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pokerhome-proc-'));
    const { exited } = startMain({ PORT: 'abc', DATA_DIR: dataDir });
    const { code, stderr } = await exited;
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/PORT/);
  });

  // A port nobody listens on: bound, then closed, so the connection is refused at once.
  for (const service of [
    {
      name: 'PostgreSQL',
      variable: 'DATABASE_URL',
      url: (port: number) => `postgres://postgres:secret-pw@127.0.0.1:${port}/pokerhome`,
    },
    { name: 'Redis', variable: 'REDIS_URL', url: (port: number) => `redis://:secret-pw@127.0.0.1:${port}` },
  ]) {
    it(`exits with one line naming ${service.name} when ${service.variable} points where nothing answers`, async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'pokerhome-proc-'));
      const deadPort = await freePort();
      const { exited } = startMain({
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
        [service.variable]: service.url(deadPort),
      });
      const { code, stderr } = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([
        `Cannot reach ${service.name} at 127.0.0.1:${deadPort} (${service.variable}): connection refused`,
      ]);
      expect(stderr).not.toMatch(/secret-pw/);
    });
  }

  it.runIf(process.env.TEST_DATABASE_URL)(
    'exits with one line naming the missing database when DATABASE_URL names a database that does not exist',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'pokerhome-proc-'));
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = '/pokerhome_no_such_database';
      const { exited } = startMain({
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
      });
      const { code, stderr } = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([
        `Cannot reach PostgreSQL at ${url.hostname}:${url.port || 5432} (DATABASE_URL): database "pokerhome_no_such_database" does not exist`,
      ]);
    },
  );

  it('finishes in-flight requests on SIGTERM, exits 0, refuses a second server on the same data, and reopens it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pokerhome-proc-'));
    const port = await freePort();
    const first = startMain({ PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1' });
    const health = await waitForHealth(port);
    expect(health.data.services.database.status).toBe('healthy');

    const second = startMain({ PORT: String(await freePort()), DATA_DIR: dataDir });
    const refused = await second.exited;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/already using the data directory/);

    // A request whose body is still arriving when SIGTERM lands must still be answered.
    const body = JSON.stringify({ message: 'slow crash report', url: '/x', kind: 'render' });
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/client-errors',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'x-requested-with': 'XMLHttpRequest',
      },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.on('response', (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 10));
    await new Promise((r) => setTimeout(r, 200));
    first.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    request.end(body.slice(10));
    const response = await answered;
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toEqual({ success: true, data: { received: true } });
    expect((await first.exited).code).toBe(0);

    // The data directory was closed cleanly: it opens, and its migrations are recorded exactly once.
    const pglite = await PGlite.create(path.join(dataDir, 'pgdata'));
    const applied = await pglite.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    await pglite.close();
    expect(applied.rows[0]!.n).toBeGreaterThan(0);

    const again = startMain({ PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1' });
    expect((await waitForHealth(port)).data.services.database.status).toBe('healthy');
    again.child.kill('SIGTERM');
    expect((await again.exited).code).toBe(0);
    rmSync(dataDir, { recursive: true, force: true });
  }, 150_000);
});
