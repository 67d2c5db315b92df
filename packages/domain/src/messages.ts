/**
 * Texts quoted from the specification, in one place so server and web say the same words.
 * Feature-specific validation messages live beside their schemas.
 */
export const transportMessages = {
  generic: 'An unexpected error occurred',
  apiRequestFailed: 'API request failed',
  fetchFailed: 'Failed to fetch data',
  unauthorized: 'Authentication failed. Please log in again.',
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'The requested resource was not found.',
  server: 'Server error. Please try again later.',
  otherStatus: (status: number) => `Request failed with status: ${status}`,
  network: 'Network connection failed. Please check your internet connection and try again.',
  /** A change tried while the device is offline: refused, not queued (docs/offline.md). */
  offline: "You're offline: this change was not saved. Try again when you're back online.",
  /** A change the device sent but the server never answered: it is down or out of reach (docs/offline.md). */
  serverUnreachable: "Couldn't reach the PokerHome server: this change was not saved. Try again in a moment.",
  timeout: 'Request timed out after 30 seconds. Please try again.',
  tokenRefreshFailed: 'Token refresh failed',
  healthCheckFailed: 'Health check failed',
} as const;

export const appMessages = {
  authenticating: 'Authenticating...',
  /** Opened with no way to the server and no stored copy of the session (docs/offline.md, "Starting offline"). */
  startOfflineTitle: "You're offline",
  startOfflineText:
    'This device has no saved copy of your PokerHome data yet: open the app once with a connection, and it opens offline after that.',
  startServerDownTitle: "Can't reach the PokerHome server",
  startServerDownText: 'Your device is online, but the server does not answer. It may be restarting.',
  crashTitle: 'Something went wrong',
  crashText: 'An unexpected error occurred while loading the application.',
  chunkText: 'Failed to load application resources. This sometimes happens on slower connections.',
  loadingProblemTitle: 'Loading Problem',
  loadingProblemText:
    'Unable to load application resources. This can happen on slower connections or older browsers.',
  tryAgain: 'Try Again',
  reloadPage: 'Reload Page',
} as const;

/** Server-side messages the spec leaves to us (decided in docs/api.md). */
export const serverMessages = {
  invalidInput: 'Some fields are invalid',
  payloadTooLarge: 'The request is too large',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  unavailable: 'The service is shutting down or temporarily unavailable. Please try again shortly.',
  routeNotFound: 'The requested resource was not found.',
  databaseUnavailable: 'The database is unavailable right now. Please try again in a moment.',
  methodNotAllowed: 'This address does not accept that method.',
  uriTooLong: 'The address is too long.',
  unsupportedMediaType: 'The request body must be JSON.',
  unknownQueryParameter: 'Unknown query parameter',
} as const;

/** The answers of the Idempotency-Key header (docs/api.md, "Safe retries"). */
export const idempotencyMessages = {
  invalidKey: 'The Idempotency-Key must be 1 to 255 visible characters',
  keyReused: 'This Idempotency-Key was already used for a different request',
  inFlight: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
  answerLost: 'This action was already carried out, but its answer was lost. Reload to see it.',
} as const;
