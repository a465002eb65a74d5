import fc from 'fast-check';
import { roundHalfUp, shiftDecimal, toFixedHalfUp, toPlainDecimal } from './decimal';
import {
  formatAmount,
  formatCell,
  formatCount,
  formatPercent,
  percentOf,
  roundRankScore,
  withCount,
} from './number';
import { chinaDay, formatAsOf, formatDate, toDateTimeValue } from './date';
import { formatWanYuan, formatYuan } from './money';
import { maskPhone } from './phone';
import { regionPathName } from './region';

describe('half-up rounding', () => {
  it.each([
    [1.005, 2, 1.01],
    [1.015, 2, 1.02],
    [2.675, 2, 2.68],
    [1.0049, 2, 1],
    [0.5, 0, 1],
    [1.5, 0, 2],
    [2.5, 0, 3],
    [-1.005, 2, -1.01],
    [-0.004, 2, 0],
    [9.995, 2, 10],
    [99.995, 2, 100],
    [1e21, 2, 1e21],
    [1.23e-7, 8, 1.2e-7],
    [123.456, 1, 123.5],
  ])('roundHalfUp(%p, %p) = %p', (value, digits, expected) => {
    expect(roundHalfUp(value, digits)).toBe(expected);
  });

  it('pads fixed decimals', () => {
    expect(toFixedHalfUp(1.005, 2)).toBe('1.01');
    expect(toFixedHalfUp(1, 2)).toBe('1.00');
    expect(toFixedHalfUp(-2.5, 0)).toBe('-3');
    expect(toFixedHalfUp(0.000001, 2)).toBe('0.00');
  });

  it('writes and shifts decimals without binary surprises', () => {
    expect(toPlainDecimal(1e21)).toBe('1000000000000000000000');
    expect(toPlainDecimal(1.5e-7)).toBe('0.00000015');
    expect(shiftDecimal(123456789, -8)).toBe(1.23456789);
    expect(shiftDecimal(0.07, 2)).toBe(7);
  });

  it('agrees with exact decimal arithmetic on two-decimal inputs', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (thousandths) => {
        // thousandths / 1000 rounded to 2 places, computed on integers.
        const value = Number((thousandths / 1000).toFixed(3));
        const sign = thousandths < 0 ? -1 : 1;
        const abs = Math.abs(thousandths);
        const expected = (sign * Math.floor((abs + 5) / 10)) / 100;
        return roundHalfUp(value, 2) === (expected === 0 ? 0 : expected);
      }),
    );
  });
});

describe('amounts in 亿 and 万', () => {
  it.each([
    [0, '0'],
    [9999, '9999'],
    [9999.995, '10000'],
    [10000, '1.00万'],
    [12345, '1.23万'],
    [12350, '1.24万'],
    [99999999, '10000.00万'],
    [100000000, '1.00亿'],
    [100500000, '1.01亿'],
    [123456789012, '1234.57亿'],
    [-25000, '-2.50万'],
    ['30000', '3.00万'],
    [null, '-'],
    ['', '-'],
    ['abc', '-'],
  ])('formatAmount(%p) = %p', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });
});

describe('counts', () => {
  it('separates thousands and puts a count beside its label in one bracket style', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(withCount('上海市', 28771)).toBe('上海市（28,771）');
  });
});

describe('percent', () => {
  it('caps at 100%', () => {
    expect(formatPercent(150)).toBe('100.00%');
    expect(formatPercent(33.335)).toBe('33.34%');
    expect(formatPercent(undefined)).toBe('-');
    expect(percentOf(3, 2)).toBe(100);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(1, 0)).toBe(100);
  });
});

describe('ranking-score rounding', () => {
  it.each([
    [0, 0],
    [1, 10],
    [10, 10],
    [11, 20],
    [499.5, 500],
    [500, 500],
    [500.1, 550],
    [501, 550],
    [999, 1000],
    [1000, 1000],
    [1000.5, 1100],
    [1001, 1100],
    [12345, 12400],
    [0.3 / 0.1, 10],
  ])('roundRankScore(%p) = %p', (value, expected) => {
    expect(roundRankScore(value)).toBe(expected);
  });

  it('never rounds down and stays within one step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), (n) => {
        const r = roundRankScore(n);
        const step = n <= 500 ? 10 : n <= 1000 ? 50 : 100;
        return r >= n && r - n < step && r % step === 0;
      }),
    );
  });
});

describe('dates', () => {
  it('sends YYYY-MM-DD HH:mm:ss or null', () => {
    expect(toDateTimeValue('2026-03-05T08:09:10')).toBe('2026-03-05 08:09:10');
    expect(toDateTimeValue('2026-03-05')).toBe('2026-03-05 00:00:00');
    expect(toDateTimeValue('')).toBeNull();
    expect(toDateTimeValue(null)).toBeNull();
    expect(toDateTimeValue('not a date')).toBeNull();
  });

  it('shows YYYY-MM-DD, with the time on request, and - when empty', () => {
    expect(formatDate('2026-03-05 08:09:10')).toBe('2026-03-05');
    expect(formatDate('2026-03-05 08:09:10', true)).toBe('2026-03-05 08:09:10');
    expect(formatDate(undefined)).toBe('-');
  });

  // The product's time is China time (UTC+8): an instant shows as Beijing reads it, on a UTC
  // server (the PDFs) and in a browser of any zone alike. The tests run in UTC, where a
  // formatter of the local zone writes the day before.
  it('shows an instant in China time, the next day when UTC is still the day before', () => {
    expect(formatDate('2026-11-28T20:17:58Z', true)).toBe('2026-11-29 04:17:58');
    expect(formatDate('2026-11-28T20:17:58.000Z')).toBe('2026-11-29');
    expect(formatDate(new Date('2026-11-28T20:17:58Z'), true)).toBe('2026-11-29 04:17:58');
    expect(formatDate(Date.parse('2026-11-28T20:17:58Z'), true)).toBe('2026-11-29 04:17:58');
    expect(formatDate('2026-11-29T04:17:58+08:00', true)).toBe('2026-11-29 04:17:58');
    expect(toDateTimeValue(new Date('2026-11-28T20:17:58Z'))).toBe('2026-11-29 04:17:58');
    expect(chinaDay('2026-11-28T16:00:00Z')).toBe('2026-11-29');
    expect(chinaDay('2026-11-28T15:59:59Z')).toBe('2026-11-28');
  });

  it('writes a wall-clock value without a zone as it is', () => {
    expect(formatDate('2026-03-05T08:09:10', true)).toBe('2026-03-05 08:09:10');
    expect(formatDate('2026-03-05')).toBe('2026-03-05');
    expect(chinaDay('2026-11-20')).toBe('2026-11-20');
  });

  it('states a report’s as-of once, in China time, and never 未知', () => {
    expect(formatAsOf('2026-11-20T20:17:58.000Z')).toBe('数据截至 2026-11-21');
    expect(formatAsOf('2026-11-21')).toBe('数据截至 2026-11-21');
    expect(formatAsOf(null)).toBe('数据尚未计算');
  });
});

describe('report table cells', () => {
  it('write numbers with separators and at most two decimals (half-up), text as it is', () => {
    expect(formatCell(1234567)).toBe('1,234,567');
    expect(formatCell(1.005)).toBe('1.01');
    expect(formatCell(12.3)).toBe('12.3');
    expect(formatCell('强')).toBe('强');
    expect(formatCell(null)).toBe('-');
    expect(formatCell('')).toBe('-');
    expect(formatCell(Number.NaN)).toBe('-');
  });
});

describe('money of the knowledge base', () => {
  it('shows 万元 amounts with 万 and 亿, and 元 amounts as they are', () => {
    expect(formatWanYuan(100)).toBe('100.00万元');
    expect(formatWanYuan(25_000)).toBe('2.50亿元');
    expect(formatWanYuan(0.5)).toBe('5000元');
    expect(formatYuan(12_345)).toBe('1.23万元');
    expect(formatYuan(null)).toBe('-');
    expect(formatWanYuan(Number.NaN)).toBe('-');
  });
});

describe('phones', () => {
  it('hides the middle four digits of a mainland mobile and nothing else', () => {
    expect(maskPhone('13800000002')).toBe('138****0002');
    expect(maskPhone('400-800-0000')).toBe('400-800-0000');
    expect(maskPhone('138000000021')).toBe('138000000021');
  });
});

describe('regionPathName', () => {
  it('writes a region path as one name, a municipality once, without placeholders', () => {
    expect(regionPathName('江苏省/苏州市/虎丘区')).toBe('江苏省苏州市虎丘区');
    expect(regionPathName('北京市/北京市/东城区')).toBe('北京市东城区');
    expect(regionPathName('上海市/上海市')).toBe('上海市');
    expect(regionPathName('海南省/省直辖县级行政区划/文昌市')).toBe('海南省文昌市');
    expect(regionPathName('全国')).toBe('全国');
  });
});
