import { canCreateGames, type DashboardStats, gameMessages, liveScopes } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, DollarSign, Mail, Plus, Trophy, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Loading, RetryAlert } from '@/components/query-states.tsx';
import { StatCard } from '@/components/stat-card.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import { GameTypeIcon, LiveBadge } from '@/features/games';
import { LeagueDashboardCard } from '@/features/leagues';
import { formatAmount, formatDateTime, formatSignedAmount } from '@/lib/format.ts';
import { useLive } from '@/lib/use-live.tsx';
import { dashboardQueryOptions } from '../api/dashboard-query.ts';
import { LastResultCard } from '../components/last-result-card.tsx';
import { LiveGameCard } from '../components/live-game-card.tsx';
import { RecentActivity } from '../components/recent-activity.tsx';
import { greeting } from '../utils/greeting.ts';

/*
 * The invite form (its dialog, form library and schema) is fetched on the first click: the signed-in
 * shell's budget (decision 0008). Once opened it stays mounted, so closing it animates and resets.
 */
const InviteEmailDialog = lazy(() =>
  import('../components/invite-email-dialog.tsx').then((m) => ({ default: m.InviteEmailDialog })),
);

function difference(now: number, before: number): string {
  const d = now - before;
  return `${d >= 0 ? '+' : ''}${d} from last month`;
}

type Amounts = Array<{ amount: number; currency: string }>;
const amounts = (list: Amounts, show = formatAmount) =>
  list.map((b) => show(b.amount, b.currency)).join(', ');

/**
 * The money card (decision 0039): a player's own buy-ins and net; the pot of the games a host ran
 * only as such, never as the player's money.
 */
function moneyCard(stats: DashboardStats) {
  const own = stats.yourBuyInsThisMonth;
  const hosted = stats.totalBuyInsThisMonth;
  const net = stats.yourNetThisMonth;
  if (own.length === 0 && hosted.length > 0)
    return { label: 'Total Buy-ins', value: amounts(hosted.slice(0, 1)), detail: 'at the games you host' };
  const parts = [
    net.length > 0 ? `net ${amounts(net, formatSignedAmount)}` : 'your own, this month',
    hosted.length > 0 ? `${amounts(hosted)} at games you host` : null,
  ];
  return {
    label: 'Your Buy-ins',
    value: own.length === 0 ? formatAmount(0, 'USD') : amounts(own.slice(0, 1)),
    detail: [own.length > 1 ? `also ${amounts(own.slice(1))}` : null, ...parts].filter(Boolean).join(' · '),
  };
}

/**
 * Dashboard: the month's figures, upcoming games, quick actions and recent activity;
 * for league members also the next league night and their rank (docs/leagues.md, Screens).
 */
export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const user = useAuthenticatedUser();
  const navigate = useNavigate();
  const [inviteOpen, setInviteOpen] = useState(false);
  const [inviteOpened, setInviteOpened] = useState(false);
  const query = useQuery(dashboardQueryOptions);
  // Any change to the user's games, RSVPs or figures (docs/live-feed.md).
  useLive([liveScopes.user(user.id)], [dashboardQueryOptions.queryKey]);

  if (query.isPending) {
    return <Loading label="Loading dashboard" showLabel={false} />;
  }
  if (query.isError) {
    return <RetryAlert message={gameMessages.loadDashboardFailed} onRetry={query.refetch} />;
  }
  const { stats, upcomingGames, recentActivity } = query.data;
  const money = moneyCard(stats);
  const live = upcomingGames.filter((g) => g.isLive);
  const nextTournament = upcomingGames.find((g) => g.type === 'tournament' && g.canManage);

  return (
    <>
      <PageHeader title={greeting(user, new Date())} description="Your games this month at a glance." />
      {/* What a player opens the app for comes first: the game being played, then his last result. */}
      {live.map((g) => (
        <LiveGameCard key={g.id} game={g} className="mb-4" />
      ))}
      <LastResultCard result={stats.lastResult} className="mb-4" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Games This Month"
          icon={CalendarDays}
          value={stats.gamesThisMonth}
          detail={difference(stats.gamesThisMonth, stats.gamesLastMonth)}
        />
        <StatCard
          label="Active Players"
          icon={Users}
          value={stats.activePlayersThisMonth}
          detail={`at your games besides you · ${stats.newPlayersThisWeek} new this week`}
        />
        <StatCard label={money.label} icon={DollarSign} value={money.value} detail={money.detail} />
        <StatCard
          label="Win Rate"
          icon={Trophy}
          value={stats.winRate === null ? '—' : `${Math.round(stats.winRate)}%`}
          detail={stats.winRate === null ? 'after your first completed game' : 'of completed games'}
        />
      </div>
      <LeagueDashboardCard timeZone={user.timeZone} className="mt-6" />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <Card className="min-w-0 lg:col-span-2">
          <CardHeader>
            <CardTitle>Upcoming Games</CardTitle>
          </CardHeader>
          <CardContent>
            {upcomingGames.length === 0 ? (
              <p className="text-sm text-stone-600">{gameMessages.noUpcoming}</p>
            ) : (
              <ul className="divide-y divide-stone-200">
                {upcomingGames.map((g) => (
                  <li key={g.id}>
                    <Link
                      to={
                        g.isLive
                          ? `/games/${g.id}/tournament`
                          : g.canManage
                            ? `/games/${g.id}/manage`
                            : `/games/${g.id}/join`
                      }
                      className="flex min-w-0 items-center gap-3 py-3 hover:bg-stone-50"
                    >
                      <GameTypeIcon type={g.type} />
                      <div className="min-w-0 flex-1">
                        <p className="flex min-w-0 items-center gap-2 font-medium">
                          <span className="truncate">{g.name}</span>
                          {g.isLive && <LiveBadge />}
                        </p>
                        <p className="text-sm text-stone-600">
                          {formatDateTime(g.scheduledDate, user.timeZone)}
                        </p>
                      </div>
                      <div className="text-right text-sm">
                        <p className="font-medium">{formatAmount(g.buyIn.amount, g.buyIn.currency)}</p>
                        <p className="text-stone-600">
                          {g.participantCount}/{g.maxParticipants}
                        </p>
                      </div>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <div className="min-w-0 space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>Quick Actions</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2">
              {canCreateGames(user.role) && (
                <Button onClick={() => navigate('/games/new')}>
                  <Plus aria-hidden /> Create New Game
                </Button>
              )}
              <Button
                variant="secondary"
                onClick={() => {
                  setInviteOpened(true);
                  setInviteOpen(true);
                }}
              >
                <Mail aria-hidden /> Invite Players
              </Button>
              {/* The spec's button has no action; here it opens your next tournament, or the games list. */}
              <Button
                variant="secondary"
                onClick={() => navigate(nextTournament ? `/games/${nextTournament.id}/manage` : '/games')}
              >
                <Trophy aria-hidden /> Start Tournament
              </Button>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Recent Activity</CardTitle>
            </CardHeader>
            <CardContent>
              <RecentActivity items={recentActivity} timeZone={user.timeZone} />
            </CardContent>
          </Card>
        </div>
      </div>
      {inviteOpened && (
        <Suspense fallback={null}>
          <InviteEmailDialog open={inviteOpen} onOpenChange={setInviteOpen} />
        </Suspense>
      )}
    </>
  );
}
