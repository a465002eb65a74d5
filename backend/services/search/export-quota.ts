import { SEARCH_MAX_RESULTS, type ExportQuota, type SearchFilters } from '@/lib/contract/search';
import { chinaToday } from '../../clock';
import type { Database } from '../../db/client';
import { exportedRows, tierExportQuota } from '../../db/queries/export-quotas';
import type { SearchService } from './types';

// Export quotas are per tier and per calendar day in China (UTC+8, no daylight saving); one
// quota covers every list's exports (找企业, a chain link's enterprises …).
export const quotaDay = chinaToday;

/**
 * Today's quota of the user and how many rows an export of a list would take; `count` counts
 * the list's rows up to the cap it is given.
 */
export async function listExportQuota(
  deps: { db: Database; now: Date },
  user: { id: string; rank: number },
  count: (cap: number) => Promise<number>,
): Promise<ExportQuota> {
  const day = quotaDay(deps.now);
  const [limit, used] = [
    await tierExportQuota(deps.db, user.rank),
    await exportedRows(deps.db, user.id, day),
  ];
  const remaining = Math.max(0, limit - used);
  const cap = Math.min(remaining, SEARCH_MAX_RESULTS);
  const matched = await count(SEARCH_MAX_RESULTS);
  return { limit, used, remaining, rows: Math.min(cap, matched), matched };
}

/** The quota of an export of 找企业's results. */
export function exportQuota(
  deps: { db: Database; search: SearchService; now: Date },
  user: { id: string; rank: number },
  filters: SearchFilters,
): Promise<ExportQuota> {
  return listExportQuota(deps, user, (cap) => deps.search.count(filters, cap));
}
