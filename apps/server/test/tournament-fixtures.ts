import { io as connect, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { gamePayload, signedIn } from './fixtures.ts';

type Client = Awaited<ReturnType<typeof signedIn>>;

/** A host with a tournament game and `count` players who accepted. */
export async function gameWithPlayers(url: string, count: number, overrides: Record<string, unknown> = {}) {
  const host = await signedIn(url, 'organizer');
  const game = (
    await host.post('/api/games', gamePayload({ maxParticipants: Math.max(count, 2), ...overrides }))
  ).body.data.game;
  const players: Client[] = [];
  for (let i = 0; i < count; i++)
    players.push(await signedIn(url, 'participant', { firstName: `Player${i}` }));
  await host.post(`/api/games/${game.id}/participants`, {
    participants: players.map((p) => ({ userId: p.user.id, status: 'confirmed' })),
    sendEmailInvitations: false,
  });
  return { host, players, gameId: game.id as string };
}

type Session = Pick<Awaited<ReturnType<typeof signedIn>>, 'get' | 'post'>;

/** The game's ledger as the client reads it. */
export const ledgerOf = async (client: Session, gameId: string) =>
  (await client.get(`/api/games/${gameId}/ledger`)).body.data.ledger;

/** Records one ledger entry as the client; the response as it came. */
export const recordEntry = (client: Session, gameId: string, body: Record<string, unknown>) =>
  client.post(`/api/games/${gameId}/ledger/entries`, body);

/** Knockouts in order, each [busted, buster] by tournament player id; every one answered 200. */
export async function knockOuts(
  host: Session,
  tournamentId: string,
  busts: ReadonlyArray<readonly [string, string]>,
) {
  for (const [out, by] of busts) {
    const res = await host.post(`/api/tournaments/${tournamentId}/eliminate`, {
      playerId: out,
      eliminatedByPlayerId: by,
    });
    expect(res.status).toBe(200);
  }
}

/** Every player's buy-in recorded, then the tournament started at tables of six: the started tournament. */
export async function boughtInAndStarted(host: Session, gameId: string, players: Client[]) {
  for (const p of players) await recordEntry(host, gameId, { userId: p.user.id, kind: 'buy_in' });
  const started = (
    await host.post(`/api/tournaments/${gameId}/start`, { tableConfiguration: { maxPlayersPerTable: 6 } })
  ).body.data.tournament;
  return { started, id: started.id as string };
}

export function cookieOf(client: { cookies: Map<string, string> }) {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** A Socket.IO client on /tournaments, authenticated like the browser (cookie) or like a TV (display token). */
export async function follow(
  url: string,
  tournamentId: string,
  who: { cookie?: string; displayToken?: string },
) {
  const socket: Socket = connect(`${url}/tournaments`, {
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: who.cookie ? { cookie: who.cookie } : {},
    auth: who.displayToken ? { displayToken: who.displayToken } : {},
  });
  const events: Array<{ name: string; payload: any; at: number }> = [];
  socket.onAny((name, payload) => events.push({ name, payload, at: Date.now() }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const joined = new Promise<any>((resolve, reject) => {
    socket.once('tournament-joined', resolve);
    socket.once('tournament-error', reject);
  });
  socket.emit('join-tournament', {
    tournamentId,
    ...(who.displayToken ? { displayToken: who.displayToken } : {}),
  });
  return { socket, events, joined: await joined };
}

export async function waitFor(check: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}
