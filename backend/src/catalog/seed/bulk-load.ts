import type { Queryable } from '../../db/database';

/** The tables a seed writes many rows into; their secondary indexes are built once, after the rows. */
const LOADED_TABLES = ['products', 'product_images'];

/**
 * The secondary indexes of the loaded tables (not those behind a primary key or a unique
 * constraint, which the load itself needs), as CREATE INDEX statements. Read from the catalogue,
 * so an index a later migration adds is set aside and rebuilt too without a change here.
 */
async function secondaryIndexes(tx: Queryable): Promise<{ name: string; definition: string }[]> {
  const { rows } = await tx.query<{ name: string; definition: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i
     JOIN pg_class c ON c.oid = i.indexrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE i.indrelid IN (SELECT to_regclass(t)::oid FROM unnest($1::text[]) AS t)
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
     ORDER BY c.relname`,
    [LOADED_TABLES],
  );
  return rows;
}

/**
 * Drops the loaded tables' secondary indexes for a bulk load in transaction `tx` and answers the
 * function that builds them again: one sorted build per index is many times faster than keeping
 * a dozen indexes (GIN ones among them) up to date row by row. All of it is in the
 * transaction, so a failed load leaves every index as it was. Readers of the tables wait for the
 * commit meanwhile, which is why seed-catalog.ts does this only for a large load.
 */
export async function setIndexesAside(tx: Queryable): Promise<() => Promise<void>> {
  const indexes = await secondaryIndexes(tx);
  for (const index of indexes) await tx.query(`DROP INDEX ${index.name}`);
  return async () => {
    for (const index of indexes) await tx.query(index.definition);
  };
}
