import { playerMessages } from '@pokerhome/domain';
import { describe, expect, it } from 'vitest';
import {
  addPlayerFormSchema,
  addPlayerMessages,
  emptyAddPlayerForm,
  toNewParticipant,
} from './add-player-form.ts';

const check = (overrides: Partial<typeof emptyAddPlayerForm>) =>
  addPlayerFormSchema.safeParse({ ...emptyAddPlayerForm, ...overrides });
const messages = (overrides: Partial<typeof emptyAddPlayerForm>) =>
  check(overrides).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('the Add Player form (docs/games.md)', () => {
  it('needs a selected user for the existing-user type', () => {
    expect(messages({ kind: 'user' })).toEqual([`userId: ${addPlayerMessages.selectUser}`]);
    const ok = check({ kind: 'user', userId: 'u1', message: ' See you ' });
    expect(ok.success && toNewParticipant(ok.data)).toEqual({ userId: 'u1', message: 'See you' });
  });

  it('needs a valid e-mail for the e-mail type', () => {
    expect(messages({ kind: 'email' })).toEqual([`email: ${playerMessages.emailRequired}`]);
    expect(messages({ kind: 'email', email: 'not an address' })).toEqual([
      `email: ${playerMessages.emailInvalid}`,
    ]);
    const ok = check({ kind: 'email', email: ' ann@example.com ' });
    expect(ok.success && toNewParticipant(ok.data)).toEqual({ email: 'ann@example.com' });
  });

  it('needs first and last name for a guest; the e-mail is optional but checked', () => {
    expect(messages({ kind: 'guest' })).toEqual([
      `guestFirstName: ${addPlayerMessages.guestFirstName}`,
      `guestLastName: ${addPlayerMessages.guestLastName}`,
    ]);
    expect(messages({ kind: 'guest', guestFirstName: 'Gina', guestLastName: 'G', guestEmail: 'x' })).toEqual([
      `guestEmail: ${playerMessages.emailInvalid}`,
    ]);
    const ok = check({ kind: 'guest', guestFirstName: 'Gina', guestLastName: 'Guest', message: 'ignored' });
    expect(ok.success && toNewParticipant(ok.data)).toEqual({
      isGuest: true,
      guestFirstName: 'Gina',
      guestLastName: 'Guest',
    });
  });

  it('ignores the fields of the types not chosen', () => {
    expect(check({ kind: 'user', userId: 'u1', email: 'junk', guestEmail: 'junk' }).success).toBe(true);
  });

  it('caps the message at 500 characters', () => {
    expect(messages({ kind: 'user', userId: 'u1', message: 'x'.repeat(501) })).toEqual([
      'message: Message cannot exceed 500 characters',
    ]);
  });
});
