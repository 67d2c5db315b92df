import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessTokenTtlMs, createAccessTokens } from './access-token.ts';

const sessionId = '0b6f1c1e-3f0e-4a59-9d1a-5c6f2a7e8b90';
const userId = '7d2e4b8a-1c3f-4e5d-8a9b-0c1d2e3f4a5b';

describe('access cookie', () => {
  it('accepts its own cookie again and again, and refuses it once expired, remembered or not', () => {
    const tokens = createAccessTokens('a-secret-of-enough-length-0123456789');
    const now = 1_800_000_000_000;
    const cookie = tokens.issue(sessionId, userId, now);
    for (let i = 0; i < 3; i++) expect(tokens.verify(cookie, now + i)?.sessionId).toBe(sessionId);
    expect(tokens.verify(cookie, now + accessTokenTtlMs + 1000)).toBeUndefined();
    // A fresh verifier that never saw it refuses it the same way.
    expect(
      createAccessTokens('a-secret-of-enough-length-0123456789').verify(
        cookie,
        now + accessTokenTtlMs + 1000,
      ),
    ).toBeUndefined();
  });

  it('never accepts a cookie changed in any character, even after the genuine one was accepted', () => {
    const tokens = createAccessTokens('a-secret-of-enough-length-0123456789');
    const now = 1_800_000_000_000;
    const cookie = tokens.issue(sessionId, userId, now);
    expect(tokens.verify(cookie, now)).toBeDefined();
    fc.assert(
      fc.property(fc.nat({ max: cookie.length - 1 }), fc.constantFrom(...'0123456789abcdef.-_A'), (at, c) => {
        const changed = cookie.slice(0, at) + c + cookie.slice(at + 1);
        fc.pre(changed !== cookie);
        expect(tokens.verify(changed, now)).toBeUndefined();
      }),
    );
    // Another secret's verifier refuses it.
    expect(createAccessTokens('another-secret-of-enough-length-987654').verify(cookie, now)).toBeUndefined();
  });
});
