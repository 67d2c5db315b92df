import { liveScopes } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { Repeat } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Loading } from '@/components/query-states.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import { formatDateTime } from '@/lib/format.ts';
import { useLive } from '@/lib/use-live.tsx';
import { seriesListQueryOptions } from '../api/series.ts';

/** The host's recurring games (docs/reach.md, "Series"). */
export default function SeriesListPage() {
  useDocumentTitle('Recurring Games');
  const query = useQuery(seriesListQueryOptions());
  const user = useAuthenticatedUser();
  useLive([liveScopes.user(user.id)], [seriesListQueryOptions().queryKey]);
  return (
    <>
      <PageHeader
        title="Recurring Games"
        description="Games that repeat weekly, every other week or monthly. Make one from a game's manage page or from a template."
      />
      {query.isPending ? (
        <Loading label="Loading recurring games" showLabel={false} />
      ) : query.isError ? (
        <Alert tone="danger">{query.error.message}</Alert>
      ) : query.data.length === 0 ? (
        <Card className="p-6 text-stone-700">
          No recurring games yet. Open a scheduled game and choose “Make Recurring”, or use “Make Recurring”
          on one of your{' '}
          <Link to="/templates" className="text-felt-700 underline">
            templates
          </Link>
          .
        </Card>
      ) : (
        <ul className="grid gap-3">
          {query.data.map((s) => (
            <li key={s.id}>
              <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <Link to={`/series/${s.id}`} className="font-semibold text-felt-800 underline">
                    {s.name}
                  </Link>
                  <p className="flex items-center gap-1 text-sm text-stone-600">
                    <Repeat aria-hidden className="size-4" /> {s.pattern} at {s.time} · {s.locationName}
                  </p>
                  {s.nextDate && (
                    <p className="text-sm text-stone-600">Next: {formatDateTime(s.nextDate, s.timeZone)}</p>
                  )}
                </div>
                <Badge tone={s.status === 'active' ? 'success' : 'danger'}>
                  {s.status === 'active' ? 'Active' : 'Cancelled'}
                </Badge>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
