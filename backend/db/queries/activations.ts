import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { activations } from '../schema';

export type ActivationRecord = typeof activations.$inferSelect;

export async function insertActivation(db: Database, row: typeof activations.$inferInsert) {
  await db.insert(activations).values(row);
}

export async function findActivation(db: Database, userId: string) {
  const rows = await db.select().from(activations).where(eq(activations.userId, userId));
  return rows[0];
}

export async function advanceActivation(db: Database, userId: string): Promise<void> {
  await db
    .update(activations)
    .set({ progress: sql`${activations.progress} + 1` })
    .where(eq(activations.userId, userId));
}

export async function finishActivation(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(activations)
    .set({ service: 1, finishedAt: now })
    .where(eq(activations.userId, userId));
}

/** Uses the ticket once; false when it was used already. */
export async function consumeActivationTicket(db: Database, userId: string, now: Date) {
  const rows = await db
    .update(activations)
    .set({ ticketUsedAt: now })
    .where(and(eq(activations.userId, userId), isNull(activations.ticketUsedAt)))
    .returning({ userId: activations.userId });
  return rows.length > 0;
}
