import { sql, type SQL } from 'drizzle-orm';
import { RANKING_LISTS, type RankingListKey } from '@/lib/contract/regional';
import type { Database } from '../../db/client';
import { ensureRegions } from '../../data/chain-reference';
import { capitalCnySql, citySql, listedSql, provinceSql } from './economy';

// qybd: 榜单企业, ranking lists. Step rankings: every live enterprise on every list it belongs
// to, with its region, 门类, the list's value and the ranking score, so a list page by region
// and 门类 is one ordered index range (docs/investment-promotion.md, Ranking lists).

/** Points of the ranking score (榜单评分) per qualification. */
export const SCORE_TAG_POINTS: Record<string, number> = {
  独角兽: 200,
  '专精特新“小巨人”': 150,
  上市企业: 150,
  瞪羚: 120,
  专精特新: 100,
  高新技术企业: 80,
  科技型中小企业: 40,
};

/** Weights of the score's logarithmic size terms: points per power of ten. */
export const SCORE_WEIGHTS = { capital: 60, patents: 80, financing: 60, insured: 60 } as const;

export type ScoreFacts = {
  /** 万元人民币. */
  capital: number;
  patents: number;
  /** Sum of financing amounts, 万元. */
  financing: number;
  insured: number;
  tags: readonly string[];
  listed: boolean;
};

/**
 * The ranking score: 60·lg(1+注册资本万元) + 80·lg(1+专利) + 60·lg(1+融资万元) +
 * 60·lg(1+参保人数) plus the qualification points, rounded half-up to an integer.
 */
export function rankingScore(f: ScoreFacts): number {
  const lg = (x: number) => Math.log10(1 + Math.max(0, x));
  let points =
    SCORE_WEIGHTS.capital * lg(f.capital) +
    SCORE_WEIGHTS.patents * lg(f.patents) +
    SCORE_WEIGHTS.financing * lg(f.financing) +
    SCORE_WEIGHTS.insured * lg(f.insured);
  for (const tag of f.tags) points += SCORE_TAG_POINTS[tag] ?? 0;
  if (f.listed) points += SCORE_TAG_POINTS['上市企业']!;
  return Math.floor(points + 0.5);
}

/** The same score in SQL over rank_facts `f` (float8 logs, as Math.log10). */
function scoreSql(): SQL {
  const lg = (column: string) => sql.raw(`log(1 + greatest(${column}, 0)::float8)`);
  const tags = sql.join(
    Object.entries(SCORE_TAG_POINTS)
      .filter(([tag]) => tag !== '上市企业')
      .map(([tag, p]) => sql`(case when f.tags @> array[${tag}::text] then ${p} else 0 end)`),
    sql` + `,
  );
  return sql`floor(${SCORE_WEIGHTS.capital} * ${lg('f.capital')}
    + ${SCORE_WEIGHTS.patents} * ${lg('f.patents')}
    + ${SCORE_WEIGHTS.financing} * ${lg('f.financing')}
    + ${SCORE_WEIGHTS.insured} * ${lg('f.insured')}
    + ${tags} + (case when f.listed then ${SCORE_TAG_POINTS['上市企业']!} else 0 end) + 0.5)::int`;
}

/** Who is on a list and by what value it is ordered (over rank_facts `f`). */
export const LIST_RULES: Record<RankingListKey, { member: SQL; value: SQL }> = (() => {
  const rules = {} as Record<RankingListKey, { member: SQL; value: SQL }>;
  for (const list of RANKING_LISTS) {
    if (list.kind === 'tag') {
      const member = list.tag === null ? sql`f.listed` : sql`f.tags @> array[${list.tag}::text]`;
      rules[list.key] = { member, value: sql`f.score` };
    }
  }
  rules.capital = { member: sql`f.capital > 0`, value: sql`f.capital` };
  rules.patents = { member: sql`f.patents > 0`, value: sql`f.patents` };
  rules.financing = { member: sql`f.financing > 0`, value: sql`f.financing` };
  rules.insured = { member: sql`f.insured > 0`, value: sql`f.insured` };
  rules.growth = { member: sql`f.growth > 0`, value: sql`f.growth` };
  return rules;
})();

export async function refreshRankings(db: Database): Promise<number> {
  await ensureRegions(db);
  return db.transaction(async (tx) => {
    // Live enterprises with the figures the lists and the score read. Growth: 参保人数 of the
    // latest annual report minus that of the report of the year before (both disclosed).
    await tx.execute(sql`create temp table rank_facts on commit drop as
      select f.*, ${scoreSql()} as score from (select e.id, e.tags, ${listedSql} as listed, ${capitalCnySql()} as capital,
        coalesce(e.insured_count, 0) as insured,
        coalesce(pt.n, 0) as patents, coalesce(fe.amount, 0) as financing,
        coalesce(gr.growth, 0) as growth,
        e.region_code, e.industry_category,
        ${provinceSql} as province_code, coalesce(${citySql}, ${provinceSql}) as city_code
      from enterprises e
      left join regions g on g.code = e.region_code
      left join (select enterprise_id, count(*) as n from patents group by enterprise_id) pt
        on pt.enterprise_id = e.id
      left join (select enterprise_id, sum(amount_wan) as amount from financing_events
        group by enterprise_id) fe on fe.enterprise_id = e.id
      left join (select a.enterprise_id, a.insured_count - b.insured_count as growth
        from (select distinct on (enterprise_id) enterprise_id, year, insured_count
          from annual_reports order by enterprise_id, year desc) a
        join annual_reports b on b.enterprise_id = a.enterprise_id and b.year = a.year - 1
        where a.insured_count is not null and b.insured_count is not null) gr
        on gr.enterprise_id = e.id
      where e.status not in ('注销', '吊销')) f`);
    await tx.execute(sql`delete from ranking_entries`);
    for (const list of RANKING_LISTS) {
      const rule = LIST_RULES[list.key];
      await tx.execute(sql`insert into ranking_entries
          (list, enterprise_id, region_code, province_code, city_code, industry_category,
           sort_value, value, score)
        select ${list.key}, f.id, f.region_code, f.province_code, f.city_code,
          f.industry_category, ${rule.value}, ${rule.value}, f.score
        from rank_facts f where ${rule.member}`);
    }
    const counted = (await tx.execute(sql`select count(*) as n from ranking_entries`)) as {
      rows: { n: number | string }[];
    };
    return Number(counted.rows[0]!.n);
  });
}
