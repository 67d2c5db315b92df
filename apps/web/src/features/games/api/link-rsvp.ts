import { contract } from '@pokerhome/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';

/** `GET /rsvp/{token}`: the e-mailed invitation and its game, readable without an account. */
export function linkInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['rsvp-link', token],
    queryFn: ({ signal }) => api.call(contract.games.linkInvitation, { params: { token }, signal }),
    retry: false,
  });
}

/** `POST /rsvp/{token}`: the invitee's answer; the link's token is the credential. */
export function useLinkRsvp(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { status: 'accepted' | 'declined'; message?: string }) =>
      api.call(contract.games.linkRsvp, { params: { token }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['rsvp-link', token] }),
  });
}
