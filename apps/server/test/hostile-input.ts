import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { matrix } from './access-matrix.ts';
import type { World } from './access-world.ts';
import type { TestServer } from './harness.ts';
import { rawRequest } from './raw-request.ts';

/**
 * Hostile input for every operation of the served OpenAPI description (docs/security.md): its body,
 * its path parameters, every query parameter it has and some it does not, and every method its path
 * does not have: the answer is never a 500, always the envelope, and a refused request stores nothing.
 */

const controlCharacters = [
  ...Array.from({ length: 0x20 }, (_, c) => String.fromCharCode(c)),
  ...Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i)),
];
const invalidUnicode = ['\ud800', '\udfff', 'a\udc00b', '\udbff', '\ufffe', '\uffff'];
const fragments = [
  "'; drop table users; --",
  "' or 1=1 --",
  '%_\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  '../../etc/passwd',
  '\u202egnp.exe',
  'שלום עולם',
  'مرحبا',
  '💥🂡👍🏽',
  ' ',
  '',
];
const dates = [
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '2024-02-30T00:00:00Z',
  '1969-12-31T23:59:59.999Z',
  '2026-13-01',
  'not a date',
];

export const hostileString = fc.oneof(
  fc.constantFrom(...fragments, ...dates),
  fc.constantFrom(...controlCharacters).map((c) => `a${c}b`),
  fc.constantFrom(...invalidUnicode),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 1, max: 200_000 }).map((n) => 'x'.repeat(n)),
  fc.uuid(),
);
export const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 1.005, -1e-9, 1e308, -1e308, 2 ** 53 + 2, 2 ** 31, -(2 ** 31) - 1),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    hostileNumber,
    hostileString,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
    fc.constant({}),
    fc.constant([]),
  ),
})).value;

/** A valid body with one field, anywhere in it, replaced by something hostile (or removed). */
function mutate(base: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  if (base === null || typeof base !== 'object') return base;
  const [head, ...rest] = path;
  const copy: any = Array.isArray(base) ? [...base] : { ...base };
  if (value === undefined && rest.length === 0) delete copy[head!];
  else copy[head!] = mutate(copy[head!], rest, value);
  return copy;
}
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([k, v]) => pathsOf(v, [...prefix, k]))];
}

/** Field names the description gives the body, nested ones too, so hostile objects hit real fields. */
function fieldNames(schema: any, names = new Set<string>()): Set<string> {
  if (!schema || typeof schema !== 'object') return names;
  for (const [name, inner] of Object.entries<any>(schema.properties ?? {})) {
    names.add(name);
    fieldNames(inner, names);
  }
  for (const key of ['items', 'anyOf', 'oneOf', 'allOf']) {
    const inner = schema[key];
    for (const s of Array.isArray(inner) ? inner : [inner]) fieldNames(s, names);
  }
  return names;
}

export type FuzzTarget = {
  key: string;
  method: string;
  path: string;
  hasBody: boolean;
  queryNames: string[];
  pathNames: string[];
  fields: string[];
  base: { params: Record<string, string>; body?: unknown; query?: string };
};

/** Every operation the description lists, with a valid call to start from. */
export async function fuzzTargets(world: World): Promise<FuzzTarget[]> {
  // The matrix's calls make a fresh game or tournament where a call would end it; the fuzz starts
  // every such call from one spare of each instead (a hostile call is refused, so they last).
  const spare = { game: await world.newGame(), tour: await world.newTournament() };
  const w: World = { ...world, newGame: async () => spare.game, newTournament: async () => spare.tour };
  const spec = (await w.clients.anon.get('/api/openapi.json')).body as {
    paths: Record<string, Record<string, any>>;
  };
  const targets: FuzzTarget[] = [];
  for (const [path, ops] of Object.entries(spec.paths)) {
    for (const [m, op] of Object.entries(ops)) {
      const method = m.toUpperCase();
      const params = (op.parameters ?? []) as { name: string; in: string }[];
      const queryNames = params.filter((p) => p.in === 'query').map((p) => p.name);
      const pathNames = params.filter((p) => p.in === 'path').map((p) => p.name);
      const hasBody = op.requestBody !== undefined;
      const key = `${method} ${path}`;
      const row = matrix[key];
      const call = (await row?.call?.(w, 'host')) ?? {};
      const schema = op.requestBody?.content?.['application/json']?.schema;
      targets.push({
        key,
        method,
        path,
        hasBody,
        queryNames,
        pathNames,
        fields: [...fieldNames(schema)],
        base: { params: call.params ?? {}, body: call.body, query: call.query },
      });
    }
  }
  return targets;
}

type Input = { params: Record<string, string>; query: string | undefined; body: unknown; bodyGiven: boolean };

export function inputFor(t: FuzzTarget): fc.Arbitrary<Input> {
  const params = fc.oneof(
    fc.constant(t.base.params),
    fc.record(Object.fromEntries(t.pathNames.map((n) => [n, hostileString.map((s) => s.slice(0, 300))]))),
  );
  // Each parameter the operation has: absent, hostile text (NUL and the other control characters,
  // lone surrogates, 200,000 characters), a number, or given twice (an array); and sometimes one it
  // does not have (docs/api.md: refused with a 400 naming it).
  const value = fc.oneof(
    hostileString.map((s) => [s.slice(0, 2000)]),
    hostileNumber.map((n) => [String(n)]),
    fc.tuple(hostileString, hostileString).map(([a, b]) => [a.slice(0, 200), b.slice(0, 200)]),
  );
  const known = fc.record(Object.fromEntries(t.queryNames.map((n) => [n, fc.option(value)])));
  const unknown = fc.option(fc.tuple(fc.constantFrom('x-unknown', 'q', 'token', '_', 'limit'), value));
  const query = fc.tuple(known, unknown, fc.boolean()).map(([q, extra, fromBase]) => {
    const pairs = Object.entries(q).flatMap(([k, vs]) =>
      vs === null ? [] : vs.map((v) => `${k}=${encode(v)}`),
    );
    if (extra && !t.queryNames.includes(extra[0]))
      pairs.push(...extra[1].map((v) => `${extra[0]}=${encode(v)}`));
    const base = fromBase && pairs.length === 0 ? t.base.query : undefined;
    return pairs.length > 0 ? pairs.join('&') : base;
  });
  const named =
    t.fields.length > 0
      ? fc.dictionary(fc.constantFrom(...t.fields), hostileValue, { maxKeys: 6 })
      : fc.object();
  const fromBase =
    t.base.body === undefined
      ? named
      : fc
          .tuple(fc.constantFrom(...pathsOf(t.base.body)), fc.option(hostileValue, { nil: undefined }))
          .map(([path, value]) => mutate(t.base.body, path, value));
  const body = t.hasBody ? fc.oneof(hostileValue, named, fromBase, fromBase) : fc.constant(undefined);
  return fc
    .record({ params, query, body })
    .map((r) => ({ ...r, bodyGiven: t.hasBody && r.body !== undefined }));
}

/** Percent-encoding that keeps a lone surrogate as the bytes a hostile client would send (WTF-8). */
function encode(value: string) {
  return value.replace(/[\s\S]/gu, (c) => {
    const code = c.charCodeAt(0);
    if (c.length === 1 && code >= 0xd800 && code <= 0xdfff)
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    return encodeURIComponent(c);
  });
}

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) => encode(params[name] ?? 'missing'));

const countsQuery = new WeakMap<TestServer, string>();

/**
 * Row counts of every table but the failure log (a wrong password is counted on purpose) and the read
 * cache's change log (pruned in the background every minute, docs/read-cache.md; its rows only follow
 * the other tables' changes, which are counted), in one query.
 */
async function fingerprint(server: TestServer) {
  let query = countsQuery.get(server);
  if (!query) {
    const tables = (await server.app.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'
            and table_name not in ('auth_failures', 'read_changes')
          order by table_name`,
    )) as unknown as { rows: { name: string }[] };
    query = tables.rows
      .map(({ name }) => `select '${name}' as t, count(*)::int as n from "${name}"`)
      .join(' union all ');
    countsQuery.set(server, query);
  }
  const result = (await server.app.db.execute(sql.raw(query))) as unknown as {
    rows: { t: string; n: number }[];
  };
  return Object.fromEntries(result.rows.map((r) => [r.t, r.n]));
}

let address = 0;
/** One hostile call as the host; fails the property on a 500, a missing envelope or a write on refusal. */
export async function hostileCall(server: TestServer, w: World, t: FuzzTarget, input: Input) {
  const url = fill(t.path, input.params) + (input.query ? `?${input.query}` : '');
  const before = await fingerprint(server);
  address += 1;
  const headers = {
    // A new address each time: the per-IP limits must not turn the run into a wall of 429s.
    'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    ...(input.bodyGiven ? { 'content-type': 'application/json' } : {}),
  };
  const res = await fetch(`${server.url}${url}`, {
    method: t.method,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      cookie: [...w.host.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      ...headers,
    },
    body: input.bodyGiven ? JSON.stringify(input.body) : undefined,
  });
  const text = await res.text();
  const context = `${t.method} ${url.slice(0, 200)} ${JSON.stringify(input.body)?.slice(0, 300)} -> ${res.status} ${text.slice(0, 300)}`;
  expect(res.status, context).toBeLessThan(500);
  const type = res.headers.get('content-type') ?? '';
  // A file (a CSV, a PDF, the JSON of "Download my data") is the answer itself, not the envelope.
  const file = /attachment/.test(res.headers.get('content-disposition') ?? '');
  if (!type.includes('json') || (file && res.status < 300)) {
    expect(res.status, context).toBeLessThan(300);
    return res.status;
  }
  const body = JSON.parse(text);
  if (res.status >= 400) {
    expect(body, context).toMatchObject({ success: false, error: { message: expect.any(String) } });
    expect(typeof body.error.code === 'string' || body.error.code === undefined, context).toBe(true);
    if (body.error.fields !== undefined)
      expect(
        Object.values(body.error.fields).every((v) => typeof v === 'string'),
        context,
      ).toBe(true);
    expect(await fingerprint(server), `stored on refusal: ${context}`).toEqual(before);
  } else {
    expect(body.success, context).toBe(true);
  }
  return res.status;
}

/**
 * Throws hostile input at every target, `runs` inputs each: fast-check's shrunk counterexample
 * names the first call that answered 500, left the envelope, or stored something it refused.
 */
export async function fuzzEveryTarget(server: TestServer, w: World, targets: FuzzTarget[], runs: number) {
  for (const target of targets) {
    await fc.assert(
      fc.asyncProperty(inputFor(target), (input) =>
        hostileCall(server, w, target, input).then(() => undefined),
      ),
      { numRuns: runs },
    );
  }
}

const probedMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'];
const allowOrder = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Every method each described path does not have, as the host (docs/api.md): a 405 in the envelope
 * whose `Allow` names exactly the path's methods, and nothing stored. Returns what went wrong.
 */
export async function everyMissingMethod(server: TestServer, w: World): Promise<string[]> {
  const spec = (await w.clients.anon.get('/api/openapi.json')).body as {
    paths: Record<string, Record<string, unknown>>;
  };
  const problems: string[] = [];
  const cookie = [...w.host.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  // An address may match several described paths (`/api/users/contacts/search` is also
  // `/api/users/contacts/{id}`): its methods are theirs together.
  const patterns = Object.entries(spec.paths).map(([path, ops]) => ({
    pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+').replaceAll('.', '\\.')}$`),
    methods: Object.keys(ops).map((m) => m.toUpperCase()),
  }));
  for (const path of Object.keys(spec.paths)) {
    const address = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
    const has = patterns.filter((p) => p.pattern.test(address)).flatMap((p) => p.methods);
    const allow = allowOrder.filter((m) => has.includes(m) || (m === 'HEAD' && has.includes('GET')));
    const url = `${server.url}${address}`;
    for (const method of probedMethods.filter((m) => !has.includes(m))) {
      const before = await fingerprint(server);
      const res = await rawRequest(url, method, { cookie, 'x-requested-with': 'XMLHttpRequest' });
      const what = `${method} ${path} -> ${res.status} ${res.body.slice(0, 200)}`;
      if (res.status !== 405) problems.push(what);
      else if (res.headers.allow !== allow.join(', '))
        problems.push(`${what}: Allow ${res.headers.allow}, expected ${allow.join(', ')}`);
      else if (JSON.parse(res.body).error?.code !== 'METHOD_NOT_ALLOWED') problems.push(`${what}: code`);
      if (JSON.stringify(await fingerprint(server)) !== JSON.stringify(before))
        problems.push(`${what}: stored something`);
    }
  }
  return problems;
}

/** Values every query parameter is sent once, whatever the random run draws: NUL, too long, twice, a number. */
const queryProbes = ['a%00b', '%00', 'x'.repeat(5000), '-1e308', '1&{name}=2', '%F0%9F%92%A5', '%ED%A0%80'];

/**
 * Each query parameter of each operation with each probe, as the host: never a 500, always the
 * envelope, nothing stored on refusal (the random run above may not draw a NUL for every one).
 */
export async function everyQueryParameter(server: TestServer, w: World, targets: FuzzTarget[]) {
  for (const t of targets)
    for (const name of t.queryNames)
      for (const probe of queryProbes)
        await hostileCall(server, w, t, {
          params: t.base.params,
          query: `${name}=${probe.replace('{name}', name)}`,
          body: t.base.body,
          bodyGiven: t.hasBody && t.base.body !== undefined,
        });
}
