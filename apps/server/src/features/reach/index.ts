import type { FastifyInstance } from 'fastify';
import { createLinks } from './links.ts';
import { preferencesOf, preferencesPolicy } from './preferences.ts';
import { userContact } from './reach.repository.ts';
import { reachAccountRoutes, reachLinkRoutes } from './reach.routes.ts';
import { registerReminderJobs, syncGameJobs } from './reminders.ts';

/**
 * Reach: reminders and nudges by e-mail on the durable job queue, e-mail preferences with
 * unsubscribe links, and calendars (a game's .ics, a private feed). See docs/reach.md.
 */
export async function reachFeature(app: FastifyInstance) {
  const links = createLinks(app.config.sessionSecret);
  app.mailer.use(preferencesPolicy(app, links));
  registerReminderJobs(app, links);
  app.events.on('game-changed', ({ gameId }) => syncGameJobs(app, gameId));
  app.dataExport.register('emailPreferences', async (userId) => {
    const me = await userContact(app.db, userId);
    return me ? preferencesOf(app, me.email) : null;
  });
  await app.register(reachAccountRoutes, { links });
  await app.register(reachLinkRoutes, { links });
}
