import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
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

/** How wrong passwords slow an account down (backend/services/auth/password-login.ts). */
export type LoginDelayPolicy = { freeFailures: number; baseDelayS: number; maxDelayS: number };

/**
 * Claims one password check, counted as a failure until it proves right: the count goes up
 * unless the account is waiting out its delay (freeFailures or more failures, the last one
 * less than baseDelayS doubling per failure, at most maxDelayS, ago). One statement, so of
 * parallel attempts when the wait ends only the first is checked: the row lock makes the
 * others see its count and time. Returns the new count, or undefined while the account waits.
 */
export async function claimPasswordCheck(
  db: Database,
  id: string,
  now: Date,
  policy: LoginDelayPolicy,
): Promise<number | undefined> {
  const delayS = sql`least(${policy.baseDelayS} * power(2, ${users.failedLogins} - ${policy.freeFailures}), ${policy.maxDelayS})`;
  const rows = await db
    .update(users)
    .set({ failedLogins: sql`${users.failedLogins} + 1`, lastFailedLoginAt: now })
    .where(
      and(
        eq(users.id, id),
        or(
          lt(users.failedLogins, policy.freeFailures),
          isNull(users.lastFailedLoginAt),
          sql`${users.lastFailedLoginAt} <= ${now.toISOString()}::timestamptz - make_interval(secs => ${delayS})`,
        ),
      ),
    )
    .returning({ failedLogins: users.failedLogins });
  return rows[0]?.failedLogins;
}

export async function resetFailedLogins(db: Database, id: string): Promise<void> {
  await db.update(users).set({ failedLogins: 0, lastFailedLoginAt: null }).where(eq(users.id, id));
}

export async function setUserStatus(
  db: Database,
  id: string,
  status: UserRow['status'],
  now: Date,
) {
  await db.update(users).set({ status, updatedAt: now }).where(eq(users.id, id));
}

export async function setPasswordHash(db: Database, id: string, passwordHash: string, now: Date) {
  await db
    .update(users)
    .set({ passwordHash, failedLogins: 0, lastFailedLoginAt: null, updatedAt: now })
    .where(eq(users.id, id));
}

/** What a new account starts with: the trial tier and the enterprise department. */
export async function applyTrialProfile(db: Database, id: string, now: Date) {
  await db
    .update(users)
    .set({ rank: 1, deptName: '企业用户', updatedAt: now })
    .where(eq(users.id, id));
}

/** The fields a user edits about themselves (info modal, personal centre, location). */
export async function updateUserProfile(
  db: Database,
  id: string,
  changes: Partial<Pick<UserRow, 'fullname' | 'company' | 'ssqy'>>,
  now: Date,
) {
  await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id));
}
