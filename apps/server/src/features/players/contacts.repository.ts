import { seatedStatuses } from '@pokerhome/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';
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

const owner = sql.placeholder('ownerId');

/**
 * Contacts with their figures, each one aggregate over the contact's real history (docs/players.md):
 * games played are seated games that have taken place; a no-show is a seat held in a game that took
 * place that the host marked as a no-show, or, unmarked, while the tournament started without them
 * or while the host recorded others' buy-ins but not theirs; a late decline is a "no" given within 24 hours of the start.
 * Every figure comes from one pass over the contact's own participations (`game_participants_user_idx`),
 * and the statement is prepared once per database.
 */
const contactsQuery = (filter: SQL) => sql`
    select c.id, c.contact_user_id as "contactId", u.first_name as "firstName", u.last_name as "lastName",
      u.username, u.email, c.notes, c.tags, c.created_at as "createdAt",
      (c.email_known or ${knowsEmailOf(owner, sql`c.contact_user_id`)}) as "emailVisible",
      h.played as "totalGamesPlayed", h.last_game as "lastGameDate",
      h.tournaments as "tournamentsPlayed", h.cash_games as "cashGamesPlayed",
      h.response_seconds / 3600 as "averageResponseHours",
      h.no_shows as "noShows", h.late_declines as "lateDeclines",
      h.invited, h.accepted, h.declined, h.confirmed, h.waitlisted
    from contacts c
    join users u on u.id = c.contact_user_id
    cross join lateral (
      select
        count(*) filter (where x.played)::int as played,
        max(x.scheduled_date) filter (where x.played) as last_game,
        count(*) filter (where x.played and x.type = 'tournament')::int as tournaments,
        count(*) filter (where x.played and x.type = 'cash_game')::int as cash_games,
        avg(extract(epoch from (x.responded_at - x.invited_at)))
          filter (where x.invited_at is not null and x.responded_at >= x.invited_at) as response_seconds,
        count(*) filter (where x.held and coalesce(x.no_show, (
             exists (select 1 from tournaments t where t.game_id = x.game_id and not exists (
               select 1 from tournament_players tp
               where tp.tournament_id = t.id and (tp.participant_id = x.id or tp.user_id = x.user_id)))
             or (not x.buy_in_paid and exists (select 1 from game_participants paid
               where paid.game_id = x.game_id and paid.buy_in_paid))
           )))::int as no_shows,
        count(*) filter (where x.status = 'declined'
          and x.responded_at > x.scheduled_date - interval '24 hours')::int as late_declines,
        count(*) filter (where x.mine)::int as invited,
        count(*) filter (where x.mine and x.status in ${seated})::int as accepted,
        count(*) filter (where x.mine and x.status = 'declined')::int as declined,
        count(*) filter (where x.mine and x.status in ('confirmed', 'eliminated'))::int as confirmed,
        count(*) filter (where x.mine and x.status = 'waitlisted')::int as waitlisted
      from (
        select p.id, p.user_id, p.game_id, p.status, p.no_show, p.buy_in_paid, p.invited_at, p.responded_at,
          g.type, g.scheduled_date, g.host_id = ${owner} as mine,
          (p.status in ${seated} and g.status in ('scheduled', 'completed') and g.scheduled_date <= now()) as played,
          (p.status in ('accepted', 'confirmed') and g.status in ('scheduled', 'completed')
            and g.scheduled_date <= now()) as held
        from game_participants p join games g on g.id = p.game_id
        where p.user_id = c.contact_user_id
      ) x
    ) h
    where c.owner_id = ${owner} and ${filter}
    order by u.first_name, u.last_name`;

const listStatement = preparedSql('contacts_list', contactsQuery(sql`true`));
const oneStatement = preparedSql('contacts_one', contactsQuery(sql`c.id = ${sql.placeholder('id')}`));

type Counted = Omit<ContactRow, 'preferredGameTypes'> & {
  tournamentsPlayed: number;
  cashGamesPlayed: number;
};

/** The game types the contact played, most played first (ties by name), none if they played none. */
function withPreferences({ tournamentsPlayed, cashGamesPlayed, ...row }: Counted): ContactRow {
  const played = [
    { type: 'cash_game' as const, n: cashGamesPlayed },
    { type: 'tournament' as const, n: tournamentsPlayed },
  ].filter((k) => k.n > 0);
  played.sort((a, b) => b.n - a.n);
  return { ...row, preferredGameTypes: played.map((k) => k.type) };
}

export async function listContacts(db: Db, ownerId: string) {
  return rowsOf<Counted>(await listStatement(db).execute({ ownerId })).map(withPreferences);
}

export async function findContact(db: Db, ownerId: string, id: string) {
  const [row] = rowsOf<Counted>(await oneStatement(db).execute({ ownerId, id }));
  return row && withPreferences(row);
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
