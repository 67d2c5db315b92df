import type { EmailCategory } from '@pokerhome/domain';
import { emailCategories } from '@pokerhome/domain';
import { deriveKey, safeEqual, sign } from '../../lib/crypto.ts';

/**
 * Signed links that work without signing in (docs/reach.md). Each is an HMAC over what it acts on,
 * keyed from SESSION_SECRET, so every instance sharing the secret accepts the others' links and no
 * token is stored.
 */
export function createLinks(secret: string) {
  const key = deriveKey(secret, 'reach-links');
  const b64 = (value: string) => Buffer.from(value).toString('base64url');
  const unb64 = (value: string) => Buffer.from(value, 'base64url').toString('utf8');
  const check = (payload: string, signature: string | undefined) =>
    signature !== undefined && safeEqual(sign(key, payload), signature);

  return {
    unsubscribe(email: string, category: EmailCategory) {
      const address = email.toLowerCase();
      return `${b64(address)}.${category}.${sign(key, `unsubscribe:${address}:${category}`)}`;
    },
    readUnsubscribe(token: string): { email: string; category: EmailCategory } | undefined {
      const [address, category, signature] = token.split('.');
      if (!address || !category || !(emailCategories as readonly string[]).includes(category))
        return undefined;
      const email = unb64(address);
      if (!check(`unsubscribe:${email}:${category}`, signature)) return undefined;
      return { email, category: category as EmailCategory };
    },
    /** Per seat: the link frees this participant's seat in this game, and nothing else. */
    cantMakeIt(gameId: string, participantId: string) {
      return `${gameId}.${participantId}.${sign(key, `cant-make-it:${gameId}:${participantId}`)}`;
    },
    readCantMakeIt(token: string): { gameId: string; participantId: string } | undefined {
      const [gameId, participantId, signature] = token.split('.');
      if (!gameId || !participantId || !check(`cant-make-it:${gameId}:${participantId}`, signature))
        return undefined;
      return { gameId, participantId };
    },
    /** The feed's secret changes with its generation: regenerating kills every older URL. */
    feed(userId: string, generation: number) {
      return `${userId}.${sign(key, `feed:${userId}:${generation}`)}`;
    },
    feedUser(token: string) {
      const [userId, signature] = token.split('.');
      if (!userId || !signature || !/^[0-9a-f-]{36}$/.test(userId)) return undefined;
      return {
        userId,
        matches: (generation: number) => check(`feed:${userId}:${generation}`, signature),
      };
    },
  };
}
export type Links = ReturnType<typeof createLinks>;
