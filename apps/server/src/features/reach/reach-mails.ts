import { seatedStatuses } from '@pokerhome/domain';
import { localWhen } from '../../lib/local-time.ts';
import type { MailMessage } from '../../lib/mail.ts';

export type MailGame = {
  id: string;
  name: string;
  scheduledDate: Date;
  locationName: string;
  locationAddress: string;
  locationNotes: string;
  timeZone: string;
  hostName: string;
};

const where = (game: MailGame) =>
  [game.locationName, game.locationAddress].filter(Boolean).join(', ') +
  (game.locationNotes ? `\n${game.locationNotes}` : '');

export function reminderMail(options: {
  to: string;
  game: MailGame;
  hoursBefore: 24 | 2;
  gameUrl: string;
  cantMakeItUrl: string;
  ics: string;
}): MailMessage {
  const { game } = options;
  const soon = options.hoursBefore === 24 ? 'tomorrow' : 'in 2 hours';
  return {
    to: options.to,
    kind: `reminder-${options.hoursBefore}h`,
    category: 'reminders',
    subject:
      options.hoursBefore === 24
        ? `Reminder: ${game.name} is tomorrow`
        : `Reminder: ${game.name} starts in 2 hours`,
    text: `${game.name} starts ${soon}: ${localWhen(game.scheduledDate, game.timeZone)}.\n\nWhere:\n${where(game)}\n\nThe game: ${options.gameUrl}\n\nCan't make it? Give up your seat with one click, so the next on the waiting list can play:\n${options.cantMakeItUrl}\n\nThe attached calendar file adds the game to your calendar.\n\nPokerHome`,
    meta: { url: options.gameUrl, cantMakeItUrl: options.cantMakeItUrl },
    attachments: [
      { filename: 'game.ics', content: options.ics, contentType: 'text/calendar; charset=utf-8' },
    ],
  };
}

export function nudgeMail(options: { to: string; game: MailGame; gameUrl: string }): MailMessage {
  const { game } = options;
  return {
    to: options.to,
    kind: 'rsvp-nudge',
    category: 'nudges',
    subject: `Still coming to ${game.name}?`,
    text: `${game.hostName} invited you to ${game.name} on ${localWhen(game.scheduledDate, game.timeZone)} at ${game.locationName}, and you have not answered yet.\n\nLet the host know (Join Game or Decline):\n${options.gameUrl}\n\nPokerHome`,
    meta: { url: options.gameUrl },
  };
}

export type DigestLine = { name: string; status: string };

export function hostDigestMail(options: {
  to: string;
  game: MailGame;
  gameUrl: string;
  people: DigestLine[];
}): MailMessage {
  const { game } = options;
  const groups: [string, readonly string[]][] = [
    ['Coming', seatedStatuses],
    ['Waiting list', ['waitlisted']],
    ['Not answered', ['invited']],
    ['Declined', ['declined']],
  ];
  const sections = groups.map(([title, statuses]) => {
    const names = options.people.filter((p) => statuses.includes(p.status)).map((p) => `- ${p.name}`);
    return `${title} (${names.length}):\n${names.length ? names.join('\n') : '- nobody'}`;
  });
  return {
    to: options.to,
    kind: 'host-digest',
    category: 'digests',
    subject: `Who's coming to ${game.name}`,
    text: `${game.name} is on ${localWhen(game.scheduledDate, game.timeZone)}. Here is who answered:\n\n${sections.join('\n\n')}\n\nManage the game: ${options.gameUrl}\n\nPokerHome`,
    meta: { url: options.gameUrl },
  };
}
