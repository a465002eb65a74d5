import {
  compareParamsSchema,
  type CompareField,
  type RadarDimension,
} from '@/lib/contract/compare';
import { compareSections, differenceCount, leadCounts, markCells } from './differences';
import { radarOption, radarTooltip } from './radar-option';
import { compareQuery, parseCompareIds, withCompared, withoutCompared } from './url-state';

const field = (
  key: string,
  group: CompareField['group'],
  values: string[],
  best: number[] = [],
): CompareField => ({
  key,
  label: key,
  group,
  values,
  numbers: null,
  differs: new Set(values).size > 1,
  best,
});

describe('企业对比 URL state', () => {
  it('reads the ids in column order, once each, and writes them back readably', () => {
    const ids = parseCompareIds(new URLSearchParams('ids=3,1,%203,2'));
    expect(ids).toEqual(['3', '1', '2']);
    expect(compareQuery(ids)).toBe('?ids=3,1,2');
    expect(compareQuery([])).toBe('');
    expect(compareParamsSchema.parse({ qyids: ids.join(',') }).qyids).toEqual([3, 1, 2]);
  });

  it('adds at the end up to five and removes one', () => {
    let ids = ['1'];
    for (const id of ['1', '2', '3', '4', '5', '6']) ids = withCompared(ids, id);
    expect(ids).toEqual(['1', '2', '3', '4', '5']);
    expect(withoutCompared(ids, '3')).toEqual(['1', '2', '4', '5']);
  });
});

describe('企业对比 differences', () => {
  const fields = [
    field('status', '工商信息', ['存续', '存续', '存续']),
    field('zczb', '资本与规模', ['1000万', '50万', '1000万'], [0, 2]),
    field('qylx', '工商信息', ['有限责任公司', '股份有限公司', '有限责任公司']),
    field('judgments', '风险', ['0', '3', '1'], [0]),
  ];

  it('marks the leader of a differing row, the other values as differing, equal rows as same', () => {
    expect(markCells(fields[0]!)).toEqual(['same', 'same', 'same']);
    // Tied for best: both marked (issue 32).
    expect(markCells(fields[1]!)).toEqual(['best', 'differs', 'best']);
    expect(markCells(fields[2]!)).toEqual(['differs', 'differs', 'differs']);
  });

  it('groups rows in the contract order and can keep only the differing ones', () => {
    const all = compareSections(fields, false);
    expect(all.map((s) => [s.group, s.rows.map((r) => r.key)])).toEqual([
      ['工商信息', ['status', 'qylx']],
      ['资本与规模', ['zczb']],
      ['风险', ['judgments']],
    ]);
    const diffs = compareSections(fields, true);
    expect(diffs.flatMap((s) => s.rows.map((r) => r.key))).toEqual(['qylx', 'zczb', 'judgments']);
    expect(differenceCount(fields)).toEqual({ differs: 3, total: 4 });
    expect(leadCounts(fields, 3)).toEqual([2, 0, 1]);
  });
});

describe('企业对比 radar', () => {
  const dims: RadarDimension[] = [
    { key: 'capital', name: '资本实力', values: [80, 40], raw: [10000, 100], rule: '对数刻度' },
    { key: 'age', name: '经营年限', values: [50, 100], raw: [15, 30], rule: '线性 <30>' },
  ];

  it('draws one polygon per enterprise over 0–100 axes', () => {
    const option = radarOption(dims, ['甲', '乙']) as {
      radar: { indicator: { name: string; max: number }[] };
      series: { data: { name: string; value: number[] }[] }[];
    };
    expect(option.radar.indicator).toEqual([
      { name: '资本实力', max: 100, min: 0 },
      { name: '经营年限', max: 100, min: 0 },
    ]);
    expect(option.series[0]!.data).toEqual([
      { name: '甲', value: [80, 50] },
      { name: '乙', value: [40, 100] },
    ]);
  });

  it("gives an enterprise's raw figures and the scale in its tooltip, escaped", () => {
    const tip = radarTooltip(dims, '乙<公司>', 1);
    expect(tip).toContain('乙&#60;公司&#62;');
    expect(tip).toContain('资本实力：40 分（100）');
    expect(tip).toContain('线性 &#60;30&#62;');
  });
});
