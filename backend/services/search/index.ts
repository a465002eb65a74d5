import type { Database } from '../../db/client';
import type { Clock } from '../../clock';
import { createPostgresSearch } from './postgres';
import type { SearchService } from './types';

export type { SearchService } from './types';

/**
 * The search engine in use. PostgreSQL/PGlite is the only one today; an OpenSearch engine
 * would be chosen here by config, and no caller would change.
 */
export function createSearchService(deps: { db: Database; clock: Clock }): SearchService {
  return createPostgresSearch(deps);
}
