import { deriveKey, safeEqual, sign } from './crypto.ts';

/**
 * The "stop all e-mail" link every mail carries (docs/security.md, "Mail limits"). The token is
 * `key.signature`: `key` is an HMAC of the address (the suppression list's key, which tells nothing
 * of the address without the secret), `signature` an HMAC over the key, so only links the product
 * made are accepted. Keyed from SESSION_SECRET: every instance accepts the others' links, and they
 * never expire (an old mail's link still works).
 */
export function createMailStop(secret: string, publicUrl: string) {
  const hmacKey = deriveKey(secret, 'mail-stop');
  const addressKey = (address: string) => sign(hmacKey, `address:${address.trim().toLowerCase()}`);
  const token = (address: string) => {
    const key = addressKey(address);
    return `${key}.${sign(hmacKey, `stop:${key}`)}`;
  };
  return {
    addressKey,
    /** The suppression key the token stands for; undefined for a token the product did not make. */
    read(value: string): string | undefined {
      const [key, signature] = value.split('.');
      if (!key || !signature || !safeEqual(sign(hmacKey, `stop:${key}`), signature)) return undefined;
      return key;
    },
    /** The page that asks before stopping (mail scanners open links). */
    page: (address: string) => `${publicUrl}/stop-mail?token=${token(address)}`,
    /** The mail client's one-click target (List-Unsubscribe-Post), outside /api. */
    oneClick: (address: string) => `${publicUrl}/mail/stop?token=${token(address)}`,
  };
}
export type MailStop = ReturnType<typeof createMailStop>;
