import { z } from 'zod';
import { apiSuccessSchema } from '../schemas/api.ts';
import {
  addContactRequestSchema,
  contactMessages,
  contactResponseSchema,
  contactsResponseSchema,
  participationResponseSchema,
  productInvitationResponseSchema,
  productInvitationsResponseSchema,
  productInviteRequestSchema,
  updateContactRequestSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
} from '../schemas/players/index.ts';
import { defineEndpoint } from './define-endpoint.ts';

const tags = ['players'];
const invitationParams = z.object({ id: z.uuid({ error: 'Invitation not found' }) });
const invitationResponse = { 200: apiSuccessSchema(productInvitationResponseSchema) };
const contactParams = z.object({ id: z.uuid({ error: contactMessages.notFound }) });

/** Contacts, user search and invitations to the product (docs/players.md). */
export const playersContract = {
  searchUsers: defineEndpoint({
    method: 'GET',
    path: '/api/users/contacts/search',
    tags,
    query: userSearchQuerySchema,
    responses: { 200: apiSuccessSchema(userSearchResponseSchema) },
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: '/api/users/invite',
    tags,
    body: productInviteRequestSchema,
    responses: { 201: apiSuccessSchema(productInvitationResponseSchema) },
  }),
  invitations: defineEndpoint({
    method: 'GET',
    path: '/api/users/invitations',
    tags,
    responses: { 200: apiSuccessSchema(productInvitationsResponseSchema) },
  }),
  cancelInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/users/invitations/:id/cancel',
    tags,
    params: invitationParams,
    responses: invitationResponse,
  }),
  resendInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/users/invitations/:id/resend',
    tags,
    params: invitationParams,
    responses: invitationResponse,
  }),
  contacts: defineEndpoint({
    method: 'GET',
    path: '/api/users/contacts',
    tags,
    responses: { 200: apiSuccessSchema(contactsResponseSchema) },
  }),
  addContact: defineEndpoint({
    method: 'POST',
    path: '/api/users/contacts',
    tags,
    body: addContactRequestSchema,
    responses: { 201: apiSuccessSchema(contactResponseSchema) },
  }),
  updateContact: defineEndpoint({
    method: 'PUT',
    path: '/api/users/contacts/:id',
    tags,
    params: contactParams,
    body: updateContactRequestSchema,
    responses: { 200: apiSuccessSchema(contactResponseSchema) },
  }),
  removeContact: defineEndpoint({
    method: 'DELETE',
    path: '/api/users/contacts/:id',
    tags,
    params: contactParams,
    responses: { 200: apiSuccessSchema(z.object({ id: z.string() })) },
  }),
  participation: defineEndpoint({
    method: 'GET',
    path: '/api/users/participation',
    tags,
    responses: { 200: apiSuccessSchema(participationResponseSchema) },
  }),
};
