import {
  EVALUATION_DIMENSIONS,
  NESTING_LEVELS,
  PATENT_TYPES,
  PROVINCES,
  nestingLevelLabel,
} from './lookups';

describe('lookups', () => {
  it('has the 31 provinces with two-digit codes', () => {
    expect(Object.keys(PROVINCES)).toHaveLength(31);
    expect(Object.keys(PROVINCES).every((c) => /^[1-6]\d$/.test(c))).toBe(true);
    expect(PROVINCES['44']).toBe('广东省');
  });

  it('has patent types 1 to 9', () => {
    expect(Object.keys(PATENT_TYPES)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('has the five evaluation tabs, each with sub-indicators', () => {
    expect(EVALUATION_DIMENSIONS.map((t) => t.name)).toEqual([
      '综合评价',
      '企业竞争力',
      '生产要素',
      '创新环境',
      '市场竞争力',
    ]);
    expect(EVALUATION_DIMENSIONS.every((t) => t.indicators.length > 0)).toBe(true);
  });

  it('labels nesting levels 一级 to 六级', () => {
    expect(NESTING_LEVELS).toHaveLength(6);
    expect(nestingLevelLabel(1)).toBe('一级');
    expect(nestingLevelLabel(6)).toBe('六级');
    expect(nestingLevelLabel(7)).toBeUndefined();
  });
});
