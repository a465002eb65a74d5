import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ensureRegions } from '../../data/chain-reference';
import { CNY_RATES } from '../chains/region-stats';

// hgjj: 宏观经济, regional economy. Step regional-economy: the registry-derived figures of every
// region (national, province, city) — registrations, exits and capital added per month, and the
// live enterprises by 大类 and qualification — so a region's page reads a few dozen rows, never
// its enterprises (docs/investment-promotion.md, Regional economy).

/** Months kept per region: three years, enough for 同比 of the last 12 full months. */
export const ECONOMY_MONTHS = 36;

/** Qualification tags counted per region, and 上市企业 (a listed 企业类型). */
export const ECONOMY_TAGS = [
  '专精特新“小巨人”',
  '专精特新',
  '高新技术企业',
  '科技型中小企业',
  '瞪羚',
  '独角兽',
] as const;
export const LISTED_TAG = '上市企业';

/** SQL: an enterprise `e` is listed (its type says 上市, not 非上市). */
export const listedSql = sql.raw(`(e.qylx like '%上市%' and e.qylx not like '%非上市%')`);

/** SQL: 注册资本 of `e` in 万元人民币. */
export function capitalCnySql() {
  const rate = sql.join(
    Object.entries(CNY_RATES).map(([currency, r]) => sql`when ${currency} then ${r}::numeric`),
    sql` `,
  );
  return sql`coalesce(e.zczb, 0) * (case e.capital_currency ${rate} else 1 end)`;
}

/**
 * SQL: the province and city codes of `e` by the regions table (a code it lacks read by its
 * digits), as the chain figures place an enterprise (region-stats.ts).
 */
export const provinceSql = sql.raw(`coalesce(g.province_code, left(e.region_code, 2) || '0000')`);
export const citySql = sql.raw(`(case when g.level >= 2 then g.city_code
  when g.level is null and right(e.region_code, 4) <> '0000' then left(e.region_code, 4) || '00'
  end)`);

/**
 * SQL: each closed enterprise's exit date (`enterprise_id`, `exit_on`): the latest
 * 登记状态变更 to its current 注销/吊销 status. A closed enterprise without one has no row.
 */
export const exitDatesSql = sql.raw(`select c.enterprise_id, max(c.changed_on) as exit_on
  from change_records c join enterprises e2 on e2.id = c.enterprise_id
  where c.item = '登记状态变更' and c.after = e2.status and e2.status in ('注销', '吊销')
  group by c.enterprise_id`);

/** The first month kept ('YYYY-MM-01') for a step run on `today`. */
export function firstMonth(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (ECONOMY_MONTHS - 1), 1));
  return d.toISOString().slice(0, 10);
}

export type EconomyResult = { monthRows: number; regionRows: number };

export async function refreshRegionalEconomy(db: Database, now: Date): Promise<EconomyResult> {
  await ensureRegions(db);
  const from = firstMonth(now);
  const today = now.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    // One row per enterprise with its regions, its registration month (within the window)
    // and its exit month: the latest 登记状态变更 to its current 注销/吊销 status.
    await tx.execute(sql`create temp table economy_facts on commit drop as
      select e.id, e.status, e.industry_code, e.tags, ${listedSql} as listed,
        ${capitalCnySql()} as capital,
        case when e.established_on >= ${from}::date and e.established_on <= ${today}::date
          then to_char(e.established_on, 'YYYY-MM') end as reg_month,
        to_char(x.exit_on, 'YYYY-MM') as exit_month,
        ${provinceSql} as province_code, ${citySql} as city_code
      from enterprises e
      left join regions g on g.code = e.region_code
      left join (${exitDatesSql}) x on x.enterprise_id = e.id`);
    await tx.execute(sql`create temp table economy_regions on commit drop as
      select f.id, r.code, r.level from economy_facts f
      cross join lateral (values ('000000', 0), (f.province_code, 1), (f.city_code, 2))
        as r(code, level)
      where r.code is not null`);
    await tx.execute(sql`create index on economy_regions (id)`);
    await tx.execute(sql`analyze economy_facts`);
    await tx.execute(sql`analyze economy_regions`);

    await tx.execute(sql`delete from region_monthly_stats`);
    await tx.execute(sql`insert into region_monthly_stats
        (region_code, region_level, month, registrations, cancellations, capital_added)
      select code, min(level), month, sum(reg), sum(ex), sum(capital)
      from (
        select r.code, r.level, f.reg_month as month, 1 as reg, 0 as ex, f.capital
        from economy_facts f join economy_regions r on r.id = f.id
        where f.reg_month is not null
        union all
        select r.code, r.level, f.exit_month, 0, 1, 0
        from economy_facts f join economy_regions r on r.id = f.id
        where f.exit_month >= ${from.slice(0, 7)} and f.exit_month <= ${today.slice(0, 7)}
      ) m
      group by code, month`);

    await tx.execute(sql`delete from region_economy_stats`);
    const tagCounts = sql.join(
      ECONOMY_TAGS.map(
        (tag) => sql`${tag}::text, count(*) filter (where f.tags @> array[${tag}::text])`,
      ),
      sql`, `,
    );
    await tx.execute(sql`insert into region_economy_stats
        (region_code, region_level, enterprise_count, registered_capital, by_division, by_tag)
      select r.code, min(r.level), count(*), sum(f.capital), '{}'::jsonb,
        jsonb_build_object(${tagCounts}, ${LISTED_TAG}::text, count(*) filter (where f.listed))
      from economy_facts f join economy_regions r on r.id = f.id
      where f.status not in ('注销', '吊销')
      group by r.code`);
    await tx.execute(sql`update region_economy_stats s set by_division = d.counts
      from (select code, jsonb_object_agg(division, n) as counts
        from (select r.code, left(f.industry_code, 2) as division, count(*) as n
          from economy_facts f join economy_regions r on r.id = f.id
          where f.status not in ('注销', '吊销')
          group by r.code, left(f.industry_code, 2)) x
        group by code) d
      where d.code = s.region_code`);
    const count = async (table: string) =>
      Number(
        (
          (await tx.execute(sql.raw(`select count(*) as n from ${table}`))) as {
            rows: { n: number | string }[];
          }
        ).rows[0]!.n,
      );
    return {
      monthRows: await count('region_monthly_stats'),
      regionRows: await count('region_economy_stats'),
    };
  });
}
