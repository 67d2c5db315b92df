import { z } from 'zod';
import { apiSuccessSchema } from '../schemas/api.ts';
import {
  adminJobsQuerySchema,
  adminJobsResponseSchema,
  calendarFeedSchema,
  cantMakeItInfoSchema,
  cantMakeItResultSchema,
  emailPreferencesSchema,
  unsubscribeInfoSchema,
  updateEmailPreferencesSchema,
} from '../schemas/reach/index.ts';
import { text } from '../schemas/text.ts';
import { defineEndpoint } from './define-endpoint.ts';

const tags = ['reach'];
// In the query, not the path: an address-bound token can be longer than a path segment may be.
const tokenQuery = z.object({ token: text().min(10).max(600) });
const preferences = { 200: apiSuccessSchema(emailPreferencesSchema) };
const feed = { 200: apiSuccessSchema(calendarFeedSchema) };
const unsubscribeInfo = { 200: apiSuccessSchema(unsubscribeInfoSchema) };

/** E-mail preferences, calendar feeds, signed links and the admins' job list (docs/reach.md). */
export const reachContract = {
  emailPreferences: defineEndpoint({
    method: 'GET',
    path: '/api/me/email-preferences',
    tags,
    responses: preferences,
  }),
  updateEmailPreferences: defineEndpoint({
    method: 'PATCH',
    path: '/api/me/email-preferences',
    tags,
    body: updateEmailPreferencesSchema,
    responses: preferences,
  }),
  calendarFeed: defineEndpoint({ method: 'GET', path: '/api/me/calendar-feed', tags, responses: feed }),
  regenerateCalendarFeed: defineEndpoint({
    method: 'POST',
    path: '/api/me/calendar-feed/regenerate',
    tags,
    responses: feed,
  }),
  /** A file (`text/calendar`), served with the signed-in user's cookie. */
  gameCalendar: defineEndpoint({
    method: 'GET',
    path: '/api/games/:gameId/calendar.ics',
    tags,
    params: z.object({ gameId: z.uuid({ error: 'Game not found' }) }),
  }),
  adminJobs: defineEndpoint({
    method: 'GET',
    path: '/api/admin/jobs',
    tags,
    query: adminJobsQuerySchema,
    responses: { 200: apiSuccessSchema(adminJobsResponseSchema) },
  }),

  unsubscribeInfo: defineEndpoint({
    method: 'GET',
    path: '/api/unsubscribe',
    tags,
    query: tokenQuery,
    responses: unsubscribeInfo,
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/unsubscribe',
    tags,
    query: tokenQuery,
    responses: unsubscribeInfo,
  }),
  cantMakeItInfo: defineEndpoint({
    method: 'GET',
    path: '/api/cant-make-it',
    tags,
    query: tokenQuery,
    responses: { 200: apiSuccessSchema(cantMakeItInfoSchema) },
  }),
  cantMakeIt: defineEndpoint({
    method: 'POST',
    path: '/api/cant-make-it',
    tags,
    query: tokenQuery,
    responses: { 200: apiSuccessSchema(cantMakeItResultSchema) },
  }),
};
