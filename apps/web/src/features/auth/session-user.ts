import { normalizeRole, userSchema } from '@pokerhome/domain';
import { z } from 'zod';

/**
 * The signed-in user as `GET /auth/me` answers it (`data.user`). The role is read leniently: a
 * legacy 'user' or an unknown value counts as participant (core spec §3) instead of failing.
 */
export const sessionUserSchema = userSchema.extend({ role: z.unknown().transform(normalizeRole) });
export type SessionUser = z.output<typeof sessionUserSchema>;

export const meResponseSchema = z.object({ user: sessionUserSchema });

export function fullName(user: SessionUser): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.displayName.trim() || user.email;
}

export function initials(user: SessionUser): string {
  const fromName = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return (fromName || fullName(user).charAt(0)).toUpperCase();
}
