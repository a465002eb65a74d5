import { LIST_DIMENSIONS, type DimensionKey, type ProfileRecord } from '@/lib/contract/profile';
import type { Database } from '../../db/client';
import { seniorManagers } from '../../db/queries/ownership';
import { listDimension } from '../../db/queries/profile-dimensions';
import { equitySummary, type EquitySummary, type Party } from './equity';
import { enterpriseKey, loadOwnershipGraph, personKey } from './ownership-graph';
import { profileRecord } from './profile-record';

// What the profile report holds: the record, the first rows of the registry dimensions, the
// counts of every dimension and the ownership summary. The PDF and the preview page read the
// same selection.

export const REPORT_DIMENSIONS: DimensionKey[] = ['gdxx', 'zyry', 'dwtz', 'fzjg', 'bgjl'];
export const REPORT_ROWS = 10;

export type ReportData = {
  profile: ProfileRecord;
  lists: { key: DimensionKey; name: string; total: number; rows: Record<string, unknown>[] }[];
  equity: EquitySummary;
};

export async function reportData(
  db: Database,
  id: number,
  modules: ReadonlySet<string>,
): Promise<ReportData | undefined> {
  const profile = await profileRecord(db, id, modules);
  if (!profile) return undefined;
  const lists: ReportData['lists'] = [];
  for (const key of REPORT_DIMENSIONS) {
    const page = await listDimension(db, key, id, {
      filters: {},
      pageIndex: 1,
      pageSize: REPORT_ROWS,
    });
    const name = LIST_DIMENSIONS.find((d) => d.key === key)!.name;
    lists.push({ key, name, total: page.total, rows: page.rows });
  }
  const root: Party = {
    key: enterpriseKey(id),
    kind: 'enterprise',
    name: profile.qymc,
    enterpriseId: id,
  };
  const managers = (await seniorManagers(db, id)).map((m) => ({
    key: personKey(m.person_id),
    name: m.name,
    title: m.title,
  }));
  const equity = equitySummary(root, await loadOwnershipGraph(db, id, 'up'), managers);
  return { profile, lists, equity };
}
