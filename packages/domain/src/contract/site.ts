import { messageResponseSchema } from '../schemas/auth/index.ts';
import {
  contactRequestSchema,
  newsletterSubscribeRequestSchema,
  newsletterTokenRequestSchema,
  siteMessages,
} from '../schemas/site/index.ts';
import type { EndpointRefusal } from './define-endpoint.ts';
import { endpointGroup } from './endpoint-group.ts';

/** Each form of the public site is answered with a message for the visitor. */
const site = endpointGroup('public site').answering(messageResponseSchema);

/** The public site: contact form and newsletter. */
const invalidLink = [
  ['VALIDATION_FAILED', siteMessages.linkInvalid],
] as const satisfies readonly EndpointRefusal[];

export const siteContract = {
  contact: site.created('/api/contact', { body: contactRequestSchema }),
  subscribe: site.post('/api/newsletter/subscribe', {
    body: newsletterSubscribeRequestSchema,
    refuses: [['CONFLICT', siteMessages.newsletterAlready]],
  }),
  confirm: site.post('/api/newsletter/confirm', { body: newsletterTokenRequestSchema, refuses: invalidLink }),
  unsubscribe: site.post('/api/newsletter/unsubscribe', {
    body: newsletterTokenRequestSchema,
    refuses: invalidLink,
  }),
};
