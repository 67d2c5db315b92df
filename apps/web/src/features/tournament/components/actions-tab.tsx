import { Copy, Flag, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { copyWithToast } from '@/lib/clipboard.ts';
import { displayLinkOf } from '../utils/display-link.ts';
import type { HostPanelProps } from './host-panel.ts';

/**
 * Host: what is not on the clock view, the TV's display link and ending the tournament early. The
 * clock's own controls (pause, levels, break, add time, undo) sit under the clock (clock-controls.tsx).
 */
export function ActionsTab({ tournament, act, pending }: HostPanelProps) {
  const [confirmEnd, setConfirmEnd] = useState(false);
  const live = tournament.status === 'active' || tournament.status === 'paused';

  const link = displayLinkOf(tournament);
  const copy = (url: string) =>
    copyWithToast(url, {
      copied: 'Display link copied',
      failed: 'Copy failed: select the link and copy it yourself',
    });

  return (
    <div className="space-y-8">
      <section className="space-y-3">
        <h2 className="text-lg font-semibold">Display on a TV</h2>
        <p className="text-sm text-stone-600">
          Open this secret link on the TV: it shows the clock without signing in. Make a new link to shut out
          the old one.
        </p>
        {link ? (
          <div className="flex flex-wrap gap-2">
            <Input
              readOnly
              aria-label="Display link"
              value={link}
              className="max-w-md"
              onFocus={(e) => e.target.select()}
            />
            <Button variant="secondary" onClick={() => copy(link)}>
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
