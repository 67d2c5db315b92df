/**
 * Roles and what they allow. Deliberately free of Zod: the web app's first screen (the landing
 * page) reads roles without loading the schema library (the landing page's budget, docs/performance.md).
 */
export const roles = ['participant', 'host', 'organizer', 'admin'] as const;
export type Role = (typeof roles)[number];
/** Registration offers these three; admin is never self-granted (docs/security.md). */
export const registrableRoles = ['participant', 'host', 'organizer'] as const;
export type RegistrableRole = (typeof registrableRoles)[number];

/** Legacy 'user' and any unknown value read as participant (docs/security.md). */
export function normalizeRole(raw: unknown): Role {
  return (roles as readonly unknown[]).includes(raw) ? (raw as Role) : 'participant';
}

export const isHostRole = (role: Role) => role === 'host' || role === 'organizer' || role === 'admin';
export const canCreateGames = (_role: Role) => true;
export const canUseTemplates = (role: Role) => role === 'organizer' || role === 'admin';

/**
 * Per-game participant ceiling and recurring games by role (spec README decision); its shape is
 * `Capabilities` (responses.ts), inferred here so this file stays free of the schemas.
 */
export function capabilitiesForRole(role: Role) {
  const maxParticipants = { participant: 20, host: 30, organizer: 100, admin: 100 }[role];
  return { maxParticipants, canScheduleRecurring: role === 'organizer' || role === 'admin' };
}

export const roleLabels: Record<Role, string> = {
  participant: 'Player',
  host: 'Host',
  organizer: 'League Organizer',
  admin: 'Administrator',
};
