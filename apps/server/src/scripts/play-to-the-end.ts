export type Call = (
  who: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  // biome-ignore lint/suspicious/noExplicitAny: the API's JSON, its shapes checked by the routes
) => Promise<any>;

/** One night's play, by user id: who rebuys, then who goes out in order and who knocked them out. */
export type NightPlay = {
  entrants: readonly string[];
  rebuys?: readonly string[];
  busts: ReadonlyArray<readonly [out: string, by: string]>;
};

/**
 * A tournament played to the end through the API, as a host plays it: the buy-ins, Start, the
 * rebuys, the eliminations (the last one left wins and the game is completed) and the payouts, so
 * the demo's past nights have places, results and a ledger that balances (seed-demo.ts and its
 * league).
 */
export async function playToTheEnd(call: Call, host: string, gameId: string, night: NightPlay) {
  for (const userId of night.entrants)
    await call(host, 'POST', `/api/games/${gameId}/ledger/entries`, { userId, kind: 'buy_in' });
  const { tournament } = await call(host, 'POST', `/api/tournaments/${gameId}/start`, {});
  const seatOf = (userId: string) =>
    tournament.players.find((p: { userId: string | null }) => p.userId === userId).id;
  for (const userId of night.rebuys ?? [])
    await call(host, 'POST', `/api/games/${gameId}/ledger/entries`, { userId, kind: 'rebuy' });
  for (const [out, by] of night.busts)
    await call(host, 'POST', `/api/tournaments/${tournament.id}/eliminate`, {
      playerId: seatOf(out),
      eliminatedByPlayerId: seatOf(by),
    });
  await call(host, 'POST', `/api/games/${gameId}/ledger/payouts`);
}
