import { leagueMessages, liveScopes } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, ChevronRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { DeleteSection } from '@/components/delete-section.tsx';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { BackLink, PageHeader } from '@/components/page-header.tsx';
import { PageQueryFallback } from '@/components/query-states.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import { useLive } from '@/lib/use-live.tsx';
import { useDeleteLeague } from '../api/delete-league.ts';
import { leagueKeys, leaguePath, seasonPath } from '../api/keys.ts';
import { leagueQueryOptions } from '../api/league-query.ts';
import { useUpdateLeague } from '../api/update-league.ts';
import { LeagueForm } from '../components/league-form.tsx';
import { MembersCard } from '../components/members-card.tsx';
import { OrganizersCard } from '../components/organizers-card.tsx';
import { formatSeasonDates } from '../utils/format.ts';
import { formulaLabel } from '../utils/formulas.ts';

/** /leagues/{id}: seasons, members, organizers and (for organizers) the league's settings; only the owner deletes. */
export default function LeaguePage() {
  const { leagueId = '' } = useParams();
  const user = useAuthenticatedUser();
  const query = useQuery(leagueQueryOptions(leagueId));
  useLive([liveScopes.league(leagueId)], [leagueKeys.league(leagueId)]);
  const update = useUpdateLeague(leagueId);
  const remove = useDeleteLeague(leagueId);
  useDocumentTitle(query.data?.name ?? 'League');

  if (query.isPending || query.isError) {
    return (
      <PageQueryFallback query={query} loading="Loading league" notFound={leagueMessages.leagueNotFound} />
    );
  }
  const league = query.data;
  return (
    <>
      <BackLink to="/leagues">Leagues</BackLink>
      <PageHeader
        title={league.name}
        description={league.description || `Run by ${league.ownerName}`}
        actions={
          league.canManage && (
            <Button asChild>
              <Link to={`${leaguePath(league.id)}/seasons/new`}>
                <CalendarPlus aria-hidden /> New season
              </Link>
            </Button>
          )
        }
      />
      <Tabs defaultValue="seasons">
        <TabsList className="flex-wrap">
          <TabsTrigger value="seasons">Seasons</TabsTrigger>
          <TabsTrigger value="members">Members</TabsTrigger>
          <TabsTrigger value="organizers">Organizers</TabsTrigger>
          {league.canManage && <TabsTrigger value="settings">Settings</TabsTrigger>}
        </TabsList>
        <TabsContent value="seasons">
          {league.seasons.length === 0 ? (
            <Card className="p-6">
              <p className="text-stone-700">
                No seasons yet.{' '}
                {league.canManage
                  ? 'Create one with its dates and scoring, then attach tournaments to it.'
                  : 'The organizers have not started one.'}
              </p>
            </Card>
          ) : (
            <ul aria-label="Seasons" className="grid gap-3 md:grid-cols-2">
              {league.seasons.map((s) => (
                <li key={s.id}>
                  <Link
                    to={seasonPath(s.id)}
                    className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm hover:border-felt-600"
                  >
                    <div className="min-w-0 flex-1">
                      <h2 className="font-semibold text-stone-900">{s.name}</h2>
                      <p className="text-sm text-stone-600">{formatSeasonDates(s.startsOn, s.endsOn)}</p>
                      <p className="mt-1 text-sm text-stone-700">
                        {formulaLabel(s.formula)} · {s.eventCount} of {s.gameCount}{' '}
                        {s.gameCount === 1 ? 'game' : 'games'} played
                      </p>
                    </div>
                    <ChevronRight aria-hidden className="size-5 text-stone-400" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="members">
          <MembersCard leagueId={league.id} canManage={league.canManage} />
        </TabsContent>
        <TabsContent value="organizers">
          <OrganizersCard league={league} />
        </TabsContent>
        {league.canManage && (
          <TabsContent value="settings" className="space-y-6">
            <Card className="max-w-2xl">
              <CardHeader>
                <CardTitle>League details</CardTitle>
              </CardHeader>
              <CardContent>
                <LeagueForm
                  key={league.id}
                  initial={{ name: league.name, description: league.description }}
                  submitLabel="Save changes"
                  onSubmit={(value) => update.mutateAsync(value)}
                />
              </CardContent>
            </Card>
            {league.ownerId === user.id && (
              <DeleteSection
                className="max-w-2xl"
                title="Delete the league"
                description="Its seasons, standings and members go; the games and their results stay."
                name={league.name}
                action="Delete league"
                deletion={remove}
              />
            )}
          </TabsContent>
        )}
      </Tabs>
    </>
  );
}
