import type { MailMessage } from '../../lib/mail.ts';

export function productInvitationMail(input: {
  to: string;
  inviteeName: string | null;
  inviterName: string;
  message: string | null;
  url: string;
  expiresAt: Date;
}): MailMessage {
  const greeting = input.inviteeName ? `Hi ${input.inviteeName},` : 'Hi,';
  const note = input.message ? `\n\n${input.inviterName} wrote:\n${input.message}` : '';
  return {
    to: input.to,
    kind: 'product-invitation',
    category: 'invitations',
    subject: `${input.inviterName} invited you to PokerHome`,
    text: `${greeting}\n\n${input.inviterName} invited you to PokerHome, where their poker games are scheduled, RSVPs are taken and the tournament clock runs.${note}\n\nCreate your free account with this link (valid until ${input.expiresAt.toUTCString()}, usable once):\n${input.url}\n\nPokerHome`,
    meta: { url: input.url },
  };
}
