import { chartHeight, reportChartOption } from './report-charts';

describe('reportChartOption', () => {
  it('draws bars largest first from the top with their values', () => {
    const option = reportChartOption({
      type: 'bars',
      title: '各市企业数',
      items: [
        { label: '南京市', value: 30 },
        { label: '苏州市', value: 12 },
      ],
    });
    expect(option.yAxis).toMatchObject({ data: ['苏州市', '南京市'] });
    expect(option.series).toEqual([expect.objectContaining({ type: 'bar', data: [12, 30] })]);
    expect(option.animation).toBe(false);
  });

  it('draws a series as lines over its x, keeping gaps', () => {
    const option = reportChartOption({
      type: 'series',
      title: '月度新增',
      unit: '家',
      x: ['2026-09', '2026-10'],
      series: [{ name: '新增', values: [3, null] }],
    });
    expect(option.xAxis).toMatchObject({ data: ['2026-09', '2026-10'] });
    expect(option.yAxis).toMatchObject({ name: '家' });
    expect(option.series).toEqual([
      expect.objectContaining({ type: 'line', name: '新增', data: [3, null] }),
    ]);
  });

  it('draws a radar on 0–100 with the weights on a second line under the names', () => {
    const option = reportChartOption({
      type: 'radar',
      title: '竞争力',
      indicators: [{ name: '规模', weight: 40 }, { name: '创新' }],
      series: [{ name: '江苏省', values: [80, 60] }],
    });
    const radar = option.radar as {
      indicator: unknown[];
      axisName: { formatter: (name: string) => string };
    };
    expect(radar.indicator).toEqual([
      { name: '规模', max: 100, min: 0 },
      { name: '创新', max: 100, min: 0 },
    ]);
    expect(radar.axisName.formatter('规模')).toBe('{name|规模}\n{note|权重 40%}');
    expect(radar.axisName.formatter('创新')).toBe('{name|创新}');
    expect(option.series).toEqual([
      expect.objectContaining({
        label: { show: false },
        data: [{ name: '江苏省', value: [80, 60] }],
      }),
    ]);
    expect(option.animation).toBe(false);
  });

  it('sizes bars by their count within bounds', () => {
    const items = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ label: String(i), value: i }));
    expect(chartHeight({ type: 'bars', title: '', items: items(1) })).toBe(160);
    expect(chartHeight({ type: 'bars', title: '', items: items(100) })).toBe(600);
  });
});
