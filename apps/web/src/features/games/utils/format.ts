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
