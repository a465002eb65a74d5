import { TtlCache, type TtlCacheOptions } from '@/lib/cache/ttl-cache';
import type { Database } from '../db/client';

/**
 * A cache per database handle: one process may hold several (each backend test file opens
 * its own), and an answer of one database must never serve another.
 */
export function cachePerDatabase<K, V>(options: TtlCacheOptions): (db: Database) => TtlCache<K, V> {
  const caches = new WeakMap<Database, TtlCache<K, V>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new TtlCache<K, V>(options);
      caches.set(db, cache);
    }
    return cache;
  };
}
