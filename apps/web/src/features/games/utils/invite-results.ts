import { gameMessages } from '@pokerhome/domain';

export type InviteNotice = { tone: 'success' | 'info' | 'error'; message: string };

const alreadyThere = /already (invited|participating)/i;

/**
 * Reads the answer of `POST /games/{id}/participants` as docs/games.md says: errors about
 * people already invited or participating become one info notice, other errors one failure notice
 * listing them, and a mix of successes and failures reads as a partial result.
 */
export function interpretInviteResult(
  answer: { participants: unknown[]; invitationsSent: number; errors: string[] },
  requested: number,
): { notices: InviteNotice[]; failures: string[] } {
  const already = answer.errors.filter((e) => alreadyThere.test(e));
  const failures = answer.errors.filter((e) => !alreadyThere.test(e));
  const added = answer.participants.length;
  const notices: InviteNotice[] = [];
  if (added > 0) {
    const guests = requested > 0 && answer.invitationsSent === 0;
    notices.push({
      tone: 'success',
      message: guests
        ? `${added} player(s) added to the game`
        : `${answer.invitationsSent} invitation(s) sent`,
    });
  }
  if (already.length > 0)
    notices.push({ tone: 'info', message: gameMessages.alreadyInvitedInfo(already.length) });
  if (failures.length > 0) {
    notices.push({
      tone: 'error',
      message:
        added > 0
          ? gameMessages.partial(added, failures.length)
          : gameMessages.addFailed(failures.length, failures.join('; ')),
    });
  }
  return { notices, failures };
}
