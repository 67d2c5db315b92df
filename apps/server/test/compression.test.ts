// Text answers and the built web app's files travel compressed (decision 0034): the API's JSON is
// compressed per answer, the build's files are sent as the copies the build wrote beside them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from './harness.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'pokerhome-dist-'));
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const page = `<!doctype html><html><head><title>PokerHome</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), page);
writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(page));
writeFileSync(path.join(dist, 'assets/app.js'), script);
writeFileSync(path.join(dist, 'assets/app.js.br'), brotliCompressSync(script));
writeFileSync(path.join(dist, 'assets/app.js.gz'), gzipSync(script));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('compression', () => {
  const server = useTestServer({ env: { WEB_DIST_DIR: dist } });
  const get = (url: string, acceptEncoding?: string) =>
    fetch(`${server.url}${url}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it("sends the build's brotli or gzip copy of a file, as the browser takes it", async () => {
    const br = await get('/assets/app.js', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('cache-control')).toContain('immutable');
    expect(await br.text()).toBe(script);

    const gz = await get('/assets/app.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(script);

    const plain = await get('/assets/app.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('sends the page of a client route compressed', async () => {
    const res = await get('/dashboard', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toBe(page);
  });

  it('compresses a large JSON answer, and leaves a small one as it is', async () => {
    const large = await get('/api/openapi.json', 'gzip, deflate, br');
    expect(large.headers.get('content-encoding')).toBe('br');
    expect(large.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(((await large.json()) as { openapi: string }).openapi).toMatch(/^3\./);

    const gz = await get('/api/openapi.json', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    // Every body is read: an answer left unread holds its connection, and the server's close waits on it.
    expect(((await gz.json()) as { openapi: string }).openapi).toMatch(/^3\./);

    const small = await get('/api/health', 'gzip, deflate, br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.status).toBe(200);
    await small.arrayBuffer();
  });
});
