import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { boardLayouts } from '../schema';

// qykb: 企业看板, enterprise board (docs/investment-promotion.md "Enterprise board"). The set is
// resolved once to an ordered id list (at most the cap); every figure is then one aggregate
// statement over `id = any(ids)`, never a query per member.

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/** Where a board's enterprises come from; the owner is part of every user-owned source. */
export type BoardSource =
  | { kind: 'follows'; userId: string }
  | { kind: 'group'; userId: string; groupId: string }
  /** A saved list's members of its last run (as services/prospects/lists.ts reads them). */
  | { kind: 'list'; userId: string; listId: string; lastRunAt: Date | null }
  /** Live enterprises placed (confirmed or likely) on the chain, in the region. */
  | { kind: 'region-chain'; chainId: number; region: (column: SQL) => SQL };

function sourceSql(source: BoardSource): SQL {
  switch (source.kind) {
    case 'follows':
      return sql`select e.id, e.zczb from follows f join enterprises e on e.id = f.enterprise_id
        where f.user_id = ${source.userId}`;
    case 'group':
      return sql`select e.id, e.zczb from customers c join enterprises e on e.id = c.enterprise_id
        where c.user_id = ${source.userId} and c.group_id = ${source.groupId}`;
    case 'list': {
      if (!source.lastRunAt)
        return sql`select null::bigint as id, null::numeric as zczb where false`;
      return sql`select e.id, e.zczb from prospect_list_members m
        join prospect_lists l on l.id = m.list_id and l.user_id = ${source.userId}
        join enterprises e on e.id = m.enterprise_id
        where m.list_id = ${source.listId}
          and m.last_seen_at = ${source.lastRunAt.toISOString()}::timestamptz`;
    }
    case 'region-chain':
      return sql`select e.id, e.zczb from enterprises e where e.id in (
        select p.enterprise_id from chain_placements p
        where p.chain_id = ${source.chainId} and p.confidence <> 'weak'
          and ${source.region(sql`p.region_code`)})`;
  }
}

/** The set's ids, largest registered capital first, at most `cap`; `capped` when it held more. */
export async function boardSetIds(
  db: Database,
  source: BoardSource,
  cap: number,
): Promise<{ ids: number[]; capped: boolean }> {
  const found = await rows<{ id: string | number }>(
    db,
    sql`select s.id from (${sourceSql(source)}) s
      order by s.zczb desc nulls last, s.id limit ${cap + 1}`,
  );
  const ids = found.map((r) => Number(r.id));
  return { ids: ids.slice(0, cap), capped: ids.length > cap };
}

/** One bigint[] parameter (a few thousand ids stay one bound value). */
const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::bigint[]`;

export type BoardKpiRow = {
  n: number;
  capital: number;
  highTech: number;
  srdi: number;
  bands: number[];
  /** Whether any member is generated demo data. */
  demo: boolean;
};

/**
 * Count, capital in 人民币 (`rates`: currency → rate; others count as 人民币), tags and the
 * capital bands ([min, max) in 万元, max null: open).
 */
export async function boardKpis(
  db: Database,
  ids: readonly number[],
  rates: Record<string, number>,
  bands: readonly { min: number; max: number | null }[],
): Promise<BoardKpiRow> {
  const rate = sql.join(
    Object.entries(rates).map(([currency, r]) => sql`when ${currency} then ${r}::numeric`),
    sql` `,
  );
  const bandColumns = sql.join(
    bands.map(
      (b, i) =>
        sql`count(*) filter (where x.cap >= ${b.min}${
          b.max === null ? sql`` : sql` and x.cap < ${b.max}`
        })::int as ${sql.raw(`band${i}`)}`,
    ),
    sql`, `,
  );
  const [row] = await rows<Record<string, unknown>>(
    db,
    sql`select count(*)::int as n, coalesce(sum(x.cap), 0)::float8 as capital,
        count(*) filter (where x.tags @> array['高新技术企业']::text[])::int as high_tech,
        count(*) filter (where x.tags @> array['专精特新']::text[])::int as srdi,
        coalesce(bool_or(x.source = 'demo'), false) as demo,
        ${bandColumns}
      from (select e.tags, e.source,
          coalesce(e.zczb, 0) * (case e.capital_currency ${rate} else 1 end) as cap
        from enterprises e where e.id = any(${idArray(ids)})) x`,
  );
  return {
    n: Number(row?.n ?? 0),
    capital: Number(row?.capital ?? 0),
    highTech: Number(row?.high_tech ?? 0),
    srdi: Number(row?.srdi ?? 0),
    bands: bands.map((_, i) => Number(row?.[`band${i}`] ?? 0)),
    demo: row?.demo === true,
  };
}

/** Members per value of a grouping column: industry_category or region_code. */
export async function boardCounts(
  db: Database,
  ids: readonly number[],
  by: 'industry_category' | 'region_code',
): Promise<{ key: string; n: number }[]> {
  const found = await rows<{ key: string; n: number }>(
    db,
    sql`select ${sql.raw(`e.${by}`)} as key, count(*)::int as n from enterprises e
      where e.id = any(${idArray(ids)}) group by 1`,
  );
  return found.map((r) => ({ key: r.key, n: Number(r.n) }));
}

/** Penalties and judgments as 被告 in (today − riskDays, today]; changes in (today − changeDays, today]. */
export async function boardEventCounts(
  db: Database,
  ids: readonly number[],
  today: string,
  riskDays: number,
  changeDays: number,
): Promise<{ penalties: number; judgments: number; changes: number }> {
  const set = idArray(ids);
  const [row] = await rows<Record<string, unknown>>(
    db,
    sql`select
      (select count(*) from penalties p where p.enterprise_id = any(${set})
        and p.decided_on > ${today}::date - ${riskDays}::int and p.decided_on <= ${today}::date)::int
        as penalties,
      (select count(*) from judgments j where j.enterprise_id = any(${set}) and j.role = '被告'
        and j.judged_on > ${today}::date - ${riskDays}::int and j.judged_on <= ${today}::date)::int
        as judgments,
      (select count(*) from change_records c where c.enterprise_id = any(${set})
        and c.changed_on > ${today}::date - ${changeDays}::int and c.changed_on <= ${today}::date)::int
        as changes`,
  );
  return {
    penalties: Number(row?.penalties ?? 0),
    judgments: Number(row?.judgments ?? 0),
    changes: Number(row?.changes ?? 0),
  };
}

/** Penalties and judgments as 被告 per 'YYYY-MM' from `from` (a first of month) to `today`. */
export async function boardRiskMonths(
  db: Database,
  ids: readonly number[],
  from: string,
  today: string,
): Promise<{ month: string; penalties: number; judgments: number }[]> {
  const set = idArray(ids);
  const found = await rows<{ month: string; penalties: number; judgments: number }>(
    db,
    sql`select to_char(x.d, 'YYYY-MM') as month,
        count(*) filter (where x.k = 'p')::int as penalties,
        count(*) filter (where x.k = 'j')::int as judgments
      from (
        select p.decided_on as d, 'p' as k from penalties p where p.enterprise_id = any(${set})
          and p.decided_on >= ${from}::date and p.decided_on <= ${today}::date
        union all
        select j.judged_on, 'j' from judgments j where j.enterprise_id = any(${set})
          and j.role = '被告' and j.judged_on >= ${from}::date and j.judged_on <= ${today}::date
      ) x group by 1 order by 1`,
  );
  return found.map((r) => ({
    month: r.month,
    penalties: Number(r.penalties),
    judgments: Number(r.judgments),
  }));
}

export type BoardDynamicRow = {
  id: string | number;
  enterprise_id: string | number;
  qymc: string;
  item: string;
  class_name: string;
  changed_on: string;
  before: string;
  after: string;
};

/** The set's latest change records up to `today`. */
export async function boardDynamics(
  db: Database,
  ids: readonly number[],
  today: string,
  limit: number,
): Promise<BoardDynamicRow[]> {
  return rows<BoardDynamicRow>(
    db,
    sql`select c.id, c.enterprise_id, e.qymc, c.item, c.class_name, c.changed_on::text as changed_on,
        c.before, c.after
      from change_records c join enterprises e on e.id = c.enterprise_id
      where c.enterprise_id = any(${idArray(ids)}) and c.changed_on <= ${today}::date
      order by c.changed_on desc, c.id desc limit ${limit}`,
  );
}

export type BoardMemberRow = {
  id: string | number;
  qymc: string;
  tyshxydm: string;
  zczb: string | number | null;
  capital_currency: string;
  status: string;
  dlhy: string;
  region_code: string;
  established_on: string;
  tags: string[];
  change_item: string | null;
  change_class: string | null;
  changed_on: string | null;
};

/** Some members with each one's latest change up to `today` (one indexed lookup each). */
export async function boardMembers(
  db: Database,
  ids: readonly number[],
  today: string,
): Promise<BoardMemberRow[]> {
  if (ids.length === 0) return [];
  return rows<BoardMemberRow>(
    db,
    sql`select e.id, e.qymc, e.tyshxydm, e.zczb, e.capital_currency, e.status, e.dlhy,
        e.region_code, e.established_on::text as established_on, e.tags,
        lc.item as change_item, lc.class_name as change_class, lc.changed_on::text as changed_on
      from enterprises e
      left join lateral (select c.item, c.class_name, c.changed_on from change_records c
        where c.enterprise_id = e.id and c.changed_on <= ${today}::date
        order by c.changed_on desc, c.id desc limit 1) lc on true
      where e.id = any(${idArray(ids)})`,
  );
}

// ---- layouts: always by their owner ----

export type BoardLayoutRow = typeof boardLayouts.$inferSelect;

export async function boardLayoutOf(
  db: Database,
  userId: string,
): Promise<BoardLayoutRow | undefined> {
  const [row] = await db.select().from(boardLayouts).where(eq(boardLayouts.userId, userId));
  return row;
}

export async function saveBoardLayout(
  db: Database,
  userId: string,
  widgets: string[],
  boardSet: Record<string, string>,
  now: Date,
): Promise<void> {
  await db
    .insert(boardLayouts)
    .values({ userId, widgets, boardSet, updatedAt: now })
    .onConflictDoUpdate({
      target: boardLayouts.userId,
      set: { widgets, boardSet, updatedAt: now },
    });
}

/** How many enterprises the user follows. */
export async function followCount(db: Database, userId: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from follows where user_id = ${userId}`,
  );
  return Number(row?.n ?? 0);
}

/** Every chain (code, name, id) in display order. */
export async function boardChains(
  db: Database,
): Promise<{ id: number; code: string; name: string }[]> {
  const found = await rows<{ id: string | number; code: string; name: string }>(
    db,
    sql`select id, code, name from industry_chains order by sort, code`,
  );
  return found.map((r) => ({ id: Number(r.id), code: r.code, name: r.name }));
}
