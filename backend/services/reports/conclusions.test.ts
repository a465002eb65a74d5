import {
  MAX_CONCLUSIONS,
  MIN_ENTERPRISES,
  changeText,
  conclusionsSection,
  isThin,
  rankItems,
  rankText,
  someOf,
  thinText,
} from './conclusions';
import { GAP_THRESHOLDS } from '../chains/gaps';

// The rules every report's opening and thin data share (docs/reports.md, "Conclusions and
// thin data").

const regions = (values: number[]) => values.map((value, i) => ({ name: `地区${i + 1}`, value }));
const ranks = (values: number[]) =>
  rankItems(regions(values), (r) => r.value).map((r) => [r.item.name, r.rank]);

describe('ranks in reports', () => {
  it('ranks no one when every value is 0: none is first', () => {
    expect(ranks([0, 0, 0])).toEqual([
      ['地区1', null],
      ['地区2', null],
      ['地区3', null],
    ]);
  });

  it('gives ties one rank and a zero none, best first', () => {
    expect(ranks([10, 0, 30, 30, 5])).toEqual([
      ['地区3', 1],
      ['地区4', 1],
      ['地区1', 3],
      ['地区5', 4],
      ['地区2', null],
    ]);
    expect(rankText(null, 3)).toBe('为零，不排名');
    expect(rankText(2, 3)).toBe('第 2 / 3 名');
  });
});

describe('thin data', () => {
  it('uses the chain rules’ own minimum', () => {
    expect(MIN_ENTERPRISES).toBe(GAP_THRESHOLDS.minLocalChain);
    expect(isThin(MIN_ENTERPRISES - 1)).toBe(true);
    expect(isThin(MIN_ENTERPRISES)).toBe(false);
    expect(thinText('上海市', '新能源汽车产业链企业', 1)).toBe(
      `数据不足：上海市新能源汽车产业链企业仅 1 家（少于 ${MIN_ENTERPRISES} 家）`,
    );
    expect(thinText('上海市', '集成电路产业链企业', 0)).toBe(
      '数据不足：上海市暂无集成电路产业链企业',
    );
  });
});

describe('the conclusions section', () => {
  it('comes as one list of at most five sentences, skipping the ones with nothing to say', () => {
    const section = conclusionsSection([
      '一。',
      null,
      '二。',
      undefined,
      '三。',
      '四。',
      '五。',
      '六。',
    ]);
    expect(section.key).toBe('conclusions');
    expect(section.title).toBe('结论要点');
    expect(section.blocks).toEqual([
      { type: 'points', items: ['一。', '二。', '三。', '四。', '五。'] },
    ]);
    expect(MAX_CONCLUSIONS).toBe(5);
  });

  it('names a few and counts the rest, and states a change only against a base', () => {
    expect(someOf(['甲', '乙'])).toBe('甲、乙');
    expect(someOf(['甲', '乙', '丙', '丁'])).toBe('甲、乙、丙等 4 个');
    expect(changeText(15, 10)).toBe('+50.0%');
    expect(changeText(5, 10)).toBe('-50.0%');
    expect(changeText(10, 10)).toBe('持平');
    expect(changeText(3, 0)).toBeNull();
  });
});
