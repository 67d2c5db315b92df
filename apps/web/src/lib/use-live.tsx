import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { createLiveFeed, type LiveFeed, type LiveStatus } from './live-feed.ts';

const LiveFeedContext = createContext<LiveFeed | null>(null);

/** The signed-in pages' one live socket (lib/live-feed.ts), open while they are. */
export function LiveFeedProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [feed] = useState(() => createLiveFeed(queryClient));
  useEffect(() => {
    feed.start();
    return () => feed.stop();
  }, [feed]);
  return <LiveFeedContext.Provider value={feed}>{children}</LiveFeedContext.Provider>;
}

/**
 * A screen follows the scopes it shows (`liveScopes` from the domain): when one changes, the
 * queries under `keys` are read again. Scopes that are undefined (not known yet) are left out.
 * Outside the provider (a page shown signed out) it does nothing.
 */
export function useLive(scopes: ReadonlyArray<string | undefined | false>, keys: readonly QueryKey[]) {
  const feed = useContext(LiveFeedContext);
  const wanted = scopes.filter((s): s is string => typeof s === 'string');
  const scopesId = wanted.join(' ');
  const keysId = JSON.stringify(keys);
  // The ids stand for the arrays' contents: a new array with the same scopes does not resubscribe.
  useEffect(() => {
    if (!feed || scopesId === '') return;
    return feed.follow({ scopes: scopesId.split(' '), keys: JSON.parse(keysId) as QueryKey[] });
  }, [feed, scopesId, keysId]);
}

/** The live socket's state, for the banner; `live` outside the provider. */
export function useLiveStatus(): { status: LiveStatus; following: boolean } {
  const feed = useContext(LiveFeedContext);
  const state = useSyncExternalStore(
    (listener) => feed?.onStatus(listener) ?? (() => undefined),
    () => (feed ? `${feed.status()} ${feed.following()}` : 'live false'),
  );
  const [status, following] = state.split(' ') as [LiveStatus, string];
  return { status, following: following === 'true' };
}
