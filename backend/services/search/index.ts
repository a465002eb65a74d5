import type { Database } from '../../db/client';
import type { Clock } from '../../clock';
import { createPostgresSearch } from './postgres';
import { withResultCache } from './result-cache';
import type { SearchService } from './types';

export type { SearchService } from './types';

/** Result pages a process keeps (about 10 KB each, so some 20 MB at most). */
const CACHED_PAGES = 2000;

/**
 * The search engine in use, behind the result cache. PostgreSQL/PGlite is the only engine
 * today; an OpenSearch engine would be chosen here by config, and no caller would change.
 */
export function createSearchService(deps: {
  db: Database;
  clock: Clock;
  cacheTtlMs: number;
}): SearchService {
  return withResultCache(createPostgresSearch(deps), {
    ttlMs: deps.cacheTtlMs,
    maxPages: CACHED_PAGES,
  });
}
