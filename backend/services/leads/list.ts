import { sql, type SQL } from 'drizzle-orm';
import type { LeadFilters, LeadRecord, LeadsParams } from '@/lib/contract/leads';
import type { RegionRef } from '@/lib/contract/chains';
import { OTHER_OPTIONS, type SearchFilters } from '@/lib/contract/search';
import type { Database } from '../../db/client';
import type { LeadTriggerEvidence } from '../../db/schema';
import { regionColumnCondition } from '../chains/regions';
import { checkTreeCodes, filterCondition } from '../search/filters';
import type { ExportColumn } from '../search/export-file';
import { regionPath } from '../search/reference';
import type { LeadKind } from './triggers';

// The lead list (rzsjLeads, cksjLeads): the search filters (services/search/filters.ts) read
// `e`, which is the lead's own copies of the enterprise's columns (region, industry, capital,
// tags) unless a filter needs more (a chain, a phone, a listing): then the enterprise itself.
// The page's enterprises are joined after the limit.

/** Whether the search filters read columns the leads table does not copy. */
const needsEnterprise = (p: LeadFilters) =>
  (p.cyl?.length ?? 0) > 0 ||
  (p.other ?? []).some((v) => !OTHER_OPTIONS.find((o) => o.value === v)?.tag);

/** The FROM of a list: leads `l` and the `e` its filters read. */
export const leadSource = (p: LeadFilters): SQL =>
  needsEnterprise(p)
    ? sql`leads l join enterprises e on e.id = l.enterprise_id`
    : sql`leads l cross join lateral (select l.zczb, l.industry_code, l.tags) e`;

/** The WHERE of a list: kind, region, search filters, triggers and dates, risk. */
export function leadCondition(kind: LeadKind, region: RegionRef, p: LeadFilters, today: Date): SQL {
  const filters: SearchFilters = {
    keyword: '',
    keyType: 'all',
    sshy: p.sshy,
    cyl: p.cyl,
    zczb: p.zczb,
    other: p.other,
    clnx: [],
    addr: [],
    qylx: [],
    status: [],
  };
  checkTreeCodes(filters);
  const parts: SQL[] = [
    sql`l.kind = ${kind}`,
    regionColumnCondition(region, sql`l.region_code`),
    filterCondition(filters, today),
  ];
  const triggers = p.trigger ?? [];
  if (triggers.length)
    parts.push(
      sql`l.trigger_types && array[${sql.join(
        triggers.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[]`,
    );
  if (p.dateFrom || p.dateTo) {
    // A trigger (of the chosen types) dated within the range.
    const inRange: SQL[] = [];
    if (p.dateFrom) inRange.push(sql`t->>'on' >= ${p.dateFrom}`);
    if (p.dateTo) inRange.push(sql`t->>'on' <= ${p.dateTo}`);
    if (triggers.length)
      inRange.push(
        sql`t->>'trigger' in (${sql.join(
          triggers.map((t) => sql`${t}`),
          sql`, `,
        )})`,
      );
    if (p.dateFrom) parts.push(sql`l.latest_on >= ${p.dateFrom}::date`);
    parts.push(
      sql`exists (select 1 from jsonb_array_elements(l.triggers) t where ${sql.join(inRange, sql` and `)})`,
    );
  }
  if (p.excludeRisky === true || p.excludeRisky === 'true')
    parts.push(sql`cardinality(l.risk_flags) = 0`);
  return sql.join(parts, sql` and `);
}

type Row = {
  id: string;
  qymc: string;
  tyshxydm: string;
  zczb: string | number | null;
  dlhy: string;
  status: string;
  region_code: string;
  tags: string[];
  score: number;
  trigger_points: number;
  size_factor: number;
  risk_penalty: number;
  products: string[];
  risk_flags: string[];
  latest_on: string;
  triggers: LeadTriggerEvidence[];
};

const toRecord = (r: Row): LeadRecord => ({
  ID_: String(r.id),
  qymc: r.qymc,
  tyshxydm: r.tyshxydm,
  zczb: r.zczb === null ? null : Number(r.zczb),
  dlhy: r.dlhy,
  status: r.status,
  region: regionPath(r.region_code),
  tags: r.tags,
  score: r.score,
  triggerpoints: r.trigger_points,
  sizefactor: r.size_factor,
  riskpenalty: r.risk_penalty,
  products: r.products,
  riskflags: r.risk_flags,
  latest: r.latest_on,
  triggers: r.triggers.map((t) => ({
    trigger: t.trigger as LeadRecord['triggers'][number]['trigger'],
    name: t.name,
    table: t.table,
    id: String(t.id),
    on: t.on,
    sentence: t.sentence,
    dimension: t.dimension,
    strength: Number(t.strength),
    points: Number(t.points),
  })),
});

const leadOrder = (p: LeadFilters) =>
  p.sort === 'date'
    ? sql`l.latest_on desc, l.score desc, l.enterprise_id`
    : sql`l.score desc, l.enterprise_id`;

const ROW_COLUMNS = sql`e.id, e.qymc, e.tyshxydm, e.zczb, e.dlhy, e.status, l.region_code, l.tags,
  l.score, l.trigger_points, l.size_factor, l.risk_penalty, l.products, l.risk_flags,
  to_char(l.latest_on, 'YYYY-MM-DD') as latest_on, l.triggers`;

export async function leadPage(
  db: Database,
  kind: LeadKind,
  region: RegionRef,
  p: LeadsParams,
  today: Date,
): Promise<{ total: number; rows: LeadRecord[] }> {
  const where = leadCondition(kind, region, p, today);
  const order = leadOrder(p);
  const offset = (p.pageIndex - 1) * p.pageSize;
  const from = leadSource(p);
  const [count, page] = await Promise.all([
    db.execute(sql`select count(*)::int as n from ${from} where ${where}`) as Promise<{
      rows: { n: number }[];
    }>,
    db.execute(sql`select ${ROW_COLUMNS}
      from (select l.* from ${from} where ${where} order by ${order}
        limit ${p.pageSize} offset ${offset}) l
      join enterprises e on e.id = l.enterprise_id
      order by ${order}`) as Promise<{ rows: Row[] }>,
  ]);
  return {
    total: count.rows[0]?.n ?? 0,
    rows: page.rows.map(toRecord),
  };
}

// Export (routes/leads-export.ts): the list's ids in its order up to a limit, its size up to a
// cap, and the rows of some ids.

export type LeadList = { kind: LeadKind; region: RegionRef; filters: LeadFilters; today: Date };

export async function leadIds(db: Database, list: LeadList, limit: number): Promise<number[]> {
  const where = leadCondition(list.kind, list.region, list.filters, list.today);
  const res = (await db.execute(sql`select l.enterprise_id as id from ${leadSource(list.filters)}
    where ${where} order by ${leadOrder(list.filters)} limit ${limit}`)) as {
    rows: { id: string }[];
  };
  return res.rows.map((r) => Number(r.id));
}

export async function leadCount(db: Database, list: LeadList, cap: number): Promise<number> {
  const where = leadCondition(list.kind, list.region, list.filters, list.today);
  const res = (await db.execute(sql`select count(*)::int as n from (select 1
    from ${leadSource(list.filters)} where ${where} limit ${cap}) x`)) as { rows: { n: number }[] };
  return res.rows[0]?.n ?? 0;
}

export async function leadRowsByIds(
  db: Database,
  kind: LeadKind,
  ids: number[],
): Promise<LeadRecord[]> {
  if (!ids.length) return [];
  const res = (await db.execute(sql`select ${ROW_COLUMNS}
    from leads l join enterprises e on e.id = l.enterprise_id
    where l.kind = ${kind} and l.enterprise_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`)) as { rows: Row[] };
  const byId = new Map(res.rows.map((r) => [Number(r.id), toRecord(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Columns of a lead list's export: the enterprise, the score and products, then the reasons. */
export const LEAD_EXPORT_COLUMNS: ExportColumn<LeadRecord>[] = [
  { header: '企业名称', width: 40, value: (r) => r.qymc },
  { header: '统一社会信用代码', width: 22, value: (r) => r.tyshxydm },
  { header: '登记状态', width: 10, value: (r) => r.status },
  { header: '注册资本(万元)', width: 16, value: (r) => r.zczb },
  { header: '所属行业', width: 24, value: (r) => r.dlhy },
  { header: '所属地区', width: 24, value: (r) => r.region },
  { header: '商机评分', width: 10, value: (r) => r.score },
  { header: '最近触发日期', width: 12, value: (r) => r.latest },
  { header: '推荐产品', width: 30, value: (r) => r.products.join('、') },
  { header: '风险提示', width: 20, value: (r) => r.riskflags.join('、') },
  {
    header: '商机依据',
    width: 80,
    value: (r) => r.triggers.map((t) => `${t.name}：${t.sentence}`).join('；'),
  },
];
