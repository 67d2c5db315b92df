import type { TournamentState } from '@pokerhome/domain';

/**
 * True when `next` is older than what the page shows: an action's answer that a broadcast of a
 * later change (a second device, a double tap, the level clock) overtook on the way. Such a state
 * is dropped, not shown (docs/tournament.md, "Newer state wins").
 */
export const overtaken = (next: TournamentState, shown: TournamentState | undefined) =>
  shown !== undefined && next.tournament.version < shown.tournament.version;
