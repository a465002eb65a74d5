import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { capitalOf } from '../../services/leads/triggers';
import { capitalCnySql, provinceSql } from '../../services/regional/economy';

// 对标报告's enterprise scorecard reads (docs/report-kinds.md "Scorecard"): the facts the
// comparison does not give, for 2–6 enterprises in one statement, each an indexed lookup by
// enterprise (windows end on `today`, the data's as-of date, so a report reproduces).

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const idArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::bigint[]`;

export type ScorecardFacts = {
  id: number;
  provinceCode: string;
  division: string;
  /** 注册资本, 万元人民币. */
  capital: number;
  live: boolean;
  bidWins: number;
  posts: number;
  penalties: number;
  defendant: number;
  auctions: number;
  /** The latest annual report giving revenue, and the latest giving a staff count. */
  revenue: number | null;
  revenueYear: number | null;
  reportStaff: number | null;
  /** 参保人数 of the latest annual report and of the year before it. */
  insuredYear: number | null;
  insuredLatest: number | null;
  insuredPrevious: number | null;
  capitalFrom: number | null;
  capitalTo: number | null;
  capitalChanges: number;
  /** Live enterprises of the same 大类 in the province with more registered capital. */
  above: number;
  /** Live enterprises of the same 大类 in the province (step regional-economy). */
  industryTotal: number;
};

export async function scorecardFacts(
  db: Database,
  ids: readonly number[],
  today: string,
  windowDays: number,
  recruitmentDays: number,
): Promise<ScorecardFacts[]> {
  const since = sql`(${today}::date - ${sql.raw(String(windowDays))})`;
  const upTo = sql`${today}::date`;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select e.id::float8 as id, p.province_code, left(e.industry_code, 2) as division,
        p.capital::float8 as capital, e.status not in ('注销', '吊销') as live,
        (select count(*) from bids b where b.enterprise_id = e.id and b.role = '中标'
          and b.published_on > ${since} and b.published_on <= ${upTo}) as bid_wins,
        (select count(*) from recruitment_posts r where r.enterprise_id = e.id
          and r.published_on > (${upTo} - ${sql.raw(String(recruitmentDays))})
          and r.published_on <= ${upTo}) as posts,
        (select count(*) from penalties x where x.enterprise_id = e.id
          and x.decided_on > ${since} and x.decided_on <= ${upTo}) as penalties,
        (select count(*) from judgments j where j.enterprise_id = e.id and j.role = '被告'
          and j.judged_on > ${since} and j.judged_on <= ${upTo}) as defendant,
        (select count(*) from judicial_auctions a where a.enterprise_id = e.id
          and a.auction_on > ${since} and a.auction_on <= ${upTo}) as auctions,
        rv.revenue::float8 as revenue, rv.year as revenue_year, st.staff_count as report_staff,
        ins.year as insured_year, ins.insured_count as insured_latest,
        (select a.insured_count from annual_reports a where a.enterprise_id = e.id
          and a.year = ins.year - 1) as insured_previous,
        cc.first_before::float8 as capital_from, cc.last_after::float8 as capital_to,
        coalesce(cc.n, 0) as capital_changes,
        (select count(*) from ranking_entries r join enterprises x on x.id = r.enterprise_id
          where r.list = 'capital' and r.province_code = p.province_code
            and left(x.industry_code, 2) = left(e.industry_code, 2)
            and r.sort_value > coalesce((select o.sort_value from ranking_entries o
              where o.list = 'capital' and o.enterprise_id = e.id), p.capital)) as above,
        coalesce((select (s.by_division ->> left(e.industry_code, 2))::int
          from region_economy_stats s where s.region_code = p.province_code), 0) as industry_total
      from enterprises e
      left join regions g on g.code = e.region_code
      cross join lateral (select ${provinceSql} as province_code, ${capitalCnySql()} as capital) p
      left join lateral (select a.revenue, a.year from annual_reports a
        where a.enterprise_id = e.id and a.revenue is not null
        order by a.year desc limit 1) rv on true
      left join lateral (select a.staff_count from annual_reports a
        where a.enterprise_id = e.id and a.staff_count is not null
        order by a.year desc limit 1) st on true
      left join lateral (select a.year, a.insured_count from annual_reports a
        where a.enterprise_id = e.id order by a.year desc limit 1) ins on true
      left join lateral (select count(*) as n,
          (array_agg(${sql.raw(capitalOf('c.before'))} order by c.changed_on, c.id))[1] as first_before,
          (array_agg(${sql.raw(capitalOf('c.after'))} order by c.changed_on desc, c.id desc))[1] as last_after
        from change_records c where c.enterprise_id = e.id and c.item = '注册资本变更'
          and c.changed_on > ${since} and c.changed_on <= ${upTo}) cc on true
      where e.id = any(${idArray(ids)})`),
  );
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return rows.map((r) => ({
    id: Number(r.id),
    provinceCode: String(r.province_code),
    division: String(r.division),
    capital: Number(r.capital),
    live: Boolean(r.live),
    bidWins: Number(r.bid_wins),
    posts: Number(r.posts),
    penalties: Number(r.penalties),
    defendant: Number(r.defendant),
    auctions: Number(r.auctions),
    revenue: num(r.revenue),
    revenueYear: num(r.revenue_year),
    reportStaff: num(r.report_staff),
    insuredYear: num(r.insured_year),
    insuredLatest: num(r.insured_latest),
    insuredPrevious: num(r.insured_previous),
    capitalFrom: num(r.capital_from),
    capitalTo: num(r.capital_to),
    capitalChanges: Number(r.capital_changes),
    above: Number(r.above),
    industryTotal: Number(r.industry_total),
  }));
}
