/**
 * A test-data builder: the defaults, made afresh on every call so that no test sees another's
 * changes, with the test's overrides on top.
 */
export function fixtureBuilder<T extends object>(defaults: () => T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...defaults(), ...overrides });
}
