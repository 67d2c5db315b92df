import { deriveKey, safeEqual, sign } from './crypto.ts';

export const accessTokenTtlMs = 15 * 60_000;

export type AccessClaims = { sessionId: string; userId: string; expiresAt: number };

/**
 * The short-lived access cookie: `sessionId.userId.expiry.signature`. It only saves a refresh per
 * request; every request still checks that its session is not revoked, so a revoked session stops
 * working at once.
 */
export function createAccessTokens(secret: string) {
  const key = deriveKey(secret, 'access-token');
  // Cookies whose signature was checked, so a phone polling the clock does not pay an HMAC per
  // request (docs/performance.md). Only verified tokens enter; expiry is still checked on each use.
  const verified = new Map<string, AccessClaims>();
  const maxVerified = 100_000;
  return {
    issue(sessionId: string, userId: string, now: number): string {
      const payload = `${sessionId}.${userId}.${Math.floor((now + accessTokenTtlMs) / 1000)}`;
      return `${payload}.${sign(key, payload)}`;
    },
    verify(token: string | undefined, now: number): AccessClaims | undefined {
      if (!token || token.length > 300) return undefined;
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > now) return known;
        verified.delete(token);
        return undefined;
      }
      const parts = token.split('.');
      if (parts.length !== 4) return undefined;
      const [sessionId, userId, exp, signature] = parts as [string, string, string, string];
      if (!safeEqual(sign(key, `${sessionId}.${userId}.${exp}`), signature)) return undefined;
      const expiresAt = Number(exp) * 1000;
      if (!Number.isFinite(expiresAt) || expiresAt <= now) return undefined;
      const claims = Object.freeze({ sessionId, userId, expiresAt });
      if (verified.size >= maxVerified) verified.clear();
      verified.set(token, claims);
      return claims;
    },
  };
}
