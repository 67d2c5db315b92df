import { messageResponseSchema } from '../schemas/auth/index.ts';
import {
  contactRequestSchema,
  newsletterSubscribeRequestSchema,
  newsletterTokenRequestSchema,
} from '../schemas/site/index.ts';
import { endpointGroup } from './endpoint-group.ts';

const site = endpointGroup('public site');

/** The public site: contact form and newsletter. */
export const siteContract = {
  contact: site.created('/api/contact', messageResponseSchema, { body: contactRequestSchema }),
  subscribe: site.post('/api/newsletter/subscribe', messageResponseSchema, {
    body: newsletterSubscribeRequestSchema,
  }),
  confirm: site.post('/api/newsletter/confirm', messageResponseSchema, {
    body: newsletterTokenRequestSchema,
  }),
  unsubscribe: site.post('/api/newsletter/unsubscribe', messageResponseSchema, {
    body: newsletterTokenRequestSchema,
  }),
};
