import type { SessionUser } from '@pokerhome/domain';

// The schema lives in the domain package (`sessionUserSchema`): the app's first chunk only needs the type.
export type { SessionUser };

export function fullName(user: SessionUser): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.displayName.trim() || user.email;
}

export function initials(user: SessionUser): string {
  const fromName = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return (fromName || fullName(user).charAt(0)).toUpperCase();
}
