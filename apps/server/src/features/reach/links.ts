import type { EmailCategory } from '@pokerhome/domain';
import { emailCategories } from '@pokerhome/domain';
import { decrypt, deriveKey, encrypt, safeEqual, sign } from '../../lib/crypto.ts';

/**
 * Signed links that work without signing in (docs/reach.md). Each is an HMAC over what it acts on,
 * keyed from SESSION_SECRET, so every instance sharing the secret accepts the others' links and no
 * token is stored.
 */
export function createLinks(secret: string) {
  const key = deriveKey(secret, 'reach-links');
  // The unsubscribe link names an address: sealed (AES-256-GCM), so the link shows nothing of it.
  const sealKey = deriveKey(secret, 'reach-unsubscribe-address');
  const unb64 = (value: string) => Buffer.from(value, 'base64url').toString('utf8');
  const check = (payload: string, signature: string | undefined) =>
    signature !== undefined && safeEqual(sign(key, payload), signature);

  return {
    /**
     * Opaque: the category and the address sealed together (iv.tag.ciphertext), authenticated by
     * the cipher, so the link neither shows the address nor can be altered (issue 28, docs/reach.md).
     */
    unsubscribe(email: string, category: EmailCategory) {
      return encrypt(sealKey, `${category}:${email.toLowerCase()}`);
    },
    readUnsubscribe(token: string): { email: string; category: EmailCategory } | undefined {
      const [first, second, third] = token.split('.');
      if (!first || !second || !third) return undefined;
      // A link mailed before the sealed form (address.category.signature) keeps working.
      if ((emailCategories as readonly string[]).includes(second)) {
        const email = unb64(first);
        if (!check(`unsubscribe:${email}:${second}`, third)) return undefined;
        return { email, category: second as EmailCategory };
      }
      let opened: string;
      try {
        opened = decrypt(sealKey, token);
      } catch {
        return undefined;
      }
      const at = opened.indexOf(':');
      const category = opened.slice(0, at);
      if (at < 0 || !(emailCategories as readonly string[]).includes(category)) return undefined;
      return { email: opened.slice(at + 1), category: category as EmailCategory };
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
