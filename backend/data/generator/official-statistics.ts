import { NATIONAL_REGION } from '@/lib/contract/chains';
import {
  OFFICIAL_INDICATORS,
  REGIONAL_MESSAGES,
  type OfficialIndicator,
} from '@/lib/contract/regional';
import { addressTree } from '../address';
import { Prng } from './prng';

// Demo official statistics (docs/investment-promotion.md, Regional economy): invented values of
// every indicator for the nation, each province and each city over the five years before the
// seed's year, so the screen has something to show. Every one says 演示数据 as its source and
// is shown as 演示数据，非官方统计: they are plausible in size, never real.

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

/** One region's years: population, GDP per head and shares drawn once, then yearly growth. */
function regionSeries(code: string, level: 1 | 2, years: number[]): DemoStatistic[] {
  const rng = new Prng(Number(code) * 7919 + 16);
  const population = level === 1 ? 800 + rng.next() * 9000 : 80 + rng.next() * 1200;
  const perHead = 5 + rng.next() * 12; // 万元 per person
  const primary = 0.03 + rng.next() * 0.09;
  const secondary = 0.3 + rng.next() * 0.15;
  const investment = 0.4 + rng.next() * 0.4;
  const retail = 0.3 + rng.next() * 0.15;
  const exportShare = 0.05 + rng.next() * 0.35;
  const out: DemoStatistic[] = [];
  let gdp = population * perHead; // 万人 × 万元 = 亿元
  let people = population;
  for (const year of years) {
    const values: Record<OfficialIndicator, number> = {
      gdp,
      gdp_primary: gdp * primary,
      gdp_secondary: gdp * secondary,
      gdp_tertiary: gdp * (1 - primary - secondary),
      fixed_asset_investment: gdp * investment,
      retail_sales: gdp * retail,
      exports: gdp * exportShare,
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
    gdp *= 1.03 + rng.next() * 0.05;
    people *= 0.997 + rng.next() * 0.01;
  }
  return out;
}

/** Demo statistics for the years before `now`'s year; the nation is the provinces' sum. */
export function demoOfficialStatistics(now: Date): DemoStatistic[] {
  const last = now.getUTCFullYear() - 1;
  const years = Array.from({ length: DEMO_STAT_YEARS }, (_, i) => last - DEMO_STAT_YEARS + 1 + i);
  const rows: DemoStatistic[] = [];
  const national = new Map<string, number>();
  for (const province of addressTree(2)) {
    const series = regionSeries(province.code, 1, years);
    for (const r of series) {
      const key = `${r.indicator}|${r.period}`;
      national.set(key, (national.get(key) ?? 0) + r.value);
    }
    rows.push(...series);
    const seen = new Set<string>();
    for (const city of province.children ?? []) {
      if (seen.has(city.code) || city.code === province.code) continue;
      seen.add(city.code);
      rows.push(...regionSeries(city.code, 2, years));
    }
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
