export { useResendVerification } from './api/resend-verification.ts';
export { sessionQueryKey, sessionQueryOptions } from './api/session-query.ts';
export { PasswordStrengthMeter } from './components/password-strength-meter.tsx';
export { type Session, useAuthenticatedUser, useSession } from './hooks/use-session.ts';
export { useSessionExpirySync } from './hooks/use-session-expiry.ts';
export { useSignOut } from './hooks/use-sign-out.ts';
export { fullName, initials, type SessionUser } from './session-user.ts';
export { applyServerFieldErrors } from './utils/server-field-errors.ts';
