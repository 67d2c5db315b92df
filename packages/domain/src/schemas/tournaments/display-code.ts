import { z } from 'zod';

/**
 * The TV's short code (docs/tournament.md, "Getting the TV up"): six characters of Crockford's
 * base 32 (no I, L, O or U), so a code read off a phone and typed with a TV remote cannot be
 * mistyped into another: I and L are read as 1, O as 0, case, spaces and dashes do not count.
 */
export const displayCodeAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const displayCodeLength = 6;

export const displayCodeMessages = {
  invalid: 'Enter the 6-character code shown on the host’s clock view',
  notFound: 'No tournament has this code. Check it on the host’s clock view.',
};

/** The code as stored: upper case, the look-alikes mapped, separators dropped; '' when it cannot be one. */
export function normalizeDisplayCode(input: string): string {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (code.length !== displayCodeLength) return '';
  return [...code].every((c) => displayCodeAlphabet.includes(c)) ? code : '';
}

/** "K7Q-2MX": the code as shown, in two halves a room can read out. */
export const formatDisplayCode = (code: string) => `${code.slice(0, 3)}-${code.slice(3)}`;

export const displayCodeSchema = z
  .string()
  .max(20)
  .transform((s, ctx) => {
    const code = normalizeDisplayCode(s);
    if (!code) ctx.addIssue({ code: 'custom', message: displayCodeMessages.invalid });
    return code;
  });
