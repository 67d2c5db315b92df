import type { TournamentState } from '@pokerhome/domain';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { FinancePanel } from '@/features/ledger';
import { type ActionVariables, useTournamentAction } from '../api/tournament-actions.ts';
import type { TournamentSource } from '../api/tournament-queries.ts';
import { ActionsTab } from './actions-tab.tsx';
import { ClockControls } from './clock-controls.tsx';
import { TournamentClock } from './clock-panel.tsx';
import type { Act } from './host-panel.ts';
import { KnockoutFeed } from './knockout-feed.tsx';
import { LateEntryCard } from './late-entry-card.tsx';
import { PayoutsList } from './payouts-list.tsx';
import { PlayersTab } from './players-tab.tsx';
import { Recommendations } from './recommendations.tsx';
import { TablesTab } from './tables-tab.tsx';
import { TvLinkCard } from './tv-link-card.tsx';

/**
 * The host's view: the clock with every control of the night under it (late registration too, while
 * open), then Players, Tables, Finance and Actions (the TV's link, ending early) tabs.
 */
export function HostView({
  state,
  source,
  offsetMs,
}: {
  state: TournamentState;
  source: TournamentSource;
  offsetMs: number;
}) {
  const { tournament, clock } = state;
  const mutation = useTournamentAction(tournament.id, source);
  const act: Act = (action, ...[body]) => mutation.mutate({ action, body } as ActionVariables);
  const pending = mutation.isPending;
  const failure =
    mutation.error && mutation.variables
      ? { action: mutation.variables.action, error: mutation.error }
      : null;
  const live = tournament.status === 'active' || tournament.status === 'paused';

  // A list, so more tabs (a finance panel) slot in without touching the others.
  const tabs = [
    {
      value: 'overview',
      label: 'Clock',
      content: (
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="space-y-4">
            <TournamentClock state={state} offsetMs={offsetMs} />
            <ClockControls tournament={tournament} act={act} pending={pending} />
            {/* Beside the buttons as well as in the toast: a pause the server never heard of must not
                look like one that worked (docs/offline.md, "Server down or phone offline"). */}
            {mutation.isError && (
              <p
                role="alert"
                data-testid="action-failed"
                className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900"
              >
                {mutation.error.message}
              </p>
            )}
            {live && tournament.configuration.allowLateRegistration && (
              <LateEntryCard tournament={tournament} act={act} pending={pending} failure={failure} />
            )}
            <KnockoutFeed tournament={tournament} />
          </div>
          <div className="space-y-6">
            <Recommendations
              items={tournament.recommendations}
              pending={pending}
              onApply={(id) => act('apply-recommendation', { recommendationId: id })}
            />
            {live && <TvLinkCard tournament={tournament} act={act} pending={pending} />}
            <PayoutsList tournament={tournament} />
          </div>
        </div>
      ),
    },
    {
      value: 'players',
      label: 'Players',
      content: <PlayersTab tournament={tournament} act={act} pending={pending} failure={failure} />,
    },
    {
      value: 'tables',
      label: 'Tables',
      content: <TablesTab tournament={tournament} act={act} pending={pending} />,
    },
    {
      value: 'finance',
      label: 'Finance',
      content: (
        <FinancePanel
          gameId={tournament.gameId}
          prizePool={clock.totalPrizePool}
          players={tournament.players.filter((p) => p.status === 'active')}
        />
      ),
    },
    {
      value: 'actions',
      label: 'Actions',
      content: <ActionsTab tournament={tournament} act={act} pending={pending} />,
    },
  ];

  return (
    <Tabs defaultValue="overview">
      <TabsList className="flex-wrap">
        {tabs.map((t) => (
          <TabsTrigger key={t.value} value={t.value}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((t) => (
        <TabsContent key={t.value} value={t.value}>
          {t.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
