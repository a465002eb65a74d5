import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { exportQuotas, exportUsage } from '../schema';

/** Rows a day the tier may export (0 when the tier has no quota row). */
export async function tierExportQuota(db: Database, rank: number): Promise<number> {
  const [row] = await db
    .select({ rows: exportQuotas.rowsPerDay })
    .from(exportQuotas)
    .where(eq(exportQuotas.rank, rank));
  return row?.rows ?? 0;
}

export async function exportedRows(db: Database, userId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ rows: exportUsage.rows })
    .from(exportUsage)
    .where(and(eq(exportUsage.userId, userId), eq(exportUsage.day, day)));
  return row?.rows ?? 0;
}

/**
 * Takes `rows` from the user's day, atomically: only if the total stays within `limit`.
 * Returns false when it would not (a concurrent export took the rest).
 */
export async function takeExportRows(
  db: Database,
  userId: string,
  day: string,
  rows: number,
  limit: number,
): Promise<boolean> {
  if (rows > limit) return false;
  const taken = await db
    .insert(exportUsage)
    .values({ userId, day, rows })
    .onConflictDoUpdate({
      target: [exportUsage.userId, exportUsage.day],
      set: { rows: sql`${exportUsage.rows} + ${rows}` },
      setWhere: sql`${exportUsage.rows} + ${rows} <= ${limit}`,
    })
    .returning({ rows: exportUsage.rows });
  return taken.length > 0;
}
