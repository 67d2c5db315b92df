import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** What drizzle's prepared statements (node-postgres and PGlite alike) carry: the SQL, built once. */
type Compiled = {
  query: { sql: string; params: unknown[] };
  fields?: unknown;
  _isResponseInArrayMode?: boolean;
  customResultMapper?: unknown;
  joinsNotNullableMap?: unknown;
  rawQueryConfig?: { name?: string };
  execute(values?: Record<string, unknown>): Promise<unknown>;
};
type Session = {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: unknown,
    name: string | undefined,
    isResponseInArrayMode: boolean,
    customResultMapper?: unknown,
  ): Compiled;
};

const isCompiled = (value: unknown): value is Compiled =>
  typeof value === 'object' && value !== null && 'query' in value && 'execute' in value;

/** The statement (or each statement of a record of them) bound to another handle's session. */
function rebind<S>(statement: S, db: object): S {
  const session = (db as { _: { session: Session } })._.session;
  if (isCompiled(statement)) {
    const bound = session.prepareQuery(
      statement.query,
      statement.fields,
      statement.rawQueryConfig?.name,
      statement._isResponseInArrayMode ?? false,
      statement.customResultMapper,
    );
    bound.joinsNotNullableMap = statement.joinsNotNullableMap;
    return bound as S;
  }
  return Object.fromEntries(
    Object.entries(statement as Record<string, unknown>).map(([key, value]) => [key, rebind(value, db)]),
  ) as S;
}

/**
 * A statement built once and prepared by name: for the hot reads, building a statement with the
 * query builder costs more CPU than PostgreSQL spends running it (docs/performance.md, "Prepared
 * statements"). The first handle (the pool, or a transaction) builds it; every other handle, a
 * transaction included, gets the same SQL bound to its own connection, so a statement inside a
 * transaction is not built again on each call either. `build` returns a prepared statement
 * (`.prepare(name)`) or a record of them, and must give the same SQL text every time.
 */
export function preparedPerDatabase<D extends object, S>(build: (db: D) => S): (db: D) => S {
  const built = new WeakMap<D, S>();
  let template: S | undefined;
  return (db) => {
    const known = built.get(db);
    if (known) return known;
    const statement = template === undefined ? build(db) : rebind(template, db);
    template ??= statement;
    built.set(db, statement);
    return statement;
  };
}

/** The game a per-game statement reads: bound each time it runs (`preparedPerGame`). */
export const gameIdParam = sql.placeholder('gameId');

/** A read of one game's rows prepared once per database handle; `build` filters on `gameIdParam`. */
export function preparedPerGame<D extends object, R>(
  build: (db: D) => { execute(values: { gameId: string }): Promise<R> },
) {
  const statement = preparedPerDatabase(build);
  return (db: D, gameId: string) => statement(db).execute({ gameId });
}

const dialect = new PgDialect();

/**
 * A hand-written statement (`sql` with `sql.placeholder(...)` for its values) prepared by name once
 * per database handle: `db.execute` plans it on every call and builds it again each time. Run it with
 * `prepared(db).execute({...values})`; read the answer with `rowsOf`.
 */
export function preparedSql(name: string, query: SQL) {
  const text = dialect.sqlToQuery(query);
  return preparedPerDatabase((db: Db) => db._.session.prepareQuery(text, undefined, name, false));
}

/** A query builder's statement whose answer has columns (an `UPDATE ... RETURNING`, a select). */
type Returning = { getSQL(): SQL; prepare(name: string): unknown };

/**
 * A hand-written statement around a query builder's (a `WITH` over its `UPDATE ... RETURNING` that
 * also writes another table), prepared by name once per database handle, whose rows come back mapped
 * as the builder's own would be (its `returning()` columns, in order). `build` gives the builder's
 * statement and the statement around it; the latter must answer exactly the former's columns.
 */
export function preparedAround<Row>(
  name: string,
  build: (db: Db) => { inner: Returning; around: (inner: SQL) => SQL },
) {
  return preparedPerDatabase((db: Db) => {
    const { inner, around } = build(db);
    const { fields } = inner.prepare(`${name}_inner`) as Compiled;
    const query = dialect.sqlToQuery(around(inner.getSQL()));
    return db._.session.prepareQuery(query, fields as never, name, true) as unknown as {
      execute(values: Record<string, unknown>): Promise<Row[]>;
    };
  });
}
