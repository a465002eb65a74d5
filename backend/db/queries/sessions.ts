import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { sessions } from '../schema';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  db: Database,
  row: typeof sessions.$inferInsert,
): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The session if it exists, is not revoked and has not expired at `now`. */
export async function findLiveSession(
  db: Database,
  id: string,
  now: Date,
): Promise<SessionRow | undefined> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return rows[0];
}

export async function revokeSession(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** The user's live sessions, newest first (personal centre). */
export async function listLiveSessions(
  db: Database,
  userId: string,
  now: Date,
): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .orderBy(desc(sessions.createdAt));
}
