import { changeText, flowOption } from './charts';

describe('regional charts', () => {
  it('writes changes with a sign, and a dash without a base', () => {
    expect(changeText(12.5)).toBe('+12.5%');
    expect(changeText(-3)).toBe('-3.0%');
    expect(changeText(0)).toBe('0.0%');
    expect(changeText(null)).toBe('—');
  });

  it('draws registrations, exits and net growth per month', () => {
    const option = flowOption([
      { month: '2026-09', registrations: 5, cancellations: 2, net: 3, capitaladded: 100 },
      { month: '2026-10', registrations: 1, cancellations: 4, net: -3, capitaladded: 10 },
    ]);
    const series = option.series as { name: string; data: number[] }[];
    expect(series.map((s) => [s.name, s.data])).toEqual([
      ['新注册', [5, 1]],
      ['注销/吊销', [2, 4]],
      ['净增', [3, -3]],
    ]);
  });
});
