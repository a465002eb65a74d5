import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import type { ParkMonth } from '../schema/parks';

// Reads of 园区画像 (docs/investment-promotion.md): parks, their precomputed figures
// (park_stats, park_chain_stats) and their members (park_members). Fragments passed in
// (`where`, `order`) are built by the services from constants and bound values.

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const str = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export type ParkRow = {
  id: number;
  code: string;
  name: string;
  level: string;
  type: string;
  regionCode: string;
  areaKm2: number | null;
  foundedYear: number | null;
  leadingChains: string[];
  aliases: string[];
  address: string;
  description: string;
  source: string;
  asOf: string;
  enterpriseCount: number;
  registeredCapital: number;
  listedCount: number;
  patentCount: number;
  inventionPatentCount: number;
  financingCount: number;
  financingAmount: number;
  newLast12m: number;
  byIndustry: Record<string, number>;
  byTag: Record<string, number>;
  monthly: ParkMonth[];
};

type Raw = Record<string, unknown>;

const parkColumns = sql`p.id, p.code, p.name, p.level, p.type, p.region_code, p.area_km2,
  p.founded_year, p.leading_chains, p.aliases, p.address, p.description, p.source,
  p.as_of::text as as_of, s.enterprise_count, s.registered_capital, s.listed_count,
  s.patent_count, s.invention_patent_count, s.financing_count, s.financing_amount,
  s.new_last_12m, s.by_industry, s.by_tag, s.monthly`;

function parkRow(r: Raw): ParkRow {
  return {
    id: Number(r.id),
    code: String(r.code),
    name: String(r.name),
    level: String(r.level),
    type: String(r.type),
    regionCode: String(r.region_code),
    areaKm2: numOrNull(r.area_km2),
    foundedYear: numOrNull(r.founded_year),
    leadingChains: (r.leading_chains as string[] | null) ?? [],
    aliases: (r.aliases as string[] | null) ?? [],
    address: str(r.address),
    description: str(r.description),
    source: String(r.source),
    asOf: String(r.as_of),
    enterpriseCount: num(r.enterprise_count),
    registeredCapital: num(r.registered_capital),
    listedCount: num(r.listed_count),
    patentCount: num(r.patent_count),
    inventionPatentCount: num(r.invention_patent_count),
    financingCount: num(r.financing_count),
    financingAmount: num(r.financing_amount),
    newLast12m: num(r.new_last_12m),
    byIndustry: (r.by_industry as Record<string, number> | null) ?? {},
    byTag: (r.by_tag as Record<string, number> | null) ?? {},
    monthly: (r.monthly as ParkMonth[] | null) ?? [],
  };
}

/** One page of parks matching `where` (over `p` parks and `s` stats), and the total. */
export async function parkPage(
  db: Database,
  where: SQL,
  order: SQL,
  limit: number,
  offset: number,
): Promise<{ rows: ParkRow[]; total: number }> {
  const [total] = await rows<{ n: number | string }>(
    db,
    sql`select count(*) as n from parks p left join park_stats s on s.park_id = p.id where ${where}`,
  );
  const found = await rows<Raw>(
    db,
    sql`select ${parkColumns} from parks p left join park_stats s on s.park_id = p.id
      where ${where} order by ${order} limit ${limit} offset ${offset}`,
  );
  return { rows: found.map(parkRow), total: Number(total?.n ?? 0) };
}

/** Parks by code, in no particular order. */
export async function parksByCode(db: Database, codes: readonly string[]): Promise<ParkRow[]> {
  if (codes.length === 0) return [];
  const found = await rows<Raw>(
    db,
    sql`select ${parkColumns} from parks p left join park_stats s on s.park_id = p.id
      where p.code in (${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )})`,
  );
  return found.map(parkRow);
}

export type ParkChainCount = {
  chainCode: string;
  chainName: string;
  nodeCode: string | null;
  nodeName: string | null;
  level: number | null;
  count: number;
};

/** A park's chain rows (node null: the whole chain), chains in display order. */
export async function parkChainCounts(
  db: Database,
  parkIds: number[],
): Promise<(ParkChainCount & { parkId: number })[]> {
  if (parkIds.length === 0) return [];
  const found = await rows<Raw>(
    db,
    sql`select s.park_id, c.code as chain_code, c.name as chain_name, n.code as node_code,
        n.name as node_name, n.level, s.enterprise_count
      from park_chain_stats s join industry_chains c on c.id = s.chain_id
      left join industry_chain_nodes n on n.id = s.node_id
      where s.park_id in (${sql.join(
        parkIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and (s.node_id is null or n.level = 3)
      order by c.sort, c.id, s.enterprise_count desc, n.sort, n.id`,
  );
  return found.map((r) => ({
    parkId: Number(r.park_id),
    chainCode: String(r.chain_code),
    chainName: String(r.chain_name),
    nodeCode: r.node_code === null ? null : str(r.node_code),
    nodeName: r.node_name === null ? null : str(r.node_name),
    level: numOrNull(r.level),
    count: num(r.enterprise_count),
  }));
}

/** Chain names by code (for the leading chains of a park). */
export async function chainNames(db: Database): Promise<Map<string, string>> {
  const found = await rows<{ code: string; name: string }>(
    db,
    sql`select code, name from industry_chains`,
  );
  return new Map(found.map((r) => [r.code, r.name]));
}

export type ParkMemberRow = {
  id: number;
  qymc: string;
  tyshxydm: string;
  zczb: number | null;
  capitalCurrency: string;
  dlhy: string;
  status: string;
  establishedOn: string;
  address: string;
  tags: string[];
  keyword: string;
};

// `nulls last` as the indexes are declared (both columns are never null): a plain `desc` means
// nulls first and sorts every member of the park instead of reading the index in order.
const MEMBER_ORDERS = {
  capital: sql`m.capital desc nulls last, m.enterprise_id`,
  founded: sql`m.established_on desc nulls last, m.enterprise_id`,
} as const;

/** A park's members, one page, by the index of the order; `category` a 门类 letter. */
export async function parkMemberPage(
  db: Database,
  parkId: number,
  options: { category?: string; sort: keyof typeof MEMBER_ORDERS; limit: number; offset: number },
): Promise<{ rows: ParkMemberRow[]; total: number }> {
  const where = sql`m.park_id = ${parkId}${
    options.category ? sql` and m.industry_category = ${options.category}` : sql``
  }`;
  const [total] = await rows<{ n: number | string }>(
    db,
    sql`select count(*) as n from park_members m where ${where}`,
  );
  const found = await rows<Raw>(
    db,
    sql`select e.id, e.qymc, e.tyshxydm, e.zczb, e.capital_currency, e.dlhy, e.status,
        e.established_on::text as established_on, e.address, e.tags, m.keyword
      from (select m.enterprise_id, m.keyword, m.capital, m.established_on from park_members m
        where ${where} order by ${MEMBER_ORDERS[options.sort]}
        limit ${options.limit} offset ${options.offset}) m
      join enterprises e on e.id = m.enterprise_id
      order by ${MEMBER_ORDERS[options.sort]}`,
  );
  return {
    rows: found.map((r) => ({
      id: Number(r.id),
      qymc: String(r.qymc),
      tyshxydm: String(r.tyshxydm),
      zczb: numOrNull(r.zczb),
      capitalCurrency: String(r.capital_currency),
      dlhy: String(r.dlhy),
      status: String(r.status),
      establishedOn: String(r.established_on),
      address: String(r.address),
      tags: (r.tags as string[] | null) ?? [],
      keyword: String(r.keyword),
    })),
    total: Number(total?.n ?? 0),
  };
}

export type ParkFinancingRow = {
  id: number;
  enterpriseId: number;
  qymc: string;
  round: string;
  amountWan: number | null;
  date: string;
};

/** The latest financing events of a park's members. */
export async function parkFinancing(
  db: Database,
  parkId: number,
  limit: number,
): Promise<ParkFinancingRow[]> {
  const found = await rows<Raw>(
    db,
    sql`select f.id, f.enterprise_id, e.qymc, f.round, f.amount_wan, f.occurred_on::text as occurred
      from park_members m
      join financing_events f on f.enterprise_id = m.enterprise_id
      join enterprises e on e.id = m.enterprise_id
      where m.park_id = ${parkId}
      order by f.occurred_on desc, f.id desc limit ${limit}`,
  );
  return found.map((r) => ({
    id: Number(r.id),
    enterpriseId: Number(r.enterprise_id),
    qymc: String(r.qymc),
    round: str(r.round),
    amountWan: numOrNull(r.amount_wan),
    date: String(r.occurred),
  }));
}

/** When the park figures were computed (derive step park-members), ISO; null never run. */
export async function parkStatsAsOf(db: Database): Promise<string | null> {
  const [row] = await rows<{ finished_at: string | Date }>(
    db,
    sql`select finished_at from derive_runs where step = 'park-members'`,
  );
  return row ? new Date(row.finished_at).toISOString() : null;
}
