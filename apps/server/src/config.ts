import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = (protocols: string[], label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must be a ${label} URL (${protocols.join(' or ')}...)`,
    });

/**
 * `true` would believe whatever X-Forwarded-For a client sends, so one client could pose as many
 * and step around every per-IP limit (docs/operations.md): say which proxies to believe instead.
 */
const trustProxyHelp =
  'must be a hop count (e.g. 1) or a list of proxy addresses or CIDRs (e.g. 127.0.0.1,10.0.0.0/8); ' +
  '"true" would believe any X-Forwarded-For a client sends';
const proxyNames = ['loopback', 'linklocal', 'uniquelocal'];
const proxyList = (v: string) => v.split(',').map((p) => p.trim());
function isProxyAddress(entry: string) {
  if (proxyNames.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
function parseTrustProxy(v: string): TrustProxy {
  if (v === 'false' || v === '' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return proxyList(v);
}
/** What Fastify's `trustProxy` gets: nothing, a number of hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z
    .string()
    .default('3000')
    .refine((v) => /^\d+$/.test(v) && Number(v) <= 65535, {
      message: 'must be a whole number from 0 to 65535',
    })
    .transform(Number),
  /**
   * Loopback unless told otherwise: a server only this machine can reach until the operator opens it
   * up (HOST=0.0.0.0 in a container or behind a load balancer; docs/security.md, "Default bind").
   */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://'], 'PostgreSQL'),
  REDIS_URL: optionalUrl(['redis://', 'rediss://'], 'Redis'),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://'], 'SMTP'),
  MAIL_FROM: z.string().min(3).default('PokerHome <no-reply@pokerhome.local>'),
  OPERATOR_EMAIL: z.email({ message: 'must be an e-mail address' }).default('operator@pokerhome.local'),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://poker.example.com' }).optional(),
  SESSION_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  API_DOCS: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
  /** Remembered read answers (docs/read-cache.md): on unless set to off, e.g. to compare. */
  READ_CACHE: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  /**
   * Names this deployment's keys and channels in Redis, so two deployments (or two test servers)
   * sharing one Redis never see each other's events, revocations or rate-limit counters.
   */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, { message: 'must be 1 to 40 lower-case letters, digits or dashes' })
    .optional(),
  /**
   * `fast-for-tests` hashes new passwords with a tiny argon2id cost: only the test harness sets it,
   * and it is refused outside NODE_ENV=test (docs/security.md, "Accounts and sessions").
   */
  PASSWORD_HASHING: z
    .enum(['standard', 'fast-for-tests'], { message: 'must be standard or fast-for-tests' })
    .default('standard'),
  /** How often an idle server looks for due jobs (reminders); 0 turns the worker off. */
  JOB_POLL_MS: z
    .string()
    .default('5000')
    .refine((v) => /^\d+$/.test(v), { message: 'must be a whole number of milliseconds' })
    .transform(Number),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .refine((v) => v === 'false' || v === '' || /^\d+$/.test(v) || proxyList(v).every(isProxyAddress), {
      message: trustProxyHelp,
    })
    .transform(parseTrustProxy),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  operatorEmail: string;
  /** Where links in e-mails point: PUBLIC_URL, or else this machine's own address (decision 0038). */
  publicUrl: string;
  /** PUBLIC_URL was given: the host's screens show the TV's link on it, not on their own address. */
  publicUrlSet: boolean;
  sessionSecret: string;
  logLevel: string;
  webDistDir: string | undefined;
  trustProxy: TrustProxy;
  /** Swagger UI at /api/docs and the description at /api/openapi.json (off in production unless API_DOCS=true). */
  apiDocs: boolean;
  jobPollMs: number;
  /** Read answers remembered per instance and checked against the database's change log. */
  readCache: boolean;
  /** Prefix of this deployment's Redis keys and channels; undefined keeps the libraries' defaults. */
  redisKeyPrefix: string | undefined;
  passwordHashing: 'standard' | 'fast-for-tests';
  version: string;
};

export class ConfigError extends Error {}

/**
 * Reads and validates the environment. A bad value throws a ConfigError whose message is one line
 * naming the variable, so start-up can print it and stop.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, version = '0.0.0'): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const got = env[name] === undefined ? '' : ` (got "${String(env[name]).slice(0, 60)}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${got}`);
  }
  const e = parsed.data;
  if (e.PASSWORD_HASHING === 'fast-for-tests' && e.NODE_ENV !== 'test') {
    throw new ConfigError(
      'Invalid configuration: PASSWORD_HASHING fast-for-tests is only accepted with NODE_ENV=test',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    operatorEmail: e.OPERATOR_EMAIL,
    publicUrl: (e.PUBLIC_URL ?? defaultPublicUrl(e.HOST, e.PORT, networkInterfaces())).replace(/\/$/, ''),
    publicUrlSet: e.PUBLIC_URL !== undefined,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    trustProxy: e.TRUST_PROXY,
    apiDocs: e.API_DOCS === undefined ? e.NODE_ENV !== 'production' : e.API_DOCS === 'true',
    jobPollMs: e.JOB_POLL_MS,
    readCache: e.READ_CACHE === 'on',
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    passwordHashing: e.PASSWORD_HASHING,
    version,
  };
}

/**
 * The links' address without PUBLIC_URL (decision 0038): on HOST=0.0.0.0 (or ::) the machine's
 * first network address, which the phones on the same Wi-Fi can open; on another listening address,
 * that one; on the default 127.0.0.1, localhost. Never the Host header of a request: a forged one
 * would put an attacker's address in someone's reset mail.
 */
export function defaultPublicUrl(
  host: string,
  port: number,
  interfaces: ReturnType<typeof networkInterfaces>,
): string {
  const loopback = host === '127.0.0.1' || host === '::1' || host === 'localhost';
  if (loopback) return `http://localhost:${port}`;
  if (host !== '0.0.0.0' && host !== '::') {
    return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  }
  const lan = Object.values(interfaces)
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal);
  return lan ? `http://${lan.address}:${port}` : `http://localhost:${port}`;
}

/** A secret generated on first start and kept in DATA_DIR, so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
