import type { RegionRef } from '@/lib/contract/chains';
import {
  OFFICIAL_INDICATORS,
  REGIONAL_MESSAGES,
  type Change,
  type HgjjPeer,
  type HgjjRegistry,
  type MonthFigures,
  type OfficialValue,
} from '@/lib/contract/regional';
import { AppError } from '../../http/errors';
import type { EconomyRow, MonthRow, OfficialRow } from '../../db/queries/regional';
import { industryCategories } from '../search/reference';
import { ECONOMY_MONTHS, ECONOMY_TAGS, LISTED_TAG } from './economy';
import { divisionsByCode, SECTORS, sectorOf } from './sectors';

// hgjj answers from the rows the step regional-economy keeps (pure: rows in, records out).

/** The source of generated official statistics (never an official publisher). */
const DEMO_STAT_SOURCE = REGIONAL_MESSAGES.demoData;

/** The regional screens pick 全国, a province or a city; a district is refused. */
export function assertPickable(region: RegionRef): void {
  if (region.level > 2) throw new AppError(400, REGIONAL_MESSAGES.regionLevel);
}

/** The months of the window ending in the month of `end`, oldest first ('YYYY-MM'). */
export function windowMonths(end: Date): string[] {
  const out: string[] = [];
  for (let i = ECONOMY_MONTHS - 1; i >= 0; i -= 1) {
    const d = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - i, 1));
    out.push(d.toISOString().slice(0, 7));
  }
  return out;
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** Percent change from `base` to `current`, null when the base is 0. */
export function change(current: number, base: number): Change {
  return base === 0 ? null : round1(((current - base) / Math.abs(base)) * 100);
}

/** The months added up (`month` is the last one's). */
export function sumMonths(months: MonthFigures[]): MonthFigures {
  const total = months.reduce(
    (acc, m) => ({
      registrations: acc.registrations + m.registrations,
      cancellations: acc.cancellations + m.cancellations,
      capitaladded: acc.capitaladded + m.capitaladded,
    }),
    { registrations: 0, cancellations: 0, capitaladded: 0 },
  );
  return {
    month: months.at(-1)?.month ?? '',
    ...total,
    net: total.registrations - total.cancellations,
    capitaladded: round2(total.capitaladded),
  };
}

/** The region's month rows zero-filled over the window. */
export function monthSeries(rows: MonthRow[], months: string[]): MonthFigures[] {
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return months.map((month) => {
    const r = byMonth.get(month);
    const registrations = r?.registrations ?? 0;
    const cancellations = r?.cancellations ?? 0;
    return {
      month,
      registrations,
      cancellations,
      net: registrations - cancellations,
      capitaladded: round2(r?.capitalAdded ?? 0),
    };
  });
}

const changes = (a: MonthFigures, b: MonthFigures) => ({
  registrations: change(a.registrations, b.registrations),
  cancellations: change(a.cancellations, b.cancellations),
  net: change(a.net, b.net),
});

export function registryFigures(
  monthly: MonthFigures[],
  economy: EconomyRow | undefined,
  national: EconomyRow | undefined,
): HgjjRegistry {
  // The last month is the step's own, incomplete: 环比/同比 compare full months.
  const full = monthly.slice(0, -1);
  const latest = full.at(-1)!;
  const previous = full.at(-2)!;
  const yearAgo = full.at(-13)!;
  const last12 = sumMonths(full.slice(-12));
  const prev12 = sumMonths(full.slice(-24, -12));
  const count = economy?.enterpriseCount ?? 0;
  const share = (n: number) => (count === 0 ? 0 : round1((n / count) * 100));

  const divisions = divisionsByCode();
  const byCategory = new Map<string, number>();
  const bySector = new Map<string, number>();
  for (const [division, n] of Object.entries(economy?.byDivision ?? {})) {
    const category = divisions.get(division)?.category ?? '?';
    byCategory.set(category, (byCategory.get(category) ?? 0) + Number(n));
    const sector = sectorOf(category, division);
    bySector.set(sector, (bySector.get(sector) ?? 0) + Number(n));
  }
  const categoryNames = new Map(industryCategories().map((c) => [c.code, c.name]));
  return {
    enterprisecount: count,
    registeredcapital: round2(economy?.registeredCapital ?? 0),
    nationalshare:
      national && national.enterpriseCount > 0
        ? round2((count / national.enterpriseCount) * 100)
        : 0,
    monthly,
    latest: { ...latest, mom: changes(latest, previous), yoy: changes(latest, yearAgo) },
    last12: { ...last12, yoy: changes(last12, prev12) },
    categories: [...byCategory.entries()]
      .map(([code, n]) => ({
        code,
        name: categoryNames.get(code) ?? code,
        count: n,
        share: share(n),
      }))
      .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)),
    sectors: SECTORS.map((sector) => ({
      sector,
      count: bySector.get(sector) ?? 0,
      share: share(bySector.get(sector) ?? 0),
    })),
    topindustries: Object.entries(economy?.byDivision ?? {})
      .map(([code, n]) => ({ code, name: divisions.get(code)?.name ?? code, count: Number(n) }))
      .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code))
      .slice(0, 10),
    qualifications: [...ECONOMY_TAGS, LISTED_TAG].map((tag) => ({
      tag,
      count: Number(economy?.byTag[tag] ?? 0),
    })),
  };
}

const indicatorMeta = new Map(OFFICIAL_INDICATORS.map((i) => [i.key as string, i]));

export function officialValue(r: OfficialRow): OfficialValue {
  const meta = indicatorMeta.get(r.indicator)!;
  return {
    indicator: meta.key,
    label: meta.label,
    unit: r.unit,
    period: r.period,
    value: r.value,
    source: r.statSource,
    demo: r.statSource === DEMO_STAT_SOURCE,
    asof: r.asOf,
  };
}

export function peerRecord(
  region: RegionRef,
  monthly: MonthFigures[],
  economy: EconomyRow | undefined,
  gdp: OfficialRow | undefined,
): HgjjPeer {
  const last12 = sumMonths(monthly.slice(0, -1).slice(-12));
  return {
    code: region.code,
    name: region.name,
    enterprisecount: economy?.enterpriseCount ?? 0,
    registrations12: last12.registrations,
    cancellations12: last12.cancellations,
    net12: last12.net,
    capitaladded12: last12.capitaladded,
    gdp: gdp
      ? {
          value: gdp.value,
          period: gdp.period,
          source: gdp.statSource,
          demo: gdp.statSource === DEMO_STAT_SOURCE,
        }
      : null,
  };
}
