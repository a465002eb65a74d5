import { sql, type SQL } from 'drizzle-orm';
import type { LeadFilters, LeadRecord, LeadsParams } from '@/lib/contract/leads';
import type { RegionRef } from '@/lib/contract/chains';
import { OTHER_OPTIONS, type SearchFilters } from '@/lib/contract/search';
import type { Database } from '../../db/client';
import { isACustomer, notACustomer } from '../../db/queries/customers';
import type { LeadTriggerEvidence } from '../../db/schema';
import { regionColumnCondition } from '../chains/regions';
import { checkTreeCodes, filterCondition } from '../search/filters';
import type { ExportColumn } from '../search/export-file';
import { regionByCode, regionPath } from '../search/reference';
import { storedLeadCount } from './counts';
import { EVIDENCE_DIMENSIONS, triggerDef, type LeadKind, type TriggerKey } from './triggers';

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

/** Whose list it is: the caller (their customer book) and the region resolved for them. */
export type LeadViewer = { userId: string; region: RegionRef };

/** The WHERE of a list: kind, region, search filters, triggers and dates, risk, customers. */
export function leadCondition(
  kind: LeadKind,
  viewer: LeadViewer,
  p: LeadFilters,
  today: Date,
): SQL {
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
    regionColumnCondition(viewer.region, sql`l.region_code`),
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
  // Only the caller's own book: another user's customers are neither excluded nor shown.
  if (p.customer === 'exclude') parts.push(notACustomer(viewer.userId, sql`l.enterprise_id`));
  if (p.customer === 'only') parts.push(isACustomer(viewer.userId, sql`l.enterprise_id`));
  return sql.join(parts, sql` and `);
}

/**
 * A list narrowed by nothing but its region (national, a province or a city), perhaps
 * 排除风险企业, one trigger type and 排除已是客户: the stored count's key (counts.ts); my own
 * customers among those leads are counted live and taken off (a book is small). Anything else
 * is counted live.
 */
function storedCountKey(viewer: LeadViewer, p: LeadFilters) {
  const lists = [p.sshy, p.cyl, p.zczb, p.other];
  if (lists.some((l) => (l?.length ?? 0) > 0) || p.dateFrom || p.dateTo) return null;
  if ((p.trigger?.length ?? 0) > 1 || p.customer === 'only') return null;
  const prefix = viewer.region.level === 0 ? '' : regionByCode(viewer.region.code)?.prefix;
  if (prefix === undefined || prefix.length > 4) return null;
  return {
    prefix,
    safeOnly: p.excludeRisky === true || p.excludeRisky === 'true',
    trigger: p.trigger?.[0],
    lessMyCustomers: p.customer === 'exclude',
  };
}

/** The exact total from the stored counts, or null when it must be counted live. */
async function storedTotal(db: Database, list: LeadList): Promise<number | null> {
  const key = storedCountKey(list.viewer, list.filters);
  if (!key) return null;
  const n = await storedLeadCount(db, list.kind, key.prefix, key.safeOnly, key.trigger);
  if (n === null || !key.lessMyCustomers) return n;
  const mine = leadCondition(
    list.kind,
    list.viewer,
    { ...list.filters, customer: 'only' },
    list.today,
  );
  const res = (await db.execute(
    sql`select count(*)::int as n from ${leadSource(list.filters)} where ${mine}`,
  )) as { rows: { n: number }[] };
  return n - (res.rows[0]?.n ?? 0);
}

type Row = {
  id: string;
  qymc: string;
  tyshxydm: string;
  zczb: string | number | null;
  dlhy: string;
  status: string;
  legal_representative: string;
  lxfs: string | null;
  email: string | null;
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

/** Each product of a lead with the triggers (of the lead's kind) that suggest it. */
function productReasons(kind: LeadKind, r: Row): LeadRecord['productreasons'] {
  return r.products.map((product) => ({
    product,
    triggers: [
      ...new Set(
        r.triggers
          .filter((t) =>
            (triggerDef(t.trigger as TriggerKey).products[kind] as string[] | undefined)?.includes(
              product,
            ),
          )
          .map((t) => t.name),
      ),
    ],
  }));
}

const toRecord = (kind: LeadKind, r: Row): LeadRecord => ({
  ID_: String(r.id),
  qymc: r.qymc,
  tyshxydm: r.tyshxydm,
  zczb: r.zczb === null ? null : Number(r.zczb),
  dlhy: r.dlhy,
  status: r.status,
  fddbr: r.legal_representative,
  lxfs: r.lxfs || null,
  email: r.email || null,
  region: regionPath(r.region_code),
  tags: r.tags,
  score: r.score,
  triggerpoints: r.trigger_points,
  sizefactor: r.size_factor,
  riskpenalty: r.risk_penalty,
  products: r.products,
  productreasons: productReasons(kind, r),
  riskflags: r.risk_flags,
  latest: r.latest_on,
  triggers: r.triggers.map((t) => ({
    trigger: t.trigger as LeadRecord['triggers'][number]['trigger'],
    name: t.name,
    table: t.table,
    id: String(t.id),
    on: t.on,
    sentence: t.sentence,
    // Leads derived before a table had a section (融资历程) stored none: the catalogue knows.
    dimension:
      t.dimension ??
      (Object.hasOwn(EVIDENCE_DIMENSIONS, t.table)
        ? EVIDENCE_DIMENSIONS[t.table as keyof typeof EVIDENCE_DIMENSIONS]
        : null),
    strength: Number(t.strength),
    points: Number(t.points),
  })),
});

// NULLS LAST as the indexes have it (both columns are NOT NULL, so the order is the same):
// ORDER BY … DESC alone means NULLS FIRST, which no index serves.
const leadOrder = (p: LeadFilters) =>
  p.sort === 'date'
    ? sql`l.latest_on desc nulls last, l.score desc nulls last, l.enterprise_id`
    : sql`l.score desc nulls last, l.enterprise_id`;

const ROW_COLUMNS = sql`e.id, e.qymc, e.tyshxydm, e.zczb, e.dlhy, e.status, e.legal_representative,
  e.lxfs, e.email, l.region_code, l.tags,
  l.score, l.trigger_points, l.size_factor, l.risk_penalty, l.products, l.risk_flags,
  to_char(l.latest_on, 'YYYY-MM-DD') as latest_on, l.triggers`;

export async function leadPage(
  db: Database,
  kind: LeadKind,
  viewer: LeadViewer,
  p: LeadsParams,
  today: Date,
): Promise<{ total: number; rows: LeadRecord[] }> {
  const where = leadCondition(kind, viewer, p, today);
  const order = leadOrder(p);
  const offset = (p.pageIndex - 1) * p.pageSize;
  const from = leadSource(p);
  const liveCount = async () =>
    (
      (await db.execute(sql`select count(*)::int as n from ${from} where ${where}`)) as {
        rows: { n: number }[];
      }
    ).rows[0]?.n ?? 0;
  const [total, page] = await Promise.all([
    storedTotal(db, { kind, viewer, filters: p, today }).then((n) => n ?? liveCount()),
    db.execute(sql`select ${ROW_COLUMNS}
      from (select l.* from ${from} where ${where} order by ${order}
        limit ${p.pageSize} offset ${offset}) l
      join enterprises e on e.id = l.enterprise_id
      order by ${order}`) as Promise<{ rows: Row[] }>,
  ]);
  return {
    total,
    rows: page.rows.map((r) => toRecord(kind, r)),
  };
}

// Export (routes/leads-export.ts): the list's ids in its order up to a limit, its size up to a
// cap, and the rows of some ids.

export type LeadList = { kind: LeadKind; viewer: LeadViewer; filters: LeadFilters; today: Date };

export async function leadIds(db: Database, list: LeadList, limit: number): Promise<number[]> {
  const where = leadCondition(list.kind, list.viewer, list.filters, list.today);
  const res = (await db.execute(sql`select l.enterprise_id as id from ${leadSource(list.filters)}
    where ${where} order by ${leadOrder(list.filters)} limit ${limit}`)) as {
    rows: { id: string }[];
  };
  return res.rows.map((r) => Number(r.id));
}

export async function leadCount(db: Database, list: LeadList, cap: number): Promise<number> {
  const n = await storedTotal(db, list);
  if (n !== null) return Math.min(n, cap);
  const where = leadCondition(list.kind, list.viewer, list.filters, list.today);
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
  const byId = new Map(res.rows.map((r) => [Number(r.id), toRecord(kind, r)]));
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
  { header: '法定代表人', width: 12, value: (r) => r.fddbr },
  { header: '联系电话', width: 18, value: (r) => r.lxfs ?? '' },
  { header: '邮箱', width: 24, value: (r) => r.email ?? '' },
  { header: '商机评分', width: 10, value: (r) => r.score },
  { header: '最近触发日期', width: 12, value: (r) => r.latest },
  {
    header: '推荐产品',
    width: 40,
    value: (r) =>
      r.productreasons.map((p) => `${p.product}（${p.triggers.join('、')}）`).join('；'),
  },
  { header: '风险提示', width: 20, value: (r) => r.riskflags.join('、') },
  {
    header: '商机依据',
    width: 80,
    value: (r) => r.triggers.map((t) => `${t.name}：${t.sentence}`).join('；'),
  },
];
