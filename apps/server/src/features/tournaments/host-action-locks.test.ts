import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { backends, useTestServer } from '../../../test/harness.ts';
import { gameWithPlayers } from '../../../test/tournament-fixtures.ts';

/**
 * A host's action locks the game's row before the tournament's, in one statement (docs/tournament.md,
 * "Host actions"): every writer of a game's money takes the game first, so two of them never wait on
 * each other crosswise. PostgreSQL only: it is the database where another session can hold a lock.
 */
describe.runIf(backends.includes('postgres'))('a host action on postgres', () => {
  const server = useTestServer({ backend: 'postgres' }, 240_000);

  it('waits for the game row and holds no lock on the tournament while it waits', async () => {
    const { host, gameId } = await gameWithPlayers(server.url, 3);
    const started = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data;
    const id = started.tournament.id as string;
    const holder = new pg.Client({ connectionString: server.databaseUrl });
    const other = new pg.Client({ connectionString: server.databaseUrl });
    await Promise.all([holder.connect(), other.connect()]);
    try {
      // Another writer of the game's money holds the game row.
      await holder.query('begin');
      await holder.query('select id from games where id = $1 for update', [gameId]);
      const holderPid = (await holder.query('select pg_backend_pid() as pid')).rows[0].pid as number;
      let answered = false;
      const pause = host.post(`/api/tournaments/${id}/pause`, { reason: 'Dinner' }).then((res) => {
        answered = true;
        return res;
      });
      // The action is waiting on the game row (its statement shows in pg_stat_activity)...
      await expect
        .poll(async () => {
          const { rows } = await other.query(
            `select count(*)::int as n from pg_stat_activity
             where wait_event_type = 'Lock' and query like '%for update%' and pid <> $1`,
            [holderPid],
          );
          return rows[0].n;
        })
        .toBe(1);
      expect(answered).toBe(false);
      // ...and has not taken the tournament's row: another session can lock it at once.
      await other.query('begin');
      await other.query(`set local lock_timeout = '2s'`);
      await other.query('select id from tournaments where id = $1 for update nowait', [id]);
      await other.query('rollback');
      await holder.query('commit');
      const res = await pause;
      expect(res.status).toBe(200);
      expect(res.body.data.clock).toMatchObject({ clockState: 'paused', pauseReason: 'Dinner' });
    } finally {
      await Promise.all([holder, other].map((c) => c.query('rollback').catch(() => undefined)));
      await Promise.all([holder.end(), other.end()]);
    }
  });
});
