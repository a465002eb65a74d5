import { NATIONAL_REGION } from '@/lib/contract/chains';
import { addressTree } from '../address';
import { demoOfficialStatistics } from './official-statistics';

// The demo statistics are one table that agrees with itself: provinces sum to the nation and
// cities to their province every year, a municipality's city is the municipality, and sizes
// and rankings are of the right order.

const rows = demoOfficialStatistics(new Date('2026-11-21T08:00:00Z'));
const value = (code: string, indicator: string, period: string) =>
  rows.find((r) => r.regionCode === code && r.indicator === indicator && r.period === period)
    ?.value;
const provinces = addressTree(2);
const periods = [...new Set(rows.map((r) => r.period))];

describe('demo regional statistics', () => {
  it('add up: provinces to the nation, cities to their province, every year and indicator', () => {
    for (const period of periods)
      for (const indicator of ['gdp', 'population', 'exports']) {
        const sum = provinces.reduce((s, p) => s + value(p.code, indicator, period)!, 0);
        expect(value(NATIONAL_REGION, indicator, period)).toBeCloseTo(sum, 0);
        for (const p of provinces) {
          const cities = [...new Set((p.children ?? []).map((c) => c.code))].filter(
            (c) => c !== p.code,
          );
          const citySum = cities.reduce((s, c) => s + value(c, indicator, period)!, 0);
          expect(Math.abs(citySum - value(p.code, indicator, period)!)).toBeLessThan(
            0.01 * cities.length + 0.01,
          );
        }
      }
  });

  it('gives a municipality one set of figures (上海市 the province and the city)', () => {
    for (const period of periods)
      expect(value('310100', 'gdp', period)).toBeCloseTo(value('310000', 'gdp', period)!, 1);
  });

  it('has national magnitudes of the right order and plausible rankings', () => {
    const last = periods.at(-1)!;
    const gdp = value(NATIONAL_REGION, 'gdp', last)!;
    const people = value(NATIONAL_REGION, 'population', last)!;
    expect(gdp).toBeGreaterThan(1_000_000); // 亿元
    expect(gdp).toBeLessThan(1_800_000);
    expect(people).toBeGreaterThan(130_000); // 万人
    expect(people).toBeLessThan(150_000);
    const ranked = provinces
      .map((p) => ({ name: p.label, gdp: value(p.code, 'gdp', last)! }))
      .sort((a, b) => b.gdp - a.gdp)
      .map((p) => p.name);
    expect(ranked.slice(0, 2).sort()).toEqual(['广东省', '江苏省']);
    expect(ranked.indexOf('广东省')).toBeLessThan(ranked.indexOf('安徽省'));
    expect(ranked.at(-1)).toBe('西藏自治区');
  });
});
