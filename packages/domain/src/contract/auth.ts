import { z } from 'zod';
import {
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
  register: auth.created('/api/auth/register', authUserResponseSchema, { body: registerRequestSchema, read }),
  login: auth.post('/api/auth/login', loginResponseSchema, {
    body: loginRequestSchema,
    read: z.union([sessionResponseSchema, z.object({ twoFactorRequired: z.literal(true) })]),
  }),
  logout: told.post('/api/auth/logout'),
  refresh: auth.post('/api/auth/refresh', authUserResponseSchema, { read }),
  me: auth.get('/api/auth/me', authUserResponseSchema, { read }),
  capabilities: auth.get('/api/auth/capabilities', capabilitiesSchema),
  updateProfile: auth.patch('/api/auth/profile', authUserResponseSchema, {
    body: updateProfileRequestSchema,
    read,
  }),
  changePassword: told.post('/api/auth/change-password', { body: changePasswordRequestSchema }),

  forgotPassword: told.post('/api/auth/forgot-password', { body: forgotPasswordRequestSchema }),
  resetPassword: told.post('/api/auth/reset-password', { body: resetPasswordRequestSchema }),
  verifyEmail: told.post('/api/auth/verify-email', { body: verifyEmailRequestSchema }),
  resendVerification: told.post('/api/auth/resend-verification'),

  twoFactorSetup: security.post('/api/auth/2fa/setup', twoFactorSetupResponseSchema),
  twoFactorEnable: security.post('/api/auth/2fa/verify', twoFactorEnableResponseSchema, {
    body: twoFactorTokenSchema,
  }),
  twoFactorDisable: security.post('/api/auth/2fa/disable', messageResponseSchema, {
    body: twoFactorTokenSchema,
  }),
  sessions: security.get('/api/auth/sessions', sessionsResponseSchema),
  revokeSession: security.byId('Unknown session').delete('/api/auth/sessions/:id', messageResponseSchema),
  revokeOtherSessions: security.delete('/api/auth/sessions', revokedSessionsResponseSchema),

  /** A file download: the JSON document itself is the answer (no envelope). */
  exportData: account.file('/api/auth/export', { summary: 'Download all of my data (JSON)' }),
  deleteAccount: account.delete('/api/auth/account', messageResponseSchema, {
    body: deleteAccountRequestSchema,
  }),
};
