import { limits } from '@pokerhome/domain';
import { deviceDataKeys } from '@/lib/device-data.ts';

/**
 * Someone recently picked in a search: kept in this browser, newest first (docs/players.md). The address
 * is there only when the user typed it (the server never gives out one it was not given).
 */
export type RecentContact = { id: string; name: string; email: string | null };

// Forgotten with the rest of the user's data on the device (lib/device-data.ts).
const storageKey = deviceDataKeys.recentContacts;

export function readRecentContacts(): RecentContact[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((r): r is RecentContact => typeof r?.id === 'string' && typeof r?.name === 'string')
      : [];
  } catch {
    return [];
  }
}

/** Keeps the 10 newest; the panel shows 5 of them on an empty query. */
export function rememberRecentContact(contact: RecentContact) {
  const next = [contact, ...readRecentContacts().filter((r) => r.id !== contact.id)].slice(
    0,
    limits.recentContactsKept,
  );
  try {
    localStorage.setItem(storageKey, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: recents are a convenience, the pick itself still works.
  }
  return next;
}

/** The local fallback when the search call fails: contacts whose name, username or e-mail match. */
export function matchLocally<T extends { name: string; email: string | null; username?: string | null }>(
  people: T[],
  q: string,
) {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const needle = fold(q.trim());
  return people.filter((p) => fold(`${p.name} ${p.username ?? ''} ${p.email ?? ''}`).includes(needle));
}
