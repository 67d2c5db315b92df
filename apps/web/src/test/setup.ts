import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// The whole suite runs at once (server, browser and component tests): on a busy machine a lazy route
// can take more than the default second to appear. Waits still end as soon as the element shows.
configure({ asyncUtilTimeout: 10_000 });

// The browser holds the server's "may be signed in" cookie, as after any sign-in, so the page asks
// `GET /auth/me` and each test's mocked answer decides (lib/session-hint.ts); the
// tests of a browser without it clear it.
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = 'ph_in=1; path=/';
});

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
