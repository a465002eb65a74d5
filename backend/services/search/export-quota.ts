import { SEARCH_MAX_RESULTS, type ExportQuota, type SearchFilters } from '@/lib/contract/search';
import type { Database } from '../../db/client';
import { exportedRows, tierExportQuota } from '../../db/queries/export-quotas';
import type { SearchService } from './types';

// Export quotas are per tier and per calendar day in China (UTC+8, no daylight saving).
export function quotaDay(now: Date): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** Today's quota of the user and how many rows an export of these filters would take. */
export async function exportQuota(
  deps: { db: Database; search: SearchService; now: Date },
  user: { id: string; rank: number },
  filters: SearchFilters,
): Promise<ExportQuota> {
  const day = quotaDay(deps.now);
  const [limit, used] = [
    await tierExportQuota(deps.db, user.rank),
    await exportedRows(deps.db, user.id, day),
  ];
  const remaining = Math.max(0, limit - used);
  const cap = Math.min(remaining, SEARCH_MAX_RESULTS);
  const matched = await deps.search.count(filters, SEARCH_MAX_RESULTS);
  return { limit, used, remaining, rows: Math.min(cap, matched), matched };
}
