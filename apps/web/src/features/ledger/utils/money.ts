import type { Currency } from '@pokerhome/domain';

/**
 * Ledger amounts are integer cents on the wire; shown in the game's currency and the reader's locale.
 * (Not the games feature's formatter: the games feature imports this one, and features do not cycle.)
 */
export const cents = (amountCents: number, currency: Currency) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amountCents / 100);

/** "20" or "20.5" in the form → 2000 or 2050 cents; `null` for text that is not an amount. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}
