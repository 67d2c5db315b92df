import { tournamentMessages } from '@pokerhome/domain';
import { Coffee, Copy, FastForward, Flag, Pause, Play, RefreshCw, Rewind } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import type { HostPanelProps } from './host-view.tsx';

/** Host: the clock's controls, ending the tournament, and the TV's display link. */
export function ActionsTab({ tournament, act, pending }: HostPanelProps) {
  const [reason, setReason] = useState<string>(tournamentMessages.hostPaused);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const live = tournament.status === 'active' || tournament.status === 'paused';
  const running = tournament.clockState === 'running';
  // Pause and Resume replace each other: once the clock has turned, the keyboard's place moves to
  // the button now shown instead of falling to the page's start (docs/accessibility.md).
  const clockControl = useRef<HTMLButtonElement>(null);
  const turnedFrom = useRef<boolean | null>(null);
  useEffect(() => {
    if (turnedFrom.current !== null && turnedFrom.current !== running && !pending) {
      turnedFrom.current = null;
      clockControl.current?.focus();
    }
  }, [running, pending]);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Display link copied');
    } catch {
      toast.error('Copy failed: select the link and copy it yourself');
    }
  };

  return (
    <div className="space-y-8">
      <section className="space-y-3">
        <h2 className="text-lg font-semibold">Clock</h2>
        {running ? (
          <form
            className="flex flex-wrap items-center gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              turnedFrom.current = running;
              act('pause', { reason: reason.trim() || tournamentMessages.hostPaused });
            }}
          >
            <Input
              aria-label="Pause reason"
              value={reason}
              maxLength={200}
              onChange={(e) => setReason(e.target.value)}
              className="max-w-xs"
            />
            <Button ref={clockControl} type="submit" disabled={pending}>
              <Pause aria-hidden /> Pause
            </Button>
          </form>
        ) : (
          <Button
            ref={clockControl}
            onClick={() => {
              turnedFrom.current = running;
              act('resume');
            }}
            disabled={pending || !live}
          >
            <Play aria-hidden /> Resume
          </Button>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => act('previous')} disabled={pending || !live}>
            <Rewind aria-hidden /> Previous level
          </Button>
          <Button variant="secondary" onClick={() => act('advance')} disabled={pending || !live}>
            <FastForward aria-hidden /> Advance level
          </Button>
          <Button variant="secondary" onClick={() => act('break')} disabled={pending || !live}>
            <Coffee aria-hidden /> Add 15-minute break
          </Button>
        </div>
      </section>

      <section className="space-y-3">
        <h2 className="text-lg font-semibold">Display on a TV</h2>
        <p className="text-sm text-stone-600">
          Open this secret link on the TV: it shows the clock without signing in. Make a new link to shut out
          the old one.
        </p>
        {tournament.displayUrl ? (
          <div className="flex flex-wrap gap-2">
            <Input
              readOnly
              aria-label="Display link"
              value={tournament.displayUrl}
              className="max-w-md"
              onFocus={(e) => e.target.select()}
            />
            <Button variant="secondary" onClick={() => copy(tournament.displayUrl ?? '')}>
              <Copy aria-hidden /> Copy
            </Button>
            <Button variant="secondary" onClick={() => act('display-link')} disabled={pending}>
              <RefreshCw aria-hidden /> New link
            </Button>
          </div>
        ) : (
          <Button variant="secondary" onClick={() => act('display-link')} disabled={pending}>
            Create display link
          </Button>
        )}
      </section>

      {live && (
        <section className="space-y-3 rounded-xl border border-red-200 p-4">
          <h2 className="text-lg font-semibold text-red-800">End the tournament</h2>
          <p className="text-sm text-stone-600">Finishes it now with the current standings.</p>
          {confirmEnd ? (
            <div className="flex gap-2">
              <Button variant="destructive" onClick={() => act('end')} disabled={pending}>
                <Flag aria-hidden /> Yes, end it
              </Button>
              <Button variant="secondary" onClick={() => setConfirmEnd(false)}>
                Keep playing
              </Button>
            </div>
          ) : (
            <Button variant="destructive" onClick={() => setConfirmEnd(true)}>
              End Tournament
            </Button>
          )}
        </section>
      )}
    </div>
  );
}
