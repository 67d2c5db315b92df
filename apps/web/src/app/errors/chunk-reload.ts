import { limits } from '@pokerhome/domain';
import { useSyncExternalStore } from 'react';
import { browser } from '@/lib/browser.ts';

/**
 * The chunk reload rule (docs/operations.md): when a code-split chunk fails to load, reload the
 * page automatically up to 3 times, waiting 1, 2 then 3 seconds; then show the Loading Problem
 * overlay. The attempt count survives the reloads in sessionStorage and is cleared once a page
 * has loaded completely, so a later, unrelated failure gets its own three attempts.
 */
const storageKey = 'pokerhome:chunk-reload-attempts';

export type ChunkReloadState =
  | { phase: 'idle' }
  | { phase: 'reloading'; attempt: number; delayMs: number }
  | { phase: 'exhausted' };

let state: ChunkReloadState = { phase: 'idle' };
const listeners = new Set<() => void>();

function setState(next: ChunkReloadState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Attempts made so far, or null when sessionStorage is unusable (blocked, private mode). */
function readAttempts(): number | null {
  try {
    const stored = Number(window.sessionStorage.getItem(storageKey) ?? '0');
    return Number.isInteger(stored) && stored >= 0 ? stored : 0;
  } catch {
    return null;
  }
}

export function handleChunkLoadError(): void {
  // One failure often surfaces twice (vite:preloadError and the route's error): act once per page.
  if (state.phase !== 'idle') return;
  const attempts = readAttempts();
  const delayMs = attempts === null ? undefined : limits.chunkReloadDelaysMs[attempts];
  // Without storage the count would restart on every reload and loop forever: ask the user instead.
  if (attempts === null || delayMs === undefined) {
    setState({ phase: 'exhausted' });
    return;
  }
  window.sessionStorage.setItem(storageKey, String(attempts + 1));
  setState({ phase: 'reloading', attempt: attempts + 1, delayMs });
  setTimeout(() => browser.reload(), delayMs);
}

/** Called when a page has rendered with all its chunks: the next failure starts from zero. */
export function markPageLoaded(): void {
  try {
    window.sessionStorage.removeItem(storageKey);
  } catch {
    // Storage unusable: nothing was counted either.
  }
}

/** A user-chosen retry after the automatic ones: fresh attempts, then reload now. */
export function reloadWithFreshAttempts(): void {
  markPageLoaded();
  browser.reload();
}

const chunkErrorPattern =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || chunkErrorPattern.test(error.message);
}

/** Vite reports a failed preload of a chunk's dependencies with this event (vite:preloadError). */
export function installPreloadErrorListener(): () => void {
  const onPreloadError = (event: Event) => {
    // Handled here; without preventDefault Vite rethrows and the same failure is reported twice.
    event.preventDefault();
    handleChunkLoadError();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}

export function useChunkReloadState(): ChunkReloadState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

/** Tests simulate a page reload: module state is per page, sessionStorage is per tab. */
export function resetChunkReloadPageState(): void {
  state = { phase: 'idle' };
}
