import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { rememberCredentials } from '../schema';

/** The credential `id`, if it is neither revoked nor expired. */
const live = (id: string, now: Date) =>
  and(
    eq(rememberCredentials.id, id),
    isNull(rememberCredentials.revokedAt),
    gt(rememberCredentials.expiresAt, now),
  );

export async function insertRememberCredential(
  db: Database,
  row: typeof rememberCredentials.$inferInsert,
) {
  await db.insert(rememberCredentials).values(row);
}

/**
 * Revokes a live credential whose secret hashes to `secretHash`; returns it when this call was
 * the one that revoked it. The hash is part of the condition: knowing the id alone revokes
 * nothing.
 */
export async function takeRememberCredential(
  db: Database,
  id: string,
  secretHash: string,
  now: Date,
) {
  const rows = await db
    .update(rememberCredentials)
    .set({ revokedAt: now })
    .where(and(live(id, now), eq(rememberCredentials.secretHash, secretHash)))
    .returning();
  return rows[0];
}

/** Whether a credential is still usable: not revoked, not expired. */
export async function isRememberCredentialLive(db: Database, id: string, now: Date) {
  const rows = await db
    .select({ id: rememberCredentials.id })
    .from(rememberCredentials)
    .where(live(id, now));
  return rows.length > 0;
}

export async function revokeUserRememberCredentials(db: Database, userId: string, now: Date) {
  await db
    .update(rememberCredentials)
    .set({ revokedAt: now })
    .where(and(eq(rememberCredentials.userId, userId), isNull(rememberCredentials.revokedAt)));
}
