import {
  authMessages,
  type ChangePasswordRequest,
  capabilitiesForRole,
  type LoginRequest,
  normalizeEmail,
  normalizeRole,
  type RegisterRequest,
  type UpdateProfileRequest,
  type User,
} from '@pokerhome/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest, unauthenticated } from '../../lib/errors.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password.ts';
import * as repo from './auth.repository.ts';
import { emailChangedMail, passwordChangedMail } from './auth-mails.ts';
import { sendVerificationLink } from './email-links.service.ts';
import * as revocation from './session-revocation.ts';
import { openSession } from './session-tokens.service.ts';
import { verifySecondFactor } from './two-factor.service.ts';

const failureWindowMs = 15 * 60_000;
const maxFailures = 5;

export function toPublicUser(row: repo.UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: normalizeRole(row.role),
    username: row.username,
    displayName: `${row.firstName} ${row.lastName}`,
    avatar: null,
    isGuest: false,
    emailVerified: row.emailVerifiedAt !== null,
    twoFactorEnabled: row.totpEnabledAt !== null,
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function register(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: RegisterRequest,
) {
  const email = normalizeEmail(body.email);
  const user = await repo.insertUser(app.db, {
    email,
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    // The schema admits only participant, host or organizer: registration never grants admin.
    role: body.role,
    passwordHash: await hashPassword(body.password),
  });
  if (!user) throw new AppError('CONFLICT', authMessages.emailTaken, { email: authMessages.emailTaken });
  await app.events.emit('user-registered', {
    userId: user.id,
    email: user.email,
    ...(body.invitationToken ? { invitationToken: body.invitationToken } : {}),
  });
  await openSession(app, request, reply, user.id, false);
  await sendVerificationLink(app, user);
  return toPublicUser(user);
}

/** Answers `{user}` once signed in, or `{twoFactorRequired: true}` when the code is still missing. */
export async function login(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: LoginRequest,
) {
  const email = normalizeEmail(body.email);
  if ((await repo.countRecentAuthFailures(app.db, email, 'login', failureWindowMs)) >= maxFailures) {
    throw new AppError('RATE_LIMITED', authMessages.tooManyAttempts);
  }
  const user = await repo.findUserByEmail(app.db, email);
  const valid = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (!user || !valid) {
    await repo.recordAuthFailure(app.db, email, 'login', request.ip);
    throw unauthenticated(authMessages.invalidCredentials);
  }
  if (user.totpEnabledAt) {
    if (!body.twoFactorCode) return { twoFactorRequired: true as const };
    if ((await repo.countRecentAuthFailures(app.db, email, 'two-factor', failureWindowMs)) >= maxFailures) {
      throw new AppError('RATE_LIMITED', authMessages.tooManyAttempts);
    }
    if (!(await verifySecondFactor(app, user, body.twoFactorCode))) {
      await repo.recordAuthFailure(app.db, email, 'two-factor', request.ip);
      throw unauthenticated(authMessages.invalidTwoFactorCode);
    }
  }
  await repo.clearAuthFailures(app.db, email);
  await openSession(app, request, reply, user.id, body.rememberMe ?? false);
  return { user: toPublicUser(user) };
}

export async function currentUser(app: FastifyInstance, userId: string) {
  const user = await repo.findUserById(app.db, userId);
  if (!user) throw unauthenticated();
  return user;
}

export async function capabilities(app: FastifyInstance, userId: string) {
  return capabilitiesForRole(normalizeRole((await currentUser(app, userId)).role));
}

export async function updateProfile(
  app: FastifyInstance,
  userId: string,
  body: UpdateProfileRequest,
  ip: string,
) {
  const current = await currentUser(app, userId);
  const email = body.email === undefined ? undefined : normalizeEmail(body.email);
  const emailChanged = email !== undefined && email !== current.email;
  if (emailChanged) {
    if (!body.currentPassword) {
      throw badRequest(authMessages.passwordForEmailChange, {
        currentPassword: authMessages.passwordForEmailChange,
      });
    }
    await confirmPassword(app, current, body.currentPassword, ip);
    if (await repo.findUserByEmail(app.db, email)) {
      throw new AppError('CONFLICT', authMessages.emailTaken, { email: authMessages.emailTaken });
    }
  }
  let updated: repo.UserRow | undefined;
  try {
    updated = await repo.updateUser(app.db, userId, {
      ...(body.firstName === undefined ? {} : { firstName: body.firstName.trim() }),
      ...(body.lastName === undefined ? {} : { lastName: body.lastName.trim() }),
      ...(body.timeZone === undefined ? {} : { timeZone: body.timeZone }),
      ...(emailChanged ? { email, emailVerifiedAt: null } : {}),
    });
  } catch (error) {
    // Two accounts racing to the same address: the unique index decides.
    if ((error as { code?: string }).code === '23505') {
      throw new AppError('CONFLICT', authMessages.emailTaken, { email: authMessages.emailTaken });
    }
    throw error;
  }
  if (!updated) throw unauthenticated();
  if (emailChanged) {
    await sendVerificationLink(app, updated);
    await app.mailer.send(
      emailChangedMail({ to: current.email, firstName: current.firstName, newEmail: updated.email }),
    );
  }
  return toPublicUser(updated);
}

/**
 * A signed-in user re-entering their password (password or e-mail change): wrong answers count
 * toward the same per-account lockout as failed sign-ins.
 */
async function confirmPassword(app: FastifyInstance, user: repo.UserRow, password: string, ip: string) {
  if ((await repo.countRecentAuthFailures(app.db, user.email, 'login', failureWindowMs)) >= maxFailures) {
    throw new AppError('RATE_LIMITED', authMessages.tooManyAttempts);
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    await repo.recordAuthFailure(app.db, user.email, 'login', ip);
    throw badRequest(authMessages.currentPasswordIncorrect, {
      currentPassword: authMessages.currentPasswordIncorrect,
    });
  }
}

export async function changePassword(
  app: FastifyInstance,
  auth: { userId: string; sessionId: string },
  body: ChangePasswordRequest,
  ip: string,
) {
  const user = await currentUser(app, auth.userId);
  await confirmPassword(app, user, body.currentPassword, ip);
  await repo.updateUser(app.db, user.id, { passwordHash: await hashPassword(body.newPassword) });
  // Whoever else knew the old password is signed out everywhere; this device stays signed in.
  await revocation.revokeUserSessions(app, user.id, 'password-changed', auth.sessionId);
  await app.mailer.send(passwordChangedMail({ to: user.email, firstName: user.firstName }));
  return { message: authMessages.passwordChanged };
}
