import { z } from 'zod';
import { normalizeRole, roles } from './roles.ts';

export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(roles),
  username: z.string().nullable(),
  displayName: z.string(),
  avatar: z.string().nullable(),
  isGuest: z.boolean(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  timeZone: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/**
 * The signed-in user as the browser reads `GET /auth/me`: the role is read leniently, a legacy
 * 'user' or an unknown value counts as participant (docs/security.md) instead of failing.
 */
export const sessionUserSchema = userSchema.extend({ role: z.unknown().transform(normalizeRole) });
export type SessionUser = z.output<typeof sessionUserSchema>;
export const sessionResponseSchema = z.object({ user: sessionUserSchema });

export const capabilitiesSchema = z.object({
  maxParticipants: z.number().int().positive(),
  canScheduleRecurring: z.boolean(),
});
export type Capabilities = z.infer<typeof capabilitiesSchema>;

export const authUserResponseSchema = z.object({ user: userSchema });
export const loginResponseSchema = z.union([
  z.object({ user: userSchema }),
  z.object({ twoFactorRequired: z.literal(true) }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const sessionInfoSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
  persistent: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
export const sessionsResponseSchema = z.object({ sessions: z.array(sessionInfoSchema) });
export const revokedSessionsResponseSchema = z.object({ revoked: z.number().int().nonnegative() });

export const twoFactorSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCodeDataUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponseSchema>;
export const twoFactorEnableResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const messageResponseSchema = z.object({ message: z.string() });
