import { desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { changeRecords, enterprises } from '../schema';

export async function enterpriseExists(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(eq(enterprises.id, id))
    .limit(1);
  return rows.length > 0;
}

/** The newest change records of all enterprises (动态速递), newest first. */
export async function recentChanges(db: Database, limit: number) {
  return db
    .select({
      id: changeRecords.id,
      enterpriseId: changeRecords.enterpriseId,
      qymc: enterprises.qymc,
      className: changeRecords.className,
      changedOn: changeRecords.changedOn,
    })
    .from(changeRecords)
    .innerJoin(enterprises, eq(enterprises.id, changeRecords.enterpriseId))
    .orderBy(desc(changeRecords.changedOn), desc(changeRecords.id))
    .limit(limit);
}
