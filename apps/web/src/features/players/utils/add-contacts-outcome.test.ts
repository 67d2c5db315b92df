import { expect, it } from 'vitest';
import { addContactsNotice } from './add-contacts-outcome.ts';

const dup = { ok: false as const, message: 'This user already exists in your contacts' };

it('counts the contacts added', () => {
  expect(addContactsNotice([{ ok: true }, { ok: true }])).toEqual({
    text: 'Successfully added 2 contact(s).',
    tone: 'success',
  });
});

it('ignores duplicates silently', () => {
  expect(addContactsNotice([{ ok: true }, dup])?.text).toBe('Successfully added 1 contact(s).');
  expect(addContactsNotice([dup, { ok: false, message: 'Duplicate contact' }])).toBeNull();
});

it('names the failures, partly or wholly', () => {
  expect(addContactsNotice([{ ok: true }, { ok: false, message: 'User not found' }])?.text).toBe(
    'Added 1 contact(s). 1 failed: User not found',
  );
  expect(addContactsNotice([{ ok: false, message: 'User not found' }, dup])?.text).toBe(
    'Failed to add contacts: User not found',
  );
});
