import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { eventFilterSql, type ResolvedEventFilter } from './industry-events';

// 产业简报 (docs/reports.md "Briefings"): the period's events through the feed's one filter
// translation (eventFilterSql), and a subject's registrations per child region from the rows of
// the step industry-overview. Index reads only: never a scan of enterprises.

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/** The filter's events per kind. */
export async function eventCountsByKind(
  db: Database,
  filter: ResolvedEventFilter,
): Promise<Map<string, number>> {
  const found = await rows<{ kind: string; n: number | string }>(
    db,
    sql`select ev.kind, count(*)::int as n from industry_events ev
      where ${eventFilterSql(filter)} group by ev.kind`,
  );
  return new Map(found.map((r) => [r.kind, Number(r.n)]));
}

export type BriefingEvent = {
  id: number;
  kind: string;
  enterpriseId: number;
  qymc: string;
  eventDate: string;
  importance: number;
  title: string;
  profileSection: string;
};

/** The filter's most notable events: importance, then newest, then id. */
export async function notableEvents(
  db: Database,
  filter: ResolvedEventFilter,
  limit: number,
): Promise<BriefingEvent[]> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select ev.id, ev.kind, ev.enterprise_id, e.qymc,
        to_char(ev.event_date, 'YYYY-MM-DD') as event_date, ev.importance, ev.title,
        ev.profile_section
      from industry_events ev join enterprises e on e.id = ev.enterprise_id
      where ${eventFilterSql(filter)}
      order by ev.importance desc, ev.event_date desc, ev.id desc
      limit ${limit}`,
  );
  return found.map((r) => ({
    id: Number(r.id),
    kind: String(r.kind),
    enterpriseId: Number(r.enterprise_id),
    qymc: String(r.qymc),
    eventDate: String(r.event_date),
    importance: Number(r.importance),
    title: String(r.title),
    profileSection: String(r.profile_section),
  }));
}

/** How many of the filter's events each enterprise has (the leaders' activity). */
export async function eventsPerEnterprise(
  db: Database,
  filter: ResolvedEventFilter,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const found = await rows<{ id: number | string; n: number | string }>(
    db,
    sql`select ev.enterprise_id as id, count(*)::int as n from industry_events ev
      where ${eventFilterSql(filter)} and ev.enterprise_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by ev.enterprise_id`,
  );
  return new Map(found.map((r) => [Number(r.id), Number(r.n)]));
}

/** A subject's registrations and exits per region over some months (absent: none). */
export async function monthlyByRegion(
  db: Database,
  subject: { kind: number; code: string },
  regionCodes: readonly string[],
  months: readonly string[],
): Promise<Map<string, { registrations: number; cancellations: number }>> {
  if (regionCodes.length === 0 || months.length === 0) return new Map();
  const list = (values: readonly string[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  const found = await rows<{ region_code: string; r: number | string; c: number | string }>(
    db,
    sql`select region_code, sum(registrations)::int as r, sum(cancellations)::int as c
      from industry_overview_monthly
      where subject_kind = ${subject.kind} and subject_code = ${subject.code}
        and region_code in (${list(regionCodes)}) and month in (${list(months)})
      group by region_code`,
  );
  return new Map(
    found.map((r) => [r.region_code, { registrations: Number(r.r), cancellations: Number(r.c) }]),
  );
}
