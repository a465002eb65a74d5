import { asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { customerGroups } from '../schema';

/** Adds the groups the user lacks (by name); existing ones are kept as they are. */
export async function ensureCustomerGroups(
  db: Database,
  rows: (typeof customerGroups.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(customerGroups).values(rows).onConflictDoNothing();
}

export async function customerGroupsOf(db: Database, userId: string) {
  return db
    .select()
    .from(customerGroups)
    .where(eq(customerGroups.userId, userId))
    .orderBy(asc(customerGroups.sort));
}
