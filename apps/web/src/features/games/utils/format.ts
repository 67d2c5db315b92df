import type { GameStatus, ParticipantStatus } from '@pokerhome/domain';
import type { BadgeTone } from '@/components/ui/badge.tsx';

/** Statuses read as the spec names them; values the spec does not list are shown raw (docs/games.md). */
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

/**
 * A game's status as the room lives it: a scheduled game whose tournament clock is running or paused
 * reads "In progress", never "Scheduled" (issue 28).
 */
export function gameStatusBadge(game: { status: GameStatus; isLive?: boolean }): {
  label: string;
  tone: BadgeTone;
} {
  if (game.status === 'scheduled' && game.isLive) return { label: 'In progress', tone: 'success' };
  return {
    label: gameStatusLabels[game.status] ?? game.status,
    tone: gameStatusTones[game.status] ?? 'neutral',
  };
}

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
