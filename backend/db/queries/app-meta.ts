import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { appMeta } from '../schema';

export async function getMeta<T>(db: Database, key: string): Promise<T | undefined> {
  const rows = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return rows[0]?.value as T | undefined;
}

export async function setMeta(db: Database, key: string, value: unknown): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * The value under `key`, stored from `make()` when there is none. Two processes starting at
 * once agree: the first insert wins and both read it back.
 */
export async function ensureMeta<T>(db: Database, key: string, make: () => Promise<T> | T) {
  const existing = await getMeta<T>(db, key);
  if (existing !== undefined) return existing;
  await db
    .insert(appMeta)
    .values({ key, value: await make() })
    .onConflictDoNothing();
  const stored = await getMeta<T>(db, key);
  if (stored === undefined) throw new Error(`app_meta ${key} was not stored`);
  return stored;
}
