import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { enterprises, follows } from '../schema';

// The monitoring list (监控列表): which enterprises a user follows.

export async function follow(db: Database, userId: string, enterpriseId: number): Promise<void> {
  await db.insert(follows).values({ userId, enterpriseId }).onConflictDoNothing();
}

export async function unfollow(db: Database, userId: string, enterpriseId: number): Promise<void> {
  await db
    .delete(follows)
    .where(and(eq(follows.userId, userId), eq(follows.enterpriseId, enterpriseId)));
}

export async function isFollowing(
  db: Database,
  userId: string,
  enterpriseId: number,
): Promise<boolean> {
  const rows = await db
    .select({ one: follows.enterpriseId })
    .from(follows)
    .where(and(eq(follows.userId, userId), eq(follows.enterpriseId, enterpriseId)))
    .limit(1);
  return rows.length > 0;
}

export type FollowRow = {
  enterpriseId: number;
  qymc: string;
  tyshxydm: string;
  status: string;
  followedAt: string;
};

/** Newest follows first; page is 1-based. */
export async function listFollows(
  db: Database,
  userId: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ rows: FollowRow[]; total: number }> {
  const where = eq(follows.userId, userId);
  const [rows, totals] = await Promise.all([
    db
      .select({
        enterpriseId: follows.enterpriseId,
        qymc: enterprises.qymc,
        tyshxydm: enterprises.tyshxydm,
        status: enterprises.status,
        followedAt: follows.createdAt,
      })
      .from(follows)
      .innerJoin(enterprises, eq(enterprises.id, follows.enterpriseId))
      .where(where)
      .orderBy(desc(follows.createdAt), desc(follows.enterpriseId))
      .limit(pageSize)
      .offset((Math.max(1, page) - 1) * pageSize),
    db.select({ n: count() }).from(follows).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, followedAt: r.followedAt.toISOString() })),
    total: totals[0]?.n ?? 0,
  };
}
