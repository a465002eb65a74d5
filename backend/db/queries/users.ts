import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { users } from '../schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id));
  return rows[0];
}

export async function findUserByPhone(db: Database, phone: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.phone, phone));
  return rows[0];
}

/** Inserts the user unless the phone is taken; returns whether it was inserted. */
export async function insertUserIfAbsent(db: Database, user: NewUser): Promise<boolean> {
  const rows = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing()
    .returning({ id: users.id });
  return rows.length > 0;
}
