import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';

// Insert-or-update by a natural key that leaves identical rows alone, so a re-import
// reports them unchanged and writes nothing.

export type Outcome = 'inserted' | 'updated' | 'unchanged';
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Tx;

type KeyedTable = PgTable & { id: PgColumn };

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b))
    return JSON.stringify(a ?? []) === JSON.stringify(b ?? []);
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  return (a ?? null) === (b ?? null);
}

/** Whether `values` differ from the stored row in anything but as_of. */
export function differs(values: Record<string, unknown>, current: Record<string, unknown>) {
  return Object.keys(values).some((k) => k !== 'asOf' && !same(values[k], current[k]));
}

/** Upserts `values` into `table` where `key` matches; returns the row id and what happened. */
export async function upsertBy(
  db: Executor,
  table: KeyedTable,
  key: SQL,
  values: Record<string, unknown>,
): Promise<{ id: number; outcome: Outcome }> {
  const existing = (await db
    .select()
    .from(table as never)
    .where(key)
    .limit(1)) as Record<string, unknown>[];
  const current = existing[0];
  if (!current) {
    const inserted = (await db
      .insert(table)
      .values(values as never)
      .returning({ id: table.id })) as { id: number }[];
    return { id: inserted[0]!.id, outcome: 'inserted' };
  }
  const id = current.id as number;
  // as_of only moves with a real change: re-delivering the same facts is not news.
  const changed = Object.keys(values).filter((k) => k !== 'asOf' && !same(values[k], current[k]));
  if (changed.length === 0) return { id, outcome: 'unchanged' };
  await db.update(table).set(values).where(eq(table.id, id));
  return { id, outcome: 'updated' };
}

/** Like upsertBy, for a table without an id column (a link keyed by its primary key). */
export async function upsertWhere(
  db: Executor,
  table: PgTable,
  key: SQL,
  values: Record<string, unknown>,
): Promise<Outcome> {
  const existing = (await db
    .select()
    .from(table as never)
    .where(key)
    .limit(1)) as Record<string, unknown>[];
  const current = existing[0];
  if (!current) {
    await db.insert(table).values(values as never);
    return 'inserted';
  }
  const changed = Object.keys(values).filter((k) => k !== 'asOf' && !same(values[k], current[k]));
  if (changed.length === 0) return 'unchanged';
  await db.update(table).set(values).where(key);
  return 'updated';
}
