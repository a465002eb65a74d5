import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../client';
import { qrTickets } from '../schema';

export async function insertQrTicket(db: Database, row: typeof qrTickets.$inferInsert) {
  await db.insert(qrTickets).values(row);
}

export async function findQrTicket(db: Database, kid: string) {
  const rows = await db.select().from(qrTickets).where(eq(qrTickets.kid, kid));
  return rows[0];
}

/** Moves a live ticket from one status to another; false if it was not in `from`. */
export async function moveQrTicket(
  db: Database,
  kid: string,
  from: 'pending' | 'confirmed',
  to: { status: 'confirmed' | 'rejected' | 'consumed'; userId?: string },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(qrTickets)
    .set(to)
    .where(and(eq(qrTickets.kid, kid), eq(qrTickets.status, from), gt(qrTickets.expiresAt, now)))
    .returning({ kid: qrTickets.kid });
  return rows.length > 0;
}
