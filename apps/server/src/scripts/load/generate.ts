/**
 * The rows of the load database, generated from one seeded generator and a time base: users, two
 * years of games with their players, blind levels, activity, contacts, templates, finished
 * tournaments with results and ledgers, and tournaments running now. Games come in batches so the
 * whole database never sits in memory.
 */
import { blindLevel, payoutPlan, splitCents, startClock } from '@pokerhome/domain';
import type {
  blindLevels,
  contacts,
  gameActivities,
  gameParticipants,
  games,
  gameTemplates,
  ledgerEntries,
  tournamentPlayers,
  tournaments,
  tournamentTables,
  users,
} from '../../db/schema.ts';
import { searchable } from '../../features/auth/index.ts';
import { columnsOf } from '../../features/tournaments/tournament-state.ts';
import { rowFromLevel } from '../../lib/blind-levels.ts';
import { createRandom, type Random } from './random.ts';

export const benchUserEmail = 'bench@load.pokerhome.local';
export const loadPassword = 'PokerHome1!';

const day = 86_400_000;
const firstNames = [
  'Ada',
  'Adam',
  'Adele',
  'Adrian',
  'Aidan',
  'Bradley',
  'Carla',
  'Chen',
  'Dana',
  'Eli',
  'Farah',
  'Gus',
  'Hana',
  'Ivan',
  'José',
  'Kade',
  'Lena',
  'Madison',
  'Mia',
  'Nadia',
  'Omar',
  'Paula',
  'Quinn',
  'Ravi',
  'Sam',
  'Tara',
  'Uma',
  'Vlad',
  'Wade',
  'Xena',
  'Yusuf',
  'Zoé',
];
const lastNames = [
  'Adams',
  'Berg',
  'Chen',
  'Dade',
  'Evans',
  'Fadel',
  'García',
  'Hadley',
  'Ito',
  'Jones',
  'Khan',
  'Lee',
  'Meadows',
  'Núñez',
  'Okafor',
  'Patel',
  'Quade',
  'Rossi',
  'Smith',
  'Tadić',
  'Ueda',
  'Vance',
  'Wade',
  'Young',
  'Zhang',
];
const timeZones = [
  'UTC',
  'Europe/London',
  'Europe/Paris',
  'America/New_York',
  'America/Chicago',
  'Asia/Tokyo',
];
const places = [
  { name: "Henry's kitchen", address: '12 Baker Street' },
  { name: 'The Card Room', address: '5 Market Square' },
  { name: 'Garage table', address: '7 Mill Lane' },
  { name: 'Community hall', address: '40 High Street' },
  { name: 'Back room at Rosa’s', address: '3 Harbour Road' },
];
const blindSmalls = [10, 15, 25, 50, 75, 100, 150, 200, 300, 400];
const levelsFor = (count: number, minutes: number) =>
  blindSmalls
    .slice(0, count)
    .map((small, i) => blindLevel(i + 1, small, minutes, { ante: i >= 4 ? small : 0 }));

export type LoadPlan = {
  users: number;
  hosts: number;
  games: number;
  runningTournaments: number;
  seed: number;
  now: number;
};

export function planFor(scale: number, seed: number, now: number): LoadPlan {
  const users = Math.max(50, Math.round(10_000 * scale));
  return {
    users,
    hosts: Math.max(5, Math.round(users / 10)),
    games: Math.max(20, Math.round(20_000 * scale)),
    runningTournaments: Math.max(2, Math.round(20 * scale)),
    seed,
    now,
  };
}

type UserRow = typeof users.$inferInsert & { id: string };

export function generateUsers(plan: LoadPlan, passwordHash: string): UserRow[] {
  const random = createRandom(plan.seed);
  const createdBase = plan.now - 2 * 365 * day - 30 * day;
  return Array.from({ length: plan.users }, (_, i) => {
    const firstName = i === 0 ? 'Bench' : random.pick(firstNames);
    const lastName = i === 0 ? 'Host' : random.pick(lastNames);
    const plain = (s: string) => searchable(s).replace(/[^a-z]/g, '');
    const email = i === 0 ? benchUserEmail : `${plain(firstName)}.${plain(lastName)}.${i}@players.example`;
    const username = `${plain(firstName)}${plain(lastName)}${i}`;
    const createdAt = new Date(createdBase + random.int(0, 30 * day));
    return {
      id: random.uuid(),
      email,
      firstName,
      lastName,
      username,
      role: i === 0 ? 'organizer' : i < plan.hosts ? random.pick(['host', 'organizer']) : 'participant',
      passwordHash,
      timeZone: i === 0 ? 'UTC' : random.pick(timeZones),
      searchText: searchable(firstName, lastName, username, email),
      emailVerifiedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

export type GameBatch = {
  games: (typeof games.$inferInsert)[];
  blindLevels: (typeof blindLevels.$inferInsert)[];
  participants: (typeof gameParticipants.$inferInsert)[];
  activities: (typeof gameActivities.$inferInsert)[];
  tournaments: (typeof tournaments.$inferInsert)[];
  tables: (typeof tournamentTables.$inferInsert)[];
  players: (typeof tournamentPlayers.$inferInsert)[];
  ledger: (typeof ledgerEntries.$inferInsert)[];
};

const emptyBatch = (): GameBatch => ({
  games: [],
  blindLevels: [],
  participants: [],
  activities: [],
  tournaments: [],
  tables: [],
  players: [],
  ledger: [],
});

/**
 * Games in batches of `batchSize`. The first games are the benchmark's: the bench user hosts an
 * upcoming tournament, a finished one and a running one, and holds a seat in someone else's game.
 */
export function* generateGames(plan: LoadPlan, people: UserRow[], batchSize = 500): Generator<GameBatch> {
  const random = createRandom(plan.seed + 1);
  const span = { from: plan.now - 21 * 30 * day, to: plan.now + 3 * 30 * day };
  let batch = emptyBatch();
  for (let i = 0; i < plan.games; i++) {
    addGame(batch, i, plan, people, random, span);
    if (batch.games.length === batchSize) {
      yield batch;
      batch = emptyBatch();
    }
  }
  if (batch.games.length) yield batch;
}

type Kind = 'upcoming' | 'finished' | 'running' | 'seat';

function addGame(
  batch: GameBatch,
  index: number,
  plan: LoadPlan,
  people: UserRow[],
  random: Random,
  span: { from: number; to: number },
) {
  const bench = people[0]!;
  const forced: Kind | undefined = (['upcoming', 'finished', 'running', 'seat'] as const)[index];
  const running = forced === 'running' || (index >= 4 && index < 3 + plan.runningTournaments);
  const host = forced && forced !== 'seat' ? bench : people[random.int(forced ? 1 : 0, plan.hosts - 1)]!;
  const type = forced || running ? 'tournament' : random.chance(0.7) ? 'tournament' : 'cash_game';
  let when =
    forced === 'upcoming' || forced === 'seat'
      ? plan.now + random.int(2, 20) * day
      : forced === 'finished'
        ? plan.now - random.int(10, 60) * day
        : span.from + Math.floor(random.next() * (span.to - span.from));
  if (running) when = plan.now - 60 * 60_000;
  when = Math.floor(when / 60_000) * 60_000;
  const past = when < plan.now;
  const status = running
    ? 'scheduled'
    : past
      ? random.chance(0.9) || forced
        ? 'completed'
        : 'cancelled'
      : random.chance(0.95) || forced
        ? 'scheduled'
        : 'draft';
  const seats = random.int(6, 14);
  const place = random.pick(places);
  const buyInCents = random.pick([1000, 2000, 2500, 5000, 10_000]);
  const levels = levelsFor(random.int(6, 10), random.pick([15, 20, 30]));
  const gameId = random.uuid();
  const createdAt = new Date(when - random.int(5, 30) * day);
  batch.games.push({
    id: gameId,
    hostId: host.id,
    name: `${place.name.split(' ')[0]} ${type === 'tournament' ? 'Tournament' : 'Cash Game'} #${index + 1}`,
    description: 'Friendly game, all levels welcome.',
    type,
    status,
    scheduledDate: new Date(when),
    maxParticipants: seats + random.int(0, 4),
    locationName: place.name,
    locationAddress: place.address,
    currency: 'USD',
    buyInCents,
    cashSmallBlindCents: type === 'cash_game' ? 50 : null,
    cashBigBlindCents: type === 'cash_game' ? 100 : null,
    startingChips: type === 'tournament' ? 10_000 : null,
    payouts:
      type === 'tournament'
        ? [
            { position: 1, percentage: 50 },
            { position: 2, percentage: 30 },
            { position: 3, percentage: 20 },
          ]
        : null,
    rules: ['No phones at the table'],
    shareToken: `load${random.uuid().replaceAll('-', '')}`,
    createdAt,
    updatedAt: createdAt,
  });
  batch.activities.push({
    id: random.uuid(),
    gameId,
    actorUserId: host.id,
    kind: 'game-created',
    createdAt,
  });
  if (type === 'tournament') {
    levels.forEach((l, position) => {
      batch.blindLevels.push({ id: random.uuid(), gameId, ...rowFromLevel(l, position) });
    });
  }

  // Who was asked: distinct users other than the host, a guest now and then.
  const chosen = new Set<number>();
  if (forced === 'seat') chosen.add(0);
  while (chosen.size < seats) {
    const p = random.int(0, people.length - 1);
    if (people[p]!.id !== host.id) chosen.add(p);
  }
  const seated: { participantId: string; userId: string | null; name: string }[] = [];
  for (const p of chosen) {
    const guest = p !== 0 && random.chance(0.04);
    const benchSeat = p === 0 && forced === 'seat';
    const person = people[p]!;
    const participantStatus = benchSeat
      ? 'accepted'
      : past || running
        ? random.chance(0.85)
          ? 'confirmed'
          : 'declined'
        : random.pick(['invited', 'invited', 'accepted', 'accepted', 'confirmed', 'declined'] as const);
    const id = random.uuid();
    const invitedAt = new Date(createdAt.getTime() + random.int(0, 2) * day);
    batch.participants.push({
      id,
      gameId,
      userId: guest ? null : person.id,
      guestFirstName: guest ? person.firstName : null,
      guestLastName: guest ? person.lastName : null,
      isGuest: guest,
      status: participantStatus,
      invitedById: host.id,
      invitedAt,
      respondedAt: participantStatus === 'invited' ? null : new Date(invitedAt.getTime() + day),
      buyInPaid: past && participantStatus === 'confirmed',
      createdAt: invitedAt,
      updatedAt: invitedAt,
    });
    if (participantStatus === 'accepted' || participantStatus === 'declined') {
      batch.activities.push({
        id: random.uuid(),
        gameId,
        actorUserId: guest ? null : person.id,
        kind: participantStatus === 'accepted' ? 'rsvp-accepted' : 'rsvp-declined',
        createdAt: new Date(invitedAt.getTime() + day),
      });
    }
    if (participantStatus === 'confirmed' || participantStatus === 'accepted')
      seated.push({
        participantId: id,
        userId: guest ? null : person.id,
        name: `${person.firstName} ${person.lastName}`,
      });
  }
  if (seated.length < 2 || status === 'cancelled' || status === 'draft') return;
  if (running) addRunningTournament(batch, gameId, plan, levels, seated, random);
  else if (status === 'completed' && type === 'tournament')
    addFinishedTournament(batch, gameId, host.id, when, buyInCents, levels, seated, random);
  else if (status === 'completed') addCashLedger(batch, gameId, host.id, when, buyInCents, seated, random);
}

type Seat = { participantId: string; userId: string | null; name: string };

/** A seated player entered into a tournament: the row's identity, before its seat, chips and result. */
const entrantOf = (random: Random, tournamentId: string, seat: Seat) => ({
  id: random.uuid(),
  tournamentId,
  participantId: seat.participantId,
  userId: seat.userId,
  name: seat.name,
});

type Levels = ReturnType<typeof levelsFor>;

function addRunningTournament(
  batch: GameBatch,
  gameId: string,
  plan: LoadPlan,
  levels: Levels,
  seated: Seat[],
  random: Random,
) {
  const id = random.uuid();
  batch.tournaments.push({
    id,
    gameId,
    status: 'active',
    ...columnsOf(startClock(levels, plan.now)),
    levels,
    startedAt: new Date(plan.now - 60 * 60_000),
    displayToken: `load${random.uuid().replaceAll('-', '')}`,
  });
  const tables = Math.ceil(seated.length / 9);
  for (let t = 1; t <= tables; t++)
    batch.tables.push({ id: random.uuid(), tournamentId: id, tableNumber: t, maxSeats: 9, buttonSeat: 1 });
  seated.forEach((s, i) => {
    batch.players.push({
      ...entrantOf(random, id, s),
      tableNumber: (i % tables) + 1,
      seatNumber: Math.floor(i / tables) + 1,
      chipCount: 10_000,
    });
  });
}

function addFinishedTournament(
  batch: GameBatch,
  gameId: string,
  hostId: string,
  when: number,
  buyInCents: number,
  levels: Levels,
  seated: Seat[],
  random: Random,
) {
  const id = random.uuid();
  const endedAt = new Date(when + random.int(2, 5) * 60 * 60_000);
  batch.tournaments.push({
    id,
    gameId,
    status: 'completed',
    clockState: 'stopped',
    levels,
    levelIndex: random.int(0, levels.length - 1),
    startedAt: new Date(when),
    endedAt,
    displayToken: `load${random.uuid().replaceAll('-', '')}`,
  });
  batch.tables.push({ id: random.uuid(), tournamentId: id, tableNumber: 1, maxSeats: 9, isActive: false });
  const plan = payoutPlan(buyInCents * seated.length, [50, 30, 20], seated.length);
  // Finishing order: a shuffle of the field.
  const order = [...seated].sort(() => random.next() - 0.5);
  order.forEach((s, i) => {
    const payout = plan.amounts[i] ?? null;
    batch.players.push({
      ...entrantOf(random, id, s),
      chipCount: i === 0 ? 10_000 * seated.length : 0,
      status: i === 0 ? 'active' : 'eliminated',
      finishPosition: i + 1,
      eliminatedAt: i === 0 ? null : new Date(endedAt.getTime() - i * 10 * 60_000),
      payoutCents: payout,
    });
    batch.ledger.push(ledgerLine(random, gameId, hostId, s, 'buy_in', buyInCents, new Date(when), 10_000));
    if (payout) batch.ledger.push(ledgerLine(random, gameId, hostId, s, 'payout', payout, endedAt, null));
  });
}

function addCashLedger(
  batch: GameBatch,
  gameId: string,
  hostId: string,
  when: number,
  buyInCents: number,
  seated: Seat[],
  random: Random,
) {
  let inPlay = 0;
  for (const s of seated) {
    batch.ledger.push(ledgerLine(random, gameId, hostId, s, 'buy_in', buyInCents, new Date(when), null));
    inPlay += buyInCents;
    if (random.chance(0.3)) {
      batch.ledger.push(
        ledgerLine(random, gameId, hostId, s, 'top_up', buyInCents / 2, new Date(when + 3_600_000), null),
      );
      inPlay += buyInCents / 2;
    }
  }
  // Cash-outs that balance what went in: random shares in whole dollars, by the one rounding rule.
  const outs = splitCents(
    inPlay,
    seated.map(() => random.next()),
    100,
  );
  seated.forEach((s, i) => {
    const out = outs[i]!;
    batch.ledger.push(
      ledgerLine(random, gameId, hostId, s, 'cash_out', out, new Date(when + 5 * 3_600_000), null),
    );
  });
}

const ledgerLine = (
  random: Random,
  gameId: string,
  hostId: string,
  s: Seat,
  kind: 'buy_in' | 'payout' | 'top_up' | 'cash_out',
  amountCents: number,
  at: Date,
  chips: number | null,
): typeof ledgerEntries.$inferInsert => ({
  id: random.uuid(),
  gameId,
  participantId: s.participantId,
  userId: s.userId,
  playerName: s.name,
  kind,
  amountCents,
  chips,
  recordedById: hostId,
  recordedAt: at,
});

/** Hosts keep their regulars; players a few friends. */
export function generateContacts(plan: LoadPlan, people: UserRow[]): (typeof contacts.$inferInsert)[] {
  const random = createRandom(plan.seed + 2);
  const rows: (typeof contacts.$inferInsert)[] = [];
  people.forEach((owner, i) => {
    const wanted = i < plan.hosts ? 30 : 5;
    const picked = new Set<number>();
    while (picked.size < wanted) {
      const c = random.int(0, people.length - 1);
      if (c !== i) picked.add(c);
    }
    for (const c of picked)
      rows.push({
        id: random.uuid(),
        ownerId: owner.id,
        contactUserId: people[c]!.id,
        notes: random.chance(0.2) ? 'Plays every month' : '',
        tags: random.chance(0.3) ? ['regular'] : [],
        createdAt: new Date(plan.now - random.int(30, 600) * day),
      });
  });
  return rows;
}

/** Two templates per host, a few of them public. */
export function generateTemplates(plan: LoadPlan, people: UserRow[]): (typeof gameTemplates.$inferInsert)[] {
  const random = createRandom(plan.seed + 3);
  return people.slice(0, plan.hosts).flatMap((owner) =>
    (['tournament', 'cash_game'] as const).map((type) => {
      const place = random.pick(places);
      const levels = levelsFor(8, 20);
      const at = new Date(plan.now - random.int(30, 600) * day);
      return {
        id: random.uuid(),
        ownerId: owner.id,
        name: type === 'tournament' ? 'Monthly Tournament' : 'Friday Cash Game',
        type,
        maxParticipants: 10,
        isPublic: random.chance(0.05),
        locationName: place.name,
        locationAddress: place.address,
        buyInCents: 2000,
        cashSmallBlindCents: type === 'cash_game' ? 50 : null,
        cashBigBlindCents: type === 'cash_game' ? 100 : null,
        blindStructure: type === 'tournament' ? { startingChips: 10_000, levels } : null,
        usageCount: random.int(0, 40),
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}
