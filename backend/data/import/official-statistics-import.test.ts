import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createSeededTestBackend } from '../../test/test-backend';
import { importPath } from './run-import';

// 官方统计 import (docs/investment-promotion.md, Regional economy): the example file's good rows
// land with their publisher and period, every malformed row is in the report with its reason,
// and importing again changes nothing.

const FILE = path.resolve(process.cwd(), 'backend/data/examples/official_statistics.csv');
const clock = { now: () => new Date('2026-11-21T08:00:00Z') };

let backend: Awaited<ReturnType<typeof createSeededTestBackend>>;
beforeAll(async () => {
  backend = await createSeededTestBackend({ clock });
});
afterAll(() => backend.close());

const EXPECTED: [number, string][] = [
  [
    4,
    'indicator: 指标应为gdp、gdp_primary、gdp_secondary、gdp_tertiary、fixed_asset_investment、retail_sales、exports、population之一',
  ],
  [5, 'region_code: 行政区划代码应为全国（000000）、省或市'],
  [6, 'region_code: 行政区划代码应为全国（000000）、省或市'],
  [7, 'period: 期间应为四位年份（YYYY）'],
  [8, 'value: 数值不能为负'],
  [9, 'value: 数值应为数字'],
  [10, 'unit: population 的单位应为万人'],
  [11, 'source: 来源不能为空'],
  [12, '与第 2 行重复'],
];

describe('official_statistics import', () => {
  it('rejects each malformed row into the report with its reason and keeps the good ones', async () => {
    const result = await importPath(backend.db, FILE, { source: 'example', clock });
    expect(result.rejections.map((r) => [r.line, r.reason])).toEqual(EXPECTED);
    expect(result.rejections.every((r) => r.file === 'official_statistics.csv')).toBe(true);
    expect(result.files[0]).toMatchObject({ inserted: 3, rejected: EXPECTED.length });
    const rows = (await backend.db.execute(sql`select region_code, indicator, period,
        value::float8 as value, unit, stat_source, source from official_statistics
      where source = 'example' order by region_code, indicator`)) as {
      rows: Record<string, unknown>[];
    };
    expect(rows.rows).toEqual([
      {
        region_code: '000000',
        indicator: 'gdp',
        period: '2024',
        value: 98765.4,
        unit: '亿元',
        stat_source: '示例统计局（虚构）',
        source: 'example',
      },
      {
        region_code: '320000',
        indicator: 'gdp',
        period: '2024',
        value: 12345.6,
        unit: '亿元',
        stat_source: '示例统计局（虚构）',
        source: 'example',
      },
      {
        region_code: '320100',
        indicator: 'population',
        period: '2024',
        value: 950.5,
        unit: '万人',
        stat_source: '示例统计局（虚构）',
        source: 'example',
      },
    ]);
    const again = await importPath(backend.db, FILE, { source: 'example', clock });
    expect(again.files[0]).toMatchObject({ inserted: 0, updated: 0, unchanged: 3 });
  });
});
