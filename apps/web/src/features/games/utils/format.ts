import type { Currency, GameStatus, ParticipantStatus } from '@pokerhome/domain';
import type { BadgeTone } from '@/components/ui/badge.tsx';

/** Money in the game's own currency, in the reader's locale ("$20.00", "20,00 €"). */
export function formatMoney(amount: number, currency: Currency): string {
  return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);
}

/** Date and time in the user's time zone and locale; a bad zone falls back to the browser's. */
export function formatGameDate(iso: string, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(undefined, { ...options, timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(undefined, options).format(new Date(iso));
  }
}

/** Statuses read as the spec names them; values the spec does not list are shown raw (core §3). */
export const gameStatusLabels: Record<GameStatus, string> = {
  scheduled: 'Scheduled',
  draft: 'Draft',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

export const gameStatusTones: Record<GameStatus, BadgeTone> = {
  scheduled: 'success',
  draft: 'warning',
  cancelled: 'danger',
  completed: 'neutral',
};

export const participantStatusLabels: Record<ParticipantStatus, string> = {
  invited: 'Invited',
  accepted: 'Accepted',
  confirmed: 'Confirmed',
  declined: 'Declined',
  waitlisted: 'Waiting list',
  eliminated: 'Eliminated',
};

export const participantStatusTones: Record<ParticipantStatus, BadgeTone> = {
  invited: 'warning',
  accepted: 'success',
  confirmed: 'success',
  declined: 'danger',
  waitlisted: 'neutral',
  eliminated: 'neutral',
};

/** Past: cancelled, completed, or its date has gone by (core §2 Games list). */
export function isPastGame(game: { status: GameStatus; scheduledDate: string }, now = Date.now()): boolean {
  return game.status === 'cancelled' || game.status === 'completed' || Date.parse(game.scheduledDate) < now;
}
