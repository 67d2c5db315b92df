import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { to: string[]; raw: string; subject: string; text: string };

/**
 * A real SMTP server on a random port: tests read the product's e-mails the way a mailbox would.
 * `acceptAfterMs` makes it a slow server: each mail is accepted (and appears in `mails`) that long
 * after its data arrived.
 */
export async function startSmtpCapture(options: { acceptAfterMs?: number } = {}) {
  const mails: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => {
        raw += chunk;
      });
      stream.on('end', async () => {
        if (options.acceptAfterMs) await new Promise((resolve) => setTimeout(resolve, options.acceptAfterMs));
        const [head = '', ...body] = raw.split(/\r?\n\r?\n/);
        const subject = /^Subject: (.*)$/m.exec(head)?.[1]?.trim() ?? '';
        const text = decodeQuotedPrintable(body.join('\n\n'));
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, subject, text });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Waits for a mail to `to` matching `subject`, up to 10 s. */
    async next(to: string, subject: RegExp) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = mails.find((m) => m.to.includes(to) && subject.test(m.subject));
        if (found) {
          mails.splice(mails.indexOf(found), 1);
          return found;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeQuotedPrintable(text: string) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The first link in a mail whose path starts with `path`, with its token. */
export function linkIn(mail: CapturedMail, path: string) {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return { url: match[0], token: match[1]! };
}
