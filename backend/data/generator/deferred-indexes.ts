import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

// Bulk loading into empty tables is faster without secondary indexes: drop them, load, and
// build each once at the end (the usual PostgreSQL practice; trigram GIN indexes above all).
// Primary keys stay, so foreign keys are still checked row by row.

/** Drops the non-primary-key indexes of `tables`; returns the statements that rebuild them. */
export async function dropSecondaryIndexes(db: Database, tables: string[]): Promise<string[]> {
  const result = (await db.execute(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = 'public'
      and i.tablename in ${sql.raw(`(${tables.map((t) => `'${t}'`).join(', ')})`)}
      and not exists (
        select 1 from pg_constraint c where c.conname = i.indexname and c.contype in ('p', 'u')
      )`)) as { rows: { name: string; definition: string }[] };
  for (const { name } of result.rows) await db.execute(sql.raw(`drop index "${name}"`));
  return result.rows.map((r) => r.definition);
}

export async function rebuildIndexes(db: Database, definitions: string[]): Promise<void> {
  if (definitions.length === 0) return;
  // One transaction, so the larger build memory (much faster GIN builds) stays on its connection.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    for (const definition of definitions) await tx.execute(sql.raw(definition));
  });
}
