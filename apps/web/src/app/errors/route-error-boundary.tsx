import { appMessages } from '@pokerhome/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { browser } from '@/lib/browser.ts';
import {
  handleChunkLoadError,
  isChunkLoadError,
  reloadWithFreshAttempts,
  useChunkReloadState,
} from './chunk-reload.ts';
import { ErrorScreen } from './error-screen.tsx';
import { reportClientError } from './report-client-error.ts';

/** The router's errorElement: render crashes and failed lazy routes end here. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const chunkError = isChunkLoadError(error);
  const reload = useChunkReloadState();

  useEffect(() => {
    if (chunkError) handleChunkLoadError();
    else console.error(error);
    reportClientError(error, chunkError ? 'chunk-load' : 'render');
  }, [error, chunkError]);

  if (chunkError) {
    return (
      <ErrorScreen
        text={appMessages.chunkText}
        // The browser remembers a failed module import until the page is reloaded, so trying
        // again means reloading, with a fresh set of automatic attempts.
        onTryAgain={reloadWithFreshAttempts}
        onReload={() => browser.reload()}
        status={
          reload.phase === 'reloading'
            ? `Reloading automatically (attempt ${reload.attempt} of 3)…`
            : undefined
        }
      />
    );
  }
  return (
    <ErrorScreen
      text={appMessages.crashText}
      // Navigating to the same place clears the router's error and renders the route again.
      onTryAgain={() => void navigate(location, { replace: true })}
      onReload={() => browser.reload()}
    />
  );
}
