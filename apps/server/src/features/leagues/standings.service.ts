import {
  type FinalStacks,
  finalStacks,
  finalStacksRuleText,
  type LeagueDashboard,
  leagueMessages as m,
  playerSeason,
  rankChanges,
  type SandboxResponse,
  type SeasonPlayer,
  type SeasonScoring,
  type Standings,
  seasonReport,
  sortEvents,
} from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { randomToken } from '../../lib/crypto.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { gameFacts } from '../games/index.ts';
import { seasonFor } from './league-access.ts';
import * as repo from './leagues.repository.ts';
import { userKey } from './player-keys.ts';
import { inputsDigest, seasonEvents } from './season-results.ts';
import { publicUrlOf } from './seasons.service.ts';

type Loaded = Awaited<ReturnType<typeof seasonEvents>>;

const awardLabels = {
  champion: (v: number) => `${v} points`,
  mostKnockouts: (v: number) => `${v} knockout${v === 1 ? '' : 's'}`,
  mostImproved: (v: number) => `${v} place${v === 1 ? '' : 's'} gained`,
};

/** The table as the wire carries it; `withMoney` false for the public link. */
function standingsOf(
  season: repo.SeasonRow,
  leagueName: string,
  loaded: Loaded,
  scoring: SeasonScoring,
  lastRecomputedAt: Date | null,
  withMoney: boolean,
): Standings {
  const report = seasonReport(loaded.events, scoring);
  const ordered = sortEvents(loaded.events);
  const last = ordered.at(-1);
  const award = (key: keyof typeof awardLabels) => {
    const a = report.awards[key];
    return a ? { ...a, label: awardLabels[key](a.value) } : null;
  };
  return {
    seasonId: season.id,
    seasonName: season.name,
    leagueName,
    currency: season.currency as Standings['currency'],
    scoring,
    tieBreaks: scoring.tieBreaks,
    eventCount: ordered.length,
    lastEvent: last ? { gameId: last.gameId, name: last.name, date: last.date } : null,
    lastRecomputedAt: lastRecomputedAt?.toISOString() ?? null,
    rows: report.lines.map((l) => ({
      ...l,
      isMember: loaded.isMember(l.playerKey),
      netCents: withMoney ? l.netCents : null,
    })),
    awards: {
      champion: award('champion'),
      mostKnockouts: award('mostKnockouts'),
      mostImproved: award('mostImproved'),
    },
    // The end date read as a calendar date: over once a day later has begun anywhere (UTC+14).
    seasonOver: season.endsOn < new Date(Date.now() - 14 * 3600_000).toISOString().slice(0, 10),
  };
}

/**
 * Recomputes the season from its results and records when the table's inputs last changed: a
 * new event, a corrected elimination or ledger entry, a new scoring.
 */
async function recompute(app: FastifyInstance, season: repo.SeasonRow) {
  const loaded = await seasonEvents(app, season);
  const digest = inputsDigest(loaded.events, season.scoring);
  let at = season.lastRecomputedAt;
  if (digest !== season.inputsDigest)
    at = (await repo.markRecomputed(app.db, season.id, digest, new Date())) ?? at;
  return { loaded, at };
}

/**
 * A season the caller may see, recomputed: its events, and its table under a scoring (the
 * season's own unless another is given), money included.
 */
async function recomputedSeason(
  app: FastifyInstance,
  auth: AuthContext,
  id: string,
  need: 'read' | 'manage',
) {
  const { season, league } = await seasonFor(app, auth, id, need);
  const { loaded, at } = await recompute(app, season);
  const tableUnder = (scoring: SeasonScoring = season.scoring) =>
    standingsOf(season, league.league.name, loaded, scoring, at, true);
  return { season, loaded, tableUnder };
}

export async function seasonStandings(app: FastifyInstance, auth: AuthContext, id: string) {
  return (await recomputedSeason(app, auth, id, 'read')).tableUnder();
}

export async function sandbox(
  app: FastifyInstance,
  auth: AuthContext,
  id: string,
  scoring: SeasonScoring,
): Promise<SandboxResponse> {
  const { tableUnder } = await recomputedSeason(app, auth, id, 'manage');
  const current = tableUnder();
  const proposed = tableUnder(scoring);
  return { current, proposed, changes: rankChanges(current.rows, proposed.rows) };
}

export async function seasonPlayer(
  app: FastifyInstance,
  auth: AuthContext,
  id: string,
  playerKey: string,
): Promise<SeasonPlayer> {
  const { season, loaded, tableUnder } = await recomputedSeason(app, auth, id, 'read');
  const standings = tableUnder();
  const standing = standings.rows.find((r) => r.playerKey === playerKey);
  if (!standing) throw notFound(m.playerNotFound);
  const page = playerSeason(loaded.events, season.scoring, playerKey);
  return {
    seasonId: season.id,
    seasonName: season.name,
    currency: standings.currency,
    playerKey,
    name: standing.name,
    standing,
    ...page,
  };
}

export async function seasonFinalStacks(
  app: FastifyInstance,
  auth: AuthContext,
  id: string,
): Promise<FinalStacks> {
  const { season } = await seasonFor(app, auth, id, 'read');
  const { loaded } = await recompute(app, season);
  const { lines } = seasonReport(loaded.events, season.scoring);
  return {
    rule: season.finalStacks,
    ruleText: finalStacksRuleText(season.finalStacks),
    players: finalStacks(lines, season.finalStacks),
  };
}

/** A new secret link; the earlier one (if any) dies with it. */
export async function createPublicLink(app: FastifyInstance, auth: AuthContext, id: string) {
  await seasonFor(app, auth, id, 'manage');
  const token = randomToken(24);
  await repo.updateSeason(app.db, id, { publicToken: token });
  return { url: publicUrlOf(app, token) };
}

export async function revokePublicLink(app: FastifyInstance, auth: AuthContext, id: string) {
  await seasonFor(app, auth, id, 'manage');
  await repo.updateSeason(app.db, id, { publicToken: null });
}

/** Signed out, by the secret: the table without money; a revoked or unknown token is 404. */
export async function publicStandings(app: FastifyInstance, token: string) {
  const season = await repo.findSeasonByToken(app.db, token);
  if (!season) throw notFound(m.publicLinkNotFound);
  const league = await repo.findLeague(app.db, season.leagueId);
  const { loaded, at } = await recompute(app, season);
  return standingsOf(season, league!.league.name, loaded, season.scoring, at, false);
}

/** The standings for an export (CSV/PDF), with the member's access. */
export async function standingsForExport(app: FastifyInstance, auth: AuthContext, id: string) {
  return seasonStandings(app, auth, id);
}

const currentSeasonsShown = 5;

/** The dashboard's league card: the next league night and the viewer's place in current seasons. */
export async function leagueDashboard(
  app: FastifyInstance,
  auth: AuthContext,
  now: Date,
): Promise<LeagueDashboard> {
  const leagueIds = await repo.leagueIdsOf(app.db, auth.userId);
  const leagues = await repo.leaguesByIds(app.db, leagueIds);
  const seasons = await repo.seasonsOf(app.db, leagueIds);
  const attached = await repo.seasonGamesOf(
    app.db,
    seasons.map((s) => s.id),
  );
  const games = await gameFacts(
    app.db,
    attached.map((a) => a.gameId),
  );
  const leagueName = (id: string) => leagues.find((l) => l.league.id === id)?.league.name ?? '';
  const next = games
    .filter((g) => g.status === 'scheduled' && g.scheduledDate >= now)
    .sort((a, b) => a.scheduledDate.getTime() - b.scheduledDate.getTime())[0];
  const nextSeason = next
    ? seasons.find((s) => s.id === attached.find((a) => a.gameId === next.id)?.seasonId)
    : undefined;
  const today = now.toISOString().slice(0, 10);
  const me = userKey(auth.userId);
  const myRanks: LeagueDashboard['myRanks'] = [];
  // The first current seasons the player is ranked in, not the first current seasons: a member of
  // several leagues still sees their rank when it is in a later one.
  for (const season of seasons.filter((s) => s.endsOn >= today && s.startsOn <= today)) {
    if (myRanks.length >= currentSeasonsShown) break;
    const { loaded } = await recompute(app, season);
    const { lines } = seasonReport(loaded.events, season.scoring);
    const line = lines.find((l) => l.playerKey === me);
    if (!line) continue;
    myRanks.push({
      seasonId: season.id,
      seasonName: season.name,
      leagueName: leagueName(season.leagueId),
      rank: line.rank,
      players: lines.filter((l) => l.rank !== null).length,
      points: line.points,
      movement: line.movement,
    });
  }
  return {
    nextLeagueNight:
      next && nextSeason
        ? {
            gameId: next.id,
            gameName: next.name,
            scheduledDate: next.scheduledDate.toISOString(),
            seasonId: nextSeason.id,
            seasonName: nextSeason.name,
            leagueId: nextSeason.leagueId,
            leagueName: leagueName(nextSeason.leagueId),
          }
        : null,
    myRanks,
  };
}
