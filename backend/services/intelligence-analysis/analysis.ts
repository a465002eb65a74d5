import type { RegionRef } from '@/lib/contract/chains';
import {
  INDUSTRY_EVENT_KIND_OPTIONS,
  type IndustryEventKindValue,
} from '@/lib/contract/intelligence';
import {
  ANALYSIS_TOP,
  DEFAULT_PERIOD_DAYS,
  INTELLIGENCE_ANALYSIS_MESSAGES as M,
  MAX_PERIOD_DAYS,
  type QbfxAnswer,
  type QbfxFilter,
  type QbfxParams,
  type QbfxPeriod,
  type QbfxRegionBucket,
} from '@/lib/contract/intelligence-analysis';
import { addDays, daysIn, weeksOf } from '@/lib/intelligence-analysis/period';
import type { Database } from '../../db/client';
import {
  activeEnterprises,
  earliestEventDate,
  eventBuckets,
  hotLinks,
  type AreaRow,
} from '../../db/queries/intelligence-analysis';
import type { ResolvedEventFilter } from '../../db/queries/industry-events';
import { stepFinishedAt } from '../../db/queries/regional';
import { AppError } from '../../http/errors';
import { childRegions } from '../chains/regions';
import { change } from '../regional/records';

// 情报分析 (qbfx), docs/intelligence-analysis.md: the feed's filter with its period made
// explicit, and every aggregate of the screen over the events it selects.

const KIND_LABEL = new Map<string, string>(
  INDUSTRY_EVENT_KIND_OPTIONS.map((o) => [o.value, o.label]),
);
const labelOf = (kind: string) => KIND_LABEL.get(kind) ?? kind;

/** The step that fills industry_events (docs/intelligence.md). */
const EVENTS_STEP = 'industry-events';

/**
 * The period of a filter: both ends as given, else the last 90 days up to `today` (a lone
 * `from` runs to today, a lone `to` looks back 90 days). 400 past three years.
 */
export function periodOf(p: Pick<QbfxParams, 'from' | 'to'>, today: string): QbfxPeriod {
  let { from, to } = p;
  if (from && !to) {
    if (from > today) throw new AppError(400, M.fromAfterToday);
    to = today;
  }
  to ??= today;
  from ??= addDays(to, -(DEFAULT_PERIOD_DAYS - 1));
  const days = daysIn(from, to);
  if (days > MAX_PERIOD_DAYS) throw new AppError(400, M.periodTooLong);
  return { from, to, days, previousfrom: addDays(from, -days), previousto: addDays(from, -1) };
}

export function filterOf(p: QbfxParams, region: RegionRef, period: QbfxPeriod): QbfxFilter {
  return {
    chain: p.chain ?? null,
    node: p.node ?? null,
    industry: p.industry ?? null,
    region,
    kinds: p.kinds,
    importance: p.importance,
    from: period.from,
    to: period.to,
    qyid: p.qyid ?? null,
  };
}

/** The filter as eventFilterSql takes it. */
export function sqlFilterOf(f: QbfxFilter): ResolvedEventFilter & { from: string; to: string } {
  return {
    region: f.region,
    kinds: f.kinds,
    importance: f.importance,
    from: f.from,
    to: f.to,
    ...(f.chain ? { chain: f.chain } : {}),
    ...(f.node ? { node: f.node } : {}),
    ...(f.industry ? { industry: f.industry } : {}),
    ...(f.qyid !== null ? { qyid: f.qyid } : {}),
  };
}

/**
 * The events of each region one level down (the map's features for 全国 and a province): a
 * province counts by province_code, a city by city_code, a district (or a county-level city
 * the map draws in place of its placeholder city) by region_code, as the feed's region filter
 * does, so a region's link lists its count. Events no child holds are `unplaced`.
 */
export function regionBuckets(
  region: RegionRef,
  areas: AreaRow[],
  total: number,
): { regions: QbfxRegionBucket[]; unplaced: number } {
  const byLevel = [new Map<string, number>(), new Map<string, number>(), new Map<string, number>()];
  const add = (m: Map<string, number>, code: string, n: number) =>
    m.set(code, (m.get(code) ?? 0) + n);
  for (const a of areas) {
    add(byLevel[0]!, a.province, a.count);
    add(byLevel[1]!, a.city, a.count);
    add(byLevel[2]!, a.region, a.count);
  }
  const regions = childRegions(region).map((c) => ({
    code: c.code,
    name: c.name,
    level: c.level,
    kind: c.kind,
    count: byLevel[Math.min(c.level, 3) - 1]!.get(c.code) ?? 0,
  }));
  const placed = regions.reduce((s, r) => s + r.count, 0);
  return {
    regions: regions.sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)),
    unplaced: region.level >= 3 ? 0 : total - placed,
  };
}

export async function analyse(
  db: Database,
  filter: QbfxFilter,
  period: QbfxPeriod,
  notice: string | null,
): Promise<QbfxAnswer> {
  const f = sqlFilterOf(filter);
  const [buckets, links, enterprises, earliest, asof] = await Promise.all([
    eventBuckets(db, f),
    hotLinks(db, f, period.previousfrom, ANALYSIS_TOP),
    activeEnterprises(db, f, ANALYSIS_TOP),
    earliestEventDate(db),
    stepFinishedAt(db, EVENTS_STEP),
  ]);
  const kindCounts = new Map<string, number>();
  const weekCounts = new Map<string, Partial<Record<IndustryEventKindValue, number>>>();
  for (const w of buckets.weeks) {
    kindCounts.set(w.kind, (kindCounts.get(w.kind) ?? 0) + w.count);
    const counts = weekCounts.get(w.week) ?? {};
    counts[w.kind as IndustryEventKindValue] = w.count;
    weekCounts.set(w.week, counts);
  }
  const admitted = INDUSTRY_EVENT_KIND_OPTIONS.filter(
    (o) => filter.kinds.length === 0 || filter.kinds.includes(o.value),
  );
  // A previous period starting before the first event has no honest base.
  const dataStart = earliest !== null && period.previousfrom < earliest ? earliest : null;
  const { regions, unplaced } = regionBuckets(filter.region, buckets.areas, buckets.total.events);
  return {
    filter,
    period,
    totals: {
      events: buckets.total.events,
      enterprises: buckets.total.enterprises,
      financingevents: buckets.total.financingEvents,
      financingamount: buckets.total.financingAmount,
    },
    kinds: admitted.map((o) => ({
      kind: o.value,
      label: o.label,
      count: kindCounts.get(o.value) ?? 0,
    })),
    weeks: weeksOf(period.from, period.to).map((w) => {
      const counts = weekCounts.get(w.week) ?? {};
      return { ...w, counts, total: Object.values(counts).reduce((s, n) => s + n, 0) };
    }),
    regions,
    unplaced,
    links: links.map((l) => ({
      code: l.code,
      name: l.name,
      stage: l.stage,
      chain: l.chain,
      chainname: l.chainName,
      count: l.count,
      previous: l.previous,
      change: dataStart ? null : change(l.count, l.previous),
      basenote: dataStart ? M.baseBeforeData(dataStart) : l.previous === 0 ? M.noBase : null,
    })),
    linksnote: filter.industry ? M.linksNeedChain : null,
    enterprises: enterprises.map((e) => ({
      qyid: e.id,
      qymc: e.qymc,
      count: e.count,
      kinds: e.kinds.map((k) => ({
        kind: k.kind as IndustryEventKindValue,
        label: labelOf(k.kind),
        count: k.count,
      })),
    })),
    asof,
    earliest,
    notice,
  };
}
