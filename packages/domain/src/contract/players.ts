import { z } from 'zod';
import {
  addContactRequestSchema,
  contactMessages,
  contactResponseSchema,
  contactsResponseSchema,
  participationResponseSchema,
  playerMessages,
  productInvitationResponseSchema,
  productInvitationsResponseSchema,
  productInviteRequestSchema,
  updateContactRequestSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
} from '../schemas/players/index.ts';
import { endpointGroup } from './endpoint-group.ts';

const players = endpointGroup('players');
const invitation = players.byId(playerMessages.invitationNotFound);
const contact = players.byId(contactMessages.notFound);
const notPending = [['CONFLICT', playerMessages.invitationNotPending]] as const;

/** Contacts, user search and invitations to the product (docs/players.md). */
export const playersContract = {
  searchUsers: players.get('/api/users/contacts/search', userSearchResponseSchema, {
    query: userSearchQuerySchema,
  }),
  invite: players.created('/api/users/invite', productInvitationResponseSchema, {
    body: productInviteRequestSchema,
    refuses: [
      ['CONFLICT', `<address> ${playerMessages.alreadyRegistered}`],
      ['CONFLICT', playerMessages.invitationPending],
    ],
  }),
  invitations: players.get('/api/users/invitations', productInvitationsResponseSchema),
  cancelInvitation: invitation.post('/api/users/invitations/:id/cancel', productInvitationResponseSchema, {
    refuses: notPending,
  }),
  resendInvitation: invitation.post('/api/users/invitations/:id/resend', productInvitationResponseSchema, {
    refuses: notPending,
  }),
  contacts: players.get('/api/users/contacts', contactsResponseSchema),
  addContact: players.created('/api/users/contacts', contactResponseSchema, {
    body: addContactRequestSchema,
    refuses: [
      ['VALIDATION_FAILED', contactMessages.self],
      ['NOT_FOUND', contactMessages.userNotFound],
      ['CONFLICT', contactMessages.alreadyExists],
    ],
  }),
  updateContact: contact.put('/api/users/contacts/:id', contactResponseSchema, {
    body: updateContactRequestSchema,
  }),
  removeContact: contact.delete('/api/users/contacts/:id', z.object({ id: z.string() })),
  participation: players.get('/api/users/participation', participationResponseSchema),
};
