import { expect, it } from 'vitest';
import { parseAmount } from './money.ts';

it('reads amounts in dollars as cents, exactly', () => {
  expect(parseAmount('20')).toBe(2000);
  expect(parseAmount('$20.5')).toBe(2050);
  expect(parseAmount('0.29')).toBe(29);
  expect(parseAmount('19.99')).toBe(1999);
  expect(parseAmount('')).toBeNull();
  expect(parseAmount('-5')).toBeNull();
  expect(parseAmount('1.234')).toBeNull();
  expect(parseAmount('abc')).toBeNull();
});
