import { newUser, TestClient } from './client.ts';

/** A signed-in user of the given role, as a browser would hold them. */
export async function signedIn(
  url: string,
  role: 'participant' | 'host' | 'organizer' = 'host',
  overrides = {},
) {
  const client = new TestClient(url);
  const body = newUser({ role, ...overrides });
  const res = await client.post('/api/auth/register', body);
  if (res.status !== 201) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return Object.assign(client, {
    user: res.body.data.user as { id: string; email: string; firstName: string },
  });
}

/** A buy-in in dollars with these fees (any other: none) and the game's further terms (rebuy, add-on…). */
export const dollarBuyIn = (
  amount: number,
  fees: { houseFee?: number; serviceFee?: number },
  terms: Record<string, unknown> = {},
) => ({
  amount,
  currency: 'USD',
  additionalFees: { houseFee: 0, serviceFee: 0, processingFee: 0, ...fees },
  ...terms,
});

/** A one-level blind structure (10/20) paying these percentages, first place first. */
export const oneLevelStructure = (startingChips: number, duration: number, percentages: number[]) => ({
  startingChips,
  levels: [{ level: 1, smallBlind: 10, bigBlind: 20, duration }],
  prizePoolBreakdown: { payouts: percentages.map((percentage, i) => ({ position: i + 1, percentage })) },
});

/** Linear points with one for showing up, one a knockout and two a bounty (docs/leagues.md). */
export const seasonScoring = { formula: 'linear', attendanceBonus: 1, knockoutBonus: 1, bountyBonus: 2 };

/** A season's settings as `POST /api/leagues/{id}/seasons` takes them: a long season open today. */
export const seasonPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Spring 2027',
  startsOn: '2026-01-01',
  endsOn: '2027-12-31',
  scoring: seasonScoring,
  ...overrides,
});

export function gamePayload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Friday Night Poker',
    description: 'Deep stacks, friendly table',
    type: 'tournament',
    scheduledDate: new Date(Date.now() + 3 * 24 * 60 * 60_000).toISOString(),
    location: { name: "Sam's place", address: '1 Main St', notes: 'Ring twice' },
    buyIn: { amount: 20, currency: 'USD', additionalFees: { houseFee: 2, serviceFee: 0, processingFee: 0 } },
    maxParticipants: 10,
    rules: ['No phones at the table'],
    blindStructure: {
      startingChips: 2000,
      levels: [
        { level: 1, smallBlind: 10, bigBlind: 20, duration: 30 },
        { level: 2, smallBlind: 20, bigBlind: 40, duration: 30 },
      ],
      prizePoolBreakdown: {
        payouts: [
          { position: 1, percentage: 70 },
          { position: 2, percentage: 30 },
        ],
      },
    },
    ...overrides,
  };
}
