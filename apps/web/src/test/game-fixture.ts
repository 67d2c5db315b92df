import { type Game, type GameSummary, gameSummarySchema, type Participant } from '@pokerhome/domain';
import { fixtureBuilder } from '@/test/fixture-builder.ts';
import { userFixture } from '@/test/fixtures.ts';

/** The signed-in host of `gameFixture`. */
export const hostFixture = userFixture({ id: 'host-1', role: 'host' });

/** A scheduled tournament the fixture host manages, nobody invited yet. */
export const gameFixture = fixtureBuilder<Game>(() => ({
  id: 'g-1',
  name: 'Thursday Deep Stack',
  type: 'tournament',
  status: 'scheduled',
  scheduledDate: '2030-01-10T19:00:00.000Z',
  host: { id: hostFixture.id, name: 'Ada Lovelace' },
  location: { name: "Sam's place", address: '1 Main St', notes: '' },
  buyIn: {
    amount: 20,
    currency: 'USD',
    structure: 'standard',
    cashGameBlinds: null,
    additionalFees: { houseFee: 0, serviceFee: 0, processingFee: 0 },
    rebuy: { allowed: false, price: null, chips: null, untilLevel: null },
    addOn: { allowed: false, price: null, chips: null, untilLevel: null },
    reEntry: { allowed: false, price: null, chips: null, untilLevel: null },
    bounty: { format: 'none', amount: 0 },
    payoutRounding: 0.01,
  },
  maxParticipants: 10,
  confirmedCount: 0,
  participantCount: 0,
  waitlistCount: 0,
  userParticipantStatus: null,
  canManage: true,
  hasTournament: false,
  isLive: false,
  description: '',
  rules: [],
  blindStructure: null,
  participants: [],
  waitingList: [],
  shareUrl: null,
  createdAt: '2029-12-01T10:00:00.000Z',
}));

/** `gameFixture` as lists show it: the summary's fields only (the schema drops the rest). */
export const gameSummaryFixture = fixtureBuilder<GameSummary>(() => gameSummarySchema.parse(gameFixture()));

/** A participant of `gameFixture`, registered unless overridden. */
export const participantFixture = fixtureBuilder<Participant>(() => ({
  id: 'p-1',
  status: 'invited',
  user: {
    id: 'u-9',
    name: 'Ann Player',
    username: null,
    avatar: null,
    isGuest: false,
    email: 'ann@example.com',
  },
  buyInPaid: false,
  arrivedAt: null,
  joinedViaShareLink: false,
  noShow: null,
  isGuest: false,
  message: null,
  invitedAt: '2029-12-02T10:00:00.000Z',
  respondedAt: null,
}));
