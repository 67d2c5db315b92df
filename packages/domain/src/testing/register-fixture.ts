import { authMessages } from '../schemas/auth/index.ts';

/** What an empty register form answers, one message a field, top to bottom (docs/security.md). */
export const emptyRegisterMessages = [
  authMessages.firstNameRequired,
  authMessages.lastNameRequired,
  authMessages.emailRequired,
  authMessages.passwordTooShort,
  authMessages.confirmRequired,
  authMessages.termsRequired,
] as const;
