import { type EmailPreferences, type JobState, reachContract } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';

const endpoints = reachContract;

export const emailPreferencesQueryOptions = queryOptions({
  queryKey: ['reach', 'email-preferences'],
  queryFn: ({ signal }) => api.call(endpoints.emailPreferences, { signal }),
});

export function useUpdateEmailPreferences() {
  return useEndpointMutation(endpoints.updateEmailPreferences, {
    toCall: (changes: Partial<EmailPreferences>) => ({ body: changes }),
    onSuccess: (data, _changes, client) => client.setQueryData(emailPreferencesQueryOptions.queryKey, data),
  });
}

export const calendarFeedQueryOptions = queryOptions({
  queryKey: ['reach', 'calendar-feed'],
  queryFn: ({ signal }) => api.call(endpoints.calendarFeed, { signal }),
});

export function useRegenerateCalendarFeed() {
  return useEndpointMutation(endpoints.regenerateCalendarFeed, {
    onSuccess: (data, _variables, client) => client.setQueryData(calendarFeedQueryOptions.queryKey, data),
  });
}

export const adminJobsQueryOptions = (state: JobState | undefined) =>
  queryOptions({
    queryKey: ['reach', 'admin-jobs', state ?? 'all'],
    queryFn: ({ signal }) => api.call(endpoints.adminJobs, { query: { limit: 200, state }, signal }),
    refetchInterval: 15_000,
  });

/**
 * The read behind a signed e-mail link, keyed by its token; not retried, since a token that failed
 * (expired, altered) fails again.
 */
const signedLinkQuery =
  <T>(name: string, read: (token: string, signal: AbortSignal) => Promise<T>) =>
  (token: string) =>
    queryOptions({
      queryKey: ['reach', name, token],
      queryFn: ({ signal }) => read(token, signal),
      retry: false,
    });

export const unsubscribeQueryOptions = signedLinkQuery('unsubscribe', (token, signal) =>
  api.call(endpoints.unsubscribeInfo, { query: { token }, signal }),
);

/** `POST /unsubscribe`: the category named by the signed token is turned off. */
export function useConfirmUnsubscribe(token: string) {
  return useEndpointMutation(endpoints.unsubscribe, { toCall: () => ({ query: { token } }) });
}

export const cantMakeItQueryOptions = signedLinkQuery('cant-make-it', (token, signal) =>
  api.call(endpoints.cantMakeItInfo, { query: { token }, signal }),
);

/** `POST /cant-make-it`: the player gives up their seat (opening the link alone changes nothing). */
export function useConfirmCantMakeIt(token: string) {
  return useEndpointMutation(endpoints.cantMakeIt, { toCall: () => ({ query: { token } }) });
}

/** The game's calendar file, served with the signed-in user's cookie. */
export const gameCalendarUrl = (gameId: string) => api.url(endpoints.gameCalendar, { params: { gameId } });

/** `POST /mail/stop` and `/mail/resume`: the "stop all e-mail" link of every mail (docs/security.md). */
export function useStopAllMail(token: string) {
  return useEndpointMutation(endpoints.stopMail, { toCall: () => ({ query: { token } }) });
}
export function useResumeAllMail(token: string) {
  return useEndpointMutation(endpoints.resumeMail, { toCall: () => ({ query: { token } }) });
}
