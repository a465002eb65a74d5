import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';

// Reads of 看行业 (fzzl, docs/intelligence-overview.md): the rows of the step
// industry-overview by their primary keys, and the few leading enterprises they name.

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

const texts = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export type OverviewStatsRow = {
  regionCode: string;
  enterpriseCount: number | null;
  registeredCapital: number | null;
  yearAgoCount: number | null;
  yearAgoCapital: number | null;
  staffBands: number[];
  capitalBands: number[];
  ageBands: number[];
  financingCount: number;
  financingCountPrev: number;
  financingAmount: number;
  financingAmountPrev: number;
  patentCount: number;
  patentCountPrev: number;
  inventionCount: number;
  inventionCountPrev: number;
  bidWinCount: number;
  bidWinCountPrev: number;
  bidWinAmount: number;
  bidWinAmountPrev: number;
  penaltyCount: number;
  penaltyCountPrev: number;
  judgmentCount: number;
  judgmentCountPrev: number;
  leaderIds: number[];
};

const NUMERIC: (keyof OverviewStatsRow)[] = [
  'financingCount',
  'financingCountPrev',
  'financingAmount',
  'financingAmountPrev',
  'patentCount',
  'patentCountPrev',
  'inventionCount',
  'inventionCountPrev',
  'bidWinCount',
  'bidWinCountPrev',
  'bidWinAmount',
  'bidWinAmountPrev',
  'penaltyCount',
  'penaltyCountPrev',
  'judgmentCount',
  'judgmentCountPrev',
];
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const orNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const numbers = (v: unknown) => ((v as (number | string)[] | null) ?? []).map(Number);

/** A subject's rows in some regions (a region without enterprises of it has none). */
export async function overviewStats(
  db: Database,
  kind: number,
  code: string,
  regionCodes: readonly string[],
): Promise<Map<string, OverviewStatsRow>> {
  if (regionCodes.length === 0) return new Map();
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select * from industry_overview_stats
      where subject_kind = ${kind} and subject_code = ${code}
        and region_code in (${texts(regionCodes)})`,
  );
  return new Map(
    found.map((r) => {
      const row = {
        regionCode: String(r.region_code),
        enterpriseCount: orNull(r.enterprise_count),
        registeredCapital: orNull(r.registered_capital),
        yearAgoCount: orNull(r.year_ago_count),
        yearAgoCapital: orNull(r.year_ago_capital),
        staffBands: numbers(r.staff_bands),
        capitalBands: numbers(r.capital_bands),
        ageBands: numbers(r.age_bands),
        leaderIds: numbers(r.leader_ids),
      } as OverviewStatsRow;
      for (const key of NUMERIC) (row[key] as number) = Number(r[snake(key)] ?? 0);
      return [row.regionCode, row];
    }),
  );
}

export type OverviewMonthRow = {
  month: string;
  registrations: number;
  cancellations: number;
  capitalAdded: number;
};

/** A subject's months in one region (months without registrations or exits are absent). */
export async function overviewMonths(
  db: Database,
  kind: number,
  code: string,
  regionCode: string,
): Promise<OverviewMonthRow[]> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select month, registrations, cancellations, capital_added from industry_overview_monthly
      where subject_kind = ${kind} and subject_code = ${code} and region_code = ${regionCode}
      order by month`,
  );
  return found.map((r) => ({
    month: String(r.month),
    registrations: Number(r.registrations),
    cancellations: Number(r.cancellations),
    capitalAdded: Number(r.capital_added),
  }));
}

export type OverviewLeaderRow = {
  id: number;
  qymc: string;
  regionCode: string;
  dlhy: string;
  zczb: number | null;
  capitalCurrency: string;
  qylx: string;
  tags: string[];
  patents: number;
  inventions: number;
};

/** The leading enterprises a row names, with the facts of their score, in the order of `ids`. */
export async function overviewLeaders(
  db: Database,
  ids: readonly number[],
): Promise<OverviewLeaderRow[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select e.id, e.qymc, e.region_code, e.dlhy, e.zczb, e.capital_currency, e.qylx, e.tags,
        (select count(*) from patents p where p.enterprise_id = e.id) as patents,
        (select count(*) from patents p where p.enterprise_id = e.id and p.type in (1, 8))
          as inventions
      from enterprises e where e.id in (${list})`,
  );
  const byId = new Map(
    found.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        qymc: String(r.qymc),
        regionCode: String(r.region_code),
        dlhy: String(r.dlhy),
        zczb: orNull(r.zczb),
        capitalCurrency: String(r.capital_currency),
        qylx: String(r.qylx),
        tags: (r.tags as string[] | null) ?? [],
        patents: Number(r.patents),
        inventions: Number(r.inventions),
      },
    ]),
  );
  return ids.map((id) => byId.get(id)).filter((r): r is OverviewLeaderRow => r !== undefined);
}
