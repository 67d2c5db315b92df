import { type EmailPreferences, emailCategories } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../../lib/mail.ts';
import type { Links } from './links.ts';
import { optOutsOf, setOptOut } from './reach.repository.ts';

export async function preferencesOf(app: FastifyInstance, email: string): Promise<EmailPreferences> {
  const off = await optOutsOf(app.db, email);
  return Object.fromEntries(emailCategories.map((c) => [c, !off.has(c)])) as EmailPreferences;
}

export async function updatePreferences(
  app: FastifyInstance,
  email: string,
  changes: Partial<EmailPreferences>,
) {
  for (const category of emailCategories) {
    const wanted = changes[category];
    if (wanted !== undefined) await setOptOut(app.db, email, category, !wanted);
  }
  return preferencesOf(app, email);
}

/**
 * Every mail of a category the recipient may turn off passes here: dropped when they turned it off,
 * otherwise given an unsubscribe link (in the text and as List-Unsubscribe with one-click POST).
 * Mail without a category (security mail) passes untouched.
 */
export function preferencesPolicy(app: FastifyInstance, links: Links) {
  return async (message: MailMessage): Promise<MailMessage | null> => {
    if (!message.category) return message;
    if ((await optOutsOf(app.db, message.to)).has(message.category)) return null;
    const token = links.unsubscribe(message.to, message.category);
    const page = `${app.config.publicUrl}/unsubscribe?token=${token}`;
    const oneClick = `${app.config.publicUrl}/mail/unsubscribe?token=${token}`;
    return {
      ...message,
      text: `${message.text}\n\nDon't want these e-mails? Unsubscribe: ${page}`,
      headers: {
        ...message.headers,
        'List-Unsubscribe': `<${oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      meta: { ...message.meta, unsubscribeUrl: page },
    };
  };
}
