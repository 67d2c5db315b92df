import {
  adminJobsResponseSchema,
  calendarFeedSchema,
  cantMakeItInfoSchema,
  cantMakeItResultSchema,
  type EmailPreferences,
  emailPreferencesSchema,
  type JobState,
  unsubscribeInfoSchema,
} from '@pokerhome/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

export const emailPreferencesQueryOptions = queryOptions({
  queryKey: ['reach', 'email-preferences'],
  queryFn: ({ signal }) => apiClient.get('/me/email-preferences', { schema: emailPreferencesSchema, signal }),
});

export function useUpdateEmailPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<EmailPreferences>) =>
      apiClient.patch('/me/email-preferences', changes, { schema: emailPreferencesSchema }),
    onSuccess: (data) => client.setQueryData(emailPreferencesQueryOptions.queryKey, data),
  });
}

export const calendarFeedQueryOptions = queryOptions({
  queryKey: ['reach', 'calendar-feed'],
  queryFn: ({ signal }) => apiClient.get('/me/calendar-feed', { schema: calendarFeedSchema, signal }),
});

export function useRegenerateCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.post('/me/calendar-feed/regenerate', undefined, { schema: calendarFeedSchema }),
    onSuccess: (data) => client.setQueryData(calendarFeedQueryOptions.queryKey, data),
  });
}

export const adminJobsQueryOptions = (state: JobState | undefined) =>
  queryOptions({
    queryKey: ['reach', 'admin-jobs', state ?? 'all'],
    queryFn: ({ signal }) =>
      apiClient.get(`/admin/jobs?limit=200${state ? `&state=${state}` : ''}`, {
        schema: adminJobsResponseSchema,
        signal,
      }),
    refetchInterval: 15_000,
  });

const tokenQuery = (token: string) => `?token=${encodeURIComponent(token)}`;

export const unsubscribeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['reach', 'unsubscribe', token],
    queryFn: ({ signal }) =>
      apiClient.get(`/unsubscribe${tokenQuery(token)}`, { schema: unsubscribeInfoSchema, signal }),
    retry: false,
  });

export const confirmUnsubscribe = (token: string) =>
  apiClient.post(`/unsubscribe${tokenQuery(token)}`, undefined, { schema: unsubscribeInfoSchema });

export const cantMakeItQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['reach', 'cant-make-it', token],
    queryFn: ({ signal }) =>
      apiClient.get(`/cant-make-it${tokenQuery(token)}`, { schema: cantMakeItInfoSchema, signal }),
    retry: false,
  });

export const confirmCantMakeIt = (token: string) =>
  apiClient.post(`/cant-make-it${tokenQuery(token)}`, undefined, { schema: cantMakeItResultSchema });

/** The game's calendar file, served with the signed-in user's cookie. */
export const gameCalendarUrl = (gameId: string) => `/api/games/${gameId}/calendar.ics`;
