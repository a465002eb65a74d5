import { sql, type SQL } from 'drizzle-orm';
import { widenTouched } from '../../data/derive/scope';
import type { Database } from '../../db/client';
import { storeLeadCounts } from './counts';
import { EVIDENCE_DIMENSIONS, LEAD_KINDS, TRIGGERS, type LeadKind } from './triggers';

// The derive step `leads` (docs/leads.md): every trigger's evidence in one union, scored and
// gathered per enterprise × kind by one INSERT … SELECT, so the cost is a few scans of the
// fact tables whatever the number of enterprises (no per-enterprise loop).

/** Evidence loses half its points every this many days (recency decay). */
export const HALF_LIFE_DAYS = 90;
/** At most this many pieces of evidence of one trigger are kept (and scored) per lead. */
export const EVIDENCE_PER_TRIGGER = 3;
/** Registered capital at which the size factor reaches 2 (万元); it grows with log10. */
export const SIZE_REF_WAN = 1000;
/** Risk: points deducted per recent penalty or judgment as defendant (at most three each). */
export const RISK_POINTS_PER_CASE = 15;
export const RISK_MAX_CASES = 3;
export const RISK_WINDOW_DAYS = 365;
/** Points deducted for an abnormal status (吊销, 注销). */
export const ABNORMAL_STATUS_POINTS = 50;
export const ABNORMAL_STATUSES = ['吊销', '注销'] as const;

export const RISK_FLAGS = {
  penalty: '近期行政处罚',
  defendant: '被告涉诉',
  abnormal: '经营异常',
} as const;

const num = (n: number) => sql.raw(String(n));
const literal = (s: string | null) => (s === null ? 'null' : `'${s.replace(/'/g, "''")}'`);

/** (trigger, kind, weight, products, table, dimension, name) of every trigger × kind it feeds. */
function catalogueValues(): SQL {
  const rows = TRIGGERS.flatMap((t) =>
    LEAD_KINDS.filter((k) => t.products[k]).map(
      (k) =>
        `(${literal(t.key)}, ${literal(k)}, ${t.weight}::float8, array[${t.products[k]!.map(literal).join(', ')}]::text[], ` +
        `${literal(t.table)}, ${literal(EVIDENCE_DIMENSIONS[t.table])}, ${literal(t.name)})`,
    ),
  );
  return sql.raw(
    `(values ${rows.join(',\n')}) as cat(trigger, kind, weight, products, tbl, dimension, name)`,
  );
}

/** app_meta key: the date the leads were last rebuilt as of (recency and windows use it). */
export const LEADS_AS_OF_KEY = 'leads_as_of';
/** Past this many touched enterprises a full rebuild is cheaper than a scoped one. */
export const INCREMENTAL_MAX_ENTERPRISES = 50_000;

export type LeadsRefresh = {
  rows: number;
  rzsj: number;
  cksj: number;
  /** Enterprises whose leads were recomputed; null: all of them (a full rebuild). */
  scoped: number | null;
};

/**
 * The leads as of `now`'s date. Given the enterprises an import touched, and when the table
 * is already as of that date, only their leads (and those of the enterprises whose triggers
 * cite them: a branch's parent, a shareholder) are recomputed; otherwise the whole table is
 * rebuilt, since every score decays with the date. Both give the same table.
 */
export async function refreshLeads(
  db: Database,
  now: Date,
  touched?: readonly number[],
): Promise<LeadsRefresh> {
  const day = now.toISOString().slice(0, 10);
  const today = sql`${day}::date`;
  return db.transaction(async (tx) => {
    const asOf = (await tx.execute(
      sql`select value #>> '{}' as day from app_meta where key = ${LEADS_AS_OF_KEY}`,
    )) as { rows: { day: string }[] };
    const scoped =
      touched !== undefined &&
      touched.length <= INCREMENTAL_MAX_ENTERPRISES &&
      asOf.rows[0]?.day === day;
    let scope: SQL | null = null;
    let scopedCount: number | null = null;
    if (scoped) {
      const ids = await widenTouched(tx, touched);
      scope = sql`${`{${ids.join(',')}}`}::bigint[]`;
      scopedCount = ids.length;
    }
    const evidence = sql.join(
      TRIGGERS.map(
        (t) =>
          sql`select ${t.key}::text as trigger, ev.* from (${t.evidence(sql`${day}`)}) ev${
            scope ? sql` where ev.enterprise_id = any(${scope})` : sql``
          }`,
      ),
      sql` union all `,
    );
    await tx.execute(
      scope ? sql`delete from leads where enterprise_id = any(${scope})` : sql`delete from leads`,
    );
    await tx.execute(sql`insert into leads (enterprise_id, kind, score, trigger_points, size_factor,
        risk_penalty, trigger_types, triggers, products, risk_flags, latest_on, region_code,
        industry_code, industry_category, zczb, tags, status)
      with ev as (${evidence}),
      kept as (
        select ev.*, row_number() over (partition by ev.enterprise_id, ev.trigger
          order by ev.on_date desc, ev.source_id desc) as n
        from ev
      ),
      scored as (
        select k.enterprise_id, cat.kind, cat.trigger, cat.name, cat.tbl, cat.dimension,
          cat.products, k.source_id, k.on_date, k.strength, k.sentence,
          cat.weight * k.strength * power(0.5, (${today} - k.on_date)::float8 / ${num(HALF_LIFE_DAYS)}) as points
        from kept k join ${catalogueValues()} on cat.trigger = k.trigger
        where k.n <= ${num(EVIDENCE_PER_TRIGGER)}
      ),
      gathered as (
        select s.enterprise_id, s.kind, sum(s.points) as trigger_points, max(s.on_date) as latest_on,
          array_agg(distinct s.trigger order by s.trigger) as trigger_types,
          jsonb_agg(jsonb_build_object('trigger', s.trigger, 'name', s.name, 'table', s.tbl,
            'id', s.source_id, 'on', to_char(s.on_date, 'YYYY-MM-DD'), 'sentence', s.sentence,
            'dimension', s.dimension, 'strength', round(s.strength::numeric, 2),
            'points', round(s.points::numeric, 2))
            order by s.points desc, s.on_date desc, s.trigger, s.source_id) as triggers
        from scored s group by s.enterprise_id, s.kind
      ),
      offered as (
        select o.enterprise_id, o.kind, array_agg(o.product order by o.best desc, o.product) as products
        from (
          select s.enterprise_id, s.kind, p.product, max(s.points) as best
          from scored s cross join lateral unnest(s.products) as p(product)
          group by s.enterprise_id, s.kind, p.product
        ) o group by o.enterprise_id, o.kind
      ),
      subjects as (select distinct enterprise_id from gathered),
      risk as (
        select j.id as enterprise_id,
          (select count(*) from penalties p where p.enterprise_id = j.id
            and p.decided_on > ${today} - ${sql.raw(String(RISK_WINDOW_DAYS))} and p.decided_on <= ${today}) as penalties,
          (select count(*) from judgments d where d.enterprise_id = j.id and d.role = '被告'
            and d.judged_on > ${today} - ${sql.raw(String(RISK_WINDOW_DAYS))} and d.judged_on <= ${today}) as defendant
        from (select enterprise_id as id from subjects) j
      )
      select g.enterprise_id, g.kind,
        round((g.trigger_points * sz.size - rp.penalty)::numeric, 2)::float8,
        round(g.trigger_points::numeric, 2)::float8, round(sz.size::numeric, 3)::float8, rp.penalty,
        g.trigger_types, g.triggers, o.products,
        array_remove(array[
          case when r.penalties > 0 then ${RISK_FLAGS.penalty} end,
          case when r.defendant > 0 then ${RISK_FLAGS.defendant} end,
          case when e.status in (${sql.join(
            ABNORMAL_STATUSES.map((s) => sql`${s}`),
            sql`, `,
          )}) then ${RISK_FLAGS.abnormal} end
        ]::text[], null),
        g.latest_on, e.region_code, e.industry_code, e.industry_category, e.zczb, e.tags, e.status
      from gathered g
      join offered o on o.enterprise_id = g.enterprise_id and o.kind = g.kind
      join enterprises e on e.id = g.enterprise_id
      join risk r on r.enterprise_id = g.enterprise_id
      cross join lateral (select 1 + log(1 + greatest(coalesce(e.zczb, 0), 0)::numeric / ${num(SIZE_REF_WAN)})::float8 as size) sz
      cross join lateral (select (${num(RISK_POINTS_PER_CASE)} * (least(r.penalties, ${num(RISK_MAX_CASES)})
          + least(r.defendant, ${num(RISK_MAX_CASES)}))
        + case when e.status in (${sql.join(
          ABNORMAL_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )}) then ${num(ABNORMAL_STATUS_POINTS)} else 0 end)::float8 as penalty) rp`);
    // Exact counts for the unfiltered lists, recounted whole whichever way the rows changed.
    const totals = await storeLeadCounts(tx);
    const of = (k: LeadKind) => totals[k];
    await tx.execute(sql`insert into app_meta (key, value) values (${LEADS_AS_OF_KEY}, to_jsonb(${day}::text))
      on conflict (key) do update set value = excluded.value, updated_at = now()`);
    return {
      rows: of('rzsj') + of('cksj'),
      rzsj: of('rzsj'),
      cksj: of('cksj'),
      scoped: scopedCount,
    };
  });
}
