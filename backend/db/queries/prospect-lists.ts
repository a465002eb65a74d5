import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../client';
import { prospectLists } from '../schema';

// 潜客名单 rows (docs/leads.md, Prospect screening). Every read and write takes the owner, so a
// list id of another user finds nothing.

export type ProspectListRow = typeof prospectLists.$inferSelect;

export async function listsOf(db: Database, userId: string): Promise<ProspectListRow[]> {
  return db
    .select()
    .from(prospectLists)
    .where(eq(prospectLists.userId, userId))
    .orderBy(desc(prospectLists.updatedAt), asc(prospectLists.id));
}

export async function listCountOf(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(prospectLists)
    .where(eq(prospectLists.userId, userId));
  return Number(row?.n ?? 0);
}

/** The list if it is the user's. */
export async function ownList(
  db: Database,
  userId: string,
  listId: string,
): Promise<ProspectListRow | undefined> {
  const [row] = await db
    .select()
    .from(prospectLists)
    .where(and(eq(prospectLists.id, listId), eq(prospectLists.userId, userId)));
  return row;
}

/** A new list; undefined when the user already has one of that name. */
export async function insertList(
  db: Database,
  row: { userId: string; name: string; conditions: unknown; now: Date },
): Promise<ProspectListRow | undefined> {
  const [created] = await db
    .insert(prospectLists)
    .values({
      id: randomUUID(),
      userId: row.userId,
      name: row.name,
      conditions: row.conditions,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .onConflictDoNothing({ target: [prospectLists.userId, prospectLists.name] })
    .returning();
  return created;
}

/** Renames the user's list; 'taken' when another of theirs has the name. */
export async function renameList(
  db: Database,
  userId: string,
  listId: string,
  name: string,
  now: Date,
): Promise<'renamed' | 'missing' | 'taken'> {
  const [clash] = await db
    .select({ id: prospectLists.id })
    .from(prospectLists)
    .where(and(eq(prospectLists.userId, userId), eq(prospectLists.name, name)));
  if (clash && clash.id !== listId) return 'taken';
  const updated = await db
    .update(prospectLists)
    .set({ name, updatedAt: now })
    .where(and(eq(prospectLists.id, listId), eq(prospectLists.userId, userId)))
    .returning({ id: prospectLists.id });
  return updated.length ? 'renamed' : 'missing';
}

/** Deletes the user's list (its members go with it); false when it is not theirs. */
export async function deleteList(db: Database, userId: string, listId: string): Promise<boolean> {
  const deleted = await db
    .delete(prospectLists)
    .where(and(eq(prospectLists.id, listId), eq(prospectLists.userId, userId)))
    .returning({ id: prospectLists.id });
  return deleted.length > 0;
}

/** Lists never run or last run before `before`, oldest first (the daily rerun). */
export async function staleLists(
  db: Database,
  before: Date,
  limit: number,
): Promise<ProspectListRow[]> {
  return db
    .select()
    .from(prospectLists)
    .where(or(isNull(prospectLists.lastRunAt), lt(prospectLists.lastRunAt, before)))
    .orderBy(asc(prospectLists.lastRunAt), asc(prospectLists.id))
    .limit(limit);
}
