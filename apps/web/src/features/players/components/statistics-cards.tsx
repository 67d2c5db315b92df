import type { ParticipantStatistics } from '@pokerhome/domain';

/** Participant statistics (docs/players.md) over the invitations to the user's games. */
export function StatisticsCards({ statistics: s }: { statistics: ParticipantStatistics }) {
  const cards = [
    ['Invited', String(s.totalInvited)],
    ['Accepted', String(s.totalAccepted)],
    ['Declined', String(s.totalDeclined)],
    ['Confirmed', String(s.totalConfirmed)],
    ['Waitlisted', String(s.totalWaitlisted)],
    ['Acceptance rate', `${s.acceptanceRate}%`],
    ['Confirmation rate', `${s.confirmationRate}%`],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      {cards.map(([term, value]) => (
        <div key={term} className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm">
          <dt className="text-xs text-stone-500">{term}</dt>
          <dd className="text-xl font-semibold" data-testid={`stat-${term.toLowerCase().replace(/ /g, '-')}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
