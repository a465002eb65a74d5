import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { eventFilterSql, type ResolvedEventFilter } from './industry-events';

// The feed 产业情报 /cyjj/qbzl (docs/intelligence.md "The feed"): a page of a filter's events,
// newest first, read through the indexes on (date, id) and the copied tags; the count stops at
// a cap, so a broad filter never counts millions of rows per page.

export type EventRow = {
  id: number;
  kind: string;
  enterpriseId: number;
  qymc: string;
  eventDate: string;
  importance: number;
  title: string;
  amountWan: number | null;
  regionCode: string;
  chainNodes: string[];
  profileSection: string;
};

type RawEvent = {
  id: number | string;
  kind: string;
  enterprise_id: number | string;
  qymc: string;
  event_date: string | Date;
  importance: number;
  title: string;
  amount_wan: number | string | null;
  region_code: string;
  chain_nodes: string[] | string;
  profile_section: string;
};

const day = (v: string | Date) =>
  typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10);
const array = (v: string[] | string) =>
  Array.isArray(v)
    ? v
    : v
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);

function toRow(r: RawEvent): EventRow {
  return {
    id: Number(r.id),
    kind: r.kind,
    enterpriseId: Number(r.enterprise_id),
    qymc: r.qymc,
    eventDate: day(r.event_date),
    importance: Number(r.importance),
    title: r.title,
    amountWan: r.amount_wan === null ? null : Number(r.amount_wan),
    regionCode: r.region_code,
    chainNodes: array(r.chain_nodes),
    profileSection: r.profile_section,
  };
}

const SELECTED = sql`ev.id, ev.kind, ev.enterprise_id, e.qymc, to_char(ev.event_date, 'YYYY-MM-DD') as event_date,
  ev.importance, ev.title, ev.amount_wan, ev.region_code, ev.chain_nodes, ev.profile_section`;

/**
 * One page of the filter's events, newest first (date, then id). `nulls last` as the indexes
 * are built (drizzle's desc()), or the planner sorts the whole table instead of reading one.
 */
export async function eventPage(
  db: Database,
  filter: ResolvedEventFilter,
  page: { limit: number; offset: number },
): Promise<EventRow[]> {
  const r = (await db.execute(sql`select ${SELECTED}
    from industry_events ev join enterprises e on e.id = ev.enterprise_id
    where ${eventFilterSql(filter)}
    order by ev.event_date desc nulls last, ev.id desc nulls last
    limit ${page.limit} offset ${page.offset}`)) as { rows: RawEvent[] };
  return r.rows.map(toRow);
}

/** How many events match, counted up to `cap` + 1 (more than `cap` means capped). */
export async function eventCount(
  db: Database,
  filter: ResolvedEventFilter,
  cap: number,
): Promise<number> {
  const r = (await db.execute(sql`select count(*)::int as n from (
    select 1 from industry_events ev where ${eventFilterSql(filter)} limit ${cap + 1}) t`)) as {
    rows: { n: number }[];
  };
  return Number(r.rows[0]!.n);
}

/** These events (by id) in the given order, for the user's deliveries. */
export async function eventsByIds(db: Database, ids: readonly number[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  const r = (await db.execute(sql`select ${SELECTED}
    from industry_events ev join enterprises e on e.id = ev.enterprise_id
    where ev.id = any(${`{${ids.map((i) => Math.trunc(i)).join(',')}}`}::bigint[])`)) as {
    rows: RawEvent[];
  };
  const byId = new Map(r.rows.map((row) => [Number(row.id), toRow(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Names of chain nodes by code. */
export async function nodeNames(
  db: Database,
  codes: readonly string[],
): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const r = (await db.execute(sql`select code, name from industry_chain_nodes
    where code = any(${`{${codes.map((c) => `"${c.replace(/["\\]/g, '')}"`).join(',')}}`}::text[])`)) as {
    rows: { code: string; name: string }[];
  };
  return new Map(r.rows.map((row) => [row.code, row.name]));
}

/** When a derive step last finished (ISO), null never. */
export async function eventsAsOf(db: Database): Promise<string | null> {
  const r = (await db.execute(
    sql`select finished_at from derive_runs where step = 'industry-events'`,
  )) as { rows: { finished_at: string | Date }[] };
  const v = r.rows[0]?.finished_at;
  return v === undefined ? null : new Date(v).toISOString();
}
