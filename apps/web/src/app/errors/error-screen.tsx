import { appMessages } from '@pokerhome/domain';
import type { ReactNode } from 'react';
import { TriangleAlertIcon } from '@/components/frame-icons.tsx';
import { Button } from '@/components/ui/button.tsx';

/** The crash screen (docs/operations.md): title, explanation, Try Again and Reload Page. */
export function ErrorScreen({
  text,
  onTryAgain,
  onReload,
  status,
}: {
  text: string;
  onTryAgain: () => void;
  onReload: () => void;
  /** A live line under the text, e.g. the automatic reload in progress. */
  status?: ReactNode;
}) {
  return (
    <main className="bg-felt flex min-h-dvh items-center justify-center p-4">
      <div role="alert" className="w-full max-w-md rounded-xl bg-white p-8 text-center shadow-xl">
        <TriangleAlertIcon aria-hidden className="mx-auto size-12 text-chip-500" />
        <h1 className="mt-4 text-2xl font-bold text-stone-900">{appMessages.crashTitle}</h1>
        <p className="mt-2 text-stone-600">{text}</p>
        {status ? (
          <p aria-live="polite" className="mt-3 text-sm text-stone-500">
            {status}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={onTryAgain}>{appMessages.tryAgain}</Button>
          <Button variant="secondary" onClick={onReload}>
            {appMessages.reloadPage}
          </Button>
        </div>
      </div>
    </main>
  );
}
