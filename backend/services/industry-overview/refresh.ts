import { sql, type SQL } from 'drizzle-orm';
import { CAPITAL_RANGES, FOUNDED_RANGES } from '@/lib/contract/search';
import { isMapProvince, mapRegions, MAP_PROVINCES } from '@/lib/map/regions';
import { addressTree } from '../../data/address';
import { ensureRegions } from '../../data/chain-reference';
import { STAFF_BANDS } from '../../data/consistency/registry';
import type { Database } from '../../db/client';
import { leaderScoreSql } from '../chains/leaders';
import { CLOSED_STATUSES } from '../chains/placement';
import { capitalCnySql, citySql, exitDatesSql, firstMonth, provinceSql } from '../regional/economy';
import { yearsBefore } from '../search/filters';

// Step industry-overview (fzzl: 发展总览, docs/intelligence-overview.md): per subject (门类,
// 大类, 中类, chain) × region, the stock, the bands, the last 12 full months' activity against
// the 12 before, the leaders, and per month the registrations and exits. Enterprises are first
// grouped into cells (leaf region × 中类) and the cells rolled up, so the work above one pass
// over the facts is proportional to the cells, not to the enterprises.

/** Leaders kept per subject × region. */
export const OVERVIEW_LEADERS = 10;

/** Subject kinds (industry_overview_*.subject_kind). */
export const SUBJECT_KIND = { chain: 0, category: 1, division: 2, group: 3 } as const;

/** Band labels in the order of the stored arrays (a last 未公示 where the fact may be missing). */
export const UNKNOWN_BAND = '未公示';
export const STAFF_BAND_LABELS = [...STAFF_BANDS.map((b) => b.label), UNKNOWN_BAND];
export const CAPITAL_BAND_LABELS = [...CAPITAL_RANGES.map((r) => r.label), UNKNOWN_BAND];
export const AGE_BAND_LABELS = FOUNDED_RANGES.map((r) => r.label);

/** The dates a run on `now` compares: the 12 full months before this month, and the 12 before. */
export function overviewWindows(now: Date) {
  const month = (back: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
      .toISOString()
      .slice(0, 10);
  return {
    now,
    today: now.toISOString().slice(0, 10),
    yearAgo: yearsBefore(now, 1),
    /** [lastFrom, thisMonth) and [prevFrom, lastFrom). */
    thisMonth: month(0),
    lastFrom: month(12),
    prevFrom: month(24),
  };
}

/**
 * The districts a province's map draws in place of their city (a municipality's districts,
 * the county-level cities of 省直辖县级行政区划): kept as regions of their own (level 3).
 */
export function mapDistrictCodes(): string[] {
  const tree = addressTree(3);
  return [...MAP_PROVINCES.keys()]
    .filter(isMapProvince)
    .flatMap((p) => mapRegions(tree, p).filter((r) => r.kind === 'district'))
    .map((r) => r.code);
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type OverviewResult = { statsRows: number; monthRows: number; enterprises: number };

/** SQL: the index of the first band of `bounds` (upper bound exclusive) `value` is under. */
function bandIndex(value: SQL, bounds: readonly { max: number | null }[]): SQL {
  const whens = bounds
    .map((b, i) =>
      b.max === null
        ? null
        : sql`when ${value} < ${sql.raw(String(b.max))} then ${sql.raw(String(i))}`,
    )
    .filter((w): w is SQL => w !== null);
  return sql`(case ${sql.join(whens, sql` `)} else ${sql.raw(String(bounds.length - 1))} end)`;
}

/** Sums of a cell's bands as one array column: `prefix`0 … `prefix`(n−1). */
const bandArray = (prefix: string, n: number) =>
  sql.raw(`array[${Array.from({ length: n }, (_, i) => `sum(${prefix}${i})`).join(', ')}]::int[]`);
const bandCounts = (column: string, prefix: string, n: number, where = 'live') =>
  sql.raw(
    Array.from(
      { length: n },
      (_, i) => `count(*) filter (where ${where} and ${column} = ${i}) as ${prefix}${i}`,
    ).join(', '),
  );

const ACTIVITY = [
  'fin_n',
  'fin_n_prev',
  'fin_amt',
  'fin_amt_prev',
  'pat_n',
  'pat_n_prev',
  'inv_n',
  'inv_n_prev',
  'bid_n',
  'bid_n_prev',
  'bid_amt',
  'bid_amt_prev',
  'pen_n',
  'pen_n_prev',
  'jud_n',
  'jud_n_prev',
] as const;
const ACTIVITY_COLUMNS = sql.raw(`financing_count, financing_count_prev, financing_amount,
  financing_amount_prev, patent_count, patent_count_prev, invention_count, invention_count_prev,
  bid_win_count, bid_win_count_prev, bid_win_amount, bid_win_amount_prev, penalty_count,
  penalty_count_prev, judgment_count, judgment_count_prev`);
const sumOf = (names: readonly string[]) =>
  sql.raw(names.map((c) => `sum(${c}) as ${c}`).join(', '));
const sumAgain = sql.raw(ACTIVITY.map((c) => `coalesce(sum(c.${c}), 0)`).join(', '));

/** The region rows a cell `c` counts in: national, province, city, map district. */
const CELL_REGIONS = sql.raw(`cross join lateral (values ('000000', 0), (c.province_code, 1),
    (c.city_code, 2), (c.district_code, 3)) as r(code, level)`);

export async function refreshIndustryOverview(db: Database, now: Date): Promise<OverviewResult> {
  await ensureRegions(db);
  const w = overviewWindows(now);
  const from = firstMonth(now);
  return db.transaction(async (tx) => {
    const enterprises = await collectFacts(tx, w, from);
    await tx.execute(sql`delete from industry_overview_stats`);
    await tx.execute(sql`delete from industry_overview_monthly`);
    // The cells of the industries (one per leaf region × 中类) and of the chains (one per
    // chain × leaf region, over the enterprises placed confirmed or likely, all live).
    await tx.execute(sql`create temp table overview_members on commit drop as
      select f.id, s.kind, s.code from overview_facts f
      cross join lateral (values (1, f.category), (2, f.division), (3, f.grp)) as s(kind, code)
      union all
      select p.enterprise_id, 0, c.code
      from (select distinct chain_id, enterprise_id from chain_placements
        where confidence <> 'weak') p
      join industry_chains c on c.id = p.chain_id`);
    await tx.execute(sql`create index on overview_members (id)`);
    await tx.execute(sql`analyze overview_members`);
    await tx.execute(sql`create temp table overview_cells on commit drop as
      select m.kind, m.code, f.province_code, f.city_code, f.district_code,
        count(*) filter (where live) as n, sum(capital) filter (where live) as cap,
        count(*) filter (where year_ago) as ya, sum(capital) filter (where year_ago) as ya_cap,
        ${bandCounts('staff_band', 's', STAFF_BAND_LABELS.length)},
        ${bandCounts('capital_band', 'k', CAPITAL_BAND_LABELS.length)},
        ${bandCounts('age_band', 'a', AGE_BAND_LABELS.length)},
        ${sumOf(ACTIVITY)}
      from overview_members m join overview_facts f on f.id = m.id
      group by m.kind, m.code, f.province_code, f.city_code, f.district_code`);
    await tx.execute(sql`insert into industry_overview_stats (subject_kind, subject_code,
        region_code, region_level, enterprise_count, registered_capital, year_ago_count,
        year_ago_capital, staff_bands, capital_bands, age_bands, ${ACTIVITY_COLUMNS}, leader_ids)
      select c.kind, c.code, r.code, min(r.level),
        case when c.kind = 0 then null else sum(c.n) end,
        case when c.kind = 0 then null else coalesce(sum(c.cap), 0) end,
        case when c.kind = 0 then null else sum(c.ya) end,
        case when c.kind = 0 then null else coalesce(sum(c.ya_cap), 0) end,
        ${bandArray('c.s', STAFF_BAND_LABELS.length)},
        ${bandArray('c.k', CAPITAL_BAND_LABELS.length)},
        ${bandArray('c.a', AGE_BAND_LABELS.length)},
        ${sumAgain}, '{}'::int[]
      from overview_cells c ${CELL_REGIONS}
      where r.code is not null
      group by c.kind, c.code, r.code`);
    await rankLeaders(tx);
    await tx.execute(sql`insert into industry_overview_monthly (subject_kind, subject_code,
        region_code, month, registrations, cancellations, capital_added)
      select c.kind, c.code, r.code, c.month, sum(c.reg), sum(c.ex), sum(c.cap)
      from (
        select m.kind, m.code, f.province_code, f.city_code, f.district_code, f.reg_month as month,
          count(*) as reg, 0 as ex, sum(f.capital) as cap
        from overview_members m join overview_facts f on f.id = m.id
        where f.reg_month is not null
        group by 1, 2, 3, 4, 5, 6
        union all
        select m.kind, m.code, f.province_code, f.city_code, f.district_code, f.exit_month,
          0, count(*), 0
        from overview_members m join overview_facts f on f.id = m.id
        where f.exit_month is not null
        group by 1, 2, 3, 4, 5, 6
      ) c ${CELL_REGIONS}
      where r.code is not null
      group by c.kind, c.code, r.code, c.month`);
    const count = async (table: string) =>
      Number(
        (
          (await tx.execute(sql.raw(`select count(*) as n from ${table}`))) as {
            rows: { n: number | string }[];
          }
        ).rows[0]!.n,
      );
    return {
      statsRows: await count('industry_overview_stats'),
      monthRows: await count('industry_overview_monthly'),
      enterprises,
    };
  });
}

/**
 * One row per enterprise (every status: exits and past activity count): its industry levels,
 * regions (as the regional figures place it), capital in 人民币, bands, registration and exit
 * months within the window, whether it stood a year ago, its activity in the two 12-month
 * windows and its leader score.
 */
async function collectFacts(
  tx: Tx,
  w: ReturnType<typeof overviewWindows>,
  from: string,
): Promise<number> {
  const closed = sql.join(
    CLOSED_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  // Digits of our own address tree: inlined, one literal list instead of a hundred parameters.
  const districts = sql.raw(
    mapDistrictCodes()
      .map((c) => `'${c}'`)
      .join(', '),
  );
  const inWindow = (column: string) =>
    sql.raw(`${column} >= '${w.lastFrom}' and ${column} < '${w.thisMonth}'`);
  const inPrev = (column: string) =>
    sql.raw(`${column} >= '${w.prevFrom}' and ${column} < '${w.lastFrom}'`);
  const staffCase = sql.join(
    STAFF_BANDS.map((b, i) => sql`when ${b.label} then ${sql.raw(String(i))}`),
    sql` `,
  );
  const capital = capitalCnySql();
  const ageBand = sql.join(
    FOUNDED_RANGES.filter((r) => r.max !== null).map(
      (r, i) =>
        sql`when e.established_on > ${yearsBefore(w.now, r.max)}::date then ${sql.raw(String(i))}`,
    ),
    sql` `,
  );
  await tx.execute(sql`create temp table overview_facts on commit drop as
    select e.id, e.status not in (${closed}) as live,
      e.industry_category as category, left(e.industry_code, 2) as division,
      left(e.industry_code, 3) as grp,
      ${provinceSql} as province_code, ${citySql} as city_code,
      case when e.region_code in (${districts}) then e.region_code end as district_code,
      ${capital} as capital,
      (case e.staff_size ${staffCase} else ${sql.raw(String(STAFF_BANDS.length))} end) as staff_band,
      (case when e.zczb is null then ${sql.raw(String(CAPITAL_RANGES.length))}
        else ${bandIndex(capital, CAPITAL_RANGES)} end) as capital_band,
      (case ${ageBand} else ${sql.raw(String(FOUNDED_RANGES.length - 1))} end) as age_band,
      case when e.established_on >= ${from}::date and e.established_on <= ${w.today}::date
        then to_char(e.established_on, 'YYYY-MM') end as reg_month,
      case when x.exit_on >= ${from}::date and x.exit_on <= ${w.today}::date
        then to_char(x.exit_on, 'YYYY-MM') end as exit_month,
      (e.established_on <= ${w.yearAgo}::date and (e.status not in (${closed})
        or x.exit_on > ${w.yearAgo}::date)) as year_ago,
      coalesce(pt.last_n, 0) as pat_n, coalesce(pt.prev_n, 0) as pat_n_prev,
      coalesce(pt.last_inv, 0) as inv_n, coalesce(pt.prev_inv, 0) as inv_n_prev,
      coalesce(fe.last_n, 0) as fin_n, coalesce(fe.prev_n, 0) as fin_n_prev,
      coalesce(fe.last_amt, 0) as fin_amt, coalesce(fe.prev_amt, 0) as fin_amt_prev,
      coalesce(bw.last_n, 0) as bid_n, coalesce(bw.prev_n, 0) as bid_n_prev,
      coalesce(bw.last_amt, 0) as bid_amt, coalesce(bw.prev_amt, 0) as bid_amt_prev,
      coalesce(pn.last_n, 0) as pen_n, coalesce(pn.prev_n, 0) as pen_n_prev,
      coalesce(jd.last_n, 0) as jud_n, coalesce(jd.prev_n, 0) as jud_n_prev,
      ${leaderScoreSql(capital, sql`coalesce(pt.n, 0)`, sql`coalesce(pt.inventions, 0)`)} as score
    from enterprises e
    left join regions g on g.code = e.region_code
    left join (${exitDatesSql}) x on x.enterprise_id = e.id
    left join (select enterprise_id, count(*) as n,
        count(*) filter (where type in (1, 8)) as inventions,
        count(*) filter (where ${inWindow('applied_on')}) as last_n,
        count(*) filter (where ${inPrev('applied_on')}) as prev_n,
        count(*) filter (where type in (1, 8) and ${inWindow('applied_on')}) as last_inv,
        count(*) filter (where type in (1, 8) and ${inPrev('applied_on')}) as prev_inv
      from patents group by enterprise_id) pt on pt.enterprise_id = e.id
    left join (select enterprise_id,
        count(*) filter (where ${inWindow('occurred_on')}) as last_n,
        count(*) filter (where ${inPrev('occurred_on')}) as prev_n,
        coalesce(sum(amount_wan) filter (where ${inWindow('occurred_on')}), 0) as last_amt,
        coalesce(sum(amount_wan) filter (where ${inPrev('occurred_on')}), 0) as prev_amt
      from financing_events where occurred_on >= ${w.prevFrom}::date
      group by enterprise_id) fe on fe.enterprise_id = e.id
    left join (select enterprise_id,
        count(*) filter (where ${inWindow('published_on')}) as last_n,
        count(*) filter (where ${inPrev('published_on')}) as prev_n,
        coalesce(sum(amount) filter (where ${inWindow('published_on')}), 0) as last_amt,
        coalesce(sum(amount) filter (where ${inPrev('published_on')}), 0) as prev_amt
      from bids where role = '中标' and published_on >= ${w.prevFrom}::date
      group by enterprise_id) bw on bw.enterprise_id = e.id
    left join (select enterprise_id,
        count(*) filter (where ${inWindow('decided_on')}) as last_n,
        count(*) filter (where ${inPrev('decided_on')}) as prev_n
      from penalties where decided_on >= ${w.prevFrom}::date
      group by enterprise_id) pn on pn.enterprise_id = e.id
    left join (select enterprise_id,
        count(*) filter (where ${inWindow('judged_on')}) as last_n,
        count(*) filter (where ${inPrev('judged_on')}) as prev_n
      from judgments where role = '被告' and judged_on >= ${w.prevFrom}::date
      group by enterprise_id) jd on jd.enterprise_id = e.id`);
  await tx.execute(sql`create index on overview_facts (id)`);
  await tx.execute(sql`analyze overview_facts`);
  const [row] = (
    (await tx.execute(sql`select count(*) as n from overview_facts`)) as {
      rows: { n: number | string }[];
    }
  ).rows;
  return Number(row?.n ?? 0);
}

/**
 * The leaders of every subject × region: live enterprises by leader score, then capital, then
 * id. A region's best of a subject are among the best of its cells, so each cell keeps its
 * first OVERVIEW_LEADERS and only those are ranked again per subject × region.
 */
async function rankLeaders(tx: Tx): Promise<void> {
  const order = sql.raw('f.score desc, f.capital desc, f.id');
  await tx.execute(sql`create temp table overview_candidates on commit drop as
    select kind, code, id, score, capital, province_code, city_code, district_code from (
      select m.kind, m.code, f.id, f.score, f.capital, f.province_code, f.city_code,
        f.district_code, row_number() over (partition by m.kind, m.code, f.province_code,
          f.city_code, f.district_code order by ${order}) as rn
      from overview_members m join overview_facts f on f.id = m.id
      where f.live) x
    where rn <= ${OVERVIEW_LEADERS}`);
  await tx.execute(sql`update industry_overview_stats s set leader_ids = l.ids
    from (select kind, code, region_code,
        array_agg(id order by score desc, capital desc, id) as ids
      from (select c.kind, c.code, r.code as region_code, f.id, f.score, f.capital,
          row_number() over (partition by c.kind, c.code, r.code order by ${order}) as rn
        from overview_candidates c
        join overview_facts f on f.id = c.id
        ${CELL_REGIONS}
        where r.code is not null) ranked
      where rn <= ${OVERVIEW_LEADERS}
      group by kind, code, region_code) l
    where s.subject_kind = l.kind and s.subject_code = l.code and s.region_code = l.region_code`);
}
