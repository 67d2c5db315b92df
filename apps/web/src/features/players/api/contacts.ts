import {
  contactResponseSchema,
  contactsResponseSchema,
  isGameOpen,
  listGamesResponseSchema,
  type ProductInviteRequest,
  participationResponseSchema,
  productInvitationResponseSchema,
  productInvitationsResponseSchema,
  type UpdateContactRequest,
} from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

export const contactsQueryKey = ['contacts'] as const;
export const invitationsQueryKey = ['users', 'invitations'] as const;
export const participationQueryKey = ['users', 'participation'] as const;

/** `GET /users/contacts`: each contact with its figures. */
export const contactsQueryOptions = () =>
  queryOptions({
    queryKey: contactsQueryKey,
    queryFn: async ({ signal }) =>
      (await apiClient.get('/users/contacts', { schema: contactsResponseSchema, signal })).contacts,
  });

export const invitationsQueryOptions = () =>
  queryOptions({
    queryKey: invitationsQueryKey,
    queryFn: async ({ signal }) =>
      (await apiClient.get('/users/invitations', { schema: productInvitationsResponseSchema, signal }))
        .invitations,
  });

export const participationQueryOptions = () =>
  queryOptions({
    queryKey: participationQueryKey,
    queryFn: ({ signal }) =>
      apiClient.get('/users/participation', { schema: participationResponseSchema, signal }),
  });

/** Games a contact can be invited to: hosted by me, scheduled or draft, in the future, with a free slot. */
export const invitableGamesQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'invitable'],
    queryFn: async ({ signal }) => {
      const { games } = await apiClient.get('/games?scope=upcoming&limit=100', {
        schema: listGamesResponseSchema,
        signal,
      });
      return games.filter(
        (g) =>
          g.canManage &&
          isGameOpen(g.status) &&
          new Date(g.scheduledDate).getTime() > Date.now() &&
          g.participantCount < g.maxParticipants,
      );
    },
  });

export const contactsApi = {
  /** `email`: the whole address the user typed to find this person, so the contact may show it. */
  add: (userId: string, email: string | null = null) =>
    apiClient.post('/users/contacts', email ? { userId, email } : { userId }, {
      schema: contactResponseSchema,
    }),
  update: (id: string, body: UpdateContactRequest) =>
    apiClient.put(`/users/contacts/${encodeURIComponent(id)}`, body, { schema: contactResponseSchema }),
  remove: (id: string) => apiClient.delete(`/users/contacts/${encodeURIComponent(id)}`),
  invite: (body: ProductInviteRequest) =>
    apiClient.post('/users/invite', body, { schema: productInvitationResponseSchema }),
  resend: (id: string) =>
    apiClient.post(`/users/invitations/${encodeURIComponent(id)}/resend`, undefined, {
      schema: productInvitationResponseSchema,
    }),
  cancel: (id: string) =>
    apiClient.post(`/users/invitations/${encodeURIComponent(id)}/cancel`, undefined, {
      schema: productInvitationResponseSchema,
    }),
};
