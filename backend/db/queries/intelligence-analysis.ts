import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { eventFilterSql, type ResolvedEventFilter } from './industry-events';

// Reads of 情报分析 (qbfx), docs/intelligence-analysis.md: aggregates of industry_events under
// the feed's filter, always through eventFilterSql so a figure and the events its link opens
// in the feed are the same rows.

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/** SQL: the Monday of an event's week (ISO weeks), as a date. */
export const weekOfSql = sql.raw(`(ev.event_date - (extract(isodow from ev.event_date)::int - 1))`);

export type WeekKindRow = { week: string; kind: string; count: number };
export type AreaRow = { province: string; city: string; region: string; count: number };
export type TotalRow = {
  events: number;
  enterprises: number;
  financingEvents: number;
  financingAmount: number;
};
export type EventBuckets = { weeks: WeekKindRow[]; areas: AreaRow[]; total: TotalRow };

/**
 * One pass over the filtered events: counts by week × kind (kinds and the total are their
 * sums), by province × city × district, and the totals (distinct enterprises, financing).
 */
export async function eventBuckets(db: Database, f: ResolvedEventFilter): Promise<EventBuckets> {
  const raw = await rows<Record<string, unknown>>(
    db,
    sql`select grouping(ev.kind, ${weekOfSql}, ev.province_code, ev.city_code, ev.region_code)
        as g,
      ev.kind, ${weekOfSql}::text as week, ev.province_code, ev.city_code, ev.region_code,
      count(*) as n,
      count(distinct ev.enterprise_id) as enterprises,
      count(*) filter (where ev.kind = 'financing') as financing,
      coalesce(sum(ev.amount_wan) filter (where ev.kind = 'financing'), 0)::float8 as amount
    from industry_events ev
    where ${eventFilterSql(f)}
    group by grouping sets ((ev.kind, ${weekOfSql}),
      (ev.province_code, ev.city_code, ev.region_code), ())`,
  );
  const out: EventBuckets = {
    weeks: [],
    areas: [],
    total: { events: 0, enterprises: 0, financingEvents: 0, financingAmount: 0 },
  };
  for (const r of raw) {
    const g = Number(r.g);
    if (g === 0b00111) {
      out.weeks.push({ week: String(r.week), kind: String(r.kind), count: Number(r.n) });
    } else if (g === 0b11000) {
      out.areas.push({
        province: String(r.province_code),
        city: String(r.city_code),
        region: String(r.region_code),
        count: Number(r.n),
      });
    } else {
      out.total = {
        events: Number(r.n),
        enterprises: Number(r.enterprises),
        financingEvents: Number(r.financing),
        financingAmount: Number(r.amount),
      };
    }
  }
  return out;
}

export type LinkRow = {
  code: string;
  name: string;
  stage: string;
  chain: string;
  chainName: string;
  count: number;
  previous: number;
};

/**
 * Chain links by events in [from, to] with their events in the previous period [previousFrom,
 * from): `f` spans both periods. Only links of `chain` when given, only `node` when given.
 */
export async function hotLinks(
  db: Database,
  f: ResolvedEventFilter & { from: string; to: string },
  previousFrom: string,
  limit: number,
): Promise<LinkRow[]> {
  const both = { ...f, from: previousFrom };
  const current = sql`ev.event_date >= ${f.from}::date`;
  const raw = await rows<Record<string, unknown>>(
    db,
    sql`select n.code, n.name, n.stage, c.code as chain, c.name as chain_name, x.cur, x.prev
    from (select t.node, count(*) filter (where ${current}) as cur,
        count(*) filter (where not (${current})) as prev
      from industry_events ev cross join lateral unnest(ev.chain_nodes) as t(node)
      where ${eventFilterSql(both)}
      group by t.node) x
    join industry_chain_nodes n on n.code = x.node
    join industry_chains c on c.id = n.chain_id
    where x.cur > 0
      ${f.chain ? sql`and c.code = ${f.chain}` : sql``}
      ${f.node ? sql`and n.code = ${f.node}` : sql``}
    order by x.cur desc, n.code
    limit ${limit}`,
  );
  return raw.map((r) => ({
    code: String(r.code),
    name: String(r.name),
    stage: String(r.stage),
    chain: String(r.chain),
    chainName: String(r.chain_name),
    count: Number(r.cur),
    previous: Number(r.prev),
  }));
}

export type EnterpriseRow = {
  id: string;
  qymc: string;
  count: number;
  kinds: { kind: string; count: number }[];
};

/** The enterprises with most events (ties by id), with their events by kind. */
export async function activeEnterprises(
  db: Database,
  f: ResolvedEventFilter,
  limit: number,
): Promise<EnterpriseRow[]> {
  const raw = await rows<Record<string, unknown>>(
    db,
    sql`with top as (
      select ev.enterprise_id, count(*) as n from industry_events ev
      where ${eventFilterSql(f)}
      group by ev.enterprise_id
      order by n desc, ev.enterprise_id
      limit ${limit})
    select t.enterprise_id, t.n, e.qymc, k.kind, k.c
    from top t
    join enterprises e on e.id = t.enterprise_id
    cross join lateral (select ev.kind, count(*) as c from industry_events ev
      where ev.enterprise_id = t.enterprise_id and ${eventFilterSql(f)}
      group by ev.kind) k
    order by t.n desc, t.enterprise_id, k.c desc, k.kind`,
  );
  const out: EnterpriseRow[] = [];
  for (const r of raw) {
    const id = String(r.enterprise_id);
    let last = out.at(-1);
    if (last?.id !== id) {
      last = { id, qymc: String(r.qymc), count: Number(r.n), kinds: [] };
      out.push(last);
    }
    last.kinds.push({ kind: String(r.kind), count: Number(r.c) });
  }
  return out;
}

/** The earliest event date held ('YYYY-MM-DD'), or null. */
export async function earliestEventDate(db: Database): Promise<string | null> {
  const [row] = await rows<{ d: string | null }>(
    db,
    sql`select min(event_date)::text as d from industry_events`,
  );
  return row?.d ?? null;
}
