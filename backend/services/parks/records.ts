import { sql, type SQL } from 'drizzle-orm';
import type {
  ParkEnterpriseRecord,
  ParkFigures,
  ParkLevelValue,
  ParkRecord,
  ParkTypeValue,
  ParksParams,
} from '@/lib/contract/parks';
import { PARK_MESSAGES } from '@/lib/contract/parks';
import type { RegionRef } from '@/lib/contract/chains';
import type { ParkMemberRow, ParkRow } from '../../db/queries/parks';
import { regionColumnCondition, findRegion } from '../chains/regions';
import { industryCategories } from '../search/reference';
import { PARK_TAGS } from './membership';

// The park screen's records, built from the rows of db/queries/parks.ts; and the list's
// conditions and orders (constants and bound values only).

const SOURCE_LABELS: Record<string, string> = { demo: PARK_MESSAGES.demoData };
export const sourceLabel = (source: string) => SOURCE_LABELS[source] ?? source;

export function parkRecord(row: ParkRow, chains: ReadonlyMap<string, string>): ParkRecord {
  const region = findRegion(row.regionCode);
  return {
    ID_: String(row.id),
    code: row.code,
    name: row.name,
    level: row.level as ParkLevelValue,
    type: row.type as ParkTypeValue,
    region: {
      code: row.regionCode,
      name: region?.name ?? row.regionCode,
      path: region?.path ?? row.regionCode,
    },
    areakm2: row.areaKm2,
    foundedyear: row.foundedYear,
    leadingchains: row.leadingChains.map((code) => ({ code, name: chains.get(code) ?? code })),
    enterprisecount: row.enterpriseCount,
    newlast12m: row.newLast12m,
    source: row.source,
    sourcelabel: sourceLabel(row.source),
    parkasof: row.asOf,
  };
}

export const parkFigures = (row: ParkRow): ParkFigures => ({
  enterprisecount: row.enterpriseCount,
  registeredcapital: row.registeredCapital,
  listedcount: row.listedCount,
  patentcount: row.patentCount,
  inventionpatentcount: row.inventionPatentCount,
  financingcount: row.financingCount,
  financingamount: row.financingAmount,
  newlast12m: row.newLast12m,
});

/** Members by 门类 with the category's name, largest first (ties by letter). */
export function industryCounts(row: ParkRow) {
  const names = new Map(industryCategories().map((c) => [c.code, c.name]));
  return Object.entries(row.byIndustry)
    .map(([code, count]) => ({ code, name: names.get(code) ?? code, count: Number(count) }))
    .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
}

/** Every counted tag, zeros included, in PARK_TAGS order. */
export const qualificationCounts = (row: ParkRow) =>
  PARK_TAGS.map((tag) => ({ tag, count: Number(row.byTag[tag] ?? 0) }));

export function memberRecord(m: ParkMemberRow): ParkEnterpriseRecord {
  return {
    ID_: String(m.id),
    qymc: m.qymc,
    tyshxydm: m.tyshxydm,
    zczb: m.zczb,
    capitalcurrency: m.capitalCurrency,
    dlhy: m.dlhy,
    status: m.status,
    clrq: m.establishedOn,
    address: m.address,
    tags: m.tags,
    keyword: m.keyword,
  };
}

/** The list's condition over parks `p` (a region's parks lie in its code range). */
export function parkListCondition(p: ParksParams, region: RegionRef): SQL {
  const parts: SQL[] = [regionColumnCondition(region, sql`p.region_code`)];
  if (p.level) parts.push(sql`p.level = ${p.level}`);
  if (p.type) parts.push(sql`p.type = ${p.type}`);
  if (p.chain) parts.push(sql`p.leading_chains @> array[${p.chain}]::text[]`);
  if (p.keyword) {
    // A name or alias holding the words (strpos: no LIKE wildcards from the input).
    parts.push(sql`(strpos(p.name, ${p.keyword}) > 0
      or exists (select 1 from unnest(p.aliases) a where strpos(a, ${p.keyword}) > 0))`);
  }
  return sql.join(parts, sql` and `);
}

const SORT_COLUMNS: Record<ParksParams['sort'], SQL> = {
  enterprises: sql`coalesce(s.enterprise_count, 0)`,
  new: sql`coalesce(s.new_last_12m, 0)`,
  founded: sql`p.founded_year`,
  area: sql`p.area_km2`,
};

export function parkListOrder(p: ParksParams): SQL {
  const dir = p.order === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;
  return sql`${SORT_COLUMNS[p.sort]} ${dir}, p.id`;
}
