import type { Tournament } from '@pokerhome/domain';

/**
 * The TV's link as the host's screen shows it (decision 0038): on PUBLIC_URL when the server has
 * one, otherwise on the address this browser reached the server by. A host who opened the laptop's
 * address from a phone on the Wi-Fi gets a link the TV on the same Wi-Fi can open too.
 */
export function displayLinkOf(tournament: Pick<Tournament, 'displayUrl' | 'displayUrlIsPublic'>) {
  if (!tournament.displayUrl) return null;
  if (tournament.displayUrlIsPublic) return tournament.displayUrl;
  return `${window.location.origin}${new URL(tournament.displayUrl).pathname}`;
}

/** Where a TV types the short code: /tv on the same address. */
export const codePageUrl = () => `${window.location.origin}/tv`;
