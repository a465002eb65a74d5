import { formatIndicator, rankText } from './indicator-format';
import { radarOption } from './radar-option';

describe('competitiveness radar', () => {
  it('has one 0–100 axis per score and the region as its one series', () => {
    const option = radarOption({
      title: '苏州市 新能源汽车竞争力',
      seriesName: '苏州市',
      axes: [
        { name: '企业竞争力', value: 80 },
        { name: '生产要素', value: 40.5 },
        { name: '创新环境', value: 0 },
        { name: '市场竞争力', value: 100 },
      ],
    });
    const radar = option.radar as { indicator: { name: string; max: number }[] };
    expect(radar.indicator).toEqual([
      { name: '企业竞争力', max: 100, min: 0 },
      { name: '生产要素', max: 100, min: 0 },
      { name: '创新环境', max: 100, min: 0 },
      { name: '市场竞争力', max: 100, min: 0 },
    ]);
    const series = (
      option.series as { type: string; label: { show: boolean }; data: { value: number[] }[] }[]
    )[0]!;
    expect(series.type).toBe('radar');
    expect(series.data[0]!.value).toEqual([80, 40.5, 0, 100]);
    // Values are in the tooltip, not at the vertices where zeros would pile at the centre.
    expect(series.label.show).toBe(false);
    const tooltip = option.tooltip as { formatter: (p: unknown) => string };
    expect(tooltip.formatter({ name: '苏州市', value: [80, 40.5, 0, 100] })).toContain(
      '生产要素：40.5分',
    );
  });
});

describe('indicator values', () => {
  it('are shown by their unit', () => {
    expect(formatIndicator(1234, '家')).toBe('1,234 家');
    expect(formatIndicator(25_000, '万元')).toBe('2.50亿元');
    expect(formatIndicator(-12.345, '%')).toBe('-12.3%');
    expect(formatIndicator(150, '%')).toBe('150.0%');
    expect(formatIndicator(1.005, '')).toBe('1.01');
    expect(formatIndicator(0.5, '件/家')).toBe('0.50 件/家');
    expect(rankText(3, 1337)).toBe('第 3 / 1,337 名');
  });
});
