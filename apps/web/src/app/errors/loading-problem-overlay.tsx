import { appMessages } from '@pokerhome/domain';
import { WifiOffIcon } from '@/components/frame-icons.tsx';
import { Button } from '@/components/ui/button.tsx';
import { browser } from '@/lib/browser.ts';
import { useChunkReloadState } from './chunk-reload.ts';

/** Shown once the automatic reloads are used up (docs/operations.md): the user decides what next. */
export function LoadingProblemOverlay() {
  const state = useChunkReloadState();
  if (state.phase !== 'exhausted') return null;
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="loading-problem-title"
      aria-describedby="loading-problem-text"
      className="fixed inset-0 z-[100] flex items-center justify-center bg-felt-950/80 p-4 backdrop-blur-sm"
    >
      <div className="w-full max-w-md rounded-xl bg-white p-8 text-center shadow-2xl">
        <WifiOffIcon aria-hidden className="mx-auto size-12 text-chip-500" />
        <h2 id="loading-problem-title" className="mt-4 text-2xl font-bold text-stone-900">
          {appMessages.loadingProblemTitle}
        </h2>
        <p id="loading-problem-text" className="mt-2 text-stone-600">
          {appMessages.loadingProblemText}
        </p>
        {/* The overlay blocks the page: focus goes to its only action. */}
        <Button className="mt-6" autoFocus onClick={() => browser.reload()}>
          {appMessages.reloadPage}
        </Button>
      </div>
    </div>
  );
}
