/**
 * `npm run seed:demo`: fills the configured database (PGlite in DATA_DIR by default) with a living
 * example: one user per role, upcoming and past games, players who answered. Everything goes through
 * the real API (in-process, no port), so the data obeys the same rules as the app. Stop the server
 * first when using PGlite: the data directory serves one process at a time.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { games, users } from '../db/schema.ts';
import { playToTheEnd } from './play-to-the-end.ts';
import { openScriptDatabase } from './script-database.ts';
import { seedDemoLeague } from './seed-demo-league.ts';

const password = 'PokerHome1!';
const people = [
  {
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'admin@demo.pokerhome.local',
    role: 'organizer',
    makeAdmin: true,
  },
  { firstName: 'Olivia', lastName: 'Organizer', email: 'organizer@demo.pokerhome.local', role: 'organizer' },
  { firstName: 'Henry', lastName: 'Host', email: 'host@demo.pokerhome.local', role: 'host' },
  { firstName: 'Paula', lastName: 'Player', email: 'player@demo.pokerhome.local', role: 'participant' },
  { firstName: 'José', lastName: 'Núñez', email: 'jose@demo.pokerhome.local', role: 'participant' },
  { firstName: 'Mia', lastName: 'Chen', email: 'mia@demo.pokerhome.local', role: 'participant' },
  { firstName: 'Sam', lastName: 'Okafor', email: 'sam@demo.pokerhome.local', role: 'participant' },
  { firstName: 'Lena', lastName: 'Berg', email: 'lena@demo.pokerhome.local', role: 'participant' },
] as const;

const day = 24 * 60 * 60_000;
const at = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * day);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};
const levels = [10, 15, 25, 50, 75, 100, 150, 200].map((small, i) => ({
  level: i + 1,
  smallBlind: small,
  bigBlind: small * 2,
  duration: 30,
}));

async function main() {
  const { config, lock, database } = await openScriptDatabase();
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  try {
    const [already] = await database.db.select().from(users).where(eq(users.email, people[0].email));
    if (already) {
      console.info('Demo data is already there.');
    } else {
      await seed(app);
      console.info('Demo data created.');
    }
    console.info(`\nSign in at ${config.publicUrl}/login with any of these (password ${password}):`);
    for (const p of people.slice(0, 4))
      console.info(`  ${('makeAdmin' in p ? 'admin' : p.role).padEnd(11)}  ${p.email}`);
    console.info('\nTheir e-mail (invitations, links) is in the outbox: npm run mail:outbox');
  } finally {
    await app.close();
    await database.close();
    lock?.release();
  }
}

type App = Awaited<ReturnType<typeof buildApp>>;

async function seed(app: App) {
  const cookies = new Map<string, Record<string, string>>();
  const call = async (
    who: string | undefined,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: unknown,
  ) => {
    const res = await app.inject({
      method,
      url,
      payload: payload as Record<string, unknown> | undefined,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      cookies: who ? cookies.get(who) : undefined,
    });
    if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    if (who === undefined || !cookies.has(who)) {
      const jar = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
      const body = JSON.parse(res.body);
      if (body.data?.user?.email) cookies.set(body.data.user.email, jar);
    }
    return JSON.parse(res.body).data;
  };

  const ids: Record<string, string> = {};
  for (const p of people) {
    const { user } = await call(undefined, 'POST', '/api/auth/register', {
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      password,
      confirmPassword: password,
      role: p.role,
      acceptTerms: true,
    });
    ids[p.email] = user.id;
    // Demo addresses cannot receive mail: mark them verified.
    await app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  }
  // Registration never grants admin; the demo administrator is promoted directly.
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.email, people[0].email));

  const host = people[2].email;
  const organizer = people[1].email;
  const players = people.slice(3).map((p) => p.email);
  const create = (who: string, body: Record<string, unknown>) => call(who, 'POST', '/api/games', body);
  const base = {
    description: 'Friendly game, all levels welcome.',
    location: { name: "Henry's kitchen", address: '12 Baker Street', notes: 'Parking behind the house' },
    rules: ['No phones at the table', 'Dealer button moves clockwise'],
  };

  const friday = await create(host, {
    ...base,
    name: 'Friday Night Tournament',
    type: 'tournament',
    scheduledDate: at(4, 19).toISOString(),
    buyIn: { amount: 25, currency: 'USD', additionalFees: { houseFee: 0, serviceFee: 0, processingFee: 0 } },
    maxParticipants: 10,
    blindStructure: {
      startingChips: 2000,
      levels,
      prizePoolBreakdown: {
        payouts: [
          { position: 1, percentage: 50 },
          { position: 2, percentage: 30 },
          { position: 3, percentage: 20 },
        ],
      },
    },
  });
  await call(host, 'POST', `/api/games/${friday.game.id}/participants`, {
    participants: players.map((email) => ({ userId: ids[email] })),
    sendEmailInvitations: false,
  });
  await call(players[0], 'POST', `/api/games/${friday.game.id}/rsvp`, {
    status: 'accepted',
    message: 'Bringing chips',
  });
  await call(players[1], 'POST', `/api/games/${friday.game.id}/rsvp`, { status: 'accepted' });
  await call(players[2], 'POST', `/api/games/${friday.game.id}/rsvp`, {
    status: 'declined',
    message: 'Out of town',
  });

  const cash = await create(organizer, {
    ...base,
    name: 'Sunday Cash Game',
    type: 'cash_game',
    location: { name: 'The Card Room', address: '5 Market Square', notes: '' },
    scheduledDate: at(9, 18).toISOString(),
    buyIn: { amount: 100, currency: 'USD', cashGameBlinds: { smallBlind: 1, bigBlind: 2 } },
    maxParticipants: 9,
  });
  await call(organizer, 'POST', `/api/games/${cash.game.id}/participants`, {
    participants: [
      ...players.slice(0, 3).map((email) => ({ userId: ids[email], status: 'confirmed' })),
      { isGuest: true, guestFirstName: 'Gus', guestLastName: 'Guest' },
    ],
    sendEmailInvitations: false,
  });

  // Past games: created for a future date through the API, then moved back in time.
  for (const [i, name] of ['Last Month Classic', 'Midweek Turbo'].entries()) {
    const past = await create(host, {
      ...base,
      name,
      type: 'tournament',
      scheduledDate: at(1, 19).toISOString(),
      buyIn: { amount: 20, currency: 'USD' },
      maxParticipants: 8,
      blindStructure: { startingChips: 1500, levels: levels.slice(0, 6) },
    });
    await call(host, 'POST', `/api/games/${past.game.id}/participants`, {
      participants: players.slice(0, 4 - i).map((email) => ({ userId: ids[email], status: 'confirmed' })),
      sendEmailInvitations: false,
    });
    const field = players.slice(0, 4 - i).map((email) => ids[email]!);
    // Played to the end, as a host would: the last one left wins, the game is completed and its
    // results page has places and payouts (not a past game still "Scheduled").
    await playToTheEnd(call, host, past.game.id, {
      entrants: field,
      busts: field
        .slice(1)
        .reverse()
        .map((out) => [out, field[0]!] as const),
    });
    await app.db
      .update(games)
      .set({ scheduledDate: at(-(31 - i * 24), 19) })
      .where(eq(games.id, past.game.id));
  }

  // The host keeps the regulars as contacts.
  for (const email of players.slice(0, 3))
    await call(host, 'POST', '/api/users/contacts', { userId: ids[email] });

  // A past cash game with its ledger: buy-ins, a top-up and cash-outs that balance, so the results
  // page has a settle-up to show.
  const pastCash = await create(host, {
    ...base,
    name: 'Last Week Cash Game',
    type: 'cash_game',
    scheduledDate: at(1, 19).toISOString(),
    buyIn: { amount: 50, currency: 'USD', cashGameBlinds: { smallBlind: 0.5, bigBlind: 1 } },
    maxParticipants: 8,
  });
  const table = players.slice(0, 4);
  await call(host, 'POST', `/api/games/${pastCash.game.id}/participants`, {
    participants: table.map((email) => ({ userId: ids[email], status: 'confirmed' })),
    sendEmailInvitations: false,
  });
  const entry = (email: string, kind: string, amountCents?: number) =>
    call(host, 'POST', `/api/games/${pastCash.game.id}/ledger/entries`, {
      userId: ids[email],
      kind,
      amountCents,
    });
  for (const email of table) await entry(email, 'buy_in');
  await entry(table[1]!, 'top_up', 2500);
  for (const [email, out] of table.map((e, i) => [e, [12000, 2000, 5000, 3500][i]!] as const)) {
    await entry(email, 'cash_out', out);
  }
  // The books balance, so the host ends the game and it moves to the past games as completed.
  await call(host, 'POST', `/api/games/${pastCash.game.id}/end`);
  await app.db
    .update(games)
    .set({ scheduledDate: at(-5, 19) })
    .where(eq(games.id, pastCash.game.id));

  await seedDemoLeague(
    app.db,
    (who, method, url, payload) => call(who, method, url, payload),
    organizer,
    players.map((email) => ({ email, id: ids[email]! })),
  );
}

main().catch((error) => {
  console.error('Seeding failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
