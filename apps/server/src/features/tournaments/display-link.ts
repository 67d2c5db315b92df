import { randomInt } from 'node:crypto';
import { displayCodeAlphabet, displayCodeLength } from '@pokerhome/domain';
import { randomToken } from '../../lib/crypto.ts';

/**
 * A new TV link: the secret token of /display/{token} and the short code typed at /tv for it, made
 * and replaced together, so a new link also retires the old code (docs/tournament.md, "Getting the
 * TV up"). About a billion codes: guessing one is held off by the lookup's rate limit.
 */
export function newDisplayLink() {
  const code = Array.from(
    { length: displayCodeLength },
    () => displayCodeAlphabet[randomInt(displayCodeAlphabet.length)],
  ).join('');
  return { displayToken: randomToken(24), displayCode: code };
}
