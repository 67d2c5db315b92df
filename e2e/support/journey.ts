import { useBrowserPage, useOtherScreens } from './browser.ts';
import { useTestServer } from './server.ts';

/**
 * A journey followed live on more than one screen: its own server, the host's browser page, and
 * `screen(viewport)` for the others (a player's phone, the TV), all set up and closed with the file.
 */
export function useLiveJourney() {
  return { server: useTestServer(), browser: useBrowserPage(), screen: useOtherScreens() };
}
