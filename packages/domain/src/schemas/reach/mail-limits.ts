import { z } from 'zod';

/**
 * How much mail the product sends for one account or to one address (docs/security.md, "Mail
 * limits"; decision 0027). Windows are UTC calendar days; reminders, digests and other scheduled
 * mail are not counted (they go only to people already in a game, once each).
 */
export const mailLimits = {
  /** Game invitations, product invitations and their resends that one account may send a day. */
  invitationsPerSenderPerDay: 50,
  /** Invitation mails (any sender, any kind above) one address may receive a day. */
  invitationsPerRecipientPerDay: 5,
  /** A product invitation is resent at most once in this many minutes. */
  resendCooldownMinutes: 15,
  /** Password-reset mails to one address a day, whatever the requests' IP addresses. */
  resetMailsPerAddressPerDay: 5,
  /** Address-verification mails to one address a day (sign-up, resend, address change). */
  verificationMailsPerAddressPerDay: 5,
  /** Newsletter confirmation mails to one address a day. */
  newsletterMailsPerAddressPerDay: 3,
} as const;

/** The counted kinds of mail (the `scope` of a counter). */
export const mailAllowanceScopes = [
  'invitations-sent',
  'invitations-received',
  'reset-password',
  'verify-email',
  'newsletter',
] as const;
export type MailAllowanceScope = (typeof mailAllowanceScopes)[number];

/** Why an invitation mail was not sent: shown to the host in the answer's errors or as the error message. */
export const mailLimitMessages = {
  senderDaily: `Invitation not sent: you have reached the daily limit of ${mailLimits.invitationsPerSenderPerDay} invitation e-mails. Try again tomorrow.`,
  recipientDaily: `Invitation not sent: this address has reached the daily limit of ${mailLimits.invitationsPerRecipientPerDay} invitation e-mails. Try again tomorrow.`,
  resendCooldown: `Invitation not resent: it was sent less than ${mailLimits.resendCooldownMinutes} minutes ago. Try again later.`,
  stopped: 'No more e-mail from PokerHome will be sent to this address.',
  resumed: 'E-mail from PokerHome to this address is back on.',
} as const;

/** The answer of the "stop all e-mail" link's calls. */
export const mailStopSchema = z.object({ stopped: z.boolean(), message: z.string() });
export type MailStop = z.infer<typeof mailStopSchema>;
