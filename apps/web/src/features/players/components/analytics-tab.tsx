import { useQuery } from '@tanstack/react-query';
import { QueryFallback } from '@/components/query-states.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { contactsQueryOptions, participationQueryOptions } from '../api/contacts.ts';
import { AcceptanceChart, AttendanceChart } from './analytics-charts.tsx';
import { StatisticsCards } from './statistics-cards.tsx';

/** Analytics: attendance and acceptance over the last 12 months, and the most regular contacts. */
export function AnalyticsTab() {
  const participation = useQuery(participationQueryOptions());
  const contacts = useQuery(contactsQueryOptions());
  if (participation.isPending || participation.isError)
    return <QueryFallback query={participation} loading="Loading analytics…" />;
  const { months, statistics } = participation.data;
  const regulars = [...(contacts.data ?? [])]
    .sort((a, b) => b.totalGamesPlayed - a.totalGamesPlayed || b.reliabilityScore - a.reliabilityScore)
    .slice(0, 5);
  return (
    <div className="space-y-6">
      <StatisticsCards statistics={statistics} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Attendance</CardTitle>
            <CardDescription>
              Invitations to your games by month: invited, accepted and attended.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <AttendanceChart months={months} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Acceptance rate</CardTitle>
            <CardDescription>Share of each month's invitations that were accepted.</CardDescription>
          </CardHeader>
          <CardContent>
            <AcceptanceChart months={months} />
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Your regulars</CardTitle>
          <CardDescription>Contacts by games played, then reliability.</CardDescription>
        </CardHeader>
        <CardContent>
          {regulars.length === 0 ? (
            <p className="text-sm text-stone-600">No contacts found</p>
          ) : (
            <table className="w-full text-left text-sm">
              <thead className="text-xs text-stone-500">
                <tr>
                  <th className="py-1 font-medium">Player</th>
                  <th className="py-1 font-medium">Games played</th>
                  <th className="py-1 font-medium">Reliability</th>
                  <th className="py-1 font-medium">Acceptance</th>
                </tr>
              </thead>
              <tbody>
                {regulars.map((c) => (
                  <tr key={c.id} className="border-t border-stone-200">
                    <td className="py-1.5">{c.name}</td>
                    <td className="py-1.5">{c.totalGamesPlayed}</td>
                    <td className="py-1.5">{c.reliabilityScore}</td>
                    <td className="py-1.5">{c.statistics.acceptanceRate}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </CardContent>
      </Card>
      <details className="text-sm">
        <summary className="cursor-pointer text-stone-700">Monthly figures as a table</summary>
        <table className="mt-2 w-full text-left">
          <thead className="text-xs text-stone-500">
            <tr>
              <th>Month</th>
              <th>Invited</th>
              <th>Accepted</th>
              <th>Declined</th>
              <th>Attended</th>
              <th>Acceptance</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month} className="border-t border-stone-200" data-testid={`month-${m.month}`}>
                <td>{m.month}</td>
                <td>{m.invited}</td>
                <td>{m.accepted}</td>
                <td>{m.declined}</td>
                <td>{m.attended}</td>
                <td>{m.acceptanceRate}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
