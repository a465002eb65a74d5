import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { smsCodes, smsOutbox } from '../schema';

export type SmsCodeRow = typeof smsCodes.$inferSelect;

export async function insertSmsCode(
  db: Database,
  row: typeof smsCodes.$inferInsert,
): Promise<void> {
  await db.insert(smsCodes).values(row);
}

export async function latestSmsCode(db: Database, phone: string): Promise<SmsCodeRow | undefined> {
  const rows = await db
    .select()
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return rows[0];
}

export async function countCodesSince(
  db: Database,
  by: { phone: string } | { clientIp: string },
  since: Date,
): Promise<number> {
  const match = 'phone' in by ? eq(smsCodes.phone, by.phone) : eq(smsCodes.clientIp, by.clientIp);
  const rows = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(match, gte(smsCodes.createdAt, since)));
  return Number(rows[0]?.n ?? 0);
}

export async function recordFailedAttempt(db: Database, id: string): Promise<void> {
  await db
    .update(smsCodes)
    .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
    .where(eq(smsCodes.id, id));
}

/** Marks the code used; false when another request used it first. */
export async function markSmsCodeUsed(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, id), sql`${smsCodes.usedAt} is null`))
    .returning({ id: smsCodes.id });
  return rows.length > 0;
}

export async function insertOutboxMessage(
  db: Database,
  row: typeof smsOutbox.$inferInsert,
): Promise<void> {
  await db.insert(smsOutbox).values(row);
}

export async function outboxMessages(db: Database, phone: string, limit = 10) {
  return db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.sentAt))
    .limit(limit);
}
