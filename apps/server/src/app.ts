import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { healthServiceNames } from '@pokerhome/domain';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authFeature } from './features/auth/index.ts';
import { clientErrorRoutes } from './features/client-errors/index.ts';
import { dashboardRoutes } from './features/dashboard/index.ts';
import { gamesFeature, sharePreviewHead } from './features/games/index.ts';
import { healthRoutes } from './features/health/index.ts';
import { leaguesFeature } from './features/leagues/index.ts';
import { ledgerFeature } from './features/ledger/index.ts';
import { liveFeature } from './features/live/index.ts';
import { mailOutboxRoutes } from './features/mail-outbox/index.ts';
import { playersFeature } from './features/players/index.ts';
import { reachFeature } from './features/reach/index.ts';
import { seriesFeature } from './features/series/index.ts';
import { siteRoutes } from './features/site/index.ts';
import { templatesFeature } from './features/templates/index.ts';
import { tournamentsFeature } from './features/tournaments/index.ts';
import { createMailer } from './lib/mail.ts';
import { createMailStop } from './lib/mail-stop.ts';
import { usePasswordHashing } from './lib/password.ts';
import { validatorCompiler } from './lib/validator-compiler.ts';
import { authenticatePlugin } from './plugins/authenticate.ts';
import { changeFeedPlugin } from './plugins/change-feed.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { corePlugin } from './plugins/core.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { errorHandlerPlugin, frameworkErrorHandler } from './plugins/error-handler.ts';
import { healthPlugin } from './plugins/health.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { readCachePlugin } from './plugins/read-cache.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { socketIoPlugin } from './plugins/socket-io.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { serverRoot } from './server-root.ts';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
};

const defaultWebDist = path.resolve(serverRoot, '../web/dist');
const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Fastify reads a bare number as "trust nobody" (it cannot check the peer), so a hop count is given
 * as proxy-addr's own rule: the socket peer and the next `hops - 1` addresses are proxies.
 */
const trustProxyOption = (trust: Config['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** The features that take no options, registered in this order after the health routes. */
const features = [
  clientErrorRoutes,
  authFeature,
  gamesFeature,
  dashboardRoutes,
  playersFeature,
  siteRoutes,
  templatesFeature,
  tournamentsFeature,
  ledgerFeature,
  reachFeature,
  seriesFeature,
  leaguesFeature,
  liveFeature,
  mailOutboxRoutes,
];

/** Builds the whole application without listening, so tests can inject or listen on port 0. */
export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  // A process-wide setting: the cost of new password hashes (config refuses the test cost elsewhere).
  usePasswordHashing(config.passwordHashing);
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'],
        censor: '[redacted]',
      },
      // In production the log is written in 4 KB batches off the request's path (flushed at
      // exit), not one write per line (docs/performance.md, "Request log").
      ...(config.env === 'production'
        ? { stream: pino.destination({ dest: 1, sync: false, minLength: 4096 }) }
        : {}),
    },
    // Every log line of a request carries its id; a caller's X-Request-Id is kept when well-formed.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
    },
    // One line per request (the onResponse hook below) instead of Fastify's two.
    logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: true }),
    bodyLimit: 256 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    return503OnClosing: true,
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ip: request.ip,
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
    done();
  });

  // Before every route: it hooks each route as it is declared (plugins/compression.ts).
  await app.register(compressionPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, { publicUrl: config.publicUrl });
  await app.register(healthPlugin, { services: healthServiceNames });
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    stop: createMailStop(config.sessionSecret, config.publicUrl),
  });
  await app.register(corePlugin, { config, database, mailer });
  await app.register(jobsPlugin);
  await app.register(readCachePlugin);
  await app.register(changeFeedPlugin);
  await app.register(openapiPlugin, { version: config.version, enabled: config.apiDocs });
  await app.register(socketIoPlugin, { redisUrl: config.redisUrl });
  await app.register(rateLimitPlugin);
  await app.register(csrfPlugin);
  await app.register(authenticatePlugin);

  await app.register(healthRoutes, { version: config.version, environment: config.env });
  for (const feature of features) await app.register(feature);

  await app.register(webAppPlugin, {
    distDir: config.webDistDir ?? defaultWebDist,
    headFor: (url, html) => sharePreviewHead(app, url, html),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
