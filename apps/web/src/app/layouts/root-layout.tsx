import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { markPageLoaded } from '../errors/chunk-reload.ts';

/**
 * The root route. The router renders it only once every lazy chunk of the matched routes has
 * loaded, which makes its mount the "page loaded successfully" moment of the chunk reload rule.
 */
export function RootLayout() {
  const navigation = useNavigation();
  useEffect(() => {
    markPageLoaded();
  }, []);
  return (
    <>
      <ScrollRestoration />
      {/* The current page stays while the next one's chunk loads; this bar says something is happening. */}
      {navigation.state === 'loading' ? (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-50 h-1 bg-chip-400 motion-safe:animate-pulse"
        />
      ) : null}
      <Outlet />
    </>
  );
}
