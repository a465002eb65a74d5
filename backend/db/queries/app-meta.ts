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
