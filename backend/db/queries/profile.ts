import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { users } from '../schema';

export type ProfileColumns = { fullname: string; company: string; ssqy: string; photo: string };

export async function updateProfileColumns(
  db: Database,
  userId: string,
  values: Partial<ProfileColumns>,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, userId));
}
