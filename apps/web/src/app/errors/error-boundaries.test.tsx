import { appMessages } from '@pokerhome/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser.ts';
import { mockApi, ok } from '@/test/api-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

let crash = true;
function Fragile() {
  if (crash) throw new Error('render failed');
  return <h1>Recovered</h1>;
}

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  crash = true;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  api = mockApi({ 'POST /api/client-errors': () => ok({ received: true }) });
});
afterEach(() => vi.restoreAllMocks());

describe('error boundaries', () => {
  it('a route that crashes shows the crash screen; Try Again renders it again', async () => {
    const routes: RouteObject[] = [{ path: '/', element: <Fragile />, errorElement: <RouteErrorBoundary /> }];
    renderApp('/', { routes });
    await screen.findByRole('heading', { name: 'Something went wrong' });
    screen.getByText('An unexpected error occurred while loading the application.');
    await waitFor(() => expect(api.calls).toContain('POST /api/client-errors'));
    const report = JSON.parse(String(api.fetchMock.mock.calls[0]![1]?.body));
    expect(report).toMatchObject({ message: 'render failed', kind: 'render' });

    crash = false;
    await userEvent.click(screen.getByRole('button', { name: appMessages.tryAgain }));
    await screen.findByRole('heading', { name: 'Recovered' });
  });

  it('the top-level boundary catches crashes outside the router; Reload Page reloads', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );
    screen.getByRole('heading', { name: appMessages.crashTitle });
    await userEvent.click(screen.getByRole('button', { name: appMessages.reloadPage }));
    expect(reload).toHaveBeenCalledOnce();
    crash = false;
    await userEvent.click(screen.getByRole('button', { name: appMessages.tryAgain }));
    screen.getByRole('heading', { name: 'Recovered' });
  });
});
