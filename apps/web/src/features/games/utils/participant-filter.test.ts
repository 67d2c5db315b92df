import { describe, expect, it } from 'vitest';
import { participantFixture } from '@/test/game-fixture.ts';
import { matchesFilter, noFilter } from './participant-filter.ts';

const zoe = participantFixture({
  status: 'invited',
  user: { ...participantFixture().user, name: 'Zoë Ünder', email: 'zoe@example.com' },
});

describe('matchesFilter', () => {
  it('shows everyone with no filter', () => {
    expect(matchesFilter(zoe, noFilter)).toBe(true);
  });

  it('finds a piece of the name or the address, accents and case ignored', () => {
    expect(matchesFilter(zoe, { text: ' zoe ', status: 'all' })).toBe(true);
    expect(matchesFilter(zoe, { text: 'under', status: 'all' })).toBe(true);
    expect(matchesFilter(zoe, { text: '@example', status: 'all' })).toBe(true);
    expect(matchesFilter(zoe, { text: 'ann', status: 'all' })).toBe(false);
  });

  it('keeps only the chosen status', () => {
    expect(matchesFilter(zoe, { text: '', status: 'invited' })).toBe(true);
    expect(matchesFilter(zoe, { text: 'zoe', status: 'confirmed' })).toBe(false);
  });
});
