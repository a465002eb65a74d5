import { remember } from '@/lib/cache/ttl-cache';
import type { Database } from '../db/client';
import { grantedMenuRecords, type MenuRecordRow } from '../db/queries/portal';
import { cachePerDatabase } from './per-database';

// Every search and profile call checks the caller's tier; grants change only when an
// operator edits them, so each tier's grants are read at most every 10 s per database.
const GRANTS_TTL_MS = 10_000;
const grantsCache = cachePerDatabase<number, Promise<MenuRecordRow[]>>({
  maxEntries: 64,
  ttlMs: GRANTS_TTL_MS,
});

/** The menu records the tier of `rank` holds (cached for a few seconds). */
export function tierGrants(db: Database, rank: number): Promise<MenuRecordRow[]> {
  return remember(grantsCache(db), rank, () => grantedMenuRecords(db, rank));
}

/** Whether the tier holds a permission key (`bt-{key}`, `cyl/glgzt`, a module menu). */
export async function tierHolds(db: Database, rank: number, key: string): Promise<boolean> {
  return (await tierGrants(db, rank)).some((record) => record.key === key);
}
