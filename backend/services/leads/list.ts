import { sql, type SQL } from 'drizzle-orm';
import type { LeadRecord, LeadsParams } from '@/lib/contract/leads';
import type { RegionRef } from '@/lib/contract/chains';
import { OTHER_OPTIONS, type SearchFilters } from '@/lib/contract/search';
import type { Database } from '../../db/client';
import type { LeadTriggerEvidence } from '../../db/schema';
import { regionColumnCondition } from '../chains/regions';
import { checkTreeCodes, filterCondition } from '../search/filters';
import { regionPath } from '../search/reference';
import type { LeadKind } from './triggers';

// The lead list (rzsjLeads, cksjLeads): the search filters (services/search/filters.ts) read
// `e`, which is the lead's own copies of the enterprise's columns (region, industry, capital,
// tags) unless a filter needs more (a chain, a phone, a listing): then the enterprise itself.
// The page's enterprises are joined after the limit.

/** Whether the search filters read columns the leads table does not copy. */
const needsEnterprise = (p: LeadsParams) =>
  (p.cyl?.length ?? 0) > 0 ||
  (p.other ?? []).some((v) => !OTHER_OPTIONS.find((o) => o.value === v)?.tag);

/** The FROM of a list: leads `l` and the `e` its filters read. */
export const leadSource = (p: LeadsParams): SQL =>
  needsEnterprise(p)
    ? sql`leads l join enterprises e on e.id = l.enterprise_id`
    : sql`leads l cross join lateral (select l.zczb, l.industry_code, l.tags) e`;

/** The WHERE of a list: kind, region, search filters, triggers and dates, risk. */
export function leadCondition(kind: LeadKind, region: RegionRef, p: LeadsParams, today: Date): SQL {
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

export async function leadPage(
  db: Database,
  kind: LeadKind,
  region: RegionRef,
  p: LeadsParams,
  today: Date,
): Promise<{ total: number; rows: LeadRecord[] }> {
  const where = leadCondition(kind, region, p, today);
  const order =
    p.sort === 'date'
      ? sql`l.latest_on desc, l.score desc, l.enterprise_id`
      : sql`l.score desc, l.enterprise_id`;
  const offset = (p.pageIndex - 1) * p.pageSize;
  const from = leadSource(p);
  const [count, page] = await Promise.all([
    db.execute(sql`select count(*)::int as n from ${from} where ${where}`) as Promise<{
      rows: { n: number }[];
    }>,
    db.execute(sql`select e.id, e.qymc, e.tyshxydm, e.zczb, e.dlhy, e.status, l.region_code, l.tags,
        l.score, l.trigger_points, l.size_factor, l.risk_penalty, l.products, l.risk_flags,
        to_char(l.latest_on, 'YYYY-MM-DD') as latest_on, l.triggers
      from (select l.* from ${from} where ${where} order by ${order}
        limit ${p.pageSize} offset ${offset}) l
      join enterprises e on e.id = l.enterprise_id
      order by ${order}`) as Promise<{ rows: Row[] }>,
  ]);
  return {
    total: count.rows[0]?.n ?? 0,
    rows: page.rows.map((r): LeadRecord => ({
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
    })),
  };
}
