import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, defaultPublicUrl, loadConfig } from './config.ts';

const made: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pokerhome-config-'));
  made.push(dir);
  return dir;
};
// The temporary directory may be memory (/dev/shm, vitest.shared.ts): nothing is left in it.
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('configuration', () => {
  it('names the variable in one line when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: dataDir() })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: dataDir() })).toThrow(
      /^Invalid configuration: PORT .*"abc"/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: dataDir() })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SESSION_SECRET: 'short', DATA_DIR: dataDir() })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ PORT: '70000', DATA_DIR: dataDir() })).toThrow(/PORT/);
  });

  it('defaults to PGlite in ./data on port 3000 and keeps a generated session secret', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    // This machine only until HOST says otherwise (docs/security.md, "Default bind").
    expect(config.host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8').trim()).toBe(config.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
    expect(loadConfig({ SESSION_SECRET: 'y'.repeat(32) }).dataDir).toBe(path.resolve('data'));
  });

  it("accepts the tests' cheap password hashing only under NODE_ENV=test", () => {
    const secret = {
      DATA_DIR: dataDir(),
      SESSION_SECRET: 'x'.repeat(40),
      PASSWORD_HASHING: 'fast-for-tests',
    };
    for (const NODE_ENV of [undefined, 'development', 'production']) {
      expect(() => loadConfig({ ...secret, NODE_ENV })).toThrow(
        /^Invalid configuration: PASSWORD_HASHING fast-for-tests is only accepted with NODE_ENV=test/,
      );
    }
    expect(loadConfig({ ...secret, NODE_ENV: 'test' }).passwordHashing).toBe('fast-for-tests');
    expect(loadConfig({ DATA_DIR: dataDir(), SESSION_SECRET: 'x'.repeat(40) }).passwordHashing).toBe(
      'standard',
    );
  });

  it('uses a given secret without writing one', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir, SESSION_SECRET: 'x'.repeat(40) });
    expect(config.sessionSecret).toBe('x'.repeat(40));
    expect(existsSync(path.join(dir, 'session-secret'))).toBe(false);
  });

  it('serves the API docs everywhere but production, unless API_DOCS says otherwise', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dir, API_DOCS: 'yes' })).toThrow(/^Invalid configuration: API_DOCS/);
  });

  it('takes TRUST_PROXY as a hop count or a list of proxy addresses, and refuses "true" with the options', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ DATA_DIR: dir, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'loopback']);
    expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'true' })).toThrow(
      /^Invalid configuration: TRUST_PROXY must be a hop count \(e\.g\. 1\) or a list of proxy addresses .*"true"/,
    );
    for (const bad of ['10.0.0.0/33', 'proxy.example.com', '1.2.3'])
      expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });

  it("builds the links' address without PUBLIC_URL from where the server listens (decision 0038)", () => {
    const lan = {
      lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
      wlan0: [{ address: '192.168.1.23', family: 'IPv4', internal: false }],
    } as unknown as Parameters<typeof defaultPublicUrl>[2];
    expect(defaultPublicUrl('127.0.0.1', 3000, lan)).toBe('http://localhost:3000');
    expect(defaultPublicUrl('0.0.0.0', 3000, lan)).toBe('http://192.168.1.23:3000');
    expect(defaultPublicUrl('0.0.0.0', 3000, {})).toBe('http://localhost:3000');
    expect(defaultPublicUrl('10.0.0.5', 8080, lan)).toBe('http://10.0.0.5:8080');
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).publicUrlSet).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://poker.example/' })).toMatchObject({
      publicUrl: 'https://poker.example',
      publicUrlSet: true,
    });
  });
});
