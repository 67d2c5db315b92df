import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime, formatMoney, numberFormat } from './format.ts';

describe('formatting at the edge', () => {
  it('shows integer cents in their currency, and whole amounts the same way', () => {
    expect(formatMoney(2050, 'USD')).toBe(
      new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(20.5),
    );
    expect(formatAmount(20.5, 'EUR')).toBe(formatMoney(2050, 'EUR'));
    expect(formatMoney(-1999, 'GBP')).toContain('19.99');
  });

  it('writes a date-time in the given zone, falls back on an unknown zone, and keeps a bad date as it came', () => {
    const iso = '2025-03-03T21:41:00Z';
    expect(formatDateTime(iso, 'UTC')).toContain('9:41');
    expect(formatDateTime(iso, 'Asia/Tokyo')).toContain('6:41');
    expect(formatDateTime(iso, 'Not/AZone')).toBe(formatDateTime(iso));
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDate('2025-03-03T12:00:00Z')).toContain('2025');
  });

  it('makes one formatter per set of options, and remembers options the browser refuses', () => {
    expect(numberFormat({ style: 'currency', currency: 'USD' })).toBe(
      numberFormat({ style: 'currency', currency: 'USD' }),
    );
    expect(numberFormat({ style: 'currency', currency: 'XX' })).toBeNull();
    // An unknown currency still shows the amount, twice alike.
    expect(formatMoney(2050, 'XX')).toBe('20.50 XX');
    expect(formatMoney(2050, 'XX')).toBe('20.50 XX');
  });
});
