import { describe, expect, it } from 'vitest';
import { gamePayload, signedIn } from '../../../test/fixtures.ts';
import { backends, useTestServer } from '../../../test/harness.ts';

const templatePayload = (overrides: Record<string, unknown> = {}) => {
  const { scheduledDate: _d, ...game } = gamePayload();
  return { ...game, name: 'Deep Stack Saturday', isPublic: false, ...overrides };
};

describe.each(backends)('templates and quick locations on %s', (backend) => {
  const server = useTestServer({ backend });

  it('keeps templates to organizers: a participant or host gets 403', async () => {
    for (const role of ['participant', 'host'] as const) {
      const user = await signedIn(server.url, role);
      for (const [method, url, body] of [
        ['GET', '/api/templates'],
        ['GET', '/api/templates/public'],
        ['POST', '/api/templates', templatePayload()],
      ] as const) {
        const res = await user.request(method, url, body);
        expect(res.status, `${role} ${method} ${url}`).toBe(403);
        expect(res.body.error.message).toMatch(/League Organizers/);
      }
    }
  });

  it('shares a public template with other organizers, who create games from it', async () => {
    const owner = await signedIn(server.url, 'organizer', { firstName: 'Olive' });
    const other = await signedIn(server.url, 'organizer');
    const created = await owner.post('/api/templates', templatePayload());
    expect(created.status).toBe(201);
    const template = created.body.data.template;
    expect(template).toMatchObject({
      isOwner: true,
      usageCount: 0,
      hostName: expect.stringContaining('Olive'),
    });
    expect(template.blindStructure.levels).toHaveLength(2);

    // Private: invisible to others.
    expect((await other.get(`/api/templates/${template.id}`)).status).toBe(404);
    expect(
      (await other.get('/api/templates/public')).body.data.templates.map((t: any) => t.id),
    ).not.toContain(template.id);
    expect(
      (
        await other.post(`/api/templates/${template.id}/create-game`, {
          scheduledDate: gamePayload().scheduledDate,
        })
      ).status,
    ).toBe(404);

    const published = await owner.request(
      'PUT',
      `/api/templates/${template.id}`,
      templatePayload({ isPublic: true }),
    );
    expect(published.body.data.template.isPublic).toBe(true);
    const listed = (await other.get('/api/templates/public')).body.data.templates.find(
      (t: any) => t.id === template.id,
    );
    expect(listed).toMatchObject({ isOwner: false, usageCount: 0 });

    const game = await other.post(`/api/templates/${template.id}/create-game`, {
      scheduledDate: gamePayload().scheduledDate,
      name: 'Saturday at Mine',
      location: { name: 'My place', address: '', notes: '' },
    });
    expect(game.status).toBe(201);
    expect(game.body.data.game).toMatchObject({ name: 'Saturday at Mine', location: { name: 'My place' } });
    const full = (await other.get(`/api/games/${game.body.data.game.id}`)).body.data.game;
    expect(full.blindStructure.levels).toHaveLength(2);
    expect(full.canManage).toBe(true);
    expect((await owner.get(`/api/templates/${template.id}`)).body.data.template.usageCount).toBe(1);

    const past = await other.post(`/api/templates/${template.id}/create-game`, {
      scheduledDate: new Date(Date.now() - 60 * 60_000).toISOString(),
    });
    expect(past.body.error.fields.scheduledDate).toBe('Scheduled date must be in the future');

    // Only the owner edits or deletes.
    expect(
      (await other.request('PUT', `/api/templates/${template.id}`, templatePayload({ name: 'Mine now' })))
        .status,
    ).toBe(404);
    expect((await other.delete(`/api/templates/${template.id}`)).status).toBe(404);
    expect((await owner.delete(`/api/templates/${template.id}`)).status).toBe(200);
    expect((await owner.get(`/api/templates/${template.id}`)).status).toBe(404);
  });

  it('validates templates with the wizard messages', async () => {
    const owner = await signedIn(server.url, 'organizer');
    const bad = await owner.post(
      '/api/templates',
      templatePayload({ name: 'ab', blindStructure: { startingChips: 50, levels: [] }, rules: ['   '] }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      name: 'Game name must be at least 3 characters',
      'blindStructure.startingChips': 'Starting chips must be at least 100',
      'blindStructure.levels': 'At least one blind level is required',
      'rules.0': 'All rules must have content',
    });
  });

  it('keeps at most 10 quick locations in the chosen order', async () => {
    const user = await signedIn(server.url, 'participant');
    const empty = await user.post('/api/users/quick-locations', { label: ' ' });
    expect(empty.body.error.fields.label).toBe('Label is required');
    const ids: string[] = [];
    const added = await Promise.all(
      Array.from({ length: 11 }, (_, i) =>
        user.post('/api/users/quick-locations', { label: `Place ${i}`, icon: i === 0 ? 'Home' : undefined }),
      ),
    );
    expect(added.filter((r) => r.status === 201)).toHaveLength(10);
    const refused = added.find((r) => r.status !== 201)!;
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'You can keep at most 10 quick locations. Delete one to add another.',
    );
    for (const r of added) if (r.status === 201) ids.push(r.body.data.quickLocation.id);
    const reversed = [...ids].reverse();
    expect((await user.request('PUT', '/api/users/quick-locations/reorder', { ids: reversed })).status).toBe(
      200,
    );
    const listed = (await user.get('/api/users/quick-locations')).body.data.quickLocations;
    expect(listed.map((l: any) => l.id)).toEqual(reversed);
    expect(listed.every((l: any) => typeof l.icon === 'string')).toBe(true);
    expect(
      (await user.request('PUT', '/api/users/quick-locations/reorder', { ids: reversed.slice(1) })).status,
    ).toBe(400);
    const other = await signedIn(server.url, 'participant');
    expect((await other.delete(`/api/users/quick-locations/${ids[0]}`)).status).toBe(404);
    expect((await user.delete(`/api/users/quick-locations/${ids[0]}`)).status).toBe(200);
    expect((await user.post('/api/users/quick-locations', { label: 'Eleventh, now fits' })).status).toBe(201);
  });
});
