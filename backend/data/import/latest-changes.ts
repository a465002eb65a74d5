import { and, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { changeRecords, enterprises, people, shareholdings } from '../../db/schema';
import { CURRENT_VALUE_ITEMS, HOLDER_CHANGE, type CurrentRecord } from '../consistency/registry';
import {
  describeProblem,
  latestChangeProblem,
  latestHolderChangeProblem,
  type Problem,
} from '../consistency/rules';
import type { Executor } from './upsert';

// The latest change of an item must end at the enterprise's current value when the same
// source delivered both. Which change of a file is the latest needs the whole file: a first
// pass (LatestChanges) remembers it before any row is written.

/** The latest change of each enterprise and item in one file (ties: the later line). */
export class LatestChanges {
  private readonly latest = new Map<string, { day: string; line: number }>();

  add(line: number, row: { tyshxydm: string; item: string; changed_on: string }): void {
    if (!isChecked(row.item)) return;
    const key = `${row.tyshxydm} ${row.item}`;
    const current = this.latest.get(key);
    if (!current || row.changed_on >= current.day)
      this.latest.set(key, { day: row.changed_on, line });
  }

  isLatest(line: number, row: { tyshxydm: string; item: string }): boolean {
    return this.latest.get(`${row.tyshxydm} ${row.item}`)?.line === line;
  }
}

const isChecked = (item: string) => item === HOLDER_CHANGE || item in CURRENT_VALUE_ITEMS;

/** What the check needs of the enterprise a change belongs to. */
export type ChangedEnterprise = CurrentRecord & { id: number; source: string; asOf: string };

export type ChangeCandidate = {
  line: number;
  tyshxydm: string;
  sourceId: string;
  enterprise: ChangedEnterprise;
  change: { item: string; changedOn: string; after: string };
};

/**
 * The rows of `candidates` whose change is the latest of its item and contradicts the
 * current record, with the reason. A change is only held to the record when the record
 * comes from the same source and is not older than the change (the record as of its as_of
 * cannot know a later change), and when no stored change of that item is later.
 */
export async function latestChangeRejections(
  db: Executor,
  source: string,
  latest: LatestChanges,
  candidates: readonly ChangeCandidate[],
): Promise<Map<number, string>> {
  const checked = candidates.filter(
    (c) =>
      latest.isLatest(c.line, { tyshxydm: c.tyshxydm, item: c.change.item }) &&
      c.enterprise.source === source &&
      c.change.changedOn <= c.enterprise.asOf,
  );
  const rejections = new Map<number, string>();
  if (checked.length === 0) return rejections;
  const ids = [...new Set(checked.map((c) => c.enterprise.id))];
  const later = await db
    .select({
      enterpriseId: changeRecords.enterpriseId,
      item: changeRecords.item,
      changedOn: sql<string>`max(${changeRecords.changedOn})`,
    })
    .from(changeRecords)
    .where(
      and(
        inArray(changeRecords.enterpriseId, ids),
        inArray(
          changeRecords.item,
          checked.map((c) => c.change.item),
        ),
        // The stored version of a row being re-imported is not another change.
        or(
          ne(changeRecords.source, source),
          isNull(changeRecords.sourceId),
          notInArray(
            changeRecords.sourceId,
            checked.map((c) => c.sourceId),
          ),
        ),
      ),
    )
    .groupBy(changeRecords.enterpriseId, changeRecords.item);
  const storedLatest = new Map(later.map((r) => [`${r.enterpriseId} ${r.item}`, r.changedOn]));
  const holders = await holderNames(
    db,
    checked.filter((c) => c.change.item === HOLDER_CHANGE).map((c) => c.enterprise.id),
  );
  for (const c of checked) {
    const stored = storedLatest.get(`${c.enterprise.id} ${c.change.item}`);
    if (stored && stored > c.change.changedOn) continue;
    let found: Problem | undefined;
    if (c.change.item === HOLDER_CHANGE) {
      const current = holders.get(c.enterprise.id);
      if (current) found = latestHolderChangeProblem(c.change.after, current);
    } else found = latestChangeProblem(c.change, c.enterprise);
    if (found) rejections.set(c.line, describeProblem(found));
  }
  return rejections;
}

/** Each enterprise's shareholders by the names they are known by (an enterprise's former ones too). */
async function holderNames(db: Executor, ids: number[]) {
  const byEnterprise = new Map<number, { names: string[] }[]>();
  if (ids.length === 0) return byEnterprise;
  const rows = await db
    .select({
      enterpriseId: shareholdings.enterpriseId,
      person: people.name,
      qymc: enterprises.qymc,
      formerNames: enterprises.formerNames,
    })
    .from(shareholdings)
    .leftJoin(people, eq(people.id, shareholdings.holderPersonId))
    .leftJoin(enterprises, eq(enterprises.id, shareholdings.holderEnterpriseId))
    .where(inArray(shareholdings.enterpriseId, [...new Set(ids)]))
    .orderBy(shareholdings.id);
  for (const r of rows) {
    const names =
      r.person !== null
        ? [r.person]
        : [r.qymc!, ...(r.formerNames ? r.formerNames.split('；') : [])];
    byEnterprise.set(r.enterpriseId, [...(byEnterprise.get(r.enterpriseId) ?? []), { names }]);
  }
  return byEnterprise;
}
