import { appMessages } from '@pokerhome/domain';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { browser } from '@/lib/browser.ts';
import { handleChunkLoadError, isChunkLoadError, reloadWithFreshAttempts } from './chunk-reload.ts';
import { ErrorScreen } from './error-screen.tsx';
import { reportClientError } from './report-client-error.ts';

type State = { error: unknown; hasError: boolean };

/**
 * The last line of defence around the providers and the router: a crash outside any route
 * (a provider, the router itself) still gets the crash screen instead of a blank page.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    const chunkError = isChunkLoadError(error);
    if (chunkError) handleChunkLoadError();
    else console.error(error, info.componentStack);
    reportClientError(error, chunkError ? 'chunk-load' : 'render');
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    const chunkError = isChunkLoadError(this.state.error);
    return (
      <ErrorScreen
        text={chunkError ? appMessages.chunkText : appMessages.crashText}
        onTryAgain={
          chunkError ? reloadWithFreshAttempts : () => this.setState({ error: undefined, hasError: false })
        }
        onReload={() => browser.reload()}
      />
    );
  }
}
