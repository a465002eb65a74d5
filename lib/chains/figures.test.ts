import {
  asOfText,
  formatFigure,
  growthOf,
  growthText,
  leaderScoreText,
  lqText,
  shareOf,
  shareText,
} from './figures';

describe('chain figures', () => {
  it('formats money in 万元 with 万/亿 and counts with separators', () => {
    expect(formatFigure('registeredcapital', 25_000)).toBe('2.50亿元');
    expect(formatFigure('enterprisecount', 12_345)).toBe('12,345');
  });

  it('gives shares and growth, or a dash when there is no base', () => {
    expect(shareOf(5, 200)).toBe(0.025);
    expect(shareOf(5, 0)).toBeNull();
    expect(shareText(0.025)).toBe('2.5%');
    expect(shareText(null)).toBe('—');
    expect(growthOf(15, 10)).toBe(0.5);
    expect(growthOf(3, 0)).toBeNull();
    expect(growthText(0.5)).toBe('+50.0%');
    expect(growthText(-0.25)).toBe('-25.0%');
    expect(growthText(null)).toBe('—');
    expect(lqText(1.235)).toBe('1.24');
    expect(lqText(null)).toBe('—');
  });

  it('writes a leader score as the sum of its parts', () => {
    expect(
      leaderScoreText({
        parts: { listed: 40, capital: 20, tags: 12, patents: 0 },
        leaderscore: 72,
      }),
    ).toBe('上市 40 + 注册资本 20 + 资质 12 = 72');
    expect(
      leaderScoreText({ parts: { listed: 0, capital: 0, tags: 0, patents: 0 }, leaderscore: 0 }),
    ).toBe('0');
  });

  it('dates figures by the day in China', () => {
    expect(asOfText('2026-03-01T17:30:00.000Z')).toBe('数据截至 2026-03-02');
    expect(asOfText(null)).toBe('数据尚未统计');
  });
});
