import { useQuery } from '@tanstack/react-query';
import { Copy, RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { copyWithToast } from '@/lib/clipboard.ts';
import { calendarFeedQueryOptions, useRegenerateCalendarFeed } from '../api/reach-api.ts';

/** The private iCal feed URL of the user's upcoming games, and a way to kill it. */
export function CalendarFeedCard() {
  const query = useQuery(calendarFeedQueryOptions);
  const regenerate = useRegenerateCalendarFeed();
  const copy = async () => {
    if (!query.data) return;
    await copyWithToast(query.data.url, {
      copied: 'Calendar feed URL copied',
      failed: 'Copy failed: select the URL and copy it by hand',
    });
  };
  const renew = async () => {
    try {
      await regenerate.mutateAsync();
      toast.success('New calendar feed URL: the old one no longer works');
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Card aria-labelledby="calendar-feed-title">
      <CardHeader>
        <CardTitle id="calendar-feed-title">Calendar feed</CardTitle>
        <CardDescription>
          Subscribe to this private URL in your calendar app to see your upcoming games. Anyone with the URL
          can read it: regenerate it to turn the old one off.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {query.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Your calendar feed could not be loaded.
          </p>
        ) : (
          <Input
            readOnly
            aria-label="Calendar feed URL"
            value={query.data?.url ?? ''}
            onFocus={(e) => e.currentTarget.select()}
          />
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={copy} disabled={!query.data}>
            <Copy aria-hidden /> Copy URL
          </Button>
          <Button variant="secondary" onClick={renew} disabled={regenerate.isPending}>
            <RefreshCw aria-hidden /> Regenerate URL
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
