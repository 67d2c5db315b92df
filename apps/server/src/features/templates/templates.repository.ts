import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { updateRow } from '../../db/rows.ts';
import { gameTemplates, users } from '../../db/schema.ts';

export type TemplateRow = typeof gameTemplates.$inferSelect;
type WithOwner = { template: TemplateRow; ownerFirstName: string; ownerLastName: string };

const withOwner = (db: Db) =>
  db
    .select({ template: gameTemplates, ownerFirstName: users.firstName, ownerLastName: users.lastName })
    .from(gameTemplates)
    .innerJoin(users, eq(users.id, gameTemplates.ownerId));

/** The lists are prepared statements, built once per database (db/prepared.ts). */
const ownedStatement = preparedPerDatabase((db: Db) =>
  withOwner(db)
    .where(eq(gameTemplates.ownerId, sql.placeholder('ownerId')))
    .orderBy(desc(gameTemplates.updatedAt))
    .prepare('templates_owned'),
);

export const listOwned = (db: Db, ownerId: string): Promise<WithOwner[]> =>
  ownedStatement(db).execute({ ownerId });

/** Public templates of other hosts, most used first. */
const publicStatement = preparedPerDatabase((db: Db) =>
  withOwner(db)
    .where(and(eq(gameTemplates.isPublic, true), ne(gameTemplates.ownerId, sql.placeholder('viewerId'))))
    .orderBy(desc(gameTemplates.usageCount), desc(gameTemplates.updatedAt))
    .limit(200)
    .prepare('templates_public'),
);

export const listPublic = (db: Db, viewerId: string): Promise<WithOwner[]> =>
  publicStatement(db).execute({ viewerId });

export const findTemplate = async (db: Db, id: string): Promise<WithOwner | undefined> =>
  (await withOwner(db).where(eq(gameTemplates.id, id)))[0];

export async function insertTemplate(db: Db, values: typeof gameTemplates.$inferInsert) {
  const [row] = await db.insert(gameTemplates).values(values).returning();
  return row!;
}

export async function updateTemplate(
  db: Db,
  id: string,
  ownerId: string,
  values: Partial<typeof gameTemplates.$inferInsert>,
) {
  return updateRow(db, gameTemplates, id, values, eq(gameTemplates.ownerId, ownerId));
}

export async function deleteTemplate(db: Db, id: string, ownerId: string) {
  const rows = await db
    .delete(gameTemplates)
    .where(and(eq(gameTemplates.id, id), eq(gameTemplates.ownerId, ownerId)))
    .returning({ id: gameTemplates.id });
  return rows.length === 1;
}

/** One atomic increment per game created, whoever creates it at the same time. */
export const countUse = (db: Db, id: string) =>
  db
    .update(gameTemplates)
    .set({ usageCount: sql`${gameTemplates.usageCount} + 1` })
    .where(eq(gameTemplates.id, id));
