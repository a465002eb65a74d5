import { sql, type SQL } from 'drizzle-orm';
import {
  PROSPECT_LIST_MEMBERS_MAX,
  prospectTreeSchema,
  type ProspectGroup,
  type ProspectListRecord,
  type ProspectMemberRecord,
  type ProspectRecord,
} from '@/lib/contract/prospects';
import type { Database } from '../../db/client';
import type { ProspectListRow } from '../../db/queries/prospect-lists';
import type { ExportColumn } from '../search/export-file';
import { rows } from '../search/rows';
import type { SearchHit, SearchService } from '../search/types';
import { compileTree, resolveTree } from './compile';
import { conditionNames, describeTree, memberReasons, type ConditionNames } from './describe';

// Screens and saved lists (docs/leads.md, Prospect screening): the count and the preview of a
// tree, and a list's run, which upserts its members in one statement: first_seen_at is the run
// that first matched an enterprise, last_seen_at the latest run that did.

/** `search` checks a tree's values; reruns of stored (already checked) trees go without. */
export type ScreenDeps = { db: Database; search?: Pick<SearchService, 'validate'> };

/** The compiled condition of a tree for a user as of `today`. */
export async function screenCondition(
  deps: ScreenDeps,
  userId: string,
  tree: ProspectGroup,
  today: Date,
): Promise<SQL> {
  const resolved = await resolveTree(deps.db, deps.search, tree);
  return compileTree(tree, { userId, today, resolved });
}

export async function screenCount(db: Database, where: SQL): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from enterprises e where ${where}`,
  );
  return row?.n ?? 0;
}

/** Display order of a screen and a list: largest registered capital first. */
const ORDER = sql`e.zczb desc nulls last, e.id`;

export async function screenIds(
  db: Database,
  where: SQL,
  page: { offset: number; limit: number },
): Promise<number[]> {
  const found = await rows<{ id: string | number }>(
    db,
    sql`select e.id from enterprises e where ${where} order by ${ORDER}
      limit ${page.limit} offset ${page.offset}`,
  );
  return found.map((r) => Number(r.id));
}

export const toProspectRecord = (h: SearchHit): ProspectRecord => ({
  ID_: String(h.id),
  qymc: h.qymc,
  tyshxydm: h.tyshxydm,
  zczb: h.zczb,
  capitalcurrency: h.capitalCurrency,
  dlhy: h.dlhy,
  status: h.status,
  clrq: h.establishedOn,
  region: h.region,
  tags: h.tags,
  fddbr: h.legalRepresentative,
  lxfs: h.lxfs || null,
  email: h.email || null,
});

/** A stored tree, parsed again (a tree saved by an older contract fails loudly, not silently). */
export const storedTree = (list: ProspectListRow): ProspectGroup =>
  prospectTreeSchema.parse(list.conditions);

const toListRecord = (l: ProspectListRow, names: ConditionNames): ProspectListRecord => ({
  ID_: l.id,
  title: l.name,
  conditions: storedTree(l),
  summary: describeTree(storedTree(l), names),
  matchcount: l.matchCount,
  newcount: l.newCount,
  lastrunat: l.lastRunAt?.toISOString() ?? null,
  createdat: l.createdAt.toISOString(),
  updatedat: l.updatedAt.toISOString(),
});

/** Lists as records, their conditions summarised with values by name. */
export async function listRecords(
  db: Database,
  lists: readonly ProspectListRow[],
): Promise<ProspectListRecord[]> {
  const names = await conditionNames(db, lists.map(storedTree));
  return lists.map((l) => toListRecord(l, names));
}

/** One list as a record. */
export const listRecord = async (db: Database, list: ProspectListRow) =>
  (await listRecords(db, [list]))[0]!;

export type RunOutcome = { matched: number; fresh: number; capped: boolean; runAt: Date };

/**
 * Reruns a list: its matches now (at most PROSPECT_LIST_MEMBERS_MAX, capital order) are
 * upserted; `fresh` counts those no run matched before. The first run is the baseline (none is
 * new). A run's instant is after the previous one even when the clock stands still, so runs
 * never share an instant. Null: the list is gone, or (with `onlyIfLastRunBefore`) ran since.
 */
export async function runList(
  deps: ScreenDeps,
  list: ProspectListRow,
  now: Date,
  options: { onlyIfLastRunBefore?: Date } = {},
): Promise<RunOutcome | null> {
  const where = await screenCondition(deps, list.userId, storedTree(list), now);
  return deps.db.transaction(async (tx) => {
    // One run of a list at a time (a click and the daily job).
    const [locked] = await rows<{ last_run_at: string | Date | null }>(
      tx,
      sql`select last_run_at from prospect_lists where id = ${list.id} for update`,
    );
    if (!locked) return null;
    const previous = locked.last_run_at === null ? null : new Date(locked.last_run_at);
    // A pass of the daily job skips a list another process (or a click) has just run, so
    // that run's 新增 stays as it found it.
    const before = options.onlyIfLastRunBefore;
    if (before && previous && previous.getTime() >= before.getTime()) return null;
    const runAt =
      previous && previous.getTime() >= now.getTime() ? new Date(previous.getTime() + 1) : now;
    const [outcome] = await rows<{ matched: number; fresh: number; capped: boolean }>(
      tx,
      sql`with matched as (
          select e.id, e.zczb from enterprises e where ${where} order by ${ORDER}
          limit ${PROSPECT_LIST_MEMBERS_MAX + 1}
        ), up as (
          insert into prospect_list_members (list_id, enterprise_id, first_seen_at, last_seen_at)
          select ${list.id}, k.id, ${runAt.toISOString()}::timestamptz, ${runAt.toISOString()}::timestamptz
          from (select m.id from matched m order by m.zczb desc nulls last, m.id
            limit ${PROSPECT_LIST_MEMBERS_MAX}) k
          on conflict (list_id, enterprise_id) do update set last_seen_at = excluded.last_seen_at
          returning first_seen_at
        )
        select (select count(*)::int from up) as matched,
          (select count(*)::int from up where first_seen_at = ${runAt.toISOString()}::timestamptz) as fresh,
          (select count(*) > ${PROSPECT_LIST_MEMBERS_MAX} from matched) as capped`,
    );
    const matched = outcome?.matched ?? 0;
    const fresh = previous === null ? 0 : (outcome?.fresh ?? 0);
    await tx.execute(sql`update prospect_lists set match_count = ${matched}, new_count = ${fresh},
      last_run_at = ${runAt.toISOString()}::timestamptz where id = ${list.id}`);
    return { matched, fresh, capped: outcome?.capped ?? false, runAt };
  });
}

/** Members of a list's last run; `newOnly`: those it found first (none before a second run). */
function memberCondition(list: ProspectListRow, newOnly: boolean): SQL {
  const at = list.lastRunAt?.toISOString() ?? null;
  if (at === null) return sql`false`;
  const base = sql`m.list_id = ${list.id} and m.last_seen_at = ${at}::timestamptz`;
  // The first run is the baseline: its members were not "new since the last run".
  return newOnly
    ? sql`${base} and m.first_seen_at = ${at}::timestamptz and m.first_seen_at > ${list.createdAt.toISOString()}::timestamptz`
    : base;
}

export async function memberCount(
  db: Database,
  list: ProspectListRow,
  newOnly: boolean,
  cap = PROSPECT_LIST_MEMBERS_MAX,
): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from prospect_list_members m
      where ${memberCondition(list, newOnly)} limit ${cap}) x`,
  );
  return row?.n ?? 0;
}

/** Member ids in display order (capital first). */
export async function memberIds(
  db: Database,
  list: ProspectListRow,
  newOnly: boolean,
  page: { offset: number; limit: number },
): Promise<number[]> {
  const found = await rows<{ id: string | number }>(
    db,
    sql`select e.id from prospect_list_members m join enterprises e on e.id = m.enterprise_id
      where ${memberCondition(list, newOnly)} order by ${ORDER}
      limit ${page.limit} offset ${page.offset}`,
  );
  return found.map((r) => Number(r.id));
}

/** Which of these ids are current members of the list. */
export async function currentMembers(
  db: Database,
  list: ProspectListRow,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await rows<{ id: string | number }>(
    db,
    sql`select m.enterprise_id as id from prospect_list_members m
      where ${memberCondition(list, false)} and m.enterprise_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  const set = new Set(found.map((r) => Number(r.id)));
  return ids.filter((id) => set.has(id));
}

/**
 * The member rows of some ids, with when each was first and last seen and why it matches the
 * list's conditions as of `now`.
 */
export async function memberRecords(
  db: Database,
  search: Pick<SearchService, 'hitsByIds'>,
  list: ProspectListRow,
  ids: number[],
  now: Date,
): Promise<ProspectMemberRecord[]> {
  if (ids.length === 0) return [];
  const tree = storedTree(list);
  const [hits, seen, reasons] = await Promise.all([
    search.hitsByIds(ids, { ...NO_QUERY }),
    rows<{ id: string | number; first_seen_at: string | Date; last_seen_at: string | Date }>(
      db,
      sql`select enterprise_id as id, first_seen_at, last_seen_at from prospect_list_members
        where list_id = ${list.id} and enterprise_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    ),
    (async () => {
      const [resolved, names] = await Promise.all([
        resolveTree(db, undefined, tree),
        conditionNames(db, [tree]),
      ]);
      return memberReasons(db, { userId: list.userId, today: now, resolved }, tree, names, ids);
    })(),
  ]);
  const byId = new Map(seen.map((s) => [Number(s.id), s]));
  const lastRun = list.lastRunAt?.getTime() ?? null;
  return hits.map((h) => {
    const s = byId.get(h.id)!;
    const first = new Date(s.first_seen_at);
    const last = new Date(s.last_seen_at);
    return {
      ...toProspectRecord(h),
      firstseen: first.toISOString(),
      lastseen: last.toISOString(),
      isnew: first.getTime() === lastRun && first.getTime() > list.createdAt.getTime(),
      current: last.getTime() === lastRun,
      reasons: reasons.get(h.id) ?? [],
    };
  });
}

/** Search's query without a keyword, for its rows by id. */
export const NO_QUERY = {
  keyword: '',
  keyType: 'all' as const,
  zczb: [],
  clnx: [],
  sshy: [],
  addr: [],
  qylx: [],
  cyl: [],
  status: [],
  other: [],
  sort: 'capital' as const,
  order: 'desc' as const,
};

/** Columns of a list's export: find companies' columns, then when each was found. */
export const PROSPECT_EXPORT_COLUMNS: ExportColumn<ProspectMemberRecord>[] = [
  { header: '企业名称', width: 40, value: (r) => r.qymc },
  { header: '统一社会信用代码', width: 22, value: (r) => r.tyshxydm },
  { header: '登记状态', width: 10, value: (r) => r.status },
  { header: '成立日期', width: 12, value: (r) => r.clrq },
  { header: '注册资本(万元)', width: 16, value: (r) => r.zczb },
  { header: '币种', width: 8, value: (r) => r.capitalcurrency },
  { header: '所属行业', width: 24, value: (r) => r.dlhy },
  { header: '所属地区', width: 24, value: (r) => r.region },
  { header: '资质标签', width: 30, value: (r) => r.tags.join('、') },
  { header: '法定代表人', width: 12, value: (r) => r.fddbr },
  { header: '联系电话', width: 18, value: (r) => r.lxfs ?? '' },
  { header: '邮箱', width: 24, value: (r) => r.email ?? '' },
  { header: '匹配条件', width: 40, value: (r) => r.reasons.join(' · ') },
  { header: '首次匹配', width: 20, value: (r) => r.firstseen.slice(0, 10) },
  { header: '本次新增', width: 10, value: (r) => (r.isnew ? '是' : '') },
];
