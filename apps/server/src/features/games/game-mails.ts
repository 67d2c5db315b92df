import { localWhen } from '../../lib/local-time.ts';
import type { MailMessage } from '../../lib/mail.ts';

/** `timeZone`: the game's (its host's); times are written in it with the zone named. */
type GameInfo = {
  name: string;
  scheduledDate: Date;
  locationName: string;
  hostName: string;
  timeZone?: string;
};

const when = (game: GameInfo) => localWhen(game.scheduledDate, game.timeZone ?? 'UTC');

export function gameInvitationMail(
  to: string,
  game: GameInfo,
  url: string,
  message?: string | null,
): MailMessage {
  const note = message ? `\n\n${game.hostName} wrote:\n${message}` : '';
  return {
    to,
    kind: 'game-invitation',
    category: 'invitations',
    subject: `${game.hostName} invited you to ${game.name}`,
    text: `${game.hostName} invited you to play ${game.name} on ${when(game)} at ${game.locationName}.${note}\n\nAnswer the invitation (Join Game or Decline) here:\n${url}\n\nPokerHome`,
    meta: { url },
  };
}

/**
 * A series' regular invited to several of its nights at once (the series made, or its window
 * filled): one mail listing each night with its own link, not one identical mail per night (issue 28).
 */
export function seriesInvitationMail(to: string, games: Array<GameInfo & { url: string }>): MailMessage {
  if (games.length === 1) return gameInvitationMail(to, games[0]!, games[0]!.url);
  const first = games[0]!;
  const lines = games.map((g) => `- ${g.name}, ${when(g)} at ${g.locationName}:\n  ${g.url}`).join('\n');
  return {
    to,
    kind: 'game-invitation',
    category: 'invitations',
    subject: `${first.hostName} invited you to ${games.length} games: ${first.name} and the next`,
    text: `${first.hostName} invited you to these games of a recurring series. Answer each (Join Game or Decline) at its link:\n\n${lines}\n\nPokerHome`,
    meta: { url: first.url },
  };
}

export function seatPromotedMail(to: string, game: GameInfo, url: string): MailMessage {
  return {
    to,
    kind: 'waitlist-promoted',
    category: 'waitlist',
    subject: `A seat opened up: you're in ${game.name}`,
    text: `Good news: a seat opened up in ${game.name} on ${when(game)} at ${game.locationName}, and you were first on the waiting list. You're going!\n\nIf you can no longer make it, change your RSVP here:\n${url}\n\nPokerHome`,
    meta: { url },
  };
}
