import { z } from 'zod';
import { authMessages } from './messages.ts';

/** Letters, digits and @$!%*?& only, with at least one of each class (docs/security.md). */
export const passwordPattern = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/;

export const passwordSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(8, authMessages.passwordTooShort)
  .max(128, authMessages.passwordTooLong)
  .regex(passwordPattern, authMessages.passwordComposition);

export const strengthLabels = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
export type StrengthLabel = (typeof strengthLabels)[number];

/**
 * One point each: length ≥ 8, length ≥ 12, lowercase, uppercase, digit, another symbol; capped at 4.
 * A password the rules above refuse (too short or long, a symbol outside @$!%*?&, a class missing) scores at
 * most Good: the meter never calls Strong what the form will refuse (issue 28, "Strong" for `#`).
 */
export function passwordStrength(password: string): { score: number; label: StrengthLabel } {
  const points = [
    password.length >= 8,
    password.length >= 12,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
  const accepted = password.length >= 8 && password.length <= 128 && passwordPattern.test(password);
  const score = Math.min(points, accepted ? 4 : 3);
  return { score, label: strengthLabels[score]! };
}
