import { beforeAll, describe, expect, it } from 'vitest';
import { useServerWithWorld } from './access-world.ts';
import { backends } from './harness.ts';
import { type FuzzTarget, fuzzEveryTarget, fuzzTargets, hostileCall } from './hostile-input.ts';

/** Kept small so the file stays well under a minute on PGlite; hostile-input.soak.ts runs far more. */
const runsPerEndpoint = 10;

describe.each(backends)('hostile input on %s', (backend) => {
  const ctx = useServerWithWorld(backend);
  let targets: FuzzTarget[];
  beforeAll(async () => {
    targets = await fuzzTargets(ctx.world);
  });

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
    await fuzzEveryTarget(ctx.server, ctx.world, targets, runsPerEndpoint);
  }, 300_000);

  it('refuses what the audit found: NUL in free text and search, a null body on the password routes', async () => {
    const nul = (body: unknown, path: string, method = 'POST') =>
      hostileCall(
        ctx.server,
        ctx.world,
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
    const search = await ctx.world.host.get('/api/users/contacts/search?q=ab%00cd');
    expect(search.status).toBe(400);
    expect(search.body.error.fields).toEqual({ q: 'Contains characters that are not allowed' });
    const note = await ctx.world.host.put(`/api/users/contacts/${ctx.world.contactId}`, { notes: 'x\ud800' });
    expect(note.body.error.fields).toEqual({ notes: 'Contains characters that are not allowed' });
  });
});
