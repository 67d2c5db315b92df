import { gameMessages, isGameOpen, liveScopes, type Participant } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { BackLink, PageHeader } from '@/components/page-header.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import { LedgerTab } from '@/features/ledger';
import { AddToCalendarLink } from '@/features/reach';
import { GameSeriesLink } from '@/features/series';
import { formatDateTime } from '@/lib/format.ts';
import { useLive } from '@/lib/use-live.tsx';
import { gameQueryOptions } from '../api/game-queries.ts';
import { AddPlayerDialog } from '../components/add-player-dialog.tsx';
import { CancelGameButton } from '../components/cancel-game-button.tsx';
import { CheckInList } from '../components/check-in-list.tsx';
import { GameQueryFallback } from '../components/game-query-fallback.tsx';
import { GameSettingsForm } from '../components/game-settings-form.tsx';
import { GameStats } from '../components/game-stats.tsx';
import { HostActions } from '../components/host-actions.tsx';
import { ParticipantFilterBar } from '../components/participant-filter-bar.tsx';
import { ParticipantList } from '../components/participant-list.tsx';
import { ShareLinkPanel } from '../components/share-link.tsx';
import { filterFrom, matchesFilter, noFilter } from '../utils/participant-filter.ts';

/** Manage game: stats, participants, invitations and settings of a game you host. */
export default function ManageGamePage() {
  const { gameId = '' } = useParams();
  const user = useAuthenticatedUser();
  const query = useQuery(gameQueryOptions(gameId));
  // Players, statuses, the waiting list and seats left, as other people change them.
  useLive([liveScopes.game(gameId)], [gameQueryOptions(gameId).queryKey]);
  const [tab, setTab] = useState('participants');
  const [filter, setFilter] = useState(noFilter);
  useDocumentTitle(query.data ? `Manage ${query.data.name}` : 'Manage Game');

  if (query.isPending || query.isError) {
    return <GameQueryFallback query={query} notFound={gameMessages.gameNotFound} />;
  }
  const game = query.data;
  if (!game.canManage) {
    return (
      <div className="space-y-4">
        <Alert tone="info">{gameMessages.onlyHost}</Alert>
        <Link to={`/games/${game.id}/join`} className="text-felt-700 underline">
          Open the game's join page
        </Link>
      </div>
    );
  }
  const active = isGameOpen(game.status);
  const filtered = game.participants.length + game.waitingList.length >= filterFrom;
  const shown = (p: Participant) => !filtered || matchesFilter(p, filter);
  const hidden = [...game.participants, ...game.waitingList].filter((p) => !shown(p)).length;

  return (
    <>
      <BackLink to="/games">Games</BackLink>
      <PageHeader
        title={game.name}
        description={`${formatDateTime(game.scheduledDate, user.timeZone)} · ${game.location.name}`}
      />
      <div className="mb-6 space-y-4">
        {game.status === 'cancelled' && <Alert tone="danger">{gameMessages.gameCancelled}</Alert>}
        <GameSeriesLink gameId={game.id} repeatable={game.status === 'scheduled'} />
        <HostActions game={game} hostId={user.id} onEdit={() => setTab('settings')} />
        <GameStats game={game} />
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="flex-wrap">
          <TabsTrigger value="participants">Participants</TabsTrigger>
          <TabsTrigger value="invite">Invite Players</TabsTrigger>
          <TabsTrigger value="ledger">Ledger</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
        </TabsList>
        <TabsContent value="participants" className="space-y-6">
          {filtered && (
            <div className="space-y-1">
              <ParticipantFilterBar filter={filter} onChange={setFilter} />
              {hidden > 0 && (
                <p className="text-sm text-stone-600" data-testid="filter-summary">
                  {hidden} of {game.participants.length + game.waitingList.length} hidden by the filter
                </p>
              )}
            </div>
          )}
          {active && <CheckInList gameId={game.id} participants={game.participants} shown={shown} />}
          <ParticipantList
            gameId={game.id}
            participants={game.participants}
            waitingList={game.waitingList}
            canManage={active}
            shown={shown}
          />
        </TabsContent>
        <TabsContent value="invite" className="space-y-6">
          <p className="text-stone-700">
            Invite a registered player, anyone by e-mail (they can answer from the link without an account),
            or add a guest who will not use the app.
          </p>
          <AddPlayerDialog
            gameId={game.id}
            remaining={game.maxParticipants - game.participantCount}
            disabled={!active}
          />
          {game.status !== 'draft' && <ShareLinkPanel gameId={game.id} editable={active} />}
          {active && <AddToCalendarLink gameId={game.id} />}
        </TabsContent>
        <TabsContent value="ledger">
          <LedgerTab gameId={game.id} />
        </TabsContent>
        <TabsContent value="settings" className="space-y-8">
          <GameSettingsForm key={game.id} game={game} />
          <section className="max-w-2xl rounded-xl border border-red-200 p-4">
            <h2 className="font-semibold text-red-800">Cancel the game</h2>
            <p className="mb-3 text-sm text-stone-600">Participants are told by e-mail.</p>
            <CancelGameButton gameId={game.id} disabled={!active} />
          </section>
        </TabsContent>
      </Tabs>
    </>
  );
}
