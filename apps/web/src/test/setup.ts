import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The whole suite runs at once (server, browser and component tests): on a busy machine a lazy route
// can take more than the default second to appear. Waits still end as soon as the element shows.
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

// jsdom lacks these; the router's scroll restoration and the toaster call them.
window.scrollTo = () => undefined;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
