import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Several reads of one answer: at once on the pool (each on a connection of its own, one round trip
 * for all), one after the other in a transaction. A transaction is one connection, where a query
 * sent while another runs only waits in node-postgres's queue, and that is deprecated (node-postgres
 * warns on it and removes it in pg 9; docs/architecture.md, "Reads in a transaction").
 */
export async function readTogether<T extends readonly unknown[]>(
  db: Db | Tx,
  ...reads: Reads<T>
): Promise<T> {
  if (!(db instanceof PgTransaction))
    return Promise.all(reads.map((read) => read())) as unknown as Promise<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
