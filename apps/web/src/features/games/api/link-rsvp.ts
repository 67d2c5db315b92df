import { gamesContract } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';

/** `GET /rsvp/{token}`: the e-mailed invitation and its game, readable without an account. */
export function linkInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['rsvp-link', token],
    queryFn: ({ signal }) => api.call(gamesContract.linkInvitation, { params: { token }, signal }),
    retry: false,
  });
}

/** `POST /rsvp/{token}`: the invitee's answer; the link's token is the credential. */
export function useLinkRsvp(token: string) {
  return useEndpointMutation(gamesContract.linkRsvp, {
    toCall: (body: { status: 'accepted' | 'declined'; message?: string }) => ({ params: { token }, body }),
    invalidates: linkInvitationQueryOptions(token).queryKey,
  });
}
