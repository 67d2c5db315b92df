import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailMessages } from '../db/tables/mail.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for (e.g. 'verify-email'), so the outbox can be filtered. */
  kind: string;
  meta?: Record<string, unknown>;
};

export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * Every mail is recorded; with SMTP_URL it is also delivered through nodemailer. Without SMTP the
 * recorded row is the outbox (`npm run mail:outbox`), so a developer can follow any link by hand.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;
  return {
    async send(message) {
      let status: 'outbox' | 'sent' | 'failed' = 'outbox';
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({
            from: options.from,
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html,
          });
          status = 'sent';
        } catch (err) {
          status = 'failed';
          error = (err as Error).message.slice(0, 500);
          options.log.error({ err, kind: message.kind }, 'mail delivery failed');
        }
      }
      await options.db.insert(mailMessages).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        kind: message.kind,
        status,
        error,
        meta: message.meta ?? null,
      });
      options.log.info({ kind: message.kind, status }, 'mail recorded');
    },
  };
}
