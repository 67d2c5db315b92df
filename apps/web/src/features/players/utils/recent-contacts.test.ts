import { beforeEach, describe, expect, it } from 'vitest';
import { matchLocally, readRecentContacts, rememberRecentContact } from './recent-contacts.ts';

describe('recent contacts', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the 10 newest, newest first, without repeats', () => {
    for (let i = 1; i <= 12; i++)
      rememberRecentContact({ id: `u${i}`, name: `User ${i}`, email: `${i}@x.io` });
    rememberRecentContact({ id: 'u5', name: 'User 5', email: '5@x.io' });
    const recent = readRecentContacts();
    expect(recent).toHaveLength(10);
    expect(recent.map((r) => r.id).slice(0, 3)).toEqual(['u5', 'u12', 'u11']);
    expect(new Set(recent.map((r) => r.id)).size).toBe(10);
  });

  it('survives unreadable storage', () => {
    localStorage.setItem('pokerhome.recentContacts', '{not json');
    expect(readRecentContacts()).toEqual([]);
  });
});

it('matches contacts locally by name, username or e-mail, ignoring case and accents', () => {
  const people = [
    { name: 'José Núñez', email: 'jose@example.com', username: 'jn' },
    { name: 'Ada Lovelace', email: 'ada@example.com', username: null },
  ];
  expect(matchLocally(people, 'nunez').map((p) => p.name)).toEqual(['José Núñez']);
  expect(matchLocally(people, 'ADA@').map((p) => p.name)).toEqual(['Ada Lovelace']);
  expect(matchLocally(people, 'zz')).toEqual([]);
});
