import type { Database } from './database';
import { MIGRATIONS } from './migrations/index';

/**
 * Applies the migrations not yet recorded, in order, in one transaction, and records them. One
 * history for both databases. An advisory lock keeps two server instances that start together on
 * one PostgreSQL from migrating at the same time. What a migration asks to run afterwards (a
 * VACUUM, which no transaction may hold) runs once they are committed.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const applied = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(727274)');
    const { rows } = await tx.query<{ id: string }>('SELECT id FROM schema_migrations');
    const done = new Set(rows.map((row) => row.id));
    const applying = MIGRATIONS.filter((migration) => !done.has(migration.id));
    for (const migration of applying) {
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
    }
    return applying;
  });
  for (const statement of applied.flatMap((migration) => migration.afterwards ?? []))
    await db.exec(statement);
  return applied.map((migration) => migration.id);
}
