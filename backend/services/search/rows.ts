import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}
