import { localWhen } from '../../lib/local-time.ts';
import type { MailMessage } from '../../lib/mail.ts';

/**
 * To a player who had a seat: the games of the series that were called off (a skipped date, or every
 * future game when the series is cancelled). Sent under "Game reminders" in the player's settings.
 */
export function seriesCancelledMail(input: {
  to: string;
  name: string;
  hostName: string;
  timeZone: string;
  dates: Date[];
  wholeSeries: boolean;
  url: string;
}): MailMessage {
  const lines = input.dates.map((d) => `- ${localWhen(d, input.timeZone)}`).join('\n');
  const what = input.wholeSeries
    ? `${input.hostName} cancelled the recurring game ${input.name}. These games will not take place:`
    : `${input.hostName} skipped this date of the recurring game ${input.name}; it will not take place:`;
  return {
    to: input.to,
    kind: input.wholeSeries ? 'series-cancelled' : 'series-date-skipped',
    category: 'reminders',
    subject: input.wholeSeries ? `${input.name} is cancelled` : `${input.name}: a game is called off`,
    text: `${what}\n\n${lines}\n\nYour games:\n${input.url}\n\nPokerHome`,
    meta: { url: input.url },
  };
}
