import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/client.ts';
import { rowsOf } from '../src/db/rows.ts';
import { dollarBuyIn, gamePayload, seasonPayload, signedIn } from './fixtures.ts';
import { backends, useTestServer } from './harness.ts';
import { knockOuts } from './tournament-fixtures.ts';

/**
 * Migration 0035 gave the change log's busiest tables trigger functions with static statements
 * (docs/read-cache.md). They must note exactly the scopes the generic `read_changes_note` (0023)
 * noted with the same arguments: each write below runs once with the new triggers and once with the
 * old ones put back, both in a transaction rolled back, and the scopes each logged are compared.
 * The undo stack left the game's scope for its own in 0037 (tested apart, below).
 */

/** Each switched table, its events, and the generic function's arguments it had (0023). */
const switched: Array<[table: string, events: string[], args: string]> = [
  ['games', ['insert', 'update', 'delete'], `'id', 'host_id'`],
  ['blind_levels', ['insert', 'update', 'delete'], `'game_id', '-'`],
  ['game_participants', ['insert', 'update', 'delete'], `'game_id', 'user_id'`],
  ['game_activities', ['insert', 'update', 'delete'], `'game_id', '-'`],
  ['ledger_entries', ['insert', 'update', 'delete'], `'game_id', 'user_id'`],
  ['tournaments', ['insert', 'delete'], `'game_id', '-'`],
  ['tournament_tables', ['insert', 'update', 'delete'], `'tournament_id', '-'`],
  ['tournament_players', ['insert', 'update', 'delete'], `'tournament_id', 'user_id'`],
  ['season_games', ['insert', 'update', 'delete'], `'game_id', '-'`],
  ['series_occurrences', ['insert', 'update', 'delete'], `'game_id', '-'`],
];

/** The old triggers back, inside the caller's transaction (DDL is transactional). */
async function genericTriggers(tx: Tx) {
  for (const [table, events, args] of switched)
    for (const event of events) {
      const name = `${table}_read_changes_${event}`;
      const rows =
        event === 'insert'
          ? 'NEW TABLE AS new_rows'
          : event === 'delete'
            ? 'OLD TABLE AS old_rows'
            : 'OLD TABLE AS old_rows NEW TABLE AS new_rows';
      await tx.execute(sql.raw(`DROP TRIGGER ${name} ON ${table}`));
      await tx.execute(
        sql.raw(
          `CREATE TRIGGER ${name} AFTER ${event.toUpperCase()} ON ${table} REFERENCING ${rows} FOR EACH STATEMENT EXECUTE FUNCTION read_changes_note(${args})`,
        ),
      );
    }
}

class RolledBack extends Error {
  constructor(readonly scopes: string[]) {
    super('rolled back');
  }
}

describe.each(backends)('the change log’s static triggers on %s', (backend) => {
  const server = useTestServer({ backend });

  /** The scopes one write logs, with the triggers as they are or as 0023 made them; nothing kept. */
  async function scopesOf(write: SQL, generic: boolean) {
    try {
      await server.app.db.transaction(async (tx) => {
        if (generic) await genericTriggers(tx);
        await tx.execute(write);
        const logged = rowsOf<{ scope: string }>(
          await tx.execute(
            sql`select scope from read_changes where xid = pg_current_xact_id() order by scope`,
          ),
        );
        throw new RolledBack(logged.map((r) => r.scope));
      });
    } catch (error) {
      if (error instanceof RolledBack) return error.scopes;
      throw error;
    }
    throw new Error('the transaction was not rolled back');
  }

  /** A league night under way: seats, levels, a ledger, a season, a running tournament, knockouts. */
  async function night() {
    const host = await signedIn(server.url, 'organizer');
    const players = [
      await signedIn(server.url, 'participant'),
      await signedIn(server.url, 'participant'),
      await signedIn(server.url, 'participant'),
    ];
    const league = (await host.post('/api/leagues', { name: 'Static League', description: '' })).body.data
      .league;
    for (const p of players) await host.post(`/api/leagues/${league.id}/members`, { userId: p.user.id });
    const seasonId = (await host.post(`/api/leagues/${league.id}/seasons`, seasonPayload({ name: 'Autumn' })))
      .body.data.season.id as string;
    const gameId = (await host.post('/api/games', gamePayload({ buyIn: dollarBuyIn(20, {}) }))).body.data.game
      .id as string;
    await host.post(`/api/games/${gameId}/participants`, {
      participants: players.map((p) => ({ userId: p.user.id, status: 'confirmed' })),
      sendEmailInvitations: false,
    });
    expect((await host.post(`/api/seasons/${seasonId}/games`, { gameId })).status).toBe(201);
    for (const p of players)
      await host.post(`/api/games/${gameId}/ledger/entries`, { userId: p.user.id, kind: 'buy_in' });
    const t = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament;
    const idOf = (i: number) => t.players.find((p: any) => p.userId === players[i]!.user.id).id as string;
    await knockOuts(host, t.id, [[idOf(0), idOf(1)]]);
    // A second game of the host's, empty: where rows of the first are copied to insert them.
    const emptyId = (await host.post('/api/games', gamePayload())).body.data.game.id as string;
    return { gameId, emptyId, tournamentId: t.id as string, seasonId };
  }

  it('note the same scopes as the generic trigger for every insert, update and delete', async () => {
    // The triggers as migrated are the static ones (else this would compare the old with itself).
    const functions = rowsOf<{ fn: string }>(
      await server.app.db.execute(
        sql`select distinct tgfoid::regproc::text as fn from pg_trigger where tgname in ('game_participants_read_changes_update', 'tournament_players_read_changes_insert', 'games_read_changes_delete')`,
      ),
    ).map((r) => r.fn);
    expect(functions.sort()).toEqual([
      'read_changes_by_game_and_user',
      'read_changes_by_tournament_and_user',
      'read_changes_of_game_rows',
    ]);
    const { gameId, emptyId, tournamentId } = await night();
    /** Rows of `table` of the first game copied to the empty one, with new ids where they have one. */
    const copy = (table: string, withId: boolean, more = '') =>
      sql.raw(`insert into ${table} select * from jsonb_populate_recordset(null::${table}, (
        select jsonb_agg(to_jsonb(x) || jsonb_build_object('game_id', '${emptyId}'::uuid)
          ${withId ? `|| jsonb_build_object('id', gen_random_uuid())` : ''} ${more})
        from ${table} x where game_id = '${gameId}'))`);
    const writes: Array<[string, SQL]> = [
      [
        'update games',
        sql`update games set description = description || '.' where id in (${gameId}, ${emptyId})`,
      ],
      ['update blind_levels', sql`update blind_levels set game_id = game_id where game_id = ${gameId}`],
      [
        'update game_participants',
        sql`update game_participants set rsvp_message = 'see you' where game_id = ${gameId}`,
      ],
      ['update game_activities', sql`update game_activities set game_id = game_id where game_id = ${gameId}`],
      ['update ledger_entries', sql`update ledger_entries set game_id = game_id where game_id = ${gameId}`],
      [
        'update tournament_tables',
        sql`update tournament_tables set tournament_id = tournament_id where tournament_id = ${tournamentId}`,
      ],
      [
        'update tournament_players',
        sql`update tournament_players set tournament_id = tournament_id where tournament_id = ${tournamentId}`,
      ],
      ['update season_games', sql`update season_games set game_id = game_id where game_id = ${gameId}`],
      [
        'insert blind_levels',
        copy('blind_levels', true, `|| jsonb_build_object('position', x.position + 1000)`),
      ],
      ['insert game_participants', copy('game_participants', true)],
      ['insert game_activities', copy('game_activities', true)],
      ['insert season_games', copy('season_games', false)],
      [
        'delete tournament_players',
        sql`delete from tournament_players where tournament_id = ${tournamentId}`,
      ],
      // Everything at once: the game and what cascades from it (levels, seats, activity, ledger,
      // the tournament, its tables, players and undo stack, its season row).
      ['delete games (cascading)', sql`delete from games where id = ${gameId}`],
    ];
    for (const [what, write] of writes) {
      const now = await scopesOf(write, false);
      const before = await scopesOf(write, true);
      expect(now.length, what).toBeGreaterThan(0);
      expect(now, what).toEqual(before);
    }
  });

  it('note a pause, a resume and the undo stack under the tournament’s undo scope only (migration 0037)', async () => {
    const { tournamentId } = await night();
    const undo = [`undo:${tournamentId}`];
    const copyActions = sql`insert into tournament_host_actions select * from jsonb_populate_recordset(null::tournament_host_actions, (
      select jsonb_agg(to_jsonb(x) || jsonb_build_object('id', gen_random_uuid()))
      from tournament_host_actions x where tournament_id = ${tournamentId}))`;
    expect(await scopesOf(copyActions, false)).toEqual(undo);
    const undone = sql`update tournament_host_actions set undone_at = now() where tournament_id = ${tournamentId}`;
    expect(await scopesOf(undone, false)).toEqual(undo);
    // The clock and a move between running and paused: no remembered answer shows them.
    const paused = sql`update tournaments set status = 'paused', clock_state = 'paused', pause_reason = 'Break' where id = ${tournamentId}`;
    expect(await scopesOf(paused, false)).toEqual([]);
    // Its end does change what the players' screens show: the game is no longer live.
    const ended = sql`update tournaments set status = 'completed' where id = ${tournamentId}`;
    expect((await scopesOf(ended, false)).filter((s) => s.startsWith('game:'))).toHaveLength(1);
  });
});
