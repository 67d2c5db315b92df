import { text } from '../text.ts';
import { authMessages } from './messages.ts';

/** An address with something@something.tld and no spaces (also the invitation panel's pattern). */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = text({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .max(254, authMessages.emailTooLong)
  .regex(emailPattern, authMessages.emailInvalid);

/** Stored form of an address: trimmed and lower-cased, so comparisons are case-insensitive. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const name = (required: string, tooLong: string) =>
  text({ error: required, invalid: authMessages.nameInvalidCharacters })
    .trim()
    .min(1, required)
    .max(50, tooLong);

export const firstNameSchema = name(authMessages.firstNameRequired, authMessages.firstNameTooLong);
export const lastNameSchema = name(authMessages.lastNameRequired, authMessages.lastNameTooLong);

export const timeZoneSchema = text()
  .max(64, authMessages.timeZoneInvalid)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, authMessages.timeZoneInvalid);

/** Link tokens are 43 URL-safe characters; anything far longer is not ours. */
export const linkTokenSchema = text({ error: authMessages.tokenRequired })
  .min(1, authMessages.tokenRequired)
  .max(256, authMessages.linkInvalid);
