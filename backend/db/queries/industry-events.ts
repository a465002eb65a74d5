import { sql, type SQL } from 'drizzle-orm';
import type { RegionRef } from '@/lib/contract/chains';
import type { EventFilter } from '@/lib/contract/intelligence';

// 产业情报 events (docs/intelligence.md): the one translation of the feed's filter into SQL,
// used by the feed, its analysis, briefings and subscriptions' delivery, so that a figure and
// the events its link opens always agree.

/** A filter whose region the service has resolved (never 'local'). */
export type ResolvedEventFilter = Omit<EventFilter, 'region'> & { region: RegionRef };

/**
 * The region condition on `industry_events` (alias `ev`): the copied province and city codes
 * let a province or a city use its own index.
 */
export function eventRegionSql(region: RegionRef): SQL {
  switch (region.level) {
    case 0:
      return sql`true`;
    case 1:
      return sql`ev.province_code = ${region.code}`;
    case 2:
      return sql`ev.city_code = ${region.code}`;
    default:
      return sql`ev.region_code = ${region.code}`;
  }
}

/** The industry condition: a 门类 letter, or a code prefix of 2–4 digits. */
export function eventIndustrySql(industry: string): SQL {
  if (/^[A-T]$/.test(industry)) return sql`ev.industry_category = ${industry}`;
  if (industry.length === 4) return sql`ev.industry_code = ${industry}`;
  // 2 or 3 digits: the codes below it, as an index range on industry_code.
  const next = String(Number(industry) + 1).padStart(industry.length, '0');
  return sql`ev.industry_code >= ${industry} and ev.industry_code < ${next}`;
}

/** Every condition of a filter on `industry_events ev`, joined by and. */
export function eventFilterSql(f: ResolvedEventFilter): SQL {
  const parts: SQL[] = [eventRegionSql(f.region)];
  if (f.chain) parts.push(sql`ev.chains @> array[${f.chain}]::text[]`);
  if (f.node) parts.push(sql`ev.chain_nodes @> array[${f.node}]::text[]`);
  if (f.industry) parts.push(eventIndustrySql(f.industry));
  if (f.kinds.length > 0) {
    parts.push(
      sql`ev.kind in (${sql.join(
        f.kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
  }
  if (f.importance > 1) parts.push(sql`ev.importance >= ${f.importance}`);
  if (f.from) parts.push(sql`ev.event_date >= ${f.from}::date`);
  if (f.to) parts.push(sql`ev.event_date <= ${f.to}::date`);
  if (f.qyid !== undefined) parts.push(sql`ev.enterprise_id = ${f.qyid}`);
  return sql.join(parts, sql` and `);
}
