import { briefingParamsSchema, periodSpan, shiftPeriod } from './briefing';

describe('briefing periods', () => {
  it('spans a month and a quarter with their last days', () => {
    expect(periodSpan('2024-02')).toEqual({
      key: '2024-02',
      label: '2024年2月',
      months: ['2024-02'],
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(periodSpan('2026-Q4')).toMatchObject({
      label: '2026年第4季度',
      months: ['2026-10', '2026-11', '2026-12'],
      from: '2026-10-01',
      to: '2026-12-31',
    });
  });

  it('steps back a period (环比) and a year (同比) across year ends', () => {
    expect(shiftPeriod('2026-01', 'previous')).toBe('2025-12');
    expect(shiftPeriod('2026-01', 'yearAgo')).toBe('2025-01');
    expect(shiftPeriod('2026-Q1', 'previous')).toBe('2025-Q4');
    expect(shiftPeriod('2026-Q3', 'previous')).toBe('2026-Q2');
    expect(shiftPeriod('2026-Q3', 'yearAgo')).toBe('2025-Q3');
  });

  it('needs exactly one of chain and industry, and a month or a quarter', () => {
    const ok = briefingParamsSchema.safeParse({
      industry: 'C',
      region: '320000',
      period: '2026-q3',
    });
    expect(ok.success && ok.data.period).toBe('2026-Q3');
    const none = briefingParamsSchema.safeParse({ region: '320000', period: '2026-10' });
    expect(none.error?.issues[0]?.message).toBe('请选择行业或产业链');
    const bad = briefingParamsSchema.safeParse({
      industry: 'C',
      region: '320000',
      period: '2026-13',
    });
    expect(bad.error?.issues[0]?.message).toBe('时间应为月份（2026-10）或季度（2026-Q3）');
  });
});
