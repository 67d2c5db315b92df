import { describe, expect, it } from 'vitest';
import {
  isDuplicateContactMessage,
  participantStatistics,
  percentage,
  reliabilityScore,
} from './contacts.ts';

describe('participant statistics', () => {
  const nobody = {
    totalInvited: 0,
    totalAccepted: 0,
    totalDeclined: 0,
    totalConfirmed: 0,
    totalWaitlisted: 0,
  };

  it('rates accepted over invited and confirmed over accepted, with one decimal', () => {
    expect(
      participantStatistics({
        ...nobody,
        totalInvited: 3,
        totalAccepted: 2,
        totalDeclined: 1,
        totalConfirmed: 1,
      }),
    ).toMatchObject({ acceptanceRate: 66.7, confirmationRate: 50 });
  });

  it('is 0, not NaN, when nobody was invited', () => {
    expect(percentage(0, 0)).toBe(0);
    expect(participantStatistics(nobody)).toMatchObject({ acceptanceRate: 0, confirmationRate: 0 });
  });
});

describe('reliability score', () => {
  it('starts at 100', () => expect(reliabilityScore({ noShows: 0, lateDeclines: 0 })).toBe(100));
  it('loses 10 per no-show and 5 per late decline', () =>
    expect(reliabilityScore({ noShows: 2, lateDeclines: 3 })).toBe(65));
  it('never goes below 0', () => {
    expect(reliabilityScore({ noShows: 10, lateDeclines: 0 })).toBe(0);
    expect(reliabilityScore({ noShows: 10, lateDeclines: 1 })).toBe(0);
  });
});

it('recognises the duplicate answers the page ignores', () => {
  expect(isDuplicateContactMessage('This user already exists in your contacts')).toBe(true);
  expect(isDuplicateContactMessage('Duplicate contact')).toBe(true);
  expect(isDuplicateContactMessage('User not found')).toBe(false);
});
