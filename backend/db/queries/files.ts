import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { sysFiles } from '../schema';

export type FileRow = typeof sysFiles.$inferSelect;

export async function insertFile(db: Database, row: FileRow): Promise<void> {
  await db.insert(sysFiles).values(row);
}

export async function findFile(db: Database, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(sysFiles).where(eq(sysFiles.id, id)).limit(1);
  return row;
}
