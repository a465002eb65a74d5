import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { sysDics, sysDicTrees } from '../schema';

export type DicRow = typeof sysDics.$inferSelect;
export type DicTreeRow = typeof sysDicTrees.$inferSelect;

export async function findDicTree(db: Database, key: string): Promise<DicTreeRow | undefined> {
  const [row] = await db.select().from(sysDicTrees).where(eq(sysDicTrees.key, key)).limit(1);
  return row;
}

export function listDicTrees(db: Database, appId?: string): Promise<DicTreeRow[]> {
  return db
    .select()
    .from(sysDicTrees)
    .where(appId ? eq(sysDicTrees.appId, appId) : undefined)
    .orderBy(asc(sysDicTrees.sort));
}

export function dicsOfTree(db: Database, treeId: string, pid?: string): Promise<DicRow[]> {
  return db
    .select()
    .from(sysDics)
    .where(
      pid === undefined
        ? eq(sysDics.treeId, treeId)
        : and(eq(sysDics.treeId, treeId), eq(sysDics.pid, pid)),
    )
    .orderBy(asc(sysDics.sort));
}
