import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { rememberCredentials } from '../schema';

export async function insertRememberCredential(
  db: Database,
  row: typeof rememberCredentials.$inferInsert,
) {
  await db.insert(rememberCredentials).values(row);
}

/** Revokes a live credential; returns it when this call was the one that revoked it. */
export async function takeRememberCredential(db: Database, id: string, now: Date) {
  const rows = await db
    .update(rememberCredentials)
    .set({ revokedAt: now })
    .where(
      and(
        eq(rememberCredentials.id, id),
        isNull(rememberCredentials.revokedAt),
        gt(rememberCredentials.expiresAt, now),
      ),
    )
    .returning();
  return rows[0];
}

export async function revokeUserRememberCredentials(db: Database, userId: string, now: Date) {
  await db
    .update(rememberCredentials)
    .set({ revokedAt: now })
    .where(and(eq(rememberCredentials.userId, userId), isNull(rememberCredentials.revokedAt)));
}
