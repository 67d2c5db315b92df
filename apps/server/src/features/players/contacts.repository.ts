import { seatedStatuses } from '@pokerhome/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf, sqlList } from '../../db/rows.ts';
import { contacts } from '../../db/schema.ts';
import { knowsEmailOf } from './email-visibility.ts';

const seated = sqlList(seatedStatuses);

export type ContactRow = {
  id: string;
  contactId: string;
  firstName: string;
  lastName: string;
  username: string | null;
  email: string;
  /** The owner typed the address, or shares a game with them: the contact may show it. */
  emailVisible: boolean;
  notes: string;
  tags: string[];
  createdAt: Date | string;
  totalGamesPlayed: number;
  lastGameDate: Date | string | null;
  averageResponseHours: number | string | null;
  noShows: number;
  lateDeclines: number;
  preferredGameTypes: ('tournament' | 'cash_game')[] | null;
} & StatisticsCounts;

/** Answers to one host's invitations. */
export type StatisticsCounts = {
  invited: number;
  accepted: number;
  declined: number;
  confirmed: number;
  waitlisted: number;
};

/**
 * Contacts with their figures, each one aggregate over the contact's real history (docs/players.md):
 * games played are seated games that have taken place; a no-show is a seat held in a game that took
 * place that the host marked as a no-show, or, unmarked, while the tournament started without them
 * or while the host recorded others' buy-ins but not theirs; a late decline is a "no" given within 24 hours of the start.
 */
async function selectContacts(db: Db, ownerId: string, filter: SQL) {
  const result = await db.execute(sql`
    select c.id, c.contact_user_id as "contactId", u.first_name as "firstName", u.last_name as "lastName",
      u.username, u.email, c.notes, c.tags, c.created_at as "createdAt",
      (c.email_known or ${knowsEmailOf(ownerId, sql`c.contact_user_id`)}) as "emailVisible",
      played."totalGamesPlayed", played."lastGameDate", played."preferredGameTypes",
      (select avg(extract(epoch from (p.responded_at - p.invited_at))) / 3600
         from game_participants p
         where p.user_id = c.contact_user_id and p.invited_at is not null
           and p.responded_at >= p.invited_at) as "averageResponseHours",
      (select count(*) from game_participants p join games g on g.id = p.game_id
         where p.user_id = c.contact_user_id and p.status in ('accepted', 'confirmed')
           and g.status in ('scheduled', 'completed') and g.scheduled_date <= now()
           and coalesce(p.no_show, (
             exists (select 1 from tournaments t where t.game_id = g.id and not exists (
               select 1 from tournament_players tp
               where tp.tournament_id = t.id and (tp.participant_id = p.id or tp.user_id = p.user_id)))
             or (not p.buy_in_paid and exists (select 1 from game_participants paid
               where paid.game_id = g.id and paid.buy_in_paid))
           )))::int as "noShows",
      (select count(*) from game_participants p join games g on g.id = p.game_id
         where p.user_id = c.contact_user_id and p.status = 'declined'
           and p.responded_at > g.scheduled_date - interval '24 hours')::int as "lateDeclines",
      mine.invited, mine.accepted, mine.declined, mine.confirmed, mine.waitlisted
    from contacts c
    join users u on u.id = c.contact_user_id
    cross join lateral (
      select count(*)::int as "totalGamesPlayed", max(g.scheduled_date) as "lastGameDate",
        (select coalesce(json_agg(k.type order by k.n desc, k.type), '[]'::json) from (
           select g2.type, count(*) as n from game_participants p2 join games g2 on g2.id = p2.game_id
           where p2.user_id = c.contact_user_id and p2.status in ${seated}
             and g2.status in ('scheduled', 'completed') and g2.scheduled_date <= now()
           group by g2.type) k) as "preferredGameTypes"
      from game_participants p join games g on g.id = p.game_id
      where p.user_id = c.contact_user_id and p.status in ${seated}
        and g.status in ('scheduled', 'completed') and g.scheduled_date <= now()
    ) played
    cross join lateral (
      select count(*)::int as invited,
        count(*) filter (where p.status in ${seated})::int as accepted,
        count(*) filter (where p.status = 'declined')::int as declined,
        count(*) filter (where p.status in ('confirmed', 'eliminated'))::int as confirmed,
        count(*) filter (where p.status = 'waitlisted')::int as waitlisted
      from game_participants p join games g on g.id = p.game_id
      where g.host_id = ${ownerId} and p.user_id = c.contact_user_id
    ) mine
    where c.owner_id = ${ownerId} and ${filter}
    order by u.first_name, u.last_name`);
  return rowsOf<ContactRow>(result);
}

export const listContacts = (db: Db, ownerId: string) => selectContacts(db, ownerId, sql`true`);

export async function findContact(db: Db, ownerId: string, id: string) {
  return (await selectContacts(db, ownerId, sql`c.id = ${id}`))[0];
}

/** Inserts unless the pair exists already; `undefined` then (the unique index decides under races). */
export async function insertContact(db: Db, ownerId: string, contactUserId: string, emailKnown: boolean) {
  const [row] = await db
    .insert(contacts)
    .values({ ownerId, contactUserId, emailKnown })
    .onConflictDoNothing()
    .returning({ id: contacts.id });
  return row;
}

export async function updateContact(
  db: Db,
  ownerId: string,
  id: string,
  values: { notes?: string; tags?: string[] },
) {
  // Nothing to change (an empty body) is still an answer about the owner's own contact, not an error.
  if (values.notes === undefined && values.tags === undefined) {
    const [found] = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.id, id), eq(contacts.ownerId, ownerId)));
    return found;
  }
  const [row] = await db
    .update(contacts)
    .set(values)
    .where(and(eq(contacts.id, id), eq(contacts.ownerId, ownerId)))
    .returning({ id: contacts.id });
  return row;
}

export async function deleteContact(db: Db, ownerId: string, id: string) {
  const [row] = await db
    .delete(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.ownerId, ownerId)))
    .returning({ id: contacts.id });
  return row;
}
