import { gamesContract, isGameOpen, playersContract } from '@pokerhome/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';

const endpoints = playersContract;

export const contactsQueryKey = ['contacts'] as const;
export const invitationsQueryKey = ['users', 'invitations'] as const;
export const participationQueryKey = ['users', 'participation'] as const;

/** `GET /users/contacts`: each contact with its figures. */
export const contactsQueryOptions = () =>
  queryOptions({
    queryKey: contactsQueryKey,
    queryFn: async ({ signal }) => (await api.call(endpoints.contacts, { signal })).contacts,
  });

export const invitationsQueryOptions = () =>
  queryOptions({
    queryKey: invitationsQueryKey,
    queryFn: async ({ signal }) => (await api.call(endpoints.invitations, { signal })).invitations,
  });

export const participationQueryOptions = () =>
  queryOptions({
    queryKey: participationQueryKey,
    queryFn: ({ signal }) => api.call(endpoints.participation, { signal }),
  });

/** Games a contact can be invited to: hosted by me, scheduled or draft, in the future, with a free slot. */
export const invitableGamesQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'invitable'],
    queryFn: async ({ signal }) => {
      const { games } = await api.call(gamesContract.list, {
        query: { scope: 'upcoming', limit: 100 },
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

/**
 * `POST /users/contacts`, one person: adding several calls it once each (`useContactActions`).
 * `email`: the whole address the user typed to find this person, so the contact may show it.
 */
export const addContact = (userId: string, email: string | null = null) =>
  api.call(endpoints.addContact, { body: email ? { userId, email } : { userId } });
