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
