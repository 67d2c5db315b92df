/**
 * Bounties and progressive knockouts (docs/tournament.md, "Bounties"). Each entry puts `bountyCents`
 * of its money, net of fees, on the entrant's head; the rest goes to the prize pool. Knocking a player
 * out pays the knocker: the whole head in a plain knockout; in a progressive knockout (PKO) half is
 * paid and the other half goes onto the knocker's own head. The winner collects their own head at the
 * end. All amounts are integer cents; an odd cent of a PKO split stays on the head.
 */
export type BountyFormat = 'none' | 'knockout' | 'progressive';
export const bountyFormats = ['none', 'knockout', 'progressive'] as const satisfies readonly BountyFormat[];

export type BountyState = {
  /** The bounty on each player's head, by player id. */
  heads: Record<string, number>;
  /** Paid out so far, by player id. */
  paid: Record<string, number>;
};

/** An entry (buy-in or re-entry) of `netCents` after fees: how much goes to the pool and to the head. */
export function splitEntry(netCents: number, bountyCents: number) {
  const bounty = Math.min(Math.max(0, bountyCents), netCents);
  return { poolCents: netCents - bounty, bountyCents: bounty };
}

export function addEntry(state: BountyState, playerId: string, bountyCents: number): BountyState {
  return { ...state, heads: { ...state.heads, [playerId]: (state.heads[playerId] ?? 0) + bountyCents } };
}

/** What a knockout pays the knocker now and adds to their head. */
export function knockoutSettlement(format: BountyFormat, headCents: number) {
  if (format === 'none') return { paidCents: 0, toHeadCents: 0 };
  if (format === 'knockout') return { paidCents: headCents, toHeadCents: 0 };
  const paidCents = Math.floor(headCents / 2);
  return { paidCents, toHeadCents: headCents - paidCents };
}

export function knockOut(
  state: BountyState,
  format: BountyFormat,
  bustedId: string,
  knockerId: string,
): { state: BountyState; paidCents: number } {
  const head = state.heads[bustedId] ?? 0;
  const { paidCents, toHeadCents } = knockoutSettlement(format, head);
  if (format === 'none') return { state, paidCents: 0 };
  return {
    paidCents,
    state: {
      heads: {
        ...state.heads,
        [bustedId]: 0,
        [knockerId]: (state.heads[knockerId] ?? 0) + toHeadCents,
      },
      paid: { ...state.paid, [knockerId]: (state.paid[knockerId] ?? 0) + paidCents },
    },
  };
}

/** The last player standing collects their own head. */
export function collectOwnHead(state: BountyState, winnerId: string) {
  const head = state.heads[winnerId] ?? 0;
  return {
    paidCents: head,
    state: {
      heads: { ...state.heads, [winnerId]: 0 },
      paid: { ...state.paid, [winnerId]: (state.paid[winnerId] ?? 0) + head },
    },
  };
}

export const sumCents = (r: Record<string, number>) => Object.values(r).reduce((n, x) => n + x, 0);
