import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * A statement built once per database handle (or transaction) and prepared by name: for the hot
 * reads, building a statement with the query builder costs more CPU than PostgreSQL spends running
 * it (docs/performance.md, "Prepared statements"). `build` must give the same SQL text every time.
 */
export function preparedPerDatabase<D extends object, S>(build: (db: D) => S): (db: D) => S {
  const built = new WeakMap<D, S>();
  return (db) => {
    const known = built.get(db);
    if (known) return known;
    const statement = build(db);
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
