import { api } from '@/lib/api-call.ts';

/*
 * The contract is imported on use: the subscribe box sits in the public footer, in the app's first
 * chunk, which must stay free of the schema library (the landing page's budget, decision 0008).
 */
const siteContract = async () => (await import('@/lib/first-chunk-checks.ts')).siteContract;

/** `POST /newsletter/subscribe`: double opt-in, the confirmation link goes by e-mail. */
export async function subscribeToNewsletter(email: string): Promise<string> {
  const { message } = await api.call((await siteContract()).subscribe, { body: { email } });
  return message;
}

/** `POST /newsletter/confirm` or `/newsletter/unsubscribe` with the e-mailed token. */
export async function answerNewsletterLink(
  token: string,
  action: 'confirm' | 'unsubscribe',
): Promise<string> {
  const { message } = await api.call((await siteContract())[action], { body: { token } });
  return message;
}
