import { z } from 'zod';
import {
  authMessages,
  authUserResponseSchema,
  capabilitiesSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  revokedSessionsResponseSchema,
  sessionResponseSchema,
  sessionsResponseSchema,
  twoFactorEnableResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorTokenSchema,
  updateProfileRequestSchema,
  verifyEmailRequestSchema,
} from '../schemas/auth/index.ts';
import { deleteAccountRequestSchema } from '../schemas/site/index.ts';
import { endpointGroup } from './endpoint-group.ts';

const auth = endpointGroup('auth');
/** The account's actions answered with a message for the user. */
const told = auth.answering(messageResponseSchema);
const security = endpointGroup('account security');
const account = endpointGroup('account data');
/** The browser reads the signed-in user leniently (docs/security.md): see `sessionUserSchema`. */
const read = sessionResponseSchema;

/** Accounts, sessions, e-mailed links, two-factor and the account's data (docs/security.md). */
export const authContract = {
  register: auth.created('/api/auth/register', authUserResponseSchema, {
    body: registerRequestSchema,
    read,
    refuses: [['CONFLICT', authMessages.emailTaken]],
  }),
  login: auth.post('/api/auth/login', loginResponseSchema, {
    body: loginRequestSchema,
    refuses: [
      ['UNAUTHENTICATED', authMessages.invalidCredentials],
      ['UNAUTHENTICATED', `${authMessages.invalidTwoFactorCode} (two-factor accounts)`],
      ['RATE_LIMITED', `${authMessages.tooManyAttempts} (failed sign-ins for this account)`],
    ],
    read: z.union([sessionResponseSchema, z.object({ twoFactorRequired: z.literal(true) })]),
  }),
  logout: told.post('/api/auth/logout'),
  refresh: auth.post('/api/auth/refresh', authUserResponseSchema, {
    read,
    refuses: [['UNAUTHENTICATED', 'No refresh token, or one that was revoked, expired or already used']],
  }),
  me: auth.get('/api/auth/me', authUserResponseSchema, { read }),
  capabilities: auth.get('/api/auth/capabilities', capabilitiesSchema),
  updateProfile: auth.patch('/api/auth/profile', authUserResponseSchema, {
    body: updateProfileRequestSchema,
    read,
    refuses: [
      ['VALIDATION_FAILED', authMessages.passwordForEmailChange],
      ['VALIDATION_FAILED', `${authMessages.currentPasswordIncorrect} (changing the e-mail)`],
      ['CONFLICT', authMessages.emailTaken],
      ['RATE_LIMITED', authMessages.tooManyAttempts],
    ],
  }),
  changePassword: told.post('/api/auth/change-password', {
    body: changePasswordRequestSchema,
    refuses: [
      ['VALIDATION_FAILED', authMessages.currentPasswordIncorrect],
      ['RATE_LIMITED', authMessages.tooManyAttempts],
    ],
  }),

  forgotPassword: told.post('/api/auth/forgot-password', { body: forgotPasswordRequestSchema }),
  resetPassword: told.post('/api/auth/reset-password', {
    body: resetPasswordRequestSchema,
    refuses: [['VALIDATION_FAILED', `${authMessages.linkInvalid} (unknown, used or expired token)`]],
  }),
  verifyEmail: told.post('/api/auth/verify-email', {
    body: verifyEmailRequestSchema,
    refuses: [['VALIDATION_FAILED', `${authMessages.linkInvalid} (unknown, used or expired token)`]],
  }),
  resendVerification: told.post('/api/auth/resend-verification', {
    refuses: [['VALIDATION_FAILED', authMessages.alreadyVerified]],
  }),

  twoFactorSetup: security.post('/api/auth/2fa/setup', twoFactorSetupResponseSchema, {
    refuses: [['CONFLICT', authMessages.twoFactorAlreadyEnabled]],
  }),
  twoFactorEnable: security.post('/api/auth/2fa/verify', twoFactorEnableResponseSchema, {
    body: twoFactorTokenSchema,
    refuses: [
      ['VALIDATION_FAILED', authMessages.twoFactorSetupFirst],
      ['VALIDATION_FAILED', authMessages.invalidTwoFactorCode],
      ['CONFLICT', authMessages.twoFactorAlreadyEnabled],
    ],
  }),
  twoFactorDisable: security.post('/api/auth/2fa/disable', messageResponseSchema, {
    body: twoFactorTokenSchema,
    refuses: [
      ['VALIDATION_FAILED', authMessages.twoFactorNotEnabled],
      ['VALIDATION_FAILED', authMessages.invalidTwoFactorCode],
    ],
  }),
  sessions: security.get('/api/auth/sessions', sessionsResponseSchema),
  revokeSession: security.byId('Unknown session').delete('/api/auth/sessions/:id', messageResponseSchema),
  revokeOtherSessions: security.delete('/api/auth/sessions', revokedSessionsResponseSchema),

  /** A file download: the JSON document itself is the answer (no envelope). */
  exportData: account.file('/api/auth/export', { summary: 'Download all of my data (JSON)' }),
  deleteAccount: account.delete('/api/auth/account', messageResponseSchema, {
    body: deleteAccountRequestSchema,
    refuses: [['VALIDATION_FAILED', 'Password is incorrect']],
  }),
};
