import { apiClient } from '@/lib/api-client.ts';

/*
 * The schema is imported on use: the subscribe box sits in the public footer, in the app's first
 * chunk, which must stay free of the schema library (the landing page's budget, decision 0008).
 */
async function post(path: string, body: unknown): Promise<string> {
  const { messageResponseSchema } = await import('@pokerhome/domain');
  const { message } = await apiClient.post(path, body, { schema: messageResponseSchema });
  return message;
}

/** `POST /newsletter/subscribe`: double opt-in, the confirmation link goes by e-mail. */
export function subscribeToNewsletter(email: string): Promise<string> {
  return post('/newsletter/subscribe', { email });
}

/** `POST /newsletter/confirm` or `/newsletter/unsubscribe` with the e-mailed token. */
export function answerNewsletterLink(token: string, action: 'confirm' | 'unsubscribe'): Promise<string> {
  return post(`/newsletter/${action}`, { token });
}
