import { describe, expect, it } from 'vitest';
import { displayCodeSchema, formatDisplayCode, normalizeDisplayCode } from './display-code.ts';

describe('the TV short code', () => {
  it('reads a code as a remote types it: any case, a dash or spaces, I, L and O for 1 and 0', () => {
    expect(normalizeDisplayCode('k7q-2mx')).toBe('K7Q2MX');
    expect(normalizeDisplayCode(' K7Q 2MX ')).toBe('K7Q2MX');
    expect(normalizeDisplayCode('ilo-abc')).toBe('110ABC');
    expect(formatDisplayCode('K7Q2MX')).toBe('K7Q-2MX');
  });

  it('refuses what cannot be a code, with the message the TV shows', () => {
    expect(normalizeDisplayCode('K7Q2M')).toBe('');
    expect(normalizeDisplayCode('K7Q2MU')).toBe('');
    const refused = displayCodeSchema.safeParse('zzz');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      'Enter the 6-character code shown on the host’s clock view',
    );
  });
});
