import {
  adminJobsQuerySchema,
  adminJobsResponseSchema,
  apiSuccessSchema,
  calendarFeedSchema,
  cantMakeItInfoSchema,
  cantMakeItResultSchema,
  emailPreferencesSchema,
  text,
  unsubscribeInfoSchema,
  updateEmailPreferencesSchema,
} from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import type { Links } from './links.ts';
import { preferencesOf, updatePreferences } from './preferences.ts';
import { userContact } from './reach.repository.ts';
import * as reach from './reach.service.ts';

const tags = ['reach'];
// In the query, not the path: an address-bound token can be longer than a path segment may be.
const tokenQuery = z.object({ token: text().min(10).max(600) });
const limit = { rateLimit: { max: 60, timeWindow: 15 * 60_000 } };
const calendarType = 'text/calendar; charset=utf-8';

/** Signed-in routes: preferences, the feed URL, a game's .ics, the admins' job list. */
export const reachAccountRoutes: FastifyPluginAsyncZod<{ links: Links }> = async (app, { links }) => {
  app.addHook('preHandler', app.authenticate);
  const myEmail = async (userId: string) => {
    const me = await userContact(app.db, userId);
    if (!me) throw notFound();
    return me.email;
  };

  app.get(
    '/api/me/email-preferences',
    { schema: { tags, response: { 200: apiSuccessSchema(emailPreferencesSchema) } } },
    async (request) => ok(await preferencesOf(app, await myEmail(request.auth!.userId))),
  );
  app.patch(
    '/api/me/email-preferences',
    {
      schema: {
        tags,
        body: updateEmailPreferencesSchema,
        response: { 200: apiSuccessSchema(emailPreferencesSchema) },
      },
    },
    async (request) => ok(await updatePreferences(app, await myEmail(request.auth!.userId), request.body)),
  );
  app.get(
    '/api/me/calendar-feed',
    { schema: { tags, response: { 200: apiSuccessSchema(calendarFeedSchema) } } },
    async (request) => ok(await reach.feedUrl(app, links, request.auth!.userId)),
  );
  app.post(
    '/api/me/calendar-feed/regenerate',
    { schema: { tags, response: { 200: apiSuccessSchema(calendarFeedSchema) } } },
    async (request) => ok(await reach.regenerateFeed(app, links, request.auth!.userId)),
  );
  app.get(
    '/api/games/:gameId/calendar.ics',
    { schema: { tags, params: z.object({ gameId: z.uuid({ error: 'Game not found' }) }) } },
    async (request, reply) => {
      const ics = await reach.gameCalendar(app, request.auth!, request.params.gameId);
      return reply
        .type(calendarType)
        .header('content-disposition', 'attachment; filename="game.ics"')
        .send(ics);
    },
  );
  app.get(
    '/api/admin/jobs',
    {
      schema: {
        tags,
        querystring: adminJobsQuerySchema,
        response: { 200: apiSuccessSchema(adminJobsResponseSchema) },
      },
    },
    async (request) => ok(await reach.adminJobs(app, request.auth!, request.query)),
  );
};

/** Routes whose signed link or feed token is the credential: they work without signing in. */
export const reachLinkRoutes: FastifyPluginAsyncZod<{ links: Links }> = async (app, { links }) => {
  app.get(
    '/api/unsubscribe',
    {
      schema: { tags, querystring: tokenQuery, response: { 200: apiSuccessSchema(unsubscribeInfoSchema) } },
      config: limit,
    },
    async (request) => ok(reach.readUnsubscribe(links, request.query.token)),
  );
  app.post(
    '/api/unsubscribe',
    {
      schema: { tags, querystring: tokenQuery, response: { 200: apiSuccessSchema(unsubscribeInfoSchema) } },
      config: limit,
    },
    async (request) => ok(await reach.unsubscribe(app, links, request.query.token)),
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
  app.get(
    '/api/cant-make-it',
    {
      schema: { tags, querystring: tokenQuery, response: { 200: apiSuccessSchema(cantMakeItInfoSchema) } },
      config: limit,
    },
    async (request) => ok(await reach.readCantMakeIt(app, links, request.query.token)),
  );
  app.post(
    '/api/cant-make-it',
    {
      schema: { tags, querystring: tokenQuery, response: { 200: apiSuccessSchema(cantMakeItResultSchema) } },
      config: limit,
    },
    async (request) => ok(await reach.confirmCantMakeIt(app, links, request.query.token)),
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
