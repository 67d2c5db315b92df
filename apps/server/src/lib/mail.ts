import type { EmailCategory } from '@pokerhome/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailMessages } from '../db/tables/mail.ts';
import { isSuppressed, suppress, unsuppress } from './mail-limits.repository.ts';
import type { MailStop } from './mail-stop.ts';
import { mailSubject } from './mail-subject.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for (e.g. 'verify-email'), so the outbox can be filtered. */
  kind: string;
  meta?: Record<string, unknown>;
  /** A kind of mail the recipient may turn off; absent for security mail, which is always sent. */
  category?: EmailCategory;
  /** Scheduled mail: the same key is recorded and handed to SMTP once, however often it is sent. */
  dedupeKey?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string; contentType: string }[];
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /**
   * A step every mail passes before it is recorded: it may add to the mail (an unsubscribe link) or
   * drop it (null: the recipient turned this kind off).
   */
  use(policy: (message: MailMessage) => Promise<MailMessage | null>): void;
  /**
   * Start-up: hands to SMTP, once, the mail a process that stopped left 'queued' more than a minute
   * ago. Runs in the background; `settle` waits for it too.
   */
  resumeQueued(): void;
  /** Waits for the deliveries still running: shutdown calls it before the database closes. */
  settle(): Promise<void>;
  /**
   * The "stop all e-mail" link's token: no mail of any kind goes to its address any more (true), or
   * again (`resume`); false for a token the product did not make.
   */
  stopAll(token: string): Promise<boolean>;
  resumeAll(token: string): Promise<boolean>;
};

/**
 * Mail left 'queued' this long belongs to a process that stopped before claiming it; younger rows
 * may be a live instance's, about to be delivered by it.
 */
const orphanAfter = sql`interval '1 minute'`;

/**
 * Every mail is recorded; with SMTP_URL it is also delivered through nodemailer. Without SMTP the
 * recorded row is the outbox (`npm run mail:outbox`), so a developer can follow any link by hand.
 * A request's mail is recorded 'queued' and handed to SMTP after the reply (docs/operations.md,
 * "E-mail delivery"); scheduled mail (`dedupeKey`) is delivered in its job, which retries.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  stop: MailStop;
}): Mailer {
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;
  const policies: ((message: MailMessage) => Promise<MailMessage | null>)[] = [];
  const inFlight = new Set<Promise<void>>();
  const track = (task: Promise<void>) => {
    const tracked = task
      .catch((err) => options.log.error({ err }, 'queued mail not delivered'))
      .finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };

  async function deliver(message: MailMessage) {
    if (!transport) return { status: 'outbox' as const, error: null };
    try {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        attachments: message.attachments,
      });
      return { status: 'sent' as const, error: null };
    } catch (err) {
      options.log.error({ err, kind: message.kind }, 'mail delivery failed');
      return { status: 'failed' as const, error: (err as Error).message.slice(0, 500) };
    }
  }

  const row = (message: MailMessage) => ({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    kind: message.kind,
    meta: message.meta ?? null,
  });

  /**
   * Claims a queued row ('queued' -> 'sending', one conditional update) and hands it to SMTP. A row
   * already claimed (another instance's start-up) or erased with its account is left alone. A crash
   * after the claim leaves 'sending': that mail is lost rather than sent twice (docs/operations.md,
   * "E-mail delivery").
   */
  async function deliverQueued(id: string, message: MailMessage) {
    const [claimed] = await options.db
      .update(mailMessages)
      .set({ status: 'sending' })
      .where(and(eq(mailMessages.id, id), eq(mailMessages.status, 'queued')))
      .returning({ id: mailMessages.id });
    if (!claimed) return;
    const { status, error } = await deliver(message);
    await options.db.update(mailMessages).set({ status, error }).where(eq(mailMessages.id, id));
    options.log.info({ kind: message.kind, status }, 'mail delivered');
  }

  async function resume() {
    const left = await options.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.status, 'queued'), lt(mailMessages.createdAt, sql`now() - ${orphanAfter}`)));
    if (left.length) options.log.info({ count: left.length }, 'delivering mail left queued');
    for (const mail of left) {
      // The row keeps what delivery needs besides its columns: the headers (List-Unsubscribe) and
      // any attachment, put in `meta` when it was queued.
      const { headers, attachments, ...meta } = mail.meta ?? {};
      await deliverQueued(mail.id, {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        kind: mail.kind,
        meta,
        headers: headers as MailMessage['headers'],
        attachments: attachments as MailMessage['attachments'],
      });
    }
  }

  /**
   * Every mail ends with the "stop all e-mail" link, and carries it as List-Unsubscribe unless a
   * policy gave a narrower one (a category's unsubscribe, docs/reach.md).
   */
  const withStopLink = (message: MailMessage): MailMessage => {
    const page = options.stop.page(message.to);
    const headers = message.headers?.['List-Unsubscribe']
      ? message.headers
      : {
          ...message.headers,
          'List-Unsubscribe': `<${options.stop.oneClick(message.to)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        };
    return {
      ...message,
      text: `${message.text}\n\nStop all e-mail from PokerHome to this address: ${page}`,
      headers,
      meta: { ...message.meta, stopUrl: page },
    };
  };

  return {
    use(policy) {
      policies.push(policy);
    },
    async send(original) {
      // The one check every mail passes, security mail included: the address stopped all mail.
      if (await isSuppressed(options.db, options.stop.addressKey(original.to))) {
        options.log.info({ kind: original.kind }, 'mail not sent: the address stopped all mail');
        return;
      }
      let message: MailMessage | null = { ...original, subject: mailSubject(original.subject) };
      for (const policy of policies) {
        message = await policy(message);
        if (!message) {
          options.log.info({ kind: original.kind }, 'mail not sent: the recipient turned it off');
          return;
        }
      }
      message = withStopLink(message);
      if (message.dedupeKey) {
        // Claim the key before handing the mail to SMTP: a second sender (another instance, a retry)
        // finds it taken and sends nothing. A crash between claim and delivery loses that one mail
        // rather than sending it twice (docs/reach.md).
        const [claimed] = await options.db
          .insert(mailMessages)
          .values({ ...row(message), status: 'outbox', error: null, dedupeKey: message.dedupeKey })
          .onConflictDoNothing({ target: mailMessages.dedupeKey })
          .returning({ id: mailMessages.id });
        if (!claimed) return;
        const { status, error } = await deliver(message);
        if (status === 'failed') {
          // Give the key back so the job's retry (with backoff) tries again.
          await options.db.delete(mailMessages).where(eq(mailMessages.id, claimed.id));
          throw new Error(`mail delivery failed: ${error}`);
        }
        if (status === 'sent')
          await options.db.update(mailMessages).set({ status }).where(eq(mailMessages.id, claimed.id));
        options.log.info({ kind: message.kind, status }, 'mail recorded');
        return;
      }
      if (!transport) {
        await options.db.insert(mailMessages).values({ ...row(message), status: 'outbox', error: null });
        options.log.info({ kind: message.kind, status: 'outbox' }, 'mail recorded');
        return;
      }
      // Recorded, then handed to SMTP after the reply: a slow SMTP server no longer holds the request.
      const { headers, attachments } = message;
      const [queued] = await options.db
        .insert(mailMessages)
        .values({
          ...row(message),
          meta: headers || attachments ? { ...message.meta, headers, attachments } : (message.meta ?? null),
          status: 'queued',
          error: null,
        })
        .returning({ id: mailMessages.id });
      options.log.info({ kind: message.kind, status: 'queued' }, 'mail recorded');
      track(deliverQueued(queued!.id, message));
    },
    resumeQueued() {
      if (transport) track(resume());
    },
    async settle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
    async stopAll(token) {
      const key = options.stop.read(token);
      if (key) await suppress(options.db, key);
      return key !== undefined;
    },
    async resumeAll(token) {
      const key = options.stop.read(token);
      if (key) await unsuppress(options.db, key);
      return key !== undefined;
    },
  };
}
