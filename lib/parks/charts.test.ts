import { barOption, compareCodes, monthlyOption } from './charts';

describe('park charts', () => {
  it('draws the ten largest bars, largest on top', () => {
    const items = Array.from({ length: 12 }, (_, i) => ({ name: `行业${i}`, count: 12 - i }));
    const option = barOption(items) as { yAxis: { data: string[] }; series: { data: number[] }[] };
    expect(option.yAxis.data).toHaveLength(10);
    expect(option.yAxis.data.at(-1)).toBe('行业0');
    expect(option.series[0]!.data.at(-1)).toBe(12);
  });

  it('keeps the months in order', () => {
    const option = monthlyOption([
      { month: '2026-10', count: 1 },
      { month: '2026-11', count: 3 },
    ]) as { xAxis: { data: string[] }; series: { data: number[] }[] };
    expect(option.xAxis.data).toEqual(['2026-10', '2026-11']);
    expect(option.series[0]!.data).toEqual([1, 3]);
  });

  it('compares 2–4 distinct parks only', () => {
    expect(compareCodes('a,b')).toEqual(['a', 'b']);
    expect(compareCodes('a,a')).toEqual([]);
    expect(compareCodes('a')).toEqual([]);
    expect(compareCodes('a,b,c,d,e')).toEqual([]);
    expect(compareCodes(null)).toEqual([]);
  });
});
