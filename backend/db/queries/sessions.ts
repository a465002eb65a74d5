import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { sessions, users } from '../schema';
import type { UserRow } from './users';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  db: Database,
  row: typeof sessions.$inferInsert,
): Promise<void> {
  await db.insert(sessions).values(row);
}

// Asked by every protected call: built and prepared once per database handle (PostgreSQL
// then parses and plans it once per connection).
function prepareLiveSessionUser(db: Database) {
  return db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('live_session_user');
}
const liveSessionUser = new WeakMap<Database, ReturnType<typeof prepareLiveSessionUser>>();

/** The user of a session that exists, is not revoked and has not expired at `now`. */
export async function findLiveSessionUser(
  db: Database,
  id: string,
  now: Date,
): Promise<UserRow | undefined> {
  let query = liveSessionUser.get(db);
  if (!query) {
    query = prepareLiveSessionUser(db);
    liveSessionUser.set(db, query);
  }
  const rows = await query.execute({ id, now });
  return rows[0]?.user;
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
