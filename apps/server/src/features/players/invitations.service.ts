import {
  mailLimitMessages,
  mailLimits,
  normalizeEmail,
  type ProductInvitation,
  type ProductInviteRequest,
  playerMessages,
} from '@pokerhome/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema.ts';
import { hashToken, randomToken } from '../../lib/crypto.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { takeInvitationAllowance } from '../../lib/mail-limits.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { productInvitationMail } from './invitation-mails.ts';
import * as repo from './invitations.repository.ts';

const invitationTtlMs = 14 * 24 * 60 * 60_000;

const toInvitation = (row: repo.InvitationRow): ProductInvitation => ({
  id: row.id,
  inviteeEmail: row.inviteeEmail,
  inviteeName: row.inviteeName,
  message: row.message,
  status: row.status,
  sentAt: row.sentAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

async function send(app: FastifyInstance, auth: AuthContext, row: repo.InvitationRow, token: string) {
  const [inviter] = await app.db.select().from(users).where(eq(users.id, auth.userId));
  const url = `${app.config.publicUrl}/register?invitation=${token}&email=${encodeURIComponent(row.inviteeEmail)}`;
  await app.mailer.send(
    productInvitationMail({
      to: row.inviteeEmail,
      inviteeName: row.inviteeName,
      inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}` : 'A friend',
      message: row.message,
      url,
      expiresAt: row.expiresAt,
    }),
  );
}

export async function invite(app: FastifyInstance, auth: AuthContext, body: ProductInviteRequest) {
  const email = normalizeEmail(body.inviteeEmail);
  const [existing] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) throw conflict(`${body.inviteeEmail} ${playerMessages.alreadyRegistered}`);
  if (await repo.findPendingTo(app.db, auth.userId, email)) throw conflict(playerMessages.invitationPending);
  const token = randomToken();
  // The invitation is recorded only with its mail's allowance taken (docs/security.md, "Mail limits").
  const row = await app.db.transaction(async (tx) => {
    const refused = await takeInvitationAllowance(tx, auth.userId, email);
    if (refused) throw new AppError('RATE_LIMITED', refused);
    return repo.insertInvitation(tx, {
      inviterId: auth.userId,
      inviteeEmail: email,
      inviteeName: body.inviteeName || null,
      message: body.message || null,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + invitationTtlMs),
    });
  });
  await send(app, auth, row, token);
  return toInvitation(row);
}

export async function listInvitations(app: FastifyInstance, auth: AuthContext) {
  return (await repo.listPending(app.db, auth.userId)).map(toInvitation);
}

async function changePending(
  app: FastifyInstance,
  auth: AuthContext,
  id: string,
  values: Parameters<typeof repo.updatePending>[2],
) {
  if (!(await repo.findOwned(app.db, auth.userId, id))) throw notFound(playerMessages.invitationNotFound);
  const row = await repo.updatePending(app.db, id, values);
  if (!row) throw new AppError('CONFLICT', playerMessages.invitationNotPending);
  return row;
}

/**
 * The old link dies: only the hash of the new token is kept. At most once per cool-down, and within
 * the daily allowances (docs/security.md, "Mail limits"): the conditional update and the allowance
 * are one transaction, so racing resends send one mail.
 */
export async function resend(app: FastifyInstance, auth: AuthContext, id: string) {
  const found = await repo.findOwned(app.db, auth.userId, id);
  if (!found) throw notFound(playerMessages.invitationNotFound);
  if (found.status !== 'pending') throw new AppError('CONFLICT', playerMessages.invitationNotPending);
  const token = randomToken();
  const now = Date.now();
  const row = await app.db.transaction(async (tx) => {
    const changed = await repo.updatePending(
      tx,
      id,
      { tokenHash: hashToken(token), sentAt: new Date(now), expiresAt: new Date(now + invitationTtlMs) },
      new Date(now - mailLimits.resendCooldownMinutes * 60_000),
    );
    if (!changed) {
      const current = await repo.findOwned(tx, auth.userId, id);
      if (current?.status !== 'pending') throw new AppError('CONFLICT', playerMessages.invitationNotPending);
      throw new AppError('RATE_LIMITED', mailLimitMessages.resendCooldown);
    }
    const refused = await takeInvitationAllowance(tx, auth.userId, changed.inviteeEmail);
    if (refused) throw new AppError('RATE_LIMITED', refused);
    return changed;
  });
  await send(app, auth, row, token);
  return toInvitation(row);
}

export async function cancel(app: FastifyInstance, auth: AuthContext, id: string) {
  return toInvitation(await changePending(app, auth, id, { status: 'cancelled' }));
}

/** On sign-up: the invitations this account answers become accepted, and inviter and invitee contacts. */
export async function acceptOnRegistration(
  app: FastifyInstance,
  user: { userId: string; email: string; invitationToken?: string },
) {
  const accepted = await repo.acceptFor(
    app.db,
    user.userId,
    user.email,
    user.invitationToken ? hashToken(user.invitationToken) : undefined,
  );
  for (const invitation of accepted) await repo.linkContacts(app.db, invitation.inviterId, user.userId);
}
