import { contract, text } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { requireSignIn } from '../../plugins/authenticate.ts';
import type { Links } from './links.ts';
import { preferencesOf, updatePreferences } from './preferences.ts';
import { userContact } from './reach.repository.ts';
import * as reach from './reach.service.ts';

const endpoints = contract.reach;
const tokenQuery = z.object({ token: text().min(10).max(600) });
const limit = { rateLimit: { max: 60, timeWindow: 15 * 60_000 } };
const calendarType = 'text/calendar; charset=utf-8';

/** Signed-in routes: preferences, the feed URL, a game's .ics, the admins' job list. */
export const reachAccountRoutes: FastifyPluginAsyncZod<{ links: Links }> = async (app, { links }) => {
  requireSignIn(app);
  const myEmail = async (userId: string) => {
    const me = await userContact(app.db, userId);
    if (!me) throw notFound();
    return me.email;
  };

  registerEndpoint(app, endpoints.emailPreferences, async (request) =>
    ok(await preferencesOf(app, await myEmail(request.auth!.userId))),
  );
  registerEndpoint(app, endpoints.updateEmailPreferences, async (request) =>
    ok(await updatePreferences(app, await myEmail(request.auth!.userId), request.body)),
  );
  registerEndpoint(app, endpoints.calendarFeed, async (request) =>
    ok(await reach.feedUrl(app, links, request.auth!.userId)),
  );
  registerEndpoint(app, endpoints.regenerateCalendarFeed, async (request) =>
    ok(await reach.regenerateFeed(app, links, request.auth!.userId)),
  );
  registerEndpoint(app, endpoints.gameCalendar, async (request, reply) => {
    const ics = await reach.gameCalendar(app, request.auth!, request.params.gameId);
    return reply
      .type(calendarType)
      .header('content-disposition', 'attachment; filename="game.ics"')
      .send(ics);
  });
  registerEndpoint(app, endpoints.adminJobs, async (request) =>
    ok(await reach.adminJobs(app, request.auth!, request.query)),
  );
};

/**
 * Routes whose signed link or feed token is the credential: they work without signing in. The two
 * outside /api (the mail client's one-click unsubscribe, the calendar feed) are not part of the
 * contract: no page of the app calls them.
 */
export const reachLinkRoutes: FastifyPluginAsyncZod<{ links: Links }> = async (app, { links }) => {
  const options = { config: limit };
  registerEndpoint(app, endpoints.unsubscribeInfo, options, async (request) =>
    ok(reach.readUnsubscribe(links, request.query.token)),
  );
  registerEndpoint(app, endpoints.unsubscribe, options, async (request) =>
    ok(await reach.unsubscribe(app, links, request.query.token)),
  );
  // One-click unsubscribe from the mail client (List-Unsubscribe-Post): a form POST from the
  // provider, outside /api so no browser CSRF header is asked for; the signed token is the proof.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded'))
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
  app.post(
    '/mail/unsubscribe',
    { schema: { hide: true, querystring: tokenQuery }, config: limit },
    async (request, reply) => {
      await reach.unsubscribe(app, links, request.query.token);
      return reply.type('text/plain; charset=utf-8').send('Unsubscribed.');
    },
  );
  registerEndpoint(app, endpoints.stopMail, options, async (request) =>
    ok(await reach.stopAllMail(app, request.query.token)),
  );
  registerEndpoint(app, endpoints.resumeMail, options, async (request) =>
    ok(await reach.resumeAllMail(app, request.query.token)),
  );
  // The one-click target of List-Unsubscribe on mail without a category (docs/security.md).
  app.post(
    '/mail/stop',
    { schema: { hide: true, querystring: tokenQuery }, config: limit },
    async (request, reply) => {
      await reach.stopAllMail(app, request.query.token);
      return reply.type('text/plain; charset=utf-8').send('No more e-mail will be sent to this address.');
    },
  );
  registerEndpoint(app, endpoints.cantMakeItInfo, options, async (request) =>
    ok(await reach.readCantMakeIt(app, links, request.query.token)),
  );
  registerEndpoint(app, endpoints.cantMakeIt, options, async (request) =>
    ok(await reach.confirmCantMakeIt(app, links, request.query.token)),
  );
  app.get(
    '/calendar/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(400) }) }, config: limit },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const ics = await reach.feedCalendar(app, links, token);
      return reply.type(calendarType).header('cache-control', 'private, max-age=300').send(ics);
    },
  );
};
