import { z } from 'zod';
import { text, whenFieldsValid } from '../text.ts';
import { emailSchema, firstNameSchema, lastNameSchema, linkTokenSchema, timeZoneSchema } from './fields.ts';
import { authMessages } from './messages.ts';
import { passwordSchema } from './password.ts';
import { registrableRoles } from './roles.ts';

/** A password typed to be checked, not chosen: `required` when empty, at most 128 characters. */
const typedPassword = (required: string) =>
  z.string({ error: required }).min(1, required).max(128, authMessages.passwordTooLong);

/**
 * `confirmPassword` must repeat `field`, said on `confirmPassword`. The check runs even when other
 * fields still have errors, as long as both passwords are in.
 */
const confirms = (field: 'password' | 'newPassword') => ({
  message: authMessages.passwordsDontMatch,
  path: ['confirmPassword'],
  when: whenFieldsValid([field, 'confirmPassword']),
});

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: typedPassword(authMessages.passwordRequired),
  rememberMe: z.boolean().optional(),
  /** Second step when two-factor is on: a 6-digit code or a recovery code. */
  twoFactorCode: text()
    .trim()
    .min(6, authMessages.twoFactorCodeRequired)
    .max(32, authMessages.invalidTwoFactorCode)
    .optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: typedPassword(authMessages.confirmRequired),
    role: z.enum(registrableRoles, { error: authMessages.roleInvalid }),
    acceptTerms: z.literal(true, { error: authMessages.termsRequired }),
    /** Present when the visitor came from an invitation e-mail (players issue). */
    invitationToken: text().max(256).optional(),
  })
  .refine((v) => v.password === v.confirmPassword, confirms('password'));
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type RegisterForm = z.input<typeof registerRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    token: linkTokenSchema,
    password: passwordSchema,
    confirmPassword: typedPassword(authMessages.confirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, confirms('password'));
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = z
  .object({
    currentPassword: typedPassword(authMessages.currentPasswordRequired),
    newPassword: passwordSchema,
    confirmPassword: typedPassword(authMessages.confirmNewRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, confirms('newPassword'));
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const updateProfileRequestSchema = z.object({
  firstName: firstNameSchema.optional(),
  lastName: lastNameSchema.optional(),
  email: emailSchema.optional(),
  timeZone: timeZoneSchema.optional(),
  /** Needed to change the e-mail address: a stolen session alone must not be able to take the account. */
  currentPassword: z.string().max(128, authMessages.passwordTooLong).optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const verifyEmailRequestSchema = z.object({ token: linkTokenSchema });

/** A 6-digit authenticator code, or (to disable or sign in) a recovery code. */
export const twoFactorTokenSchema = z.object({
  token: z
    .string({ error: authMessages.twoFactorCodeRequired })
    .trim()
    .min(6, authMessages.twoFactorCodeRequired)
    .max(32, authMessages.invalidTwoFactorCode),
});
