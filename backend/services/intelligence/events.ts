import { sql, type SQL } from 'drizzle-orm';
import { widenTouched } from '../../data/derive/scope';
import { chinaToday } from '../../clock';
import type { Database } from '../../db/client';
import { INDUSTRY_EVENT_KINDS, type IndustryEventKind } from '../../db/schema/intelligence';
import { CNY_RATES } from '../chains/region-stats';
import {
  CANCELLATION_MIN_INSURED,
  CANCELLATION_MIN_WAN,
  EVENT_EVIDENCE,
  EVENT_WINDOW_DAYS,
  IMPORTANCE_RULES,
  LARGE_BID_MIN_WAN,
  PATENT_BURST_DAYS,
  PATENT_BURST_MIN,
  SUBSIDIARY_MIN_RATIO,
  SUBSIDIARY_START_DAYS,
} from './rules';
import { wanAmountText } from '../../db/queries/amount-text';

// Derive step `industry-events` (docs/intelligence.md "Event model"): one event per piece of
// evidence in the facts, tagged with its enterprise's region, industry and chain links, in
// set-based SQL (a few scans of the fact tables, no per-enterprise loop). Ids are stable: the
// table is refreshed by upsert on event_key, so an unchanged event keeps its id, a new one
// gets a larger id and one whose evidence vanished is deleted; deliveries (event-deliveries)
// and subscriptions' watermarks rely on that.

/** app_meta key: the date the events were last derived as of (the window ends there). */
export const EVENTS_AS_OF_KEY = 'industry_events_as_of';
/** Past this many touched enterprises a full refresh is cheaper than a scoped one. */
export const EVENTS_INCREMENTAL_MAX = 50_000;

const num = (n: number) => sql.raw(String(n));
const wan = (n: string) => wanAmountText(n);
/** The leading amount of a capital text such as 1000万元人民币 (as the leads read it). */
const capitalOf = (col: string) =>
  sql.raw(`nullif(substring(${col} from '^[0-9]+(?:[.][0-9]+)?'), '')::numeric`);
/** The CNY rate of an enterprise's capital currency (as the chain figures convert). */
const rateOf = (currency: string) =>
  sql`(case ${sql.raw(currency)} ${sql.join(
    Object.entries(CNY_RATES).map(([c, r]) => sql`when ${c} then ${sql.raw(String(r))}::numeric`),
    sql` `,
  )} else 1::numeric end)`;

/** 1–3 from a measure by the kind's thresholds (IMPORTANCE_RULES). */
function importance(kind: IndustryEventKind, measure: SQL): SQL {
  const r = IMPORTANCE_RULES[kind];
  return sql`(case when ${measure} >= ${num(r.major!)} then 3
    when ${measure} >= ${num(r.important!)} then 2 else 1 end)`;
}

/**
 * Each kind's evidence rows as of `today`: kind, source_id, enterprise_id, event_date,
 * amount_wan, importance, title. Dates within the window are applied outside.
 */
function kindSql(kind: IndustryEventKind, today: SQL): SQL {
  switch (kind) {
    case 'financing':
      return sql`select f.id as source_id, f.enterprise_id, f.occurred_on as event_date,
          f.amount_wan::numeric as amount_wan,
          (case when f.round ilike '%IPO%' then 3 else ${importance(kind, sql`coalesce(f.amount_wan, 0)`)} end) as importance,
          '完成' || f.round || '融资，金额' || f.amount_text ||
            case when f.investors <> '' then '，投资方：' || f.investors else '' end as title
        from financing_events f`;
    case 'large_bid':
      return sql`select b.id, b.enterprise_id, b.published_on, b.amount::numeric,
          ${importance(kind, sql`b.amount`)},
          '中标「' || b.title || '」，金额 ' || ${wan('b.amount')}
        from bids b where b.role = '中标' and b.amount >= ${num(LARGE_BID_MIN_WAN)}`;
    case 'capital_change':
      return sql`select c.id, c.enterprise_id, c.changed_on, c.delta,
          ${importance(kind, sql`c.delta`)},
          '注册资本由 ' || c.before || case when c.after_wan > c.before_wan then ' 增至 ' else ' 减至 ' end || c.after
        from (
          select x.*, ${capitalOf('x.before')} as before_wan, ${capitalOf('x.after')} as after_wan,
            round(abs(${capitalOf('x.after')} - ${capitalOf('x.before')}) * ${rateOf('e.capital_currency')}, 4) as delta
          from change_records x join enterprises e on e.id = x.enterprise_id
          where x.item = '注册资本变更'
        ) c
        where c.before_wan is not null and c.after_wan is not null and c.after_wan <> c.before_wan`;
    case 'new_branch':
      return sql`select br.id, br.parent_id, s.established_on, null::numeric,
          (case when left(s.region_code, 4) <> left(p.region_code, 4) then 2 else 1 end),
          '设立分支机构「' || s.qymc || '」'
        from branches br
        join enterprises s on s.id = br.branch_id
        join enterprises p on p.id = br.parent_id`;
    case 'new_subsidiary':
      return sql`select sh.id, sh.holder_enterprise_id, sh.subscribed_on, sh.subscribed_capital::numeric,
          ${importance(kind, sql`coalesce(sh.subscribed_capital, 0)`)},
          '投资设立「' || c.qymc || '」，持股 ' || rtrim(rtrim(to_char(sh.ratio, 'FM990.99'), '0'), '.') || '%' ||
            case when sh.subscribed_capital is not null then '，认缴 ' || ${wan('sh.subscribed_capital')} else '' end
        from shareholdings sh join enterprises c on c.id = sh.enterprise_id
        where sh.holder_enterprise_id is not null and sh.ratio >= ${num(SUBSIDIARY_MIN_RATIO)}
          and sh.subscribed_on >= c.established_on
          and sh.subscribed_on <= c.established_on + ${num(SUBSIDIARY_START_DAYS)}`;
    case 'qualification':
      // The highest qualification the record names, new when the text before lacks it.
      return sql`select q.id, q.enterprise_id, q.changed_on, null::numeric,
          (case when q.word = '小巨人' then 3 else 2 end), '取得' || q.label || '资质'
        from (
          select c.*, (case when c.after like '%小巨人%' then '小巨人'
              when c.after like '%专精特新%' then '专精特新' else '高新技术企业' end) as word,
            (case when c.after like '%小巨人%' then '专精特新“小巨人”'
              when c.after like '%专精特新%' then '专精特新' else '高新技术企业' end) as label
          from change_records c
          where c.after like '%高新技术企业%' or c.after like '%专精特新%'
        ) q
        where q.before not like '%' || q.word || '%'`;
    case 'patent_burst':
      // Fixed 30-day periods from 2000-01-01, so a burst's key (its first patent) is stable
      // as later patents of the same period arrive.
      return sql`select (array_agg(x.id order by x.published_on, x.id))[1], x.enterprise_id,
          max(x.published_on), null::numeric, ${importance(kind, sql`count(*)`)},
          '集中获授权专利 ' || count(*) || ' 件（' || to_char(min(x.published_on), 'YYYY-MM-DD') ||
            ' 至 ' || to_char(max(x.published_on), 'YYYY-MM-DD') || '）'
        from patents x
        where x.legal_status = '授权' and x.published_on is not null
          and x.published_on <= ${today}::date
          and x.published_on > ${today}::date - ${num(EVENT_WINDOW_DAYS + PATENT_BURST_DAYS)}
        group by x.enterprise_id, (x.published_on - date '2000-01-01') / ${num(PATENT_BURST_DAYS)}
        having count(*) >= ${num(PATENT_BURST_MIN)}`;
    case 'penalty':
      return sql`select p.id, p.enterprise_id, p.decided_on, (p.amount / 10000)::numeric,
          ${importance(kind, sql`coalesce(p.amount, 0) / 10000`)},
          '受到行政处罚：' || p.reason ||
            case when p.amount is not null then '，罚款 ' || ${wan('p.amount / 10000')} else '' end
        from penalties p`;
    case 'judgment':
      return sql`select d.id, d.enterprise_id, d.judged_on, (d.amount / 10000)::numeric,
          ${importance(kind, sql`coalesce(d.amount, 0) / 10000`)},
          '作为被告涉诉：' || d.cause ||
            case when d.amount is not null then '，涉案金额 ' || ${wan('d.amount / 10000')} else '' end
        from judgments d where d.role = '被告'`;
    case 'cancellation':
      // Dated as the regional economy dates exits: the latest 登记状态变更 to the status.
      return sql`select x.change_id, x.id, x.changed_on, x.capital,
          ${importance(kind, sql`coalesce(x.capital, 0)`)},
          '企业' || x.status || case when x.capital is not null then '，注册资本 ' || ${wan('x.capital')} else '' end ||
            case when x.insured_count is not null then '，参保 ' || x.insured_count || ' 人' else '' end
        from (
          select e.id, e.status, e.insured_count,
            round(e.zczb * ${rateOf('e.capital_currency')}, 4) as capital, c.id as change_id, c.changed_on
          from enterprises e
          join lateral (select c.id, c.changed_on from change_records c
            where c.enterprise_id = e.id and c.item = '登记状态变更' and c.after = e.status
            order by c.changed_on desc, c.id desc limit 1) c on true
          where e.status in ('注销', '吊销')
        ) x
        where x.capital >= ${num(CANCELLATION_MIN_WAN)} or x.insured_count >= ${num(CANCELLATION_MIN_INSURED)}`;
  }
}

/** Every kind's rows with their kind, evidence table and profile section, within the window. */
function candidatesSql(today: SQL, scope: SQL | null): SQL {
  const kinds = INDUSTRY_EVENT_KINDS.map(
    (kind) => sql`select ${kind}::text as kind, ${EVENT_EVIDENCE[kind].table}::text as source_table,
        ${EVENT_EVIDENCE[kind].section}::text as profile_section, k.*
      from (${kindSql(kind, today)}) as k(source_id, enterprise_id, event_date, amount_wan, importance, title)`,
  );
  const within = scope ? sql` and ev.enterprise_id = any(${scope})` : sql``;
  const placed = scope ? sql` and p.enterprise_id = any(${scope})` : sql``;
  return sql`with ev as (${sql.join(kinds, sql` union all `)}),
    tags as (
      select p.enterprise_id, array_agg(distinct n.code order by n.code) as nodes,
        array_agg(distinct c.code order by c.code) as chains
      from chain_placements p
      join industry_chain_nodes n on n.id = p.node_id
      join industry_chains c on c.id = p.chain_id
      where p.confidence <> 'weak'${placed}
      group by p.enterprise_id
    )
    select ev.kind || ':' || ev.source_id as event_key, ev.kind, ev.enterprise_id,
      ev.event_date, ev.importance::smallint as importance, ev.title, ev.amount_wan,
      e.region_code, left(e.region_code, 2) || '0000' as province_code,
      left(e.region_code, 4) || '00' as city_code, e.industry_code, e.industry_category,
      coalesce(t.nodes, '{}'::text[]) as chain_nodes, coalesce(t.chains, '{}'::text[]) as chains,
      ev.source_table, ev.source_id, ev.profile_section
    from ev
    join enterprises e on e.id = ev.enterprise_id
    left join tags t on t.enterprise_id = ev.enterprise_id
    where ev.event_date is not null and ev.event_date <= ${today}::date
      and ev.event_date > ${today}::date - ${num(EVENT_WINDOW_DAYS)}${within}`;
}

export type EventsRefresh = {
  /** Events in the table afterwards. */
  rows: number;
  inserted: number;
  updated: number;
  deleted: number;
  /** Enterprises whose events were recomputed; null: all of them (a full refresh). */
  scoped: number | null;
};

const COLUMNS = sql.raw(`event_key, kind, enterprise_id, event_date, importance, title, amount_wan,
  region_code, province_code, city_code, industry_code, industry_category, chain_nodes, chains,
  source_table, source_id, profile_section`);
const UPDATED = [
  'kind',
  'enterprise_id',
  'event_date',
  'importance',
  'title',
  'amount_wan',
  'region_code',
  'province_code',
  'city_code',
  'industry_code',
  'industry_category',
  'chain_nodes',
  'chains',
  'source_table',
  'source_id',
  'profile_section',
];

/**
 * The events as of `now`'s date. Given the enterprises an import touched, and when the table
 * is already as of that date, only their events are recomputed; otherwise every event (the
 * window moves with the date). Both give the same table, with the same ids.
 */
export async function refreshIndustryEvents(
  db: Database,
  now: Date,
  touched?: readonly number[],
): Promise<EventsRefresh> {
  // China's day, as imported changes are dated (run-import's data date).
  const day = chinaToday(now);
  const today = sql`${day}`;
  return db.transaction(async (tx) => {
    const asOf = (await tx.execute(
      sql`select value #>> '{}' as day from app_meta where key = ${EVENTS_AS_OF_KEY}`,
    )) as { rows: { day: string }[] };
    let scope: SQL | null = null;
    let scoped: number | null = null;
    if (
      touched !== undefined &&
      touched.length <= EVENTS_INCREMENTAL_MAX &&
      asOf.rows[0]?.day === day
    ) {
      const ids = await widenTouched(tx, touched);
      scope = sql`${`{${ids.join(',')}}`}::bigint[]`;
      scoped = ids.length;
    }
    // A temporary table (not CREATE TABLE AS, which takes no parameters), read twice.
    await tx.execute(sql`create temp table industry_event_candidates (
        event_key text primary key, kind text, enterprise_id bigint, event_date date,
        importance smallint, title text, amount_wan numeric, region_code text,
        province_code text, city_code text, industry_code text, industry_category text,
        chain_nodes text[], chains text[], source_table text, source_id bigint,
        profile_section text
      ) on commit drop`);
    await tx.execute(sql`insert into industry_event_candidates (${COLUMNS})
      ${candidatesSql(today, scope)}`);
    const deleted = (await tx.execute(sql`with gone as (delete from industry_events ev
        where ${scope ? sql`ev.enterprise_id = any(${scope})` : sql`true`}
          and not exists (select 1 from industry_event_candidates c where c.event_key = ev.event_key)
        returning 1)
      select count(*)::int as n from gone`)) as { rows: { n: number }[] };
    // Oldest first, so newer events get the larger ids; unchanged rows are left alone.
    const upserted = (await tx.execute(sql`with up as (insert into industry_events (${COLUMNS})
        select ${COLUMNS} from industry_event_candidates order by event_date, event_key
        on conflict (event_key) do update set ${sql.raw(UPDATED.map((c) => `${c} = excluded.${c}`).join(', '))}
        where (${sql.raw(UPDATED.map((c) => `industry_events.${c}`).join(', '))})
          is distinct from (${sql.raw(UPDATED.map((c) => `excluded.${c}`).join(', '))})
        returning (xmax = 0) as inserted)
      select count(*) filter (where inserted)::int as inserted, count(*)::int as n from up`)) as {
      rows: { inserted: number; n: number }[];
    };
    await tx.execute(sql`drop table industry_event_candidates`);
    // A full rebuild can change the table wholesale: fresh statistics keep the feed's plans on
    // its indexes (stale ones chose a sort of every event at 1M).
    if (!scope) await tx.execute(sql`analyze industry_events`);
    await tx.execute(sql`insert into app_meta (key, value) values (${EVENTS_AS_OF_KEY}, to_jsonb(${day}::text))
      on conflict (key) do update set value = excluded.value, updated_at = now()`);
    const total = (await tx.execute(sql`select count(*)::int as n from industry_events`)) as {
      rows: { n: number }[];
    };
    const inserted = Number(upserted.rows[0]!.inserted);
    return {
      rows: Number(total.rows[0]!.n),
      inserted,
      updated: Number(upserted.rows[0]!.n) - inserted,
      deleted: Number(deleted.rows[0]!.n),
      scoped,
    };
  });
}
