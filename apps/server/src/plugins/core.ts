import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database, Db, Tx } from '../db/client.ts';
import { createEvents, type Events } from '../lib/events.ts';
import { markKeysApplied } from '../lib/idempotency/idempotency.ts';
import type { Mailer } from '../lib/mail.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    mailer: Mailer;
    events: Events;
    /** Each feature adds its part of a user's data to the GDPR export. */
    dataExport: {
      register(section: string, read: (userId: string) => Promise<unknown>): void;
      collect(userId: string): Promise<Record<string, unknown>>;
    };
    /**
     * Each feature forgets a deleted account in what it keeps for other people (docs/security.md,
     * "Account deletion"), inside the deletion's transaction: its name becomes the pseudonym.
     */
    accountErasure: {
      register(part: string, erase: (tx: Tx, account: ErasedAccount) => Promise<void>): void;
      run(tx: Tx, account: ErasedAccount): Promise<void>;
    };
    /** Work finished after the answer was sent (e.g. a mail); shutdown waits for it. */
    pendingWork: {
      add(task: Promise<unknown>): void;
      /** Resolves once the work pending now has finished (shutdown; a test that must see its effect). */
      settled(): Promise<void>;
    };
  }
}

/** The account being deleted, and what it is called from now on in other people's records. */
export type ErasedAccount = { userId: string; pseudonym: string };

/** What every feature may use: configuration, the database and the mailer. */
export const corePlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; database: Database; mailer: Mailer }) => {
    app.decorate('config', opts.config);
    app.decorate('database', opts.database);
    // A write that holds an Idempotency-Key commits the key with its transaction (docs/api.md).
    app.decorate('db', markKeysApplied(opts.database.db));
    app.decorate('mailer', opts.mailer);
    app.decorate('events', createEvents());
    const sections = new Map<string, (userId: string) => Promise<unknown>>();
    app.decorate('dataExport', {
      register: (section, read) => void sections.set(section, read),
      async collect(userId) {
        const entries = await Promise.all(
          [...sections].map(async ([name, read]) => [name, await read(userId)] as const),
        );
        return Object.fromEntries(entries);
      },
    });
    const erasers = new Map<string, (tx: Tx, account: ErasedAccount) => Promise<void>>();
    app.decorate('accountErasure', {
      register: (part, erase) => void erasers.set(part, erase),
      async run(tx, account) {
        // One after another: they share the transaction's connection.
        for (const erase of erasers.values()) await erase(tx, account);
      },
    });
    app.health.register('database', () => opts.database.ping());
    const pending = new Set<Promise<unknown>>();
    app.decorate('pendingWork', {
      add(task) {
        const tracked = task.finally(() => pending.delete(tracked));
        pending.add(tracked);
      },
      async settled() {
        await Promise.allSettled([...pending]);
      },
    });
    // Mail a request sent is handed to SMTP after the reply (docs/operations.md, "E-mail delivery"):
    // what a stopped process left queued goes out once the server is ready, and shutdown waits for
    // the deliveries in flight (after the pending work, which may send more) before the database closes.
    app.addHook('onReady', async () => opts.mailer.resumeQueued());
    app.addHook('onClose', async () => {
      await app.pendingWork.settled();
      await opts.mailer.settle();
    });
  },
);
