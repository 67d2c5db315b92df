import { describe, expect, it } from 'vitest';
import { fixturePassword } from '../../../test/client.ts';
import { dollarBuyIn, gamePayload, seasonPayload, seasonScoring, signedIn } from '../../../test/fixtures.ts';
import { backends, useTestServer } from '../../../test/harness.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { cookieOf, knockOuts } from '../../../test/tournament-fixtures.ts';

/*
 * What a deleted account becomes in other people's records (docs/security.md, "Account deletion"):
 * "Deleted player <n>" on the host's ledger, its CSV and PDF, the tournament's results and
 * knockout feed, the undo label and the season's standings, with the money unchanged and the
 * host's notes about them cleared.
 */
type Client = Awaited<ReturnType<typeof signedIn>>;

/** A surname no fixture uses, so a search of any answer for it finds only the deleted player. */
const surname = 'Quillfeather';
const pseudonym = /^Deleted player \d+$/;
/** Another person, not a member, whose name begins with the deleted player's. */
const lookalike = `Alice ${surname}ly`;

async function file(url: string, client: Client, address: string) {
  const res = await fetch(`${url}${address}`, { headers: { cookie: cookieOf(client) } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe.each(backends)('account deletion in other people’s records on %s', (backend) => {
  const server = useTestServer({ backend });

  /** A league night played to the end: Alice rebuys, knocks out Dan, and finishes second to Carol. */
  async function playedNight() {
    const host = await signedIn(server.url, 'organizer', { firstName: 'Hana', lastName: 'Host' });
    const alice = await signedIn(server.url, 'participant', { firstName: 'Alice', lastName: surname });
    const bob = await signedIn(server.url, 'participant', { firstName: 'Bob', lastName: 'Baker' });
    const carol = await signedIn(server.url, 'participant', { firstName: 'Carol', lastName: 'Cole' });
    const dan = await signedIn(server.url, 'participant', { firstName: 'Dan', lastName: 'Dunn' });
    const players = [alice, bob, carol, dan];
    const league = (await host.post('/api/leagues', { name: 'Tuesday League', description: '' })).body.data
      .league;
    for (const p of players)
      expect((await host.post(`/api/leagues/${league.id}/members`, { userId: p.user.id })).status).toBe(201);
    const seasonId = (
      await host.post(
        `/api/leagues/${league.id}/seasons`,
        seasonPayload({ name: 'Spring', scoring: { ...seasonScoring, bountyBonus: 0 } }),
      )
    ).body.data.season.id as string;
    const gameId = (
      await host.post(
        '/api/games',
        gamePayload({
          maxParticipants: 4,
          buyIn: dollarBuyIn(
            20,
            { houseFee: 2 },
            { rebuy: { allowed: true, untilLevel: 1 }, payoutRounding: 1 },
          ),
        }),
      )
    ).body.data.game.id as string;
    await host.post(`/api/games/${gameId}/participants`, {
      participants: players.map((p) => ({ userId: p.user.id, status: 'confirmed' })),
      sendEmailInvitations: false,
    });
    expect((await host.post(`/api/seasons/${seasonId}/games`, { gameId })).status).toBe(201);

    // The host's notes: one about Alice on her own entry, one naming her on Bob's.
    // And one naming someone else whose name merely begins with hers: left as typed.
    const notes: Record<string, string> = {
      [alice.user.id]: 'Alice Quillfeather paid half in cash, owes $10',
      [bob.user.id]: 'Covered by Alice Quillfeather',
      [carol.user.id]: `${lookalike} paid for Carol; Alice Quillfeather's $5 to come`,
    };
    for (const p of players) {
      const res = await host.post(`/api/games/${gameId}/ledger/entries`, {
        userId: p.user.id,
        kind: 'buy_in',
        ...(notes[p.user.id] ? { note: notes[p.user.id] } : {}),
      });
      expect(res.status).toBe(201);
    }
    const t = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament;
    expect(
      (await host.post(`/api/games/${gameId}/ledger/entries`, { userId: alice.user.id, kind: 'rebuy' }))
        .status,
    ).toBe(201);
    const idOf = (c: Client) => t.players.find((p: any) => p.userId === c.user.id).id as string;
    await knockOuts(host, t.id, [
      [idOf(dan), idOf(alice)],
      [idOf(bob), idOf(carol)],
      [idOf(alice), idOf(carol)],
    ]);
    expect((await host.post(`/api/games/${gameId}/ledger/payouts`)).status).toBe(200);
    return { host, alice, bob, carol, dan, gameId, tournamentId: t.id as string, seasonId };
  }

  /** Everything the host reads about the night, as they read it. */
  async function hostView(night: Awaited<ReturnType<typeof playedNight>>) {
    const { host, gameId, tournamentId, seasonId } = night;
    const ledger = (await host.get(`/api/games/${gameId}/ledger`)).body.data.ledger;
    const tournament = (await host.get(`/api/tournaments/${tournamentId}`)).body.data.tournament;
    const standings = (await host.get(`/api/seasons/${seasonId}/standings`)).body.data.standings;
    const csv = (await file(server.url, host, `/api/games/${gameId}/report.csv`)).toString('utf8');
    const pdf = pdfText(await file(server.url, host, `/api/games/${gameId}/report.pdf`));
    const standingsCsv = (await file(server.url, host, `/api/seasons/${seasonId}/standings.csv`)).toString(
      'utf8',
    );
    return { ledger, tournament, standings, csv, pdf, standingsCsv };
  }

  const money = (ledger: any) => ({
    totals: ledger.totals,
    prizePool: ledger.prizePool,
    payouts: ledger.payouts.map((p: any) => [p.position, p.amountCents, p.recorded]),
    nets: ledger.players.map((p: any) => p.netCents).sort((a: number, b: number) => a - b),
    entries: ledger.entries.length,
  });
  const rowOf = (standings: any, name: string) => {
    const row = standings.rows.find((r: any) => r.name === name);
    return row && { rank: row.rank, points: row.points, knockouts: row.knockouts, netCents: row.netCents };
  };

  it('shows the deleted player as a pseudonym everywhere the host looks, with the money unchanged', async () => {
    const night = await playedNight();
    const before = await hostView(night);
    const aliceName = `Alice ${surname}`;
    const aliceBefore = before.ledger.players.find((p: any) => p.name === aliceName);
    expect(aliceBefore.finishPosition).toBe(2);
    expect(before.csv).toContain(surname);

    const deleted = await night.alice.request('DELETE', '/api/auth/account', { password: fixturePassword });
    expect(deleted.status).toBe(200);

    const after = await hostView(night);
    // Whitespace as one space: the PDF's note column wraps the look-alike name onto two lines, and
    // pdftotext may read a wrapped cell of the row between its two words (after 10 PM the "When"
    // column wraps "PM": "Alice PM Quillfeatherly"), so up to two words may sit between them.
    const [lookFirst, lookLast] = lookalike.split(' ');
    const lookalikeRead = new RegExp(`${lookFirst} (?:\\S+ ){0,2}?${lookLast}`, 'g');
    for (const [what, text] of Object.entries({
      ledger: JSON.stringify(after.ledger),
      tournament: JSON.stringify(after.tournament),
      standings: JSON.stringify(after.standings),
      csv: after.csv,
      pdf: after.pdf,
      standingsCsv: after.standingsCsv,
    }))
      expect(text.replace(/\s+/g, ' ').replace(lookalikeRead, ''), what).not.toMatch(
        new RegExp(`${surname}|Alice`),
      );

    // The ledger: same money, Alice's line under her pseudonym, the host's note about her gone.
    expect(money(after.ledger)).toEqual(money(before.ledger));
    const gone = after.ledger.players.find((p: any) => pseudonym.test(p.name));
    const name = gone.name as string;
    expect({ ...gone, name: aliceName }).toEqual({
      ...aliceBefore,
      participantId: null,
      userId: null,
      participantStatus: null,
    });
    const hers = after.ledger.entries.filter((e: any) => e.participantName === name);
    expect(hers.map((e: any) => e.kind).sort()).toEqual(['buy_in', 'payout', 'rebuy']);
    expect(hers.map((e: any) => e.note)).toEqual(['', '', '']);
    expect(after.ledger.entries.map((e: any) => e.note)).toContain(`Covered by ${name}`);
    expect(after.ledger.entries.map((e: any) => e.note)).toContain(
      `${lookalike} paid for Carol; ${name}'s $5 to come`,
    );
    expect(after.ledger.payouts.find((p: any) => p.position === 2).playerName).toBe(name);
    expect(after.csv.split('\r\n').length).toBe(before.csv.split('\r\n').length);
    expect(after.csv).toContain(name);
    expect(after.pdf).toContain(name);

    // The tournament: results, the knockout feed and the host's undo label name the pseudonym.
    const feed = after.tournament.eliminations.map((e: any) => [
      e.position,
      e.playerName,
      e.eliminatedByName,
    ]);
    expect(feed).toEqual([
      [2, name, 'Carol Cole'],
      [3, 'Bob Baker', 'Carol Cole'],
      [4, 'Dan Dunn', name],
    ]);
    expect(after.tournament.undoLabel).toBe(`${name} eliminated`);

    // The season's table: her row keeps its points, knockouts and money under the pseudonym.
    expect(rowOf(after.standings, name)).toEqual(rowOf(before.standings, aliceName));
    expect(rowOf(after.standings, 'Carol Cole')).toEqual(rowOf(before.standings, 'Carol Cole'));
    expect(after.standingsCsv).toContain(name);

    // A second deleted player of the same game gets a pseudonym of their own: the lines stay apart.
    const bobBefore = after.ledger.players.find((p: any) => p.name === 'Bob Baker');
    expect(
      (await night.bob.request('DELETE', '/api/auth/account', { password: fixturePassword })).status,
    ).toBe(200);
    const last = await hostView(night);
    expect(money(last.ledger)).toEqual(money(before.ledger));
    const names = last.ledger.players.map((p: any) => p.name).filter((n: string) => pseudonym.test(n));
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(2);
    const bobNow = last.ledger.players.find((p: any) => p.name !== name && pseudonym.test(p.name));
    expect(bobNow.netCents).toBe(bobBefore.netCents);
    expect(
      last.ledger.entries.filter((e: any) => e.participantName === bobNow.name).map((e: any) => e.note),
    ).toEqual(['']);
    expect(JSON.stringify(last.ledger)).not.toMatch(/Bob|Baker/);
    expect(last.tournament.eliminations.map((e: any) => e.playerName)).toEqual([
      name,
      bobNow.name,
      'Dan Dunn',
    ]);
  });
});
