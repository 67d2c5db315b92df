import type { Participant, ParticipantStatus } from '@pokerhome/domain';

/** What the host narrows the manage page's players to: a piece of a name or address, and a status. */
export type ParticipantFilter = { text: string; status: ParticipantStatus | 'all' };

export const noFilter: ParticipantFilter = { text: '', status: 'all' };

/** From this many people (players and the waiting list) the manage page offers the filter. */
export const filterFrom = 11;

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether the person is shown: the text anywhere in the name or address, accents and case ignored. */
export function matchesFilter(p: Participant, { text, status }: ParticipantFilter): boolean {
  if (status !== 'all' && p.status !== status) return false;
  const needle = fold(text.trim());
  return needle === '' || fold(`${p.user.name} ${p.user.email ?? ''}`).includes(needle);
}
