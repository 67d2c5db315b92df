import { linkInvitationSchema, linkRsvpResponseSchema } from '@pokerhome/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

const path = (token: string) => `/rsvp/${encodeURIComponent(token)}`;

/** `GET /rsvp/{token}`: the e-mailed invitation and its game, readable without an account. */
export function linkInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['rsvp-link', token],
    queryFn: ({ signal }) => apiClient.get(path(token), { schema: linkInvitationSchema, signal }),
    retry: false,
  });
}

/** `POST /rsvp/{token}`: the invitee's answer; the link's token is the credential. */
export function useLinkRsvp(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { status: 'accepted' | 'declined'; message?: string }) =>
      apiClient.post(path(token), body, { schema: linkRsvpResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['rsvp-link', token] }),
  });
}
