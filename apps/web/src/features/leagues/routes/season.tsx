import { leagueMessages, liveScopes } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { DeleteSection } from '@/components/delete-section.tsx';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { BackLink, PageHeader } from '@/components/page-header.tsx';
import { PageQueryFallback } from '@/components/query-states.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import { useLive } from '@/lib/use-live.tsx';
import { useDeleteSeason } from '../api/delete-season.ts';
import { leagueKeys, leaguePath, seasonPath } from '../api/keys.ts';
import { seasonQueryOptions } from '../api/season-query.ts';
import { useUpdateSeason } from '../api/update-season.ts';
import { FinalStacksCard } from '../components/final-stacks-card.tsx';
import { PublicLinkCard } from '../components/public-link-card.tsx';
import { SeasonForm } from '../components/season-form.tsx';
import { SeasonGamesCard } from '../components/season-games-card.tsx';
import { StandingsPanel } from '../components/standings-panel.tsx';
import { formatSeasonDates } from '../utils/format.ts';
import { seasonToDraft } from '../utils/season-draft.ts';

/** /seasons/{id}: the standings first; games, the final, sharing and settings for organizers. */
export default function SeasonPage() {
  const { seasonId = '' } = useParams();
  const user = useAuthenticatedUser();
  const query = useQuery(seasonQueryOptions(seasonId));
  // The season and its standings: a result in one of its games changes them (migration 0029).
  useLive([liveScopes.season(seasonId)], [leagueKeys.season(seasonId)]);
  const update = useUpdateSeason(seasonId);
  const remove = useDeleteSeason(seasonId, query.data?.leagueId ?? '');
  useDocumentTitle(query.data ? `${query.data.name} · ${query.data.leagueName}` : 'Season');

  if (query.isPending || query.isError) {
    return (
      <PageQueryFallback query={query} loading="Loading season" notFound={leagueMessages.seasonNotFound} />
    );
  }
  const season = query.data;
  return (
    <>
      <BackLink to={leaguePath(season.leagueId)}>{season.leagueName}</BackLink>
      <PageHeader
        title={season.name}
        description={`${season.leagueName} · ${formatSeasonDates(season.startsOn, season.endsOn)}`}
        actions={
          season.canManage && (
            <Button asChild variant="secondary">
              <Link to={`${seasonPath(season.id)}/sandbox`}>
                <FlaskConical aria-hidden /> Formula sandbox
              </Link>
            </Button>
          )
        }
      />
      <Tabs defaultValue="standings">
        <TabsList className="flex-wrap">
          <TabsTrigger value="standings">Standings</TabsTrigger>
          <TabsTrigger value="games">Games</TabsTrigger>
          <TabsTrigger value="final">Final</TabsTrigger>
          {season.canManage && <TabsTrigger value="share">Share</TabsTrigger>}
          {season.canManage && <TabsTrigger value="settings">Settings</TabsTrigger>}
        </TabsList>
        <TabsContent value="standings">
          <StandingsPanel seasonId={season.id} timeZone={user.timeZone} />
        </TabsContent>
        <TabsContent value="games">
          <SeasonGamesCard season={season} />
        </TabsContent>
        <TabsContent value="final">
          <FinalStacksCard seasonId={season.id} canManage={season.canManage} />
        </TabsContent>
        {season.canManage && (
          <TabsContent value="share">
            <PublicLinkCard season={season} />
          </TabsContent>
        )}
        {season.canManage && (
          <TabsContent value="settings" className="max-w-4xl space-y-6">
            <SeasonForm
              key={season.id}
              initial={seasonToDraft(season)}
              hasEvents={season.eventCount > 0}
              submitLabel="Save season"
              onSubmit={(value) => update.mutateAsync(value)}
            />
            <DeleteSection
              title="Delete the season"
              description="Its table goes; the games and their results stay."
              name={season.name}
              action="Delete season"
              deletion={remove}
            />
          </TabsContent>
        )}
      </Tabs>
    </>
  );
}
