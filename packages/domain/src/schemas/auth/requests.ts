import { z } from 'zod';
import { text, whenFieldsValid } from '../text.ts';
import { emailSchema, firstNameSchema, lastNameSchema, linkTokenSchema, timeZoneSchema } from './fields.ts';
import { authMessages } from './messages.ts';
import { passwordSchema } from './password.ts';
import { registrableRoles } from './roles.ts';

/** Runs the match check even when other fields still have errors, as long as both passwords are in. */
const whenPasswordsPresent = whenFieldsValid;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired)
    .max(128, authMessages.passwordTooLong),
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
    confirmPassword: z
      .string({ error: authMessages.confirmRequired })
      .min(1, authMessages.confirmRequired)
      .max(128, authMessages.passwordTooLong),
    role: z.enum(registrableRoles, { error: authMessages.roleInvalid }),
    acceptTerms: z.literal(true, { error: authMessages.termsRequired }),
    /** Present when the visitor came from an invitation e-mail (players issue). */
    invitationToken: text().max(256).optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsDontMatch,
    path: ['confirmPassword'],
    when: whenPasswordsPresent(['password', 'confirmPassword']),
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type RegisterForm = z.input<typeof registerRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    token: linkTokenSchema,
    password: passwordSchema,
    confirmPassword: z
      .string({ error: authMessages.confirmRequired })
      .min(1, authMessages.confirmRequired)
      .max(128, authMessages.passwordTooLong),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsDontMatch,
    path: ['confirmPassword'],
    when: whenPasswordsPresent(['password', 'confirmPassword']),
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = z
  .object({
    currentPassword: z
      .string({ error: authMessages.currentPasswordRequired })
      .min(1, authMessages.currentPasswordRequired)
      .max(128, authMessages.passwordTooLong),
    newPassword: passwordSchema,
    confirmPassword: z
      .string({ error: authMessages.confirmNewRequired })
      .min(1, authMessages.confirmNewRequired)
      .max(128, authMessages.passwordTooLong),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: authMessages.passwordsDontMatch,
    path: ['confirmPassword'],
    when: whenPasswordsPresent(['newPassword', 'confirmPassword']),
  });
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
