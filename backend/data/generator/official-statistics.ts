import { NATIONAL_REGION } from '@/lib/contract/chains';
import {
  OFFICIAL_INDICATORS,
  REGIONAL_MESSAGES,
  type OfficialIndicator,
} from '@/lib/contract/regional';
import { addressTree } from '../address';
import { Prng } from './prng';

// Demo official statistics (docs/investment-promotion.md, Regional economy): one table of
// invented values of every indicator for the nation, each province and each city over the five
// years before the seed's year, that every screen and report reads. Provinces start from rough
// public magnitudes of their population and output per head (so sizes and rankings look right),
// each moved by up to 8 % so no figure is an official one; a province's cities split it among
// themselves and the nation is the provinces' sum, every year. Each says 演示数据 as its source
// and is shown as 演示数据，非官方统计.

export const DEMO_STAT_SOURCE = REGIONAL_MESSAGES.demoData;
export const DEMO_STAT_YEARS = 5;

export type DemoStatistic = {
  regionCode: string;
  indicator: OfficialIndicator;
  period: string;
  value: number;
  unit: string;
  statSource: string;
};

const UNIT = new Map<string, string>(OFFICIAL_INDICATORS.map((i) => [i.key, i.unit]));
const round = (x: number) => Math.round(x * 100) / 100;

/**
 * Rough magnitudes each province starts from: 常住人口 (万人) and output per head (万元), the
 * order of size public yearbooks show. Jittered before use; never shown as they are.
 */
export const PROVINCE_MAGNITUDES: Readonly<Record<string, { people: number; perHead: number }>> = {
  '110000': { people: 2190, perHead: 20 },
  '120000': { people: 1360, perHead: 12.5 },
  '130000': { people: 7400, perHead: 5.9 },
  '140000': { people: 3470, perHead: 7.4 },
  '150000': { people: 2400, perHead: 10.3 },
  '210000': { people: 4200, perHead: 7.2 },
  '220000': { people: 2340, perHead: 5.8 },
  '230000': { people: 3100, perHead: 5.2 },
  '310000': { people: 2490, perHead: 19 },
  '320000': { people: 8500, perHead: 15 },
  '330000': { people: 6600, perHead: 12.5 },
  '340000': { people: 6100, perHead: 7.7 },
  '350000': { people: 4200, perHead: 13 },
  '360000': { people: 4500, perHead: 7.2 },
  '370000': { people: 10100, perHead: 9.1 },
  '410000': { people: 9800, perHead: 6 },
  '420000': { people: 5800, perHead: 9.6 },
  '430000': { people: 6600, perHead: 7.6 },
  '440000': { people: 12700, perHead: 10.7 },
  '450000': { people: 5000, perHead: 5.4 },
  '460000': { people: 1040, perHead: 7.3 },
  '500000': { people: 3190, perHead: 9.4 },
  '510000': { people: 8400, perHead: 7.1 },
  '520000': { people: 3850, perHead: 5.5 },
  '530000': { people: 4700, perHead: 6.4 },
  '540000': { people: 365, perHead: 6.6 },
  '610000': { people: 3950, perHead: 8.6 },
  '620000': { people: 2460, perHead: 4.8 },
  '630000': { people: 590, perHead: 6.7 },
  '640000': { people: 730, perHead: 7.3 },
  '650000': { people: 2600, perHead: 7.6 },
};
/** Cities as large as their province's capital: 深圳, 苏州, 无锡, 宁波, 厦门, 青岛, 大连, 佛山, 东莞. */
const LARGE_CITIES: ReadonlySet<string> = new Set([
  '440300',
  '320500',
  '320200',
  '330200',
  '350200',
  '370200',
  '210200',
  '440600',
  '441900',
]);
/** Largest move of a magnitude, either way. */
const JITTER = 0.08;

type Shares = {
  primary: number;
  secondary: number;
  investment: number;
  retail: number;
  exportShare: number;
};
/** One region in the base year: its size and how its output divides. */
type Base = Shares & { people: number; gdp: number };

function sharesOf(rng: Prng): Shares {
  return {
    primary: 0.03 + rng.next() * 0.09,
    secondary: 0.3 + rng.next() * 0.15,
    investment: 0.4 + rng.next() * 0.4,
    retail: 0.3 + rng.next() * 0.15,
    exportShare: 0.05 + rng.next() * 0.35,
  };
}

/** A province in the base year: its magnitudes, each moved by up to JITTER. */
function provinceBase(code: string): Base {
  const rng = new Prng(Number(code) * 7919 + 16);
  const m = PROVINCE_MAGNITUDES[code] ?? { people: 1000, perHead: 6 };
  const jitter = () => 1 - JITTER + rng.next() * 2 * JITTER;
  const people = m.people * jitter();
  return { ...sharesOf(rng), people, gdp: people * m.perHead * jitter() }; // 万人 × 万元 = 亿元
}

/**
 * A province's cities: shares of its people and output that sum to one; the output divides as
 * the province's does, so every indicator of the cities sums to the province's. The capital (first in
 * GB/T 2260 order) and the LARGE_CITIES are the largest and the most productive.
 */
function cityBases(province: Base, codes: string[]): Map<string, Base> {
  const draws = codes.map((code, i) => {
    const rng = new Prng(Number(code) * 7919 + 16);
    const large = i === 0 || LARGE_CITIES.has(code);
    const people = (large ? 2.5 : 0.4) + rng.next();
    const perHead = (large ? 1.35 : 0.7) + rng.next() * 0.4;
    return { code, people, gdp: people * perHead };
  });
  const people = draws.reduce((sum, d) => sum + d.people, 0);
  const gdp = draws.reduce((sum, d) => sum + d.gdp, 0);
  return new Map(
    draws.map((d) => [
      d.code,
      {
        ...province,
        people: (province.people * d.people) / people,
        gdp: (province.gdp * d.gdp) / gdp,
      },
    ]),
  );
}

/** A region's rows over the years: output and people grow by the province's yearly factors. */
function series(
  code: string,
  base: Base,
  growth: { gdp: number; people: number }[],
  years: number[],
) {
  const out: DemoStatistic[] = [];
  let gdp = base.gdp;
  let people = base.people;
  years.forEach((year, i) => {
    const values: Record<OfficialIndicator, number> = {
      gdp,
      gdp_primary: gdp * base.primary,
      gdp_secondary: gdp * base.secondary,
      gdp_tertiary: gdp * (1 - base.primary - base.secondary),
      fixed_asset_investment: gdp * base.investment,
      retail_sales: gdp * base.retail,
      exports: gdp * base.exportShare,
      population: people,
    };
    for (const [indicator, value] of Object.entries(values) as [OfficialIndicator, number][])
      out.push({
        regionCode: code,
        indicator,
        period: String(year),
        value: round(value),
        unit: UNIT.get(indicator)!,
        statSource: DEMO_STAT_SOURCE,
      });
    gdp *= growth[i]!.gdp;
    people *= growth[i]!.people;
  });
  return out;
}

/** Demo statistics for the years before `now`'s year; the nation is the provinces' sum. */
export function demoOfficialStatistics(now: Date): DemoStatistic[] {
  const last = now.getUTCFullYear() - 1;
  const years = Array.from({ length: DEMO_STAT_YEARS }, (_, i) => last - DEMO_STAT_YEARS + 1 + i);
  const rows: DemoStatistic[] = [];
  const national = new Map<string, number>();
  for (const province of addressTree(2)) {
    const base = provinceBase(province.code);
    const rng = new Prng(Number(province.code) * 104_729 + 7);
    const growth = years.map(() => ({
      gdp: 1.03 + rng.next() * 0.04,
      people: 0.997 + rng.next() * 0.008,
    }));
    const provinceRows = series(province.code, base, growth, years);
    for (const r of provinceRows) {
      const key = `${r.indicator}|${r.period}`;
      national.set(key, (national.get(key) ?? 0) + r.value);
    }
    rows.push(...provinceRows);
    const cityCodes = [
      ...new Set(
        (province.children ?? []).map((c) => c.code).filter((code) => code !== province.code),
      ),
    ];
    for (const [code, city] of cityBases(base, cityCodes))
      rows.push(...series(code, city, growth, years));
  }
  for (const [key, value] of national) {
    const [indicator, period] = key.split('|') as [OfficialIndicator, string];
    rows.push({
      regionCode: NATIONAL_REGION,
      indicator,
      period,
      value: round(value),
      unit: UNIT.get(indicator)!,
      statSource: DEMO_STAT_SOURCE,
    });
  }
  return rows;
}
