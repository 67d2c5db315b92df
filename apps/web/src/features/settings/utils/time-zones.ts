let cached: string[] | undefined;

/** Every IANA time zone this browser knows (computed once: the list has about 400 entries). */
export function allTimeZones(): string[] {
  cached ??= typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return cached;
}

/**
 * The choices for a user: the browser's list plus the user's own zone and UTC, which some
 * browsers leave out of that list (V8 lists only canonical names) though they accept them.
 */
export function timeZoneChoices(current: string): string[] {
  const zones = new Set(allTimeZones());
  zones.add('UTC');
  if (current) zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

/** "America/New_York" → "America/New York (GMT-5)": the offset right now, to help pick. */
export function timeZoneLabel(zone: string, at: Date = new Date()): string {
  const name = zone.replaceAll('_', ' ');
  try {
    const offset = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    return offset ? `${name} (${offset})` : name;
  } catch {
    return name;
  }
}

/** The zone the browser runs in, e.g. to suggest it. */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
