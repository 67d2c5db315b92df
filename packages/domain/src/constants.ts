/** The product's name, shown in titles, headers and e-mails. */
export const productName = 'PokerHome';

/** Business constants and limits. */
export const limits = {
  requestTimeoutMs: 30_000,
  queryStaleTimeMs: 5 * 60_000,
  queryMaxRetries: 3,
  chunkReloadDelaysMs: [1_000, 2_000, 3_000],
  statusRefreshMs: 30_000,
  noticeAutoDismissMs: 5_000,
  inviteDialogCloseMs: 2_000,
  inviteMessageMax: 500,
  bulkParticipantsMax: 100,
  nameMax: 50,
  passwordMin: 8,
  passwordMax: 128,
  searchMinChars: 2,
  suggestionsMax: 10,
  recentContactsKept: 10,
  recentContactsShown: 5,
  topPlayersShown: 5,
  minPlayersToStartTournament: 2,
  breakMinutes: 15,
  /** The host's "add time" on the clock view adds this many minutes to the level or break. */
  addTimeMinutes: 1,
  maxPlayersPerTable: 9,
  clockPollingMs: 1_000,
  lowTimeWarningMs: 60_000,
  socketReconnectionAttempts: 5,
  socketReconnectionDelayMs: 2_000,
  socketTimeoutMs: 10_000,
} as const;

export const currencies = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
export type Currency = (typeof currencies)[number];
export const copyrightYear = 2024;
