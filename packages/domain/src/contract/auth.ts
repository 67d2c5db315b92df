import { z } from 'zod';
import { apiSuccessSchema } from '../schemas/api.ts';
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
import { defineEndpoint } from './define-endpoint.ts';

const tags = ['auth'];
const securityTags = ['account security'];
const accountTags = ['account data'];
const userResponse = { 200: apiSuccessSchema(authUserResponseSchema) };
/** The browser reads the signed-in user leniently (docs/security.md): see `sessionUserSchema`. */
const read = sessionResponseSchema;
const messageResponse = { 200: apiSuccessSchema(messageResponseSchema) };

/** Accounts, sessions, e-mailed links, two-factor and the account's data (docs/security.md). */
export const authContract = {
  register: defineEndpoint({
    method: 'POST',
    path: '/api/auth/register',
    tags,
    body: registerRequestSchema,
    responses: { 201: apiSuccessSchema(authUserResponseSchema) },
    read,
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login',
    tags,
    body: loginRequestSchema,
    responses: { 200: apiSuccessSchema(loginResponseSchema) },
    read: z.union([sessionResponseSchema, z.object({ twoFactorRequired: z.literal(true) })]),
  }),
  logout: defineEndpoint({ method: 'POST', path: '/api/auth/logout', tags, responses: messageResponse }),
  refresh: defineEndpoint({ method: 'POST', path: '/api/auth/refresh', tags, responses: userResponse, read }),
  me: defineEndpoint({ method: 'GET', path: '/api/auth/me', tags, responses: userResponse, read }),
  capabilities: defineEndpoint({
    method: 'GET',
    path: '/api/auth/capabilities',
    tags,
    responses: { 200: apiSuccessSchema(capabilitiesSchema) },
  }),
  updateProfile: defineEndpoint({
    method: 'PATCH',
    path: '/api/auth/profile',
    tags,
    body: updateProfileRequestSchema,
    responses: userResponse,
    read,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/change-password',
    tags,
    body: changePasswordRequestSchema,
    responses: messageResponse,
  }),

  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    tags,
    body: forgotPasswordRequestSchema,
    responses: messageResponse,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    tags,
    body: resetPasswordRequestSchema,
    responses: messageResponse,
  }),
  verifyEmail: defineEndpoint({
    method: 'POST',
    path: '/api/auth/verify-email',
    tags,
    body: verifyEmailRequestSchema,
    responses: messageResponse,
  }),
  resendVerification: defineEndpoint({
    method: 'POST',
    path: '/api/auth/resend-verification',
    tags,
    responses: messageResponse,
  }),

  twoFactorSetup: defineEndpoint({
    method: 'POST',
    path: '/api/auth/2fa/setup',
    tags: securityTags,
    responses: { 200: apiSuccessSchema(twoFactorSetupResponseSchema) },
  }),
  twoFactorEnable: defineEndpoint({
    method: 'POST',
    path: '/api/auth/2fa/verify',
    tags: securityTags,
    body: twoFactorTokenSchema,
    responses: { 200: apiSuccessSchema(twoFactorEnableResponseSchema) },
  }),
  twoFactorDisable: defineEndpoint({
    method: 'POST',
    path: '/api/auth/2fa/disable',
    tags: securityTags,
    body: twoFactorTokenSchema,
    responses: messageResponse,
  }),
  sessions: defineEndpoint({
    method: 'GET',
    path: '/api/auth/sessions',
    tags: securityTags,
    responses: { 200: apiSuccessSchema(sessionsResponseSchema) },
  }),
  revokeSession: defineEndpoint({
    method: 'DELETE',
    path: '/api/auth/sessions/:id',
    tags: securityTags,
    params: z.object({ id: z.uuid({ message: 'Unknown session' }) }),
    responses: messageResponse,
  }),
  revokeOtherSessions: defineEndpoint({
    method: 'DELETE',
    path: '/api/auth/sessions',
    tags: securityTags,
    responses: { 200: apiSuccessSchema(revokedSessionsResponseSchema) },
  }),

  /** A file download: the JSON document itself is the answer (no envelope). */
  exportData: defineEndpoint({
    method: 'GET',
    path: '/api/auth/export',
    tags: accountTags,
    summary: 'Download all of my data (JSON)',
  }),
  deleteAccount: defineEndpoint({
    method: 'DELETE',
    path: '/api/auth/account',
    tags: accountTags,
    body: deleteAccountRequestSchema,
    responses: messageResponse,
  }),
};
