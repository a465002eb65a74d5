import fc from 'fast-check';
import { CHAIN_MESSAGES, DEFAULT_WEIGHTS } from '@/lib/contract/chains';
import { competitivenessParamsSchema } from '@/lib/contract/chains';
import {
  normaliseWeights,
  parseWeights,
  previewOverall,
  weightsError,
  weightsParam,
  weightsSum,
  type Weights,
} from './weights';

const percent = fc.integer({ min: 0, max: 100 });

const w = (qyjzl: number, scys: number, cxhj: number, scjzl: number): Weights => ({
  qyjzl,
  scys,
  cxhj,
  scjzl,
});

describe('competitiveness weights', () => {
  it('are accepted exactly when the API accepts them, with its message', () => {
    expect(weightsError(DEFAULT_WEIGHTS)).toBeNull();
    expect(weightsError(w(50, 20, 25, 25))).toBe(CHAIN_MESSAGES.weightsSum(120));
    expect(weightsError(w(10, 20, 25, 25))).toBe('各维度权重之和应为100（当前为80）');
    expect(weightsError(w(100, 0, 0, 0))).toBeNull();
    expect(weightsError(w(25.5, 24.5, 25, 25))).toBe('权重应为整数');
    expect(weightsError(w(-10, 60, 25, 25))).toBe('权重最小为 0');
    expect(weightsError(w(130, -30, 0, 0))).toBe('权重最大为 100');
    fc.assert(
      fc.property(fc.tuple(percent, percent, percent, percent), ([a, b, c, d]) => {
        const weights = w(a, b, c, d);
        const api = competitivenessParamsSchema.safeParse({
          chain: 'nev',
          region: '320500',
          weights,
        });
        return (weightsError(weights) === null) === api.success;
      }),
    );
  });

  it('normalise to 100 in whole percents, keeping proportions', () => {
    expect(normaliseWeights(w(1, 1, 1, 1))).toEqual(w(25, 25, 25, 25));
    expect(normaliseWeights(w(1, 1, 1, 0))).toEqual(w(34, 33, 33, 0));
    expect(normaliseWeights(w(60, 40, 50, 50))).toEqual(w(30, 20, 25, 25));
    expect(normaliseWeights(w(0, 0, 0, 0))).toEqual(DEFAULT_WEIGHTS);
    // Equal remainders go to the earlier dimension, whatever the floating point says.
    expect(normaliseWeights(w(50, 20, 25, 25))).toEqual(w(42, 16, 21, 21));
    fc.assert(
      fc.property(fc.tuple(percent, percent, percent, percent), ([a, b, c, d]) => {
        const n = normaliseWeights(w(a, b, c, d));
        const total = a + b + c + d;
        const values = [n.qyjzl, n.scys, n.cxhj, n.scjzl];
        return (
          weightsError(n) === null &&
          (total === 0 ||
            [a, b, c, d].every((v, i) => Math.abs(values[i]! - (v * 100) / total) < 1))
        );
      }),
    );
  });

  it('leave weights that already sum to 100 alone', () => {
    expect(normaliseWeights(w(40, 10, 30, 20))).toEqual(w(40, 10, 30, 20));
  });

  it('round-trip through the URL; malformed values fall back to the defaults', () => {
    expect(weightsParam(DEFAULT_WEIGHTS)).toBe('30,20,25,25');
    expect(parseWeights('40,10,30,20')).toEqual(w(40, 10, 30, 20));
    // A wrong sum is kept: the API's message says what is wrong.
    expect(parseWeights('50,20,25,25')).toEqual(w(50, 20, 25, 25));
    expect(weightsSum(parseWeights('50,20,25,25')!)).toBe(120);
    for (const bad of [null, '', '30,20,25', '30,20,25,x', '30,20,25,-5', '1.5,20,25,25']) {
      expect(parseWeights(bad)).toBeUndefined();
    }
  });

  it('preview the overall score as the API weighs it (0–1000)', () => {
    const dims = [
      { key: 'qyjzl' as const, score: 80 },
      { key: 'scys' as const, score: 50 },
      { key: 'cxhj' as const, score: 40 },
      { key: 'scjzl' as const, score: 20 },
    ];
    expect(previewOverall(dims, DEFAULT_WEIGHTS)).toBeCloseTo(240 + 100 + 100 + 50);
    expect(previewOverall(dims, w(100, 0, 0, 0))).toBeCloseTo(800);
  });
});
