import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * A configured service that start-up could not reach. Its message is one line naming the service,
 * where it was looked for, the variable that points there and why it failed; never the password.
 */
export class ServiceUnreachableError extends Error {}

const probeTimeoutMs = 5_000;

/**
 * Start-up probes every configured external service before migrating, so a wrong DATABASE_URL or
 * REDIS_URL stops the server with one clear line instead of a failed migration query or a stack
 * trace from a client that keeps retrying in the background.
 */
export async function ensureServicesReachable(urls: { databaseUrl?: string; redisUrl?: string }) {
  if (urls.databaseUrl) await probePostgres(urls.databaseUrl);
  if (urls.redisUrl) await probeRedis(urls.redisUrl);
}

async function probePostgres(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: probeTimeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new ServiceUnreachableError(
      `Cannot reach PostgreSQL at ${where(url, 5432)} (DATABASE_URL): ${describeConnectionError(error)}`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function probeRedis(url: string) {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: probeTimeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  let lastError: unknown;
  redis.on('error', (error) => {
    lastError = error;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new ServiceUnreachableError(
      `Cannot reach Redis at ${where(url, 6379)} (REDIS_URL): ${describeConnectionError(lastError ?? error)}`,
    );
  } finally {
    redis.disconnect();
  }
}

function where(url: string, defaultPort: number): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || 'localhost'}:${parsed.port || defaultPort}`;
  } catch {
    return 'an unreadable address';
  }
}

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** Words an operator can act on, for the usual ways a connection fails. */
export function describeConnectionError(error: unknown): string {
  const e = unwrap(error);
  const code = typeof e?.code === 'string' ? e.code : undefined;
  const message = typeof e?.message === 'string' ? e.message : String(error);
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host not found';
    case 'ETIMEDOUT':
      return 'connection timed out';
    case 'ECONNRESET':
    case 'EPIPE':
      return 'connection reset';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'host unreachable';
    case '28P01':
    case '28000':
      return 'authentication failed (check the user and password)';
    case '3D000':
      return message;
    case '57P03':
      return 'the database is starting up or shutting down';
  }
  if (/timeout/i.test(message)) return 'connection timed out';
  if (/WRONGPASS|NOAUTH|invalid password|invalid username/i.test(message)) {
    return 'authentication failed (check the user and password)';
  }
  return message.split('\n')[0]!.slice(0, 200);
}

/** Node reports a refused dual-stack connect as an AggregateError; drivers wrap the socket error. */
function unwrap(error: unknown): ErrorLike | undefined {
  let e = error as ErrorLike | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string') return e;
    if (Array.isArray(e.errors) && e.errors.length > 0) e = e.errors[0] as ErrorLike;
    else if (e.cause) e = e.cause as ErrorLike;
    else break;
  }
  return e;
}

// Node socket errors, and PostgreSQL's connection-exception class (08), admin/crash shutdown and
// "cannot connect now" (57P0x), too many connections (53300).
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const unavailableMessages =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable|Cannot use a pool after calling end/i;

/**
 * Whether a failure means the database could not be reached (it went away, restarted, or refused
 * new connections), as opposed to a query that failed on a working database. Drizzle wraps the
 * driver's error, so the whole cause chain is looked at.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let e = error as ErrorLike | undefined;
  for (let depth = 0; e && depth < 5; depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (unavailableCodes.has(code) || code.startsWith('08')) return true;
    if (typeof e.message === 'string' && unavailableMessages.test(e.message)) return true;
    if (Array.isArray(e.errors) && e.errors.length > 0) e = e.errors[0] as ErrorLike;
    else e = e.cause as ErrorLike | undefined;
  }
  return false;
}
