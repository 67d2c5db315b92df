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

/**
 * A name no one else in the tournament has (issue 28, two "Paula Player"): the second of a name
 * becomes "Paula Player (2)", the third "(3)", so the clock, the TV, the knockouts and the results
 * tell them apart. `taken`: the names already given, in the order they were given.
 */
export function distinctName(name: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(name)) return name;
  let n = 2;
  while (used.has(`${name} (${n})`)) n += 1;
  return `${name} (${n})`;
}

/** Every entrant's name, the later of two alike numbered (see `distinctName`). */
export function distinctNames(names: readonly string[]): string[] {
  const given: string[] = [];
  for (const name of names) given.push(distinctName(name, given));
  return given;
}
