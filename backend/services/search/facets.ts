import { sql, type SQL } from 'drizzle-orm';
import {
  CAPITAL_RANGES,
  ENTERPRISE_TYPES,
  FOUNDED_RANGES,
  OTHER_OPTIONS,
  SEARCH_COUNT_CAP,
  STATUSES,
  type FacetBucket,
  type SearchFilters,
} from '@/lib/contract/search';
import type { Database } from '../../db/client';
import { capitalCondition, foundedCondition, otherCondition, typeCondition } from './filters';
import { industryCategories, provinces } from './reference';
import type { SearchFacets } from './types';
import { rows } from './rows';

// Facet counts of find companies: each option of each filter, 门类 and province groups, and
// chains, counted over a set of enterprises. The search counts them over its matches (at most
// FACET_SAMPLE); the derive step counts them over every enterprise once per load.

/** Matches a facet count reads at most; past it the counts are of the first ones found. */
export const FACET_SAMPLE = SEARCH_COUNT_CAP;

const SNAPSHOT_KEY = 'all';

/** Whether any filter other than the keyword is set. */
export function hasFilters(filters: SearchFilters): boolean {
  return (['zczb', 'clnx', 'sshy', 'addr', 'qylx', 'cyl', 'status', 'other'] as const).some(
    (key) => (filters[key]?.length ?? 0) > 0,
  );
}

/** Facet counts over the enterprises `e` meeting `where` (every enterprise when null). */
export async function facetCounts(
  db: Database,
  today: Date,
  where: SQL | null,
): Promise<SearchFacets> {
  const options: { dim: string; value: string; label: string; cond: SQL }[] = [
    ...CAPITAL_RANGES.map((r) => ({
      dim: 'zczb',
      value: r.value,
      label: r.label,
      cond: capitalCondition(r),
    })),
    ...FOUNDED_RANGES.map((r) => ({
      dim: 'clnx',
      value: r.value,
      label: r.label,
      cond: foundedCondition(r, today),
    })),
    ...ENTERPRISE_TYPES.map((t) => ({
      dim: 'qylx',
      value: t.value,
      label: t.label,
      cond: typeCondition(t.value),
    })),
    ...STATUSES.map((s) => ({ dim: 'status', value: s, label: s, cond: sql`e.status = ${s}` })),
    ...OTHER_OPTIONS.map((o) => ({
      dim: 'other',
      value: o.value,
      label: o.label,
      cond: otherCondition(o.value),
    })),
  ];
  const selects = options.map(
    (o, i) => sql`count(*) filter (where ${o.cond}) as ${sql.raw(`f${i}`)}`,
  );
  const base = sql`from enterprises e${where ? sql` where ${where}` : sql``}`;
  // Side by side on PostgreSQL's pool (PGlite queues them); 门类 and provinces in one pass.
  const [counts, groups, chains] = await Promise.all([
    rows<Record<string, number | string>>(
      db,
      sql`select count(*) as total, ${sql.join(selects, sql`, `)} ${base}`,
    ),
    rows<{ category: string | null; province: string | null; n: number | string }>(
      db,
      sql`select e.industry_category as category, left(e.region_code, 2) as province,
        count(*) as n ${base}
        group by grouping sets ((e.industry_category), (left(e.region_code, 2)))
        order by 3 desc`,
    ),
    rows<{ id: number | string; name: string; n: number | string }>(
      db,
      sql`select c.id, c.name, count(distinct cp.enterprise_id) as n from industry_chains c
        left join chain_placements cp on cp.chain_id = c.id and cp.confidence <> 'weak'
          ${where ? sql`and cp.enterprise_id in (select e.id ${base})` : sql``}
        group by c.id, c.name, c.sort order by c.sort, c.id`,
    ),
  ]);
  const categories = groups.flatMap((g) =>
    g.category === null ? [] : [{ code: g.category, n: g.n }],
  );
  const regions = groups.flatMap((g) =>
    g.category === null && g.province !== null ? [{ code: g.province, n: g.n }] : [],
  );
  const row = counts[0] ?? {};
  const bucket = (dim: string): FacetBucket[] =>
    options.flatMap((o, i) =>
      o.dim === dim ? [{ value: o.value, label: o.label, count: Number(row[`f${i}`] ?? 0) }] : [],
    );
  const categoryNames = new Map(industryCategories().map((c) => [c.code, c.name]));
  const provinceNames = new Map(provinces().map((p) => [p.code.slice(0, 2), p]));
  return {
    total: Number(row.total ?? 0),
    sampled: false,
    zczb: bucket('zczb'),
    clnx: bucket('clnx'),
    qylx: bucket('qylx'),
    status: bucket('status'),
    other: bucket('other'),
    sshy: categories.map((c) => ({
      value: c.code,
      label: categoryNames.get(c.code) ?? c.code,
      count: Number(c.n),
    })),
    addr: regions.map((r) => ({
      value: provinceNames.get(r.code)?.code ?? r.code.padEnd(6, '0'),
      label: provinceNames.get(r.code)?.name ?? r.code,
      count: Number(r.n),
    })),
    cyl: chains.map((c) => ({ value: String(c.id), label: c.name, count: Number(c.n) })),
  };
}

/** Counts every enterprise's facets and keeps them (the derive step). Returns the total. */
export async function refreshFacetSnapshot(db: Database, now: Date): Promise<number> {
  const facets = await facetCounts(db, now, null);
  await db.execute(sql`insert into search_facet_snapshots (key, facets, computed_at)
    values (${SNAPSHOT_KEY}, ${JSON.stringify(facets)}::jsonb, ${now.toISOString()})
    on conflict (key) do update set facets = excluded.facets, computed_at = excluded.computed_at`);
  return facets.total;
}

/** The kept facets of every enterprise, or undefined before the first derive run. */
export async function readFacetSnapshot(db: Database): Promise<SearchFacets | undefined> {
  const [row] = await rows<{ facets: SearchFacets | string }>(
    db,
    sql`select facets from search_facet_snapshots where key = ${SNAPSHOT_KEY}`,
  );
  if (!row) return undefined;
  return typeof row.facets === 'string' ? (JSON.parse(row.facets) as SearchFacets) : row.facets;
}
