import { formatDisplayCode } from '@pokerhome/domain';
import { Tv } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { codePageUrl, displayLinkOf } from '../utils/display-link.ts';
import type { HostPanelProps } from './host-panel.ts';

const DisplayQr = lazy(() => import('./display-qr.tsx'));

/**
 * Getting the clock on the wall from the host's clock view (docs/tournament.md, "Getting the TV
 * up"): a QR code of the TV's link for a TV or casting phone with a camera, and the short code for
 * a TV's browser, typed at /tv with the remote. A tournament started before codes existed offers a
 * new link, which brings one.
 */
export function TvLinkCard({ tournament, act, pending }: HostPanelProps) {
  const link = displayLinkOf(tournament);
  return (
    <Card className="space-y-3 p-4">
      <h2 className="flex items-center gap-2 font-semibold">
        <Tv aria-hidden className="size-5 text-felt-700" /> Put the clock on the TV
      </h2>
      {link && tournament.displayCode ? (
        <>
          <div className="mx-auto aspect-square w-40">
            <Suspense fallback={<div className="size-full bg-stone-100" />}>
              <DisplayQr url={link} label="QR code of the TV's display link" />
            </Suspense>
          </div>
          <p className="text-sm text-stone-700">
            On the TV, open <strong className="break-all">{codePageUrl()}</strong> and type
          </p>
          <p className="text-center font-mono text-3xl font-bold tracking-widest" data-testid="display-code">
            {formatDisplayCode(tournament.displayCode)}
          </p>
          <p className="text-xs text-stone-600">
            or scan the code with the TV’s or a casting phone’s camera.
          </p>
        </>
      ) : (
        <Button variant="secondary" onClick={() => act('display-link')} disabled={pending}>
          Make a TV link and code
        </Button>
      )}
    </Card>
  );
}
