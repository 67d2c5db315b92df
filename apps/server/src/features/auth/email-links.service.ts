import { authMessages, normalizeEmail, type ResetPasswordRequest } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { hashToken, randomToken } from '../../lib/crypto.ts';
import { badRequest, unauthenticated } from '../../lib/errors.ts';
import { takeAddressAllowance } from '../../lib/mail-limits.ts';
import { hashPassword } from '../../lib/password.ts';
import * as repo from './auth.repository.ts';
import { resetPasswordMail, verifyEmailMail } from './auth-mails.ts';
import { consumeLinkToken, replaceLinkToken } from './email-links.repository.ts';
import * as revocation from './session-revocation.ts';

const verifyLinkTtlMs = 48 * 60 * 60_000;
const resetLinkTtlMs = 60 * 60_000;

/**
 * A new single-use link of this purpose for the user's address, replacing any earlier one: the
 * token's hash is stored, the link itself (under the purpose's path) is only mailed.
 */
async function newLinkFor(
  app: FastifyInstance,
  user: repo.UserRow,
  purpose: 'verify-email' | 'reset-password',
  ttlMs: number,
) {
  const token = randomToken();
  await replaceLinkToken(app.db, {
    userId: user.id,
    purpose,
    tokenHash: hashToken(token),
    email: user.email,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return `${app.config.publicUrl}/${purpose}?token=${token}`;
}

/**
 * Past the address's daily allowance (docs/security.md, "Mail limits") nothing is sent and the
 * earlier link stays valid; the caller answers as usual.
 */
export async function sendVerificationLink(app: FastifyInstance, user: repo.UserRow) {
  if (!(await takeAddressAllowance(app.db, 'verify-email', user.email))) {
    app.log.info({ kind: 'verify-email' }, 'mail not sent: the address reached its daily limit');
    return;
  }
  const url = await newLinkFor(app, user, 'verify-email', verifyLinkTtlMs);
  await app.mailer.send(verifyEmailMail({ to: user.email, firstName: user.firstName, url }));
}

export async function verifyEmail(app: FastifyInstance, token: string) {
  const used = await consumeLinkToken(app.db, 'verify-email', hashToken(token));
  const user = used ? await repo.findUserById(app.db, used.userId) : undefined;
  // A link for an address the user has since changed confirms nothing.
  if (!used || !user || used.email !== user.email)
    throw badRequest(authMessages.linkInvalid, { token: authMessages.linkInvalid });
  if (!user.emailVerifiedAt) await repo.updateUser(app.db, user.id, { emailVerifiedAt: new Date() });
  return { message: authMessages.emailVerified };
}

export async function resendVerification(app: FastifyInstance, userId: string) {
  const user = await repo.findUserById(app.db, userId);
  if (!user) throw unauthenticated();
  if (user.emailVerifiedAt) throw badRequest(authMessages.alreadyVerified);
  await sendVerificationLink(app, user);
  return { message: authMessages.verificationSent };
}

/**
 * The same answer whether or not the address has an account, and the mail is sent after answering,
 * so neither the text nor the timing tells which addresses are registered.
 */
export async function forgotPassword(app: FastifyInstance, rawEmail: string) {
  const email = normalizeEmail(rawEmail);
  const task = (async () => {
    const user = await repo.findUserByEmail(app.db, email);
    if (!user) return;
    // Past the address's daily allowance, whatever the IP: no mail, and the last link stays valid.
    if (!(await takeAddressAllowance(app.db, 'reset-password', user.email))) {
      app.log.info({ kind: 'reset-password' }, 'mail not sent: the address reached its daily limit');
      return;
    }
    const url = await newLinkFor(app, user, 'reset-password', resetLinkTtlMs);
    await app.mailer.send(resetPasswordMail({ to: user.email, firstName: user.firstName, url }));
  })().catch((error) => app.log.error({ err: error }, 'password reset mail failed'));
  app.pendingWork.add(task);
  return { message: authMessages.resetLinkSent };
}

export async function resetPassword(app: FastifyInstance, body: ResetPasswordRequest) {
  const used = await consumeLinkToken(app.db, 'reset-password', hashToken(body.token));
  if (!used) throw badRequest(authMessages.linkInvalid, { token: authMessages.linkInvalid });
  const user = await repo.findUserById(app.db, used.userId);
  if (!user) throw badRequest(authMessages.linkInvalid, { token: authMessages.linkInvalid });
  await repo.updateUser(app.db, user.id, {
    passwordHash: await hashPassword(body.password),
    // Opening the link proved the mailbox is theirs.
    ...(user.emailVerifiedAt ? {} : { emailVerifiedAt: new Date() }),
  });
  await revocation.revokeUserSessions(app, user.id, 'password-reset');
  await repo.clearAuthFailures(app.db, user.email);
  return { message: authMessages.passwordReset };
}
