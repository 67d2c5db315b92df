import { apiSuccessSchema } from '../schemas/api.ts';
import { messageResponseSchema } from '../schemas/auth/index.ts';
import {
  contactRequestSchema,
  newsletterSubscribeRequestSchema,
  newsletterTokenRequestSchema,
} from '../schemas/site/index.ts';
import { defineEndpoint } from './define-endpoint.ts';

const tags = ['public site'];
const responses = { 200: apiSuccessSchema(messageResponseSchema) };

/** The public site: contact form and newsletter. */
export const siteContract = {
  contact: defineEndpoint({
    method: 'POST',
    path: '/api/contact',
    tags,
    body: contactRequestSchema,
    responses: { 201: apiSuccessSchema(messageResponseSchema) },
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter/subscribe',
    tags,
    body: newsletterSubscribeRequestSchema,
    responses,
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter/confirm',
    tags,
    body: newsletterTokenRequestSchema,
    responses,
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    tags,
    body: newsletterTokenRequestSchema,
    responses,
  }),
};
