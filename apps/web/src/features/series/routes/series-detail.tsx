import type { OccurrenceState } from '@pokerhome/domain';
import { liveScopes } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { Repeat } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { BackLink, PageHeader } from '@/components/page-header.tsx';
import { Loading } from '@/components/query-states.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useLive } from '@/lib/use-live.tsx';
import { seriesQueryOptions, useCancelSeries, useSkipOccurrence } from '../api/series.ts';
import { ConfirmButton } from '../components/confirm-button.tsx';
import { EditFutureForm } from '../components/edit-future-form.tsx';

const states: Record<OccurrenceState, { label: string; tone: BadgeTone }> = {
  planned: { label: 'Planned', tone: 'neutral' },
  scheduled: { label: 'Scheduled', tone: 'success' },
  skipped: { label: 'Skipped', tone: 'warning' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
  completed: { label: 'Completed', tone: 'neutral' },
};
/** Says how a confirmed action ended; a failure is also passed on, so the confirm dialog stays open. */
const announce = (done: Promise<unknown>, success: string) =>
  done.then(
    () => toast.success(success),
    (error: unknown) => {
      toast.error(error instanceof Error ? error.message : String(error));
      throw error;
    },
  );

/** A series: its upcoming games with skip and edit, edit all future games, cancel the series. */
export default function SeriesDetailPage() {
  const { seriesId = '' } = useParams();
  const query = useQuery(seriesQueryOptions(seriesId));
  useLive([liveScopes.series(seriesId)], [seriesQueryOptions(seriesId).queryKey]);
  const skip = useSkipOccurrence(seriesId);
  const cancel = useCancelSeries(seriesId);
  useDocumentTitle(query.data ? `${query.data.name} (recurring)` : 'Recurring Game');

  if (query.isPending) return <Loading label="Loading recurring game" showLabel={false} />;
  if (query.isError)
    return (
      <div className="space-y-4">
        <Alert tone="danger">
          {isApiError(query.error) && query.error.code === 'NOT_FOUND'
            ? 'Series not found'
            : query.error.message}
        </Alert>
        <Link to="/series" className="text-felt-700 underline">
          Back to recurring games
        </Link>
      </div>
    );
  const s = query.data;
  const active = s.status === 'active';
  const ends = s.endsOn ? `until ${s.endsOn}` : `${s.count} games`;

  return (
    <>
      <BackLink to="/series">Recurring games</BackLink>
      <PageHeader
        title={s.name}
        description={
          <span className="inline-flex flex-wrap items-center gap-1">
            <Repeat aria-hidden className="size-4" /> {s.pattern} at {s.time} ({s.timeZone}), {ends} ·{' '}
            {s.locationName}
          </span>
        }
        actions={
          active ? (
            <ConfirmButton
              label="Cancel Series"
              title="Cancel this recurring game?"
              description="Every future game of the series is cancelled and the players who accepted are told by e-mail. This cannot be undone."
              confirm="Cancel Series"
              keep="Keep Series"
              pending={cancel.isPending}
              onConfirm={() => announce(cancel.mutateAsync(), 'Series cancelled')}
            />
          ) : (
            <Badge tone="danger">Cancelled</Badge>
          )
        }
      />
      <div className="grid gap-6">
        <section aria-labelledby="occurrences-title">
          <h2 id="occurrences-title" className="mb-3 text-lg font-semibold">
            Upcoming games
          </h2>
          <p className="mb-3 text-sm text-stone-600">
            The next four games exist ahead of time and your regulars are invited to each; the rest are made
            as the weeks pass.
          </p>
          <ul className="grid gap-2">
            {s.occurrences.map((o) => (
              <li key={o.date}>
                <Card className="flex flex-wrap items-center justify-between gap-3 p-3">
                  <div>
                    <p className="font-medium">{formatDateTime(o.scheduledDate, s.timeZone)}</p>
                    <p className="flex items-center gap-2 text-sm text-stone-600">
                      <Badge tone={states[o.state].tone}>{states[o.state].label}</Badge>
                      {o.gameId && o.state === 'scheduled' ? `${o.seated} coming` : null}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {o.gameId && o.state === 'scheduled' && (
                      <Button asChild variant="secondary" size="sm">
                        <Link to={`/games/${o.gameId}/manage`}>Edit This Game</Link>
                      </Button>
                    )}
                    {active && (o.state === 'scheduled' || o.state === 'planned') && (
                      <ConfirmButton
                        size="sm"
                        variant="secondary"
                        label="Skip"
                        aria-label={`Skip ${formatDateTime(o.scheduledDate, s.timeZone)}`}
                        title="Skip this date?"
                        description="This game does not take place; players who accepted are told by e-mail. The rest of the series goes on."
                        confirm="Skip Date"
                        keep="Keep Date"
                        pending={skip.isPending}
                        onConfirm={() => announce(skip.mutateAsync(o.date), 'Date skipped')}
                      />
                    )}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </section>
        {s.regulars.length > 0 && (
          <section aria-labelledby="regulars-title">
            <h2 id="regulars-title" className="mb-2 text-lg font-semibold">
              Regulars
            </h2>
            <p className="text-sm text-stone-700">{s.regulars.map((r) => r.name).join(', ')}</p>
          </section>
        )}
        {active && <EditFutureForm series={s} />}
      </div>
    </>
  );
}
