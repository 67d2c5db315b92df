import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { backends, useTestServer } from '../../../test/harness.ts';
import { gameWithPlayers } from '../../../test/tournament-fixtures.ts';

/**
 * A host's action locks the game's row before the tournament's, in one statement (docs/tournament.md,
 * "Host actions"): every writer of a game's money takes the game first, so two of them never wait on
 * each other crosswise. A clock action takes neither lock: it writes the clock it read, or reads and
 * decides again ("Clock actions"). PostgreSQL only: it is the database where another session can
 * hold a lock.
 */
describe.runIf(backends.includes('postgres'))('a host action on postgres', () => {
  const server = useTestServer({ backend: 'postgres' }, 240_000);

  async function runningTournament() {
    const { host, gameId } = await gameWithPlayers(server.url, 3);
    const started = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data;
    return { host, gameId, id: started.tournament.id as string };
  }

  async function sessions<T>(count: number, use: (clients: pg.Client[]) => Promise<T>): Promise<T> {
    const clients = Array.from(
      { length: count },
      () => new pg.Client({ connectionString: server.databaseUrl }),
    );
    await Promise.all(clients.map((c) => c.connect()));
    try {
      return await use(clients);
    } finally {
      await Promise.all(clients.map((c) => c.query('rollback').catch(() => undefined)));
      await Promise.all(clients.map((c) => c.end()));
    }
  }

  const undoLabels = async (db: pg.Client, id: string) =>
    (
      await db.query(
        'select label from tournament_host_actions where tournament_id = $1 and undone_at is null order by seq',
        [id],
      )
    ).rows.map((r) => r.label as string);

  it('an undo waits for the game row and holds no lock on the tournament while it waits', async () => {
    const { host, gameId, id } = await runningTournament();
    expect((await host.post(`/api/tournaments/${id}/pause`, { reason: 'Dinner' })).status).toBe(200);
    await sessions(2, async ([holder, other]) => {
      // Another writer of the game's money holds the game row.
      await holder!.query('begin');
      await holder!.query('select id from games where id = $1 for update', [gameId]);
      const holderPid = (await holder!.query('select pg_backend_pid() as pid')).rows[0].pid as number;
      let answered = false;
      const undo = host.post(`/api/tournaments/${id}/undo`).then((res) => {
        answered = true;
        return res;
      });
      // The action is waiting on the game row (its statement shows in pg_stat_activity)...
      await expect
        .poll(async () => {
          const { rows } = await other!.query(
            `select count(*)::int as n from pg_stat_activity
             where wait_event_type = 'Lock' and query like '%for update%' and pid <> $1`,
            [holderPid],
          );
          return rows[0].n;
        })
        .toBe(1);
      expect(answered).toBe(false);
      // ...and has not taken the tournament's row: another session can lock it at once.
      await other!.query('begin');
      await other!.query(`set local lock_timeout = '2s'`);
      await other!.query('select id from tournaments where id = $1 for update nowait', [id]);
      await other!.query('rollback');
      await holder!.query('commit');
      const res = await undo;
      expect(res.status).toBe(200);
      expect(res.body.data.message).toBe('Undone: Pause');
      expect(res.body.data.clock).toMatchObject({ clockState: 'running', pauseReason: null });
    });
  });

  it('pauses at once while another writer of the game’s money holds the game row', async () => {
    const { host, gameId, id } = await runningTournament();
    await sessions(1, async ([holder]) => {
      await holder!.query('begin');
      await holder!.query('select id from games where id = $1 for update', [gameId]);
      const res = await host.post(`/api/tournaments/${id}/pause`, { reason: 'Dinner' });
      expect(res.status).toBe(200);
      expect(res.body.data.clock).toMatchObject({ clockState: 'paused', pauseReason: 'Dinner' });
      expect(res.body.data.tournament.undoLabel).toBe('Pause');
      await holder!.query('commit');
    });
  });

  it('decides again on what another device wrote while the pause waited: one pause, one undo record', async () => {
    const { host, id } = await runningTournament();
    await sessions(2, async ([device, reader]) => {
      // Another device pauses and has not committed yet: it holds the tournament's row.
      await device!.query('begin');
      await device!.query(
        `update tournaments set clock_state = 'paused', status = 'paused', pause_reason = 'Other device',
           remaining_ms = greatest(0, extract(epoch from level_ends_at - now()) * 1000)::int,
           level_ends_at = null, version = version + 1
         where id = $1`,
        [id],
      );
      const pause = host.post(`/api/tournaments/${id}/pause`, { reason: 'Dinner' });
      // The host's pause, decided on the running clock it read, waits for that row...
      await expect
        .poll(async () => {
          const { rows } = await reader!.query(
            `select count(*)::int as n from pg_stat_activity
             where wait_event_type = 'Lock' and query like '%tournament_host_actions%'`,
          );
          return rows[0].n;
        })
        .toBe(1);
      await device!.query('commit');
      // ...misses it once the other device commits, reads again and finds the clock paused.
      const res = await pause;
      expect(res.status).toBe(200);
      expect(res.body.data.message).toBe('The clock is not running');
      expect(res.body.data.clock).toMatchObject({ clockState: 'paused', pauseReason: 'Other device' });
      expect(await undoLabels(reader!, id)).toEqual([]);
    });
  });

  it('applies eight pauses and resumes sent at once one after the other, each on the clock the last one left', async () => {
    const { host, id } = await runningTournament();
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        host.post(`/api/tournaments/${id}/${i % 2 ? 'resume' : 'pause'}`, {}),
      ),
    );
    expect(sent.map((r) => r.status)).toEqual(Array(8).fill(200));
    const done = sent.filter((r) => /^Tournament (paused|resumed)$/.test(r.body.data.message)).length;
    await sessions(1, async ([db]) => {
      // Every action that said it was done left exactly one undo record, and no other did.
      const labels = await undoLabels(db!, id);
      expect(labels).toHaveLength(done);
      // Done actions alternate: a pause is only done on a running clock, a resume on a paused one.
      expect(labels).toEqual(labels.map((_, i) => (i % 2 ? 'Resume' : 'Pause')));
      const { rows } = await db!.query('select clock_state from tournaments where id = $1', [id]);
      expect(rows[0].clock_state).toBe(done % 2 ? 'paused' : 'running');
    });
  });
});
