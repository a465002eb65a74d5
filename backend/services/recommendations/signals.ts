import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { CNY_RATES } from '../chains/region-stats';
import { IS_LISTED, LEADER_POINTS, TAG_GIANT, TAG_HIGH_TECH, TAG_SRDI } from '../chains/leaders';
import { EVIDENCE_DIMENSIONS, TRIGGERS, type TriggerKey } from '../leads/triggers';
import {
  CANDIDATE_MIN_CAPITAL,
  EXPANSION_MAX,
  EXPANSION_WINDOW_DAYS,
  QUALITY_SCALE,
  RISK_MAX_CASES,
  RISK_POINTS_PER_CASE,
  RISK_WINDOW_DAYS,
  SIGNAL_EVIDENCE_MAX,
  SIGNAL_NAMES,
  SIGNAL_POINTS,
  SUBSIDIARY_MIN_RATIO,
  type SignalKey,
} from './rules';
import { wanAmountText } from '../../db/queries/amount-text';

// Derive step `recommendations` (docs/investment-promotion.md): for every live enterprise
// placed confirmed or likely on a chain node, the region-independent parts of its
// recommendation score with their evidence, in one set-based statement; and inbound
// investment per region. No enterprise is visited on its own.

const num = (n: number) => sql.raw(String(n));
const text = (s: string) => sql.raw(`'${s.replace(/'/g, "''")}'`);

/** The city of a region code, as the regional figures read it (regions table, else digits). */
const cityExpr = (code: string, level: string, city: string) =>
  `(case when ${level} >= 2 then ${city}
    when ${level} is null and right(${code}, 4) <> '0000' then left(${code}, 4) || '00' end)`;
const cityOf = (code: string, g: string) => sql.raw(cityExpr(code, `${g}.level`, `${g}.city_code`));

/** Cross-region expansion in the window: branches and subsidiaries in another city. */
function crossRegionEvidence(today: SQL): SQL {
  const since = sql`(${today}::date - ${num(EXPANSION_WINDOW_DAYS)})`;
  return sql`select br.parent_id as enterprise_id, 'cross_branch'::text as signal,
      'branches'::text as tbl, br.id as source_id, s.established_on as on_date, 1::float8 as strength,
      to_char(s.established_on, 'YYYY-MM-DD') || ' 在' || coalesce(gs.name, s.region_code) ||
        '设立分支机构「' || s.qymc || '」' as sentence
    from branches br
    join enterprises s on s.id = br.branch_id
    join enterprises p on p.id = br.parent_id
    left join regions gs on gs.code = s.region_code
    left join regions gp on gp.code = p.region_code
    where s.established_on > ${since} and s.established_on <= ${today}::date
      and ${cityOf('s.region_code', 'gs')} is distinct from ${cityOf('p.region_code', 'gp')}
    union all
    select sh.holder_enterprise_id, 'cross_subsidiary', 'shareholdings', sh.id, sh.subscribed_on,
      least(3, greatest(1, coalesce(sh.subscribed_capital, 0) / 1000))::float8,
      to_char(sh.subscribed_on, 'YYYY-MM-DD') || ' 在' || coalesce(gc.name, c.region_code) ||
        '投资「' || c.qymc || '」，持股 ' || rtrim(rtrim(to_char(sh.ratio, 'FM990.99'), '0'), '.') || '%'
    from shareholdings sh
    join enterprises c on c.id = sh.enterprise_id
    join enterprises h on h.id = sh.holder_enterprise_id
    left join regions gc on gc.code = c.region_code
    left join regions gh on gh.code = h.region_code
    where sh.holder_enterprise_id is not null and sh.ratio >= ${num(SUBSIDIARY_MIN_RATIO)}
      and sh.subscribed_on > ${since} and sh.subscribed_on <= ${today}::date
      and ${cityOf('c.region_code', 'gc')} is distinct from ${cityOf('h.region_code', 'gh')}`;
}

/** The lead triggers that say an enterprise is growing now (their SQL, their windows). */
const LEAD_SIGNALS: (SignalKey & TriggerKey)[] = [
  'financing_round',
  'capital_increase',
  'insured_rise',
  'rapid_hiring',
];

function expansionEvidence(day: string): SQL {
  const today = sql`${day}`;
  const leads = LEAD_SIGNALS.map((key) => {
    const t = TRIGGERS.find((x) => x.key === key)!;
    return sql`select ev.enterprise_id, ${text(key)}::text as signal, ${text(t.table)}::text as tbl,
        ev.source_id, ev.on_date, ev.strength, ev.sentence from (${t.evidence(today)}) ev`;
  });
  return sql.join([crossRegionEvidence(today), ...leads], sql` union all `);
}

/** (signal, points, name, dimension) of each signal. */
function signalCatalogue(): SQL {
  const dims: Record<SignalKey, string | null> = {
    cross_branch: 'fzjg',
    cross_subsidiary: 'dwtz',
    financing_round: EVIDENCE_DIMENSIONS.financing_events,
    capital_increase: EVIDENCE_DIMENSIONS.change_records,
    insured_rise: EVIDENCE_DIMENSIONS.annual_reports,
    rapid_hiring: EVIDENCE_DIMENSIONS.recruitment_posts,
  };
  const rows = (Object.keys(SIGNAL_POINTS) as SignalKey[]).map(
    (k) =>
      `('${k}', ${SIGNAL_POINTS[k]}::float8, '${SIGNAL_NAMES[k]}', ${dims[k] ? `'${dims[k]}'` : 'null'})`,
  );
  return sql.raw(`(values ${rows.join(', ')}) as cat(signal, points, name, dimension)`);
}

/** Registered capital of `e` in 万元人民币 (the regional figures' reference rates). */
function capitalCnySql(): SQL {
  const rate = sql.join(
    Object.entries(CNY_RATES).map(([currency, r]) => sql`when ${currency} then ${r}::numeric`),
    sql` `,
  );
  return sql`(coalesce(e.zczb, 0) * (case e.capital_currency ${rate} else 1 end))`;
}

/** The leader score (0–100) over `e` and patent counts `pt`, as leaders.ts computes it. */
function leaderScoreSql(): SQL {
  const capital = capitalCnySql();
  const capitalPoints = sql.join(
    LEADER_POINTS.capital.map(([min, pts]) => sql`when ${capital} >= ${num(min)} then ${num(pts)}`),
    sql` `,
  );
  return sql`((case when ${IS_LISTED} then ${num(LEADER_POINTS.listed)} else 0 end)
    + (case ${capitalPoints} else 0 end)
    + least(${num(LEADER_POINTS.tagsMax)},
        (case when e.tags @> array[${TAG_GIANT}]::text[] then ${num(LEADER_POINTS.giant)}
          when e.tags @> array[${TAG_SRDI}]::text[] then ${num(LEADER_POINTS.srdi)} else 0 end)
        + (case when e.tags @> array[${TAG_HIGH_TECH}]::text[] then ${num(LEADER_POINTS.highTech)} else 0 end))
    + least(${num(LEADER_POINTS.patentsMax)}, coalesce(pt.inventions, 0) * ${num(LEADER_POINTS.invention)}
        + floor(greatest(0, coalesce(pt.n, 0) - coalesce(pt.inventions, 0)) / 2) * ${num(LEADER_POINTS.otherPair)}))`;
}

/** 为什么是它: listed, tags, capital and patents as evidence rows (the profile's sections). */
function qualityEvidenceSql(): SQL {
  const row = (cond: SQL, key: string, name: string, sentence: SQL, dimension: string | null) =>
    sql`case when ${cond} then jsonb_build_object('key', ${text(key)}::text, 'name', ${text(name)}::text,
      'table', null, 'id', null, 'on', null, 'sentence', ${sentence}, 'dimension', ${
        dimension ? sql`${text(dimension)}::text` : sql`null`
      }, 'points', 0) end`;
  const tags = [TAG_GIANT, TAG_SRDI, TAG_HIGH_TECH, '科技型中小企业', '瞪羚', '独角兽'];
  return sql`(select coalesce(jsonb_agg(x order by ord), '[]'::jsonb) from (values
      (1, ${row(IS_LISTED, 'listed', '上市企业', sql`'企业类型：' || e.qylx`, 'gsxx')}),
      (2, ${row(
        sql`e.tags && array[${sql.join(
          tags.map((t) => sql`${t}`),
          sql`, `,
        )}]::text[]`,
        'tags',
        '资质',
        sql`'资质认定：' || array_to_string(array(select t from unnest(e.tags) t where t = any(array[${sql.join(
          tags.map((t) => sql`${t}`),
          sql`, `,
        )}]::text[])), '、')`,
        null,
      )}),
      (3, ${row(
        sql`e.zczb is not null`,
        'capital',
        '注册资本',
        sql`'注册资本 ' || ${wanAmountText('e.zczb', '')} || e.capital_currency`,
        'gsxx',
      )}),
      (4, ${row(
        sql`coalesce(pt.n, 0) > 0`,
        'patents',
        '专利',
        sql`'专利 ' || pt.n || ' 件，其中发明专利 ' || pt.inventions || ' 件'`,
        'zl',
      )})
    ) v(ord, x) where x is not null)`;
}

/** An enterprise a city would recruit: a company (not a branch), of CANDIDATE_MIN_CAPITAL. */
function candidateSql(): SQL {
  return sql`(e.qylx like ${'%公司%'} and e.qylx not like ${'%分公司%'}
    and ${capitalCnySql()} >= ${num(CANDIDATE_MIN_CAPITAL)})`;
}

/** Rebuilds recommendation_signals as of `now`'s date; returns the rows written. */
export async function refreshRecommendationSignals(db: Database, now: Date): Promise<number> {
  const day = now.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from recommendation_signals`);
    await tx.execute(sql`insert into recommendation_signals (node_id, enterprise_id, chain_id,
        region_code, industry_code, industry_category, confidence, quality, expansion, risk, base,
        quality_evidence, expansion_evidence, risk_flags)
      with placed as (
        select p.node_id, p.enterprise_id, p.chain_id, p.confidence
        from chain_placements p join enterprises e on e.id = p.enterprise_id
        where p.confidence <> 'weak' and e.status not in ('吊销', '注销')
          and ${candidateSql()}
      ),
      subjects as (select distinct enterprise_id as id from placed),
      pt as (select enterprise_id, count(*) as n, count(*) filter (where type in (1, 8)) as inventions
        from patents where enterprise_id in (select id from subjects) group by enterprise_id),
      ev as (select x.* from (${expansionEvidence(day)}) x
        where x.enterprise_id in (select id from subjects)),
      kept as (select ev.*, row_number() over (partition by ev.enterprise_id, ev.signal
          order by ev.on_date desc, ev.source_id desc) as n from ev),
      scored as (select k.*, cat.name, cat.dimension, cat.points * k.strength as pts
        from kept k join ${signalCatalogue()} on cat.signal = k.signal
        where k.n <= ${num(SIGNAL_EVIDENCE_MAX)}),
      expansion as (select s.enterprise_id, least(${num(EXPANSION_MAX)}, sum(s.pts))::float8 as points,
          jsonb_agg(jsonb_build_object('key', s.signal, 'name', s.name, 'table', s.tbl,
            'id', s.source_id, 'on', to_char(s.on_date, 'YYYY-MM-DD'), 'sentence', s.sentence,
            'dimension', s.dimension, 'points', round(s.pts::numeric, 1))
            order by s.pts desc, s.on_date desc, s.source_id) as evidence
        from scored s group by s.enterprise_id),
      risk as (select j.id as enterprise_id,
          (select count(*) from penalties p where p.enterprise_id = j.id
            and p.decided_on > ${day}::date - ${num(RISK_WINDOW_DAYS)} and p.decided_on <= ${day}::date) as penalties,
          (select count(*) from judgments d where d.enterprise_id = j.id and d.role = '被告'
            and d.judged_on > ${day}::date - ${num(RISK_WINDOW_DAYS)} and d.judged_on <= ${day}::date) as defendant
        from subjects j),
      facts as (select e.id, e.region_code, e.industry_code, e.industry_category,
          round((${leaderScoreSql()} * ${num(QUALITY_SCALE)})::numeric, 1)::float8 as quality,
          ${qualityEvidenceSql()} as quality_evidence,
          coalesce(x.points, 0) as expansion, coalesce(x.evidence, '[]'::jsonb) as expansion_evidence,
          (${num(RISK_POINTS_PER_CASE)} * (least(r.penalties, ${num(RISK_MAX_CASES)})
            + least(r.defendant, ${num(RISK_MAX_CASES)})))::float8 as risk,
          array_remove(array[case when r.penalties > 0 then '近期行政处罚' end,
            case when r.defendant > 0 then '被告涉诉' end]::text[], null) as risk_flags
        from enterprises e
        left join pt on pt.enterprise_id = e.id
        left join expansion x on x.enterprise_id = e.id
        join risk r on r.enterprise_id = e.id
        where e.id in (select id from subjects))
      select p.node_id, p.enterprise_id, p.chain_id, f.region_code, f.industry_code,
        f.industry_category, p.confidence, f.quality, f.expansion, f.risk,
        round((f.quality + f.expansion - f.risk)::numeric, 1)::float8,
        f.quality_evidence, f.expansion_evidence, f.risk_flags
      from placed p join facts f on f.id = p.enterprise_id`);
    const [count] = (
      (await tx.execute(sql`select count(*) as n from recommendation_signals`)) as {
        rows: { n: number | string }[];
      }
    ).rows;
    return Number(count?.n ?? 0);
  });
}

/** The window of inbound investment (招商地图), days before the as-of date. */
export const INBOUND_WINDOW_DAYS = 730;

/**
 * Rebuilds inbound_investment_stats: per region at each level (province, city, district),
 * shareholdings subscribed in the window whose company is in the region and whose holder, an
 * enterprise, is not (at that level). Returns the rows written.
 */
export async function refreshInboundInvestment(db: Database, now: Date): Promise<number> {
  const day = now.toISOString().slice(0, 10);
  // A side's region at each level, as the regional figures read it (regions table, else digits).
  const levels = (side: 'c' | 'h') =>
    sql.raw(`(values
      (1, coalesce(inv.${side}_province, left(inv.${side}_code, 2) || '0000')),
      (2, ${cityExpr(`inv.${side}_code`, `inv.${side}_level`, `inv.${side}_city`)}),
      (3, case when inv.${side}_level = 3 then inv.${side}_code
        when inv.${side}_level is null and right(inv.${side}_code, 2) <> '00' then inv.${side}_code end))`);
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from inbound_investment_stats`);
    await tx.execute(sql`insert into inbound_investment_stats (region_code, region_level,
        investments, investors, companies, amount_wan)
      with inv as (
        select sh.id, sh.holder_enterprise_id as holder, sh.enterprise_id as company,
          coalesce(sh.subscribed_capital, 0) as amount, c.region_code as c_code, gc.level as c_level,
          gc.province_code as c_province, gc.city_code as c_city,
          h.region_code as h_code, gh.level as h_level, gh.province_code as h_province, gh.city_code as h_city
        from shareholdings sh
        join enterprises c on c.id = sh.enterprise_id
        join enterprises h on h.id = sh.holder_enterprise_id
        left join regions gc on gc.code = c.region_code
        left join regions gh on gh.code = h.region_code
        where sh.holder_enterprise_id is not null
          and sh.subscribed_on > ${day}::date - ${num(INBOUND_WINDOW_DAYS)} and sh.subscribed_on <= ${day}::date
      )
      select cr.code, cr.level, count(*), count(distinct inv.holder), count(distinct inv.company),
        coalesce(sum(inv.amount), 0)::float8
      from inv
      cross join lateral ${levels('c')} as cr(level, code)
      cross join lateral ${levels('h')} as hr(level, code)
      where cr.level = hr.level and cr.code is not null and cr.code is distinct from hr.code
      group by cr.code, cr.level`);
    const [count] = (
      (await tx.execute(sql`select count(*) as n from inbound_investment_stats`)) as {
        rows: { n: number | string }[];
      }
    ).rows;
    return Number(count?.n ?? 0);
  });
}
