import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum: 19 MiB memory, 2 iterations, 1 lane. */
const standard = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/**
 * The test harness's cost (config refuses it outside NODE_ENV=test): a registration in a test then
 * costs a millisecond instead of a core for 50 ms. Verification reads the cost from the stored hash,
 * so either kind of hash verifies under either setting.
 */
const fastForTests = { algorithm: 2, memoryCost: 256, timeCost: 1, parallelism: 1 } as const;
let options: typeof standard | typeof fastForTests = standard;

/** Set once at start-up from the configuration (`PASSWORD_HASHING`). */
export function usePasswordHashing(mode: 'standard' | 'fast-for-tests'): void {
  options = mode === 'fast-for-tests' ? fastForTests : standard;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing, verified against when the account does not exist, so timing reveals nothing. */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-0A!');
  await verifyPassword(await dummyHash, password);
}
