import { contract, type EmailPreferences, type JobState } from '@pokerhome/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';

const endpoints = contract.reach;

export const emailPreferencesQueryOptions = queryOptions({
  queryKey: ['reach', 'email-preferences'],
  queryFn: ({ signal }) => api.call(endpoints.emailPreferences, { signal }),
});

export function useUpdateEmailPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<EmailPreferences>) =>
      api.call(endpoints.updateEmailPreferences, { body: changes }),
    onSuccess: (data) => client.setQueryData(emailPreferencesQueryOptions.queryKey, data),
  });
}

export const calendarFeedQueryOptions = queryOptions({
  queryKey: ['reach', 'calendar-feed'],
  queryFn: ({ signal }) => api.call(endpoints.calendarFeed, { signal }),
});

export function useRegenerateCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.regenerateCalendarFeed),
    onSuccess: (data) => client.setQueryData(calendarFeedQueryOptions.queryKey, data),
  });
}

export const adminJobsQueryOptions = (state: JobState | undefined) =>
  queryOptions({
    queryKey: ['reach', 'admin-jobs', state ?? 'all'],
    queryFn: ({ signal }) => api.call(endpoints.adminJobs, { query: { limit: 200, state }, signal }),
    refetchInterval: 15_000,
  });

export const unsubscribeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['reach', 'unsubscribe', token],
    queryFn: ({ signal }) => api.call(endpoints.unsubscribeInfo, { query: { token }, signal }),
    retry: false,
  });

export const confirmUnsubscribe = (token: string) => api.call(endpoints.unsubscribe, { query: { token } });

export const cantMakeItQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['reach', 'cant-make-it', token],
    queryFn: ({ signal }) => api.call(endpoints.cantMakeItInfo, { query: { token }, signal }),
    retry: false,
  });

export const confirmCantMakeIt = (token: string) => api.call(endpoints.cantMakeIt, { query: { token } });

/** The game's calendar file, served with the signed-in user's cookie. */
export const gameCalendarUrl = (gameId: string) => api.url(endpoints.gameCalendar, { params: { gameId } });
