import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { backends, useTestServer } from '../../../test/harness.ts';
import { gameWithPlayers } from '../../../test/tournament-fixtures.ts';

/**
 * Undo takes back the action that took the game's lock last (docs/tournament.md, "Undo"), even when
 * its transaction began first: a second device's "Add time" began, the host's pause went in while it
 * waited, then it took the lock. PostgreSQL only: it is the database where a second session can hold
 * a transaction open, as the other device's request does.
 */
describe.runIf(backends.includes('postgres'))('the undo stack on postgres', () => {
  const server = useTestServer({ backend: 'postgres' }, 240_000);

  it('names and undoes the action that took the lock last, then the one before it', async () => {
    const { host, gameId } = await gameWithPlayers(server.url, 3);
    const started = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data;
    const id = started.tournament.id as string;
    const other = new pg.Client({ connectionString: server.databaseUrl });
    await other.connect();
    try {
      // The other device's action: its transaction begins...
      await other.query('begin');
      await other.query('select now()');
      await new Promise((resolve) => setTimeout(resolve, 20));
      // ...the host's pause goes in and commits meanwhile...
      const paused = await host.post(`/api/tournaments/${id}/pause`, { reason: 'Dinner' });
      expect(paused.status).toBe(200);
      expect(paused.body.data.tournament.undoLabel).toBe('Pause');
      // ...then it takes the game's lock and does what the app's "Add time" does on a paused clock:
      // a minute more, and the clock as it was on the undo stack.
      await other.query('select id from games where id = $1 for update', [gameId]);
      await other.query(
        `insert into tournament_host_actions (tournament_id, kind, label, restore)
         select id, 'clock', 'Add time', jsonb_build_object('clock', jsonb_build_object(
           'status', status, 'clockState', clock_state, 'levelIndex', level_index,
           'levelEndsAt', level_ends_at, 'remainingMs', remaining_ms, 'breakEndsAt', break_ends_at,
           'pauseReason', pause_reason))
         from tournaments where id = $1`,
        [id],
      );
      await other.query(
        'update tournaments set remaining_ms = remaining_ms + 60000, version = version + 1 where id = $1',
        [id],
      );
      await other.query('commit');
    } finally {
      await other.query('rollback').catch(() => undefined);
      await other.end();
    }

    const shown = await host.get(`/api/tournaments/${id}`);
    expect(shown.body.data.tournament.undoLabel).toBe('Add time');
    const remaining = shown.body.data.clock.timeRemaining as number;
    const first = await host.post(`/api/tournaments/${id}/undo`);
    expect(first.status).toBe(200);
    expect(first.body.data.message).toBe('Undone: Add time');
    expect(first.body.data.clock.clockState).toBe('paused');
    expect(remaining - first.body.data.clock.timeRemaining).toBe(60_000);
    expect(first.body.data.tournament.undoLabel).toBe('Pause');
    const second = await host.post(`/api/tournaments/${id}/undo`);
    expect(second.body.data.message).toBe('Undone: Pause');
    expect(second.body.data.clock).toMatchObject({ clockState: 'running', pauseReason: null });
  });
});
