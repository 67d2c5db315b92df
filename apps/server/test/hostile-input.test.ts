import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from './access-world.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { type FuzzTarget, fuzzTargets, hostileCall, inputFor } from './hostile-input.ts';

/** Kept small so the file stays well under a minute on PGlite; hostile-input.soak.ts runs far more. */
const runsPerEndpoint = 10;

describe.each(backends)('hostile input on %s', (backend) => {
  let server: TestServer;
  let world: World;
  let targets: FuzzTarget[];
  beforeAll(async () => {
    server = await startTestServer({ backend });
    world = await buildWorld(server.url);
    targets = await fuzzTargets(world);
  }, 120_000);
  afterAll(() => server?.close());

  it('finds every write and search endpoint in the description', () => {
    expect(targets.length).toBeGreaterThan(50);
    expect(targets.map((t) => t.key)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/register',
        'GET /api/users/contacts/search',
        'PUT /api/users/contacts/{id}',
      ]),
    );
  });

  it('never answers 500, always the envelope, and stores nothing on refusal', async () => {
    for (const target of targets) {
      await fc.assert(
        fc.asyncProperty(inputFor(target), (input) =>
          hostileCall(server, world, target, input).then(() => undefined),
        ),
        { numRuns: runsPerEndpoint },
      );
    }
  }, 300_000);

  it('refuses what the audit found: NUL in free text and search, a null body on the password routes', async () => {
    const nul = (body: unknown, path: string, method = 'POST') =>
      hostileCall(
        server,
        world,
        {
          key: path,
          method,
          path,
          hasBody: true,
          queryNames: [],
          pathNames: [],
          fields: [],
          base: { params: {} },
        },
        {
          params: {},
          query: undefined,
          body,
          bodyGiven: true,
        },
      );
    for (const path of ['/api/auth/register', '/api/auth/change-password', '/api/auth/reset-password'])
      expect(await nul(null, path)).toBe(400);
    expect(await nul({ label: 'Home\u0000' }, '/api/users/quick-locations')).toBe(400);
    const search = await world.host.get('/api/users/contacts/search?q=ab%00cd');
    expect(search.status).toBe(400);
    expect(search.body.error.fields).toEqual({ q: 'Contains characters that are not allowed' });
    const note = await world.host.put(`/api/users/contacts/${world.contactId}`, { notes: 'x\ud800' });
    expect(note.body.error.fields).toEqual({ notes: 'Contains characters that are not allowed' });
  });
});
