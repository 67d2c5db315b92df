/** How the tournament names a participant: their account's name, the guest's name, or the address's local part. */
export const entrantName = (e: {
  firstName: string | null;
  lastName: string | null;
  guestFirstName: string | null;
  guestLastName: string | null;
  email: string | null;
}) =>
  e.firstName
    ? `${e.firstName} ${e.lastName}`
    : e.guestFirstName
      ? `${e.guestFirstName} ${e.guestLastName}`
      : (e.email ?? 'Player').split('@')[0]!;
