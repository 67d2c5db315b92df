import { describe, expect, it } from 'vitest';
import { dollarBuyIn, signedIn } from '../../../test/fixtures.ts';
import { backends, type TestServer, useTestServer } from '../../../test/harness.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { cookieOf, gameWithPlayers } from '../../../test/tournament-fixtures.ts';

type Client = Awaited<ReturnType<typeof signedIn>>;

/** A download as the browser makes it: a plain GET with the session cookie. */
async function download(server: TestServer, client: Client, url: string) {
  const res = await fetch(`${server.url}${url}`, { headers: { cookie: cookieOf(client) } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

const csvLines = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe.each(backends)('reports on %s', (backend) => {
  const server = useTestServer({ backend });

  /** A completed 3-player tournament: buy-ins, a rebuy, finishing positions and recorded payouts. */
  async function playedTournament() {
    const { host, players, gameId } = await gameWithPlayers(server.url, 3, {
      name: 'Ledger Night Deluxe',
      buyIn: dollarBuyIn(20, { houseFee: 2 }, { rebuy: { allowed: true } }),
    });
    for (const p of players)
      await host.post(`/api/games/${gameId}/ledger/entries`, { userId: p.user.id, kind: 'buy_in' });
    const t = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament;
    await host.post(`/api/games/${gameId}/ledger/entries`, {
      userId: players[0]!.user.id,
      kind: 'rebuy',
      note: '=cmd|calc',
    });
    await host.post(`/api/tournaments/${t.id}/eliminate`, { playerId: t.players[0].id });
    await host.post(`/api/tournaments/${t.id}/eliminate`, { playerId: t.players[1].id });
    await host.post(`/api/games/${gameId}/ledger/payouts`);
    return { host, players, gameId };
  }

  it('downloads the game report as a PDF with the header, structure, payouts and results', async () => {
    const { host, players, gameId } = await playedTournament();
    const { res, bytes } = await download(server, host, `/api/games/${gameId}/report.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="ledger-night-deluxe-\d{4}-\d{2}-\d{2}-report\.pdf"$/,
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const text = pdfText(bytes);
    expect(text).toContain('Ledger Night Deluxe');
    expect(text).toContain("Sam's place");
    expect(text).toMatch(/Level\s+Small blind\s+Big blind/);
    // Pool: 3 buy-ins and a rebuy = 80, minus 3 × 2 house fees = 74; the game pays 70/30.
    expect(text).toMatch(/prize pool \$74\.00/);
    expect(text).toMatch(/1\s+70%\s+\$51\.80/);
    expect(text).toMatch(/2\s+30%\s+\$22\.20/);
    expect(text).toContain('Results');
    expect(text).toContain('Rebuy');

    // The players read it too; a stranger finds nothing.
    expect((await download(server, players[1]!, `/api/games/${gameId}/report.pdf`)).res.status).toBe(200);
    const stranger = await signedIn(server.url, 'host');
    const hidden = await download(server, stranger, `/api/games/${gameId}/report.pdf`);
    expect(hidden.res.status).toBe(404);
    expect(JSON.parse(hidden.bytes.toString()).success).toBe(false);
  });

  it('exports the ledger as CSV, one row per entry, free text kept out of formulas', async () => {
    const { host, gameId } = await playedTournament();
    const { res, bytes } = await download(server, host, `/api/games/${gameId}/report.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename=".*-ledger\.csv"/);
    const lines = csvLines(bytes);
    expect(lines[0]).toBe(
      'recorded_at,kind,player,amount,currency,chips,house_fee,service_fee,processing_fee,recorded_by,note,entry_id,reverses_entry_id',
    );
    const ledger = (await host.get(`/api/games/${gameId}/ledger`)).body.data.ledger;
    // 3 buy-ins, a rebuy and 2 payouts.
    expect(ledger.entries).toHaveLength(6);
    expect(lines).toHaveLength(1 + ledger.entries.length);
    expect(lines[1]).toMatch(/,buy_in,Player\d Lovelace,20\.00,USD,2000,2\.00,0\.00,0\.00,Ada Lovelace,,/);
    expect(lines.find((l) => l.includes(',rebuy,'))).toContain(",'=cmd|calc,");
    expect(lines.filter((l) => l.includes(',payout,'))).toHaveLength(2);
  });

  it("reports the host's games in a period, one row per game", async () => {
    const host = await signedIn(server.url, 'organizer');
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const make = async (name: string, offsetDays: number) =>
      (
        await host.post('/api/games', {
          name,
          type: 'cash_game',
          scheduledDate: new Date(Date.now() + offsetDays * 86_400_000).toISOString(),
          location: { name: 'Club' },
          buyIn: {
            amount: 50,
            currency: 'GBP',
            additionalFees: { houseFee: 5, serviceFee: 1, processingFee: 0 },
          },
          maxParticipants: 4,
        })
      ).body.data.game.id as string;
    const inside = await make('Cash, "inside"', 2);
    await make('Cash outside', 40);
    await host.post(`/api/games/${inside}/participants`, {
      participants: [{ isGuest: true, guestFirstName: 'Gus', guestLastName: 'Guest' }],
      sendEmailInvitations: false,
    });
    const guest = (await host.get(`/api/games/${inside}/ledger`)).body.data.ledger.players[0];
    await host.post(`/api/games/${inside}/ledger/entries`, {
      participantId: guest.participantId,
      kind: 'buy_in',
    });
    await host.post(`/api/games/${inside}/ledger/entries`, {
      participantId: guest.participantId,
      kind: 'cash_out',
      amountCents: 3000,
    });

    const query = `from=${day(0)}&to=${day(10)}`;
    const json = (await host.get(`/api/reports/period?${query}`)).body.data;
    expect(json.games).toEqual([
      expect.objectContaining({
        name: 'Cash, "inside"',
        players: 1,
        totalInCents: 5000,
        totalOutCents: 3000,
        houseFeeCents: 500,
        serviceFeeCents: 100,
      }),
    ]);
    const { res, bytes } = await download(server, host, `/api/reports/period.csv?${query}`);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="games-${day(0)}-to-${day(10)}.csv"`,
    );
    const lines = csvLines(bytes);
    expect(lines[0]).toBe(
      'date,game,type,status,currency,players,total_in,total_paid_out,house_fees,service_fees,processing_fees',
    );
    expect(lines.slice(1)).toEqual([
      `${day(2)},"Cash, ""inside""",cash_game,scheduled,GBP,1,50.00,30.00,5.00,1.00,0.00`,
    ]);

    const backwards = await host.get(`/api/reports/period.csv?from=${day(3)}&to=${day(1)}`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.message).toBe('The start date must be on or before the end date');
    // Another host's period holds none of these games.
    const other = await signedIn(server.url, 'host');
    expect((await other.get(`/api/reports/period?${query}`)).body.data.games).toEqual([]);
  });
});
