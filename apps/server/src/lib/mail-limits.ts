import { mailLimitMessages, mailLimits, normalizeEmail } from '@pokerhome/domain';
import type { Db, Tx } from '../db/client.ts';
import { hashToken } from './crypto.ts';
import { giveBackUnit, takeUnit } from './mail-limits.repository.ts';

/**
 * The daily mail allowances (docs/security.md, "Mail limits"; numbers in the domain's `mailLimits`),
 * counted in the database so they hold across instances. A recipient is counted by the SHA-256 of
 * the address.
 */
const recipient = (address: string) => hashToken(normalizeEmail(address));

/**
 * One invitation mail (to a game or to PokerHome, or a resend) from `senderId` to `to`: null when
 * both the sender's and the recipient's allowances had room (one unit of each taken), otherwise the
 * reason, and nothing taken. Call it inside the transaction that records the invitation, so a
 * refusal leaves no invitation behind.
 */
export async function takeInvitationAllowance(tx: Tx, senderId: string, to: string): Promise<string | null> {
  if (!(await takeUnit(tx, 'invitations-sent', senderId, mailLimits.invitationsPerSenderPerDay)))
    return mailLimitMessages.senderDaily;
  if (
    !(await takeUnit(tx, 'invitations-received', recipient(to), mailLimits.invitationsPerRecipientPerDay))
  ) {
    await giveBackUnit(tx, 'invitations-sent', senderId);
    return mailLimitMessages.recipientDaily;
  }
  return null;
}

const perAddress = {
  'reset-password': mailLimits.resetMailsPerAddressPerDay,
  'verify-email': mailLimits.verificationMailsPerAddressPerDay,
  newsletter: mailLimits.newsletterMailsPerAddressPerDay,
} as const;

/**
 * One reset, verification or newsletter-confirmation mail to `to`, whoever asks and from whatever
 * IP: false when the address's allowance for today is spent. The caller still answers its usual
 * neutral text, so the refusal tells nothing about the address.
 */
export const takeAddressAllowance = (db: Db | Tx, kind: keyof typeof perAddress, to: string) =>
  takeUnit(db, kind, recipient(to), perAddress[kind]);
