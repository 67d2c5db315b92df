import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailMessages } from '../../db/schema.ts';

/** The newest e-mails first. */
export const latestMails = (db: Db, count: number) =>
  db.select().from(mailMessages).orderBy(desc(mailMessages.createdAt)).limit(count);
