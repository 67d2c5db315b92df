import { apiCacheName } from './offline-cache.ts';

/*
 * What this browser keeps of the signed-in user (docs/offline.md, "Forgetting the user"): the
 * service worker's stored API answers, when the server last answered, the people recently picked
 * in a search, and the new-game wizard's draft. Forgotten at sign-out, at account deletion and
 * whenever the server answers that the session is gone, so the next person on the device cannot
 * read them, offline or not. Kept in the first chunk: the request function forgets on a lost session.
 */
export const deviceDataKeys = {
  /** localStorage: when the server last answered (lib/connection.ts). */
  lastReached: 'pokerhome.lastReached',
  /** localStorage: people recently picked in a search (features/players). */
  recentContacts: 'pokerhome.recentContacts',
  /** sessionStorage: the new-game wizard's draft (features/game-wizard). */
  wizardDraft: 'pokerhome:game-wizard',
} as const;

function remove(storage: () => Storage | undefined, key: string) {
  try {
    storage()?.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept there.
  }
}

export async function forgetDeviceData(): Promise<void> {
  remove(() => globalThis.localStorage, deviceDataKeys.lastReached);
  remove(() => globalThis.localStorage, deviceDataKeys.recentContacts);
  remove(() => globalThis.sessionStorage, deviceDataKeys.wizardDraft);
  await globalThis.caches?.delete(apiCacheName).catch(() => false);
}
