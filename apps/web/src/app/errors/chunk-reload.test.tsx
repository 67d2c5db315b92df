import { appMessages } from '@pokerhome/domain';
import { act, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser.ts';
import { mockApi, ok } from '@/test/api-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { RootLayout } from '../layouts/root-layout.tsx';
import { installPreloadErrorListener, resetChunkReloadPageState } from './chunk-reload.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/games-list-x1.js');

function GamesPage() {
  return <h1>Games</h1>;
}

function routesWhereGamesChunk(loads: boolean): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <p>Loading</p>,
      children: [
        {
          path: 'games',
          lazy: async () => {
            if (!loads) throw chunkError();
            return { Component: GamesPage };
          },
        },
      ],
    },
  ];
}

let reload: ReturnType<typeof vi.spyOn>;

/** One page load: module state starts afresh, sessionStorage carries over (as in a real reload). */
async function loadPage(chunkLoads: boolean) {
  resetChunkReloadPageState();
  const view = renderApp('/games', { routes: routesWhereGamesChunk(chunkLoads) });
  await act(() => vi.advanceTimersByTimeAsync(0));
  return view;
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  vi.useFakeTimers();
  reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  mockApi({ 'POST /api/client-errors': () => ok({ received: true }) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetChunkReloadPageState();
});

describe('chunk reload rule', () => {
  it('reloads after 1, 2 then 3 seconds, then shows the Loading Problem overlay', async () => {
    for (const [attempt, delay] of [1_000, 2_000, 3_000].entries()) {
      const view = await loadPage(false);
      screen.getByText(appMessages.chunkText);
      screen.getByText(`Reloading automatically (attempt ${attempt + 1} of 3)…`);
      await advance(delay - 1);
      expect(reload).toHaveBeenCalledTimes(attempt);
      await advance(1);
      expect(reload).toHaveBeenCalledTimes(attempt + 1);
      view.unmount();
    }

    await loadPage(false);
    const overlay = screen.getByRole('alertdialog', { name: appMessages.loadingProblemTitle });
    expect(overlay.textContent).toContain(
      'Unable to load application resources. This can happen on slower connections or older browsers.',
    );
    await advance(10_000);
    expect(reload).toHaveBeenCalledTimes(3);
    act(() => within(overlay).getByRole('button', { name: appMessages.reloadPage }).click());
    expect(reload).toHaveBeenCalledTimes(4);
  });

  it('starts counting afresh once a page has loaded', async () => {
    (await loadPage(false)).unmount();
    await advance(1_000);
    (await loadPage(false)).unmount();
    await advance(2_000);
    expect(reload).toHaveBeenCalledTimes(2);

    const loaded = await loadPage(true);
    screen.getByRole('heading', { name: 'Games' });
    loaded.unmount();

    await loadPage(false);
    await advance(999);
    expect(reload).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it("handles Vite's preload error event once, with the same schedule", async () => {
    const uninstall = installPreloadErrorListener();
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    uninstall();
    expect(event.defaultPrevented).toBe(true);
    await advance(1_000);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('Try Again reloads now with fresh automatic attempts', async () => {
    for (let i = 0; i < 3; i += 1) {
      (await loadPage(false)).unmount();
      await advance(3_000);
    }
    await loadPage(false);
    screen.getByRole('alertdialog');
    act(() => screen.getAllByRole('button', { name: appMessages.tryAgain })[0]!.click());
    expect(reload).toHaveBeenCalledTimes(4);
    expect(window.sessionStorage.length).toBe(0);
  });
});
