/** "20" or "20.5" in the form → 2000 or 2050 cents; `null` for text that is not an amount. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}
