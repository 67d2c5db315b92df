import { messageResponseSchema } from '../schemas/auth/index.ts';
import {
  contactRequestSchema,
  newsletterSubscribeRequestSchema,
  newsletterTokenRequestSchema,
} from '../schemas/site/index.ts';
import { endpointGroup } from './endpoint-group.ts';

/** Each form of the public site is answered with a message for the visitor. */
const site = endpointGroup('public site').answering(messageResponseSchema);

/** The public site: contact form and newsletter. */
export const siteContract = {
  contact: site.created('/api/contact', { body: contactRequestSchema }),
  subscribe: site.post('/api/newsletter/subscribe', { body: newsletterSubscribeRequestSchema }),
  confirm: site.post('/api/newsletter/confirm', { body: newsletterTokenRequestSchema }),
  unsubscribe: site.post('/api/newsletter/unsubscribe', { body: newsletterTokenRequestSchema }),
};
