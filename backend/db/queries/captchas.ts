import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { captchas } from '../schema';

/** A device has one live picture code: a new one replaces the old. */
export async function upsertCaptcha(
  db: Database,
  row: typeof captchas.$inferInsert,
): Promise<void> {
  await db
    .insert(captchas)
    .values(row)
    .onConflictDoUpdate({
      target: captchas.deviceId,
      set: {
        answer: row.answer,
        nonce: row.nonce,
        createdAt: row.createdAt,
        expiresAt: row.expiresAt,
        usedAt: null,
      },
    });
}

/** Takes the device's live code, once: later calls find nothing. */
export async function consumeCaptcha(db: Database, deviceId: string, now: Date) {
  const rows = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(
      and(eq(captchas.deviceId, deviceId), isNull(captchas.usedAt), gt(captchas.expiresAt, now)),
    )
    .returning({ answer: captchas.answer, nonce: captchas.nonce });
  return rows[0];
}

export async function findCaptcha(db: Database, deviceId: string) {
  const rows = await db.select().from(captchas).where(eq(captchas.deviceId, deviceId));
  return rows[0];
}
