import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';

// Reads of 宏观经济 (hgjj) and 榜单企业 (qybd), docs/investment-promotion.md: the rows the steps
// regional-economy and rankings keep, and the imported official statistics.

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

export type MonthRow = {
  regionCode: string;
  month: string;
  registrations: number;
  cancellations: number;
  capitalAdded: number;
};

/** The months kept for some regions (zeros are absent). */
export async function monthRows(db: Database, codes: string[]): Promise<MonthRow[]> {
  if (codes.length === 0) return [];
  const list = sql.join(
    codes.map((c) => sql`${c}`),
    sql`, `,
  );
  const raw = await rows<Record<string, unknown>>(
    db,
    sql`select region_code, month, registrations, cancellations, capital_added
      from region_monthly_stats where region_code in (${list}) order by region_code, month`,
  );
  return raw.map((r) => ({
    regionCode: String(r.region_code),
    month: String(r.month),
    registrations: Number(r.registrations),
    cancellations: Number(r.cancellations),
    capitalAdded: Number(r.capital_added),
  }));
}

export type EconomyRow = {
  regionCode: string;
  enterpriseCount: number;
  registeredCapital: number;
  byDivision: Record<string, number>;
  byTag: Record<string, number>;
};

export async function economyRows(db: Database, codes: string[]): Promise<EconomyRow[]> {
  if (codes.length === 0) return [];
  const list = sql.join(
    codes.map((c) => sql`${c}`),
    sql`, `,
  );
  const raw = await rows<Record<string, unknown>>(
    db,
    sql`select region_code, enterprise_count, registered_capital, by_division, by_tag
      from region_economy_stats where region_code in (${list})`,
  );
  return raw.map((r) => ({
    regionCode: String(r.region_code),
    enterpriseCount: Number(r.enterprise_count),
    registeredCapital: Number(r.registered_capital),
    byDivision: r.by_division as Record<string, number>,
    byTag: r.by_tag as Record<string, number>,
  }));
}

export type OfficialRow = {
  regionCode: string;
  indicator: string;
  period: string;
  value: number;
  unit: string;
  statSource: string;
  asOf: string;
};

/** Official statistics of some regions, optionally one indicator; oldest period first. */
export async function officialRows(
  db: Database,
  codes: string[],
  indicator?: string,
): Promise<OfficialRow[]> {
  if (codes.length === 0) return [];
  const list = sql.join(
    codes.map((c) => sql`${c}`),
    sql`, `,
  );
  const raw = await rows<Record<string, unknown>>(
    db,
    sql`select region_code, indicator, period, value, unit, stat_source, as_of::text as as_of
      from official_statistics where region_code in (${list})
      ${indicator === undefined ? sql`` : sql`and indicator = ${indicator}`}
      order by region_code, indicator, period`,
  );
  return raw.map((r) => ({
    regionCode: String(r.region_code),
    indicator: String(r.indicator),
    period: String(r.period),
    value: Number(r.value),
    unit: String(r.unit),
    statSource: String(r.stat_source),
    asOf: String(r.as_of),
  }));
}

/** When a derive step last finished, or null. */
export async function stepFinishedAt(db: Database, step: string): Promise<string | null> {
  const [row] = await rows<{ finished_at: string | Date }>(
    db,
    sql`select finished_at from derive_runs where step = ${step}`,
  );
  return row ? new Date(row.finished_at).toISOString() : null;
}

export type RankingFilter = {
  list: string;
  provinceCode?: string;
  cityCode?: string;
  category?: string;
};

function rankingWhere(f: RankingFilter): SQL {
  const parts: SQL[] = [sql`r.list = ${f.list}`];
  if (f.provinceCode !== undefined) parts.push(sql`r.province_code = ${f.provinceCode}`);
  if (f.cityCode !== undefined) parts.push(sql`r.city_code = ${f.cityCode}`);
  if (f.category !== undefined) parts.push(sql`r.industry_category = ${f.category}`);
  return sql.join(parts, sql` and `);
}

export type RankingRow = {
  enterpriseId: number;
  value: number;
  score: number;
  qymc: string;
  tyshxydm: string;
  regionCode: string;
  dlhy: string;
  tags: string[];
};

const rankingColumns = sql`r.enterprise_id, r.value, r.score, e.qymc, e.tyshxydm,
  e.region_code, e.dlhy, e.tags`;

function rankingRow(r: Record<string, unknown>): RankingRow {
  return {
    enterpriseId: Number(r.enterprise_id),
    value: Number(r.value),
    score: Number(r.score),
    qymc: String(r.qymc),
    tyshxydm: String(r.tyshxydm),
    regionCode: String(r.region_code),
    dlhy: String(r.dlhy),
    tags: (r.tags as string[] | null) ?? [],
  };
}

/**
 * A page of a list in its order (value, then enterprise id), on one index range. `nulls last`
 * as the indexes are declared (sort_value is never null): a plain `desc` means nulls first and
 * sorts the whole list instead (issue 16, docs/performance.md).
 */
export async function rankingPage(
  db: Database,
  f: RankingFilter,
  limit: number,
  offset: number,
): Promise<RankingRow[]> {
  const raw = await rows<Record<string, unknown>>(
    db,
    sql`select ${rankingColumns} from ranking_entries r
      join enterprises e on e.id = r.enterprise_id
      where ${rankingWhere(f)}
      order by r.sort_value desc nulls last, r.enterprise_id limit ${limit} offset ${offset}`,
  );
  return raw.map(rankingRow);
}

/** How many enterprises a list holds, counted up to `cap`. */
export async function rankingCount(db: Database, f: RankingFilter, cap: number): Promise<number> {
  const [row] = await rows<{ n: number | string }>(
    db,
    sql`select count(*) as n from (select 1 from ranking_entries r
      where ${rankingWhere(f)} limit ${cap}) x`,
  );
  return Number(row?.n ?? 0);
}

/** The first `limit` enterprise ids of a list. */
export async function rankingIds(db: Database, f: RankingFilter, limit: number): Promise<number[]> {
  const raw = await rows<{ enterprise_id: number | string }>(
    db,
    sql`select r.enterprise_id from ranking_entries r where ${rankingWhere(f)}
      order by r.sort_value desc nulls last, r.enterprise_id limit ${limit}`,
  );
  return raw.map((r) => Number(r.enterprise_id));
}

/** Some enterprises' rows of a list, in the order of `ids`. */
export async function rankingRowsByIds(
  db: Database,
  list: string,
  ids: number[],
): Promise<RankingRow[]> {
  if (ids.length === 0) return [];
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const raw = await rows<Record<string, unknown>>(
    db,
    sql`select ${rankingColumns} from ranking_entries r
      join enterprises e on e.id = r.enterprise_id
      where r.list = ${list} and r.enterprise_id in (${idList})`,
  );
  const byId = new Map(raw.map((r) => [Number(r.enterprise_id), rankingRow(r)]));
  return ids.map((id) => byId.get(id)).filter((r): r is RankingRow => r !== undefined);
}
