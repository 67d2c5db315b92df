import { Spinner } from '@/components/ui/spinner.tsx';

/** Shown while the first page's code arrives. */
export function PageLoading() {
  return (
    <main className="flex min-h-dvh items-center justify-center text-stone-700">
      <Spinner label="Loading…" showLabel />
    </main>
  );
}
