import { z } from 'zod';
import { gameMessages } from '../schemas/games/index.ts';
import {
  adminJobsQuerySchema,
  adminJobsResponseSchema,
  calendarFeedSchema,
  cantMakeItInfoSchema,
  cantMakeItResultSchema,
  emailPreferencesSchema,
  mailStopSchema,
  reachMessages,
  unsubscribeInfoSchema,
  updateEmailPreferencesSchema,
} from '../schemas/reach/index.ts';
import { text } from '../schemas/text.ts';
import type { EndpointRefusal } from './define-endpoint.ts';
import { endpointGroup } from './endpoint-group.ts';

const reach = endpointGroup('reach');
// The e-mailed signed links. The token is in the query, not the path: an address-bound token can be
// longer than a path segment may be.
const signedLink = reach.with({ query: z.object({ token: text().min(10).max(600) }) });

/** E-mail preferences, calendar feeds, signed links and the admins' job list (docs/reach.md). */
/** A token that is not ours, altered, or expired: the same 404 for each. */
const invalidLink = [['NOT_FOUND', reachMessages.invalidLink]] as const satisfies readonly EndpointRefusal[];

export const reachContract = {
  emailPreferences: reach.get('/api/me/email-preferences', emailPreferencesSchema),
  updateEmailPreferences: reach.patch('/api/me/email-preferences', emailPreferencesSchema, {
    body: updateEmailPreferencesSchema,
  }),
  calendarFeed: reach.get('/api/me/calendar-feed', calendarFeedSchema),
  regenerateCalendarFeed: reach.post('/api/me/calendar-feed/regenerate', calendarFeedSchema),
  /** A file (`text/calendar`), served with the signed-in user's cookie. */
  gameCalendar: reach.file('/api/games/:gameId/calendar.ics', {
    params: z.object({ gameId: z.uuid({ error: gameMessages.gameNotFound }) }),
  }),
  adminJobs: reach.get('/api/admin/jobs', adminJobsResponseSchema, {
    query: adminJobsQuerySchema,
    refuses: [['FORBIDDEN', 'Administrators only']],
  }),

  unsubscribeInfo: signedLink.get('/api/unsubscribe', unsubscribeInfoSchema, { refuses: invalidLink }),
  unsubscribe: signedLink.post('/api/unsubscribe', unsubscribeInfoSchema, { refuses: invalidLink }),
  cantMakeItInfo: signedLink.get('/api/cant-make-it', cantMakeItInfoSchema, { refuses: invalidLink }),
  cantMakeIt: signedLink.post('/api/cant-make-it', cantMakeItResultSchema, {
    refuses: [
      ...invalidLink,
      ['NOT_FOUND', gameMessages.noInvitation],
      ['CONFLICT', gameMessages.gameCancelled],
      ['CONFLICT', gameMessages.gameNotEditable],
    ],
  }),
  /** The "stop all e-mail" link of every mail's footer (docs/security.md, "Mail limits"). */
  stopMail: signedLink.post('/api/mail/stop', mailStopSchema, { refuses: invalidLink }),
  resumeMail: signedLink.post('/api/mail/resume', mailStopSchema, { refuses: invalidLink }),
};
