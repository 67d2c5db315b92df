import type { Contact } from '../schemas/players/index.ts';

/**
 * The figures of a contact just added, before any game together: what the server answers and
 * what the web app's tests stand a fresh contact on, so the two cannot drift apart.
 */
export const newContactFigures = {
  totalGamesPlayed: 0,
  lastGameDate: null,
  averageRSVPResponse: null,
  reliabilityScore: 100,
  preferredGameTypes: [],
  notes: '',
  tags: [],
} as const satisfies Partial<Contact>;
