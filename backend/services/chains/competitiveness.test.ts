import fc from 'fast-check';
import {
  COMPETITIVENESS_DIMENSIONS,
  DEFAULT_WEIGHTS,
  competitivenessParamsSchema,
  type ChainFigures,
} from '@/lib/contract/chains';
import { ZERO_FIGURES } from '../../db/queries/chains';
import {
  INDICATORS,
  chainLocationQuotient,
  normalise,
  overallScore,
  rankAmong,
  rankOf,
  registrationGrowth,
  scoreRegions,
  type RegionInputs,
} from './competitiveness';

// Competitiveness arithmetic (docs/industry-chains.md, Competitiveness): normalisation
// against peers, dimension means, weights, the overall score and its display rounding.

const region = (
  figures: Partial<ChainFigures>,
  more: Partial<RegionInputs> = {},
): RegionInputs => ({
  figures: { ...ZERO_FIGURES, ...figures },
  coveredLinks: 0,
  links: 10,
  allChains: 0,
  national: { chain: 1000, allChains: 5000 },
  ...more,
});

describe('normalisation', () => {
  it('is min–max over the peers', () => {
    expect(normalise(5, 0, 10)).toBe(50);
    expect(normalise(0, 0, 10)).toBe(0);
    expect(normalise(10, 0, 10)).toBe(100);
    expect(normalise(-5, -10, 10)).toBe(25);
    // Every peer equal: 100 when positive, 0 when nothing.
    expect(normalise(3, 3, 3)).toBe(100);
    expect(normalise(0, 0, 0)).toBe(0);
  });

  it('stays within 0–100 and keeps the order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1 }),
        (xs) => {
          const min = Math.min(...xs);
          const max = Math.max(...xs);
          const ns = xs.map((x) => normalise(x, min, max));
          for (const n of ns) expect(n >= 0 && n <= 100).toBe(true);
          for (let i = 0; i < xs.length; i++)
            for (let j = 0; j < xs.length; j++)
              if (xs[i]! < xs[j]!) expect(ns[i]!).toBeLessThanOrEqual(ns[j]!);
        },
      ),
    );
  });

  it('ranks ties together', () => {
    expect(rankOf(5, [5, 7, 5, 1])).toBe(2);
    expect(rankOf(7, [5, 7, 5, 1])).toBe(1);
    expect(rankOf(1, [5, 7, 5, 1])).toBe(4);
  });

  // Issue 32: 上海's 0 专精特新 was ranked first of 341 because every city had 0.
  it('never ranks a zero, even when every peer has zero', () => {
    expect(rankAmong(0, [0, 0, 0])).toBeNull();
    expect(rankAmong(0, [0, 3, 0])).toBeNull();
    expect(rankAmong(3, [0, 3, 3])).toBe(1);
  });

  it('gives a region the rank a brute-force count gives, ties one rank, zeros none', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 30 }),
        (xs) => {
          for (const x of xs) {
            const above = xs.filter((y) => y > x).length;
            expect(rankAmong(x, xs)).toBe(x > 0 ? above + 1 : null);
            // Equal values share one rank.
            for (const y of xs) if (y === x) expect(rankAmong(y, xs)).toBe(rankAmong(x, xs));
          }
        },
      ),
    );
  });
});

describe('indicators', () => {
  it('growth of new registrations and the chain location quotient', () => {
    expect(registrationGrowth(15, 10)).toBe(50);
    expect(registrationGrowth(5, 10)).toBe(-50);
    expect(registrationGrowth(3, 0)).toBe(100);
    expect(registrationGrowth(0, 0)).toBe(0);
    // 100 of 400 chain enterprises locally (25 %), 1000 of 5000 nationally (20 %): 1.25.
    expect(chainLocationQuotient(region({ enterprisecount: 100 }, { allChains: 400 }))).toBeCloseTo(
      1.25,
      12,
    );
    expect(chainLocationQuotient(region({ enterprisecount: 100 }))).toBe(0);
  });

  it('every lookup key named exists in the evaluation lookup', async () => {
    const { EVALUATION_DIMENSIONS } = await import('@/lib/contract/lookups');
    for (const i of INDICATORS) {
      const tab = EVALUATION_DIMENSIONS.find((t) => t.key === i.dimension)!;
      expect(tab).toBeDefined();
      if (i.lookupkey) expect(tab.indicators.map((x) => x.key)).toContain(i.lookupkey);
    }
    expect(new Set(INDICATORS.map((i) => i.dimension))).toEqual(
      new Set(COMPETITIVENESS_DIMENSIONS),
    );
  });
});

describe('scores and weights', () => {
  // Three peers: A leads on enterprises, B on innovation, C is empty.
  const peers = new Map<string, RegionInputs>([
    [
      'A',
      region(
        { enterprisecount: 100, listedcount: 4, insuredstaff: 5000, inventionpatentcount: 50 },
        { coveredLinks: 8, allChains: 200 },
      ),
    ],
    [
      'B',
      region(
        { enterprisecount: 40, srdicount: 10, hightechcount: 12, inventionpatentcount: 80 },
        { coveredLinks: 4, allChains: 100 },
      ),
    ],
    ['C', region({})],
  ]);

  it('a dimension is the mean of its normalised indicators', () => {
    const a = scoreRegions('A', peers, DEFAULT_WEIGHTS, '2026-11-21T00:00:00.000Z');
    const qyjzl = a.dimensions.find((d) => d.key === 'qyjzl')!;
    // 企业数量 100 (max), 环节覆盖率 80 % (max), 上市企业 4 (max): 100.
    expect(qyjzl.indicators.map((i) => i.normalized)).toEqual([100, 100, 100]);
    expect(qyjzl.score).toBe(100);
    expect(qyjzl.rank).toBe(1);
    const cxhj = a.dimensions.find((d) => d.key === 'cxhj')!;
    // 户均发明专利 0.5 vs B's 2.0 → 25; 专精特新 0 → 0; 高新 0 → 0.
    expect(cxhj.indicators.map((i) => i.normalized)).toEqual([25, 0, 0]);
    expect(cxhj.score).toBeCloseTo(25 / 3, 1);
    expect(cxhj.indicators[0]!).toMatchObject({ value: 0.5, peermin: 0, peermax: 2, rank: 2 });
    for (const i of [...qyjzl.indicators, ...cxhj.indicators]) {
      expect(i.asof).toBe('2026-11-21T00:00:00.000Z');
      expect(i.source).not.toBe('');
    }
  });

  it('the overall score is ten times the weighted sum, shown by the ranking rule', () => {
    const a = scoreRegions('A', peers, DEFAULT_WEIGHTS, null);
    const scores = Object.fromEntries(a.dimensions.map((d) => [d.key, d.score]));
    const expected = COMPETITIVENESS_DIMENSIONS.reduce(
      (s, d) => s + (DEFAULT_WEIGHTS[d] / 100) * scores[d]! * 10,
      0,
    );
    expect(a.overall.score).toBeCloseTo(expected, 0);
    // Up to a step of 10 for scores up to 500, of 50 up to 1000.
    expect(a.overall.display % (a.overall.score <= 500 ? 10 : 50)).toBe(0);
    expect(a.overall.display).toBeGreaterThanOrEqual(a.overall.score);
    expect(a.overall.display - a.overall.score).toBeLessThan(a.overall.score <= 500 ? 10 : 50);
  });

  it('weights move the ranking', () => {
    const enterprisesOnly = { qyjzl: 100, scys: 0, cxhj: 0, scjzl: 0 };
    const innovationOnly = { qyjzl: 0, scys: 0, cxhj: 100, scjzl: 0 };
    expect(scoreRegions('A', peers, enterprisesOnly, null).overall.rank).toBe(1);
    expect(scoreRegions('B', peers, enterprisesOnly, null).overall.rank).toBe(2);
    expect(scoreRegions('B', peers, innovationOnly, null).overall.rank).toBe(1);
    expect(scoreRegions('A', peers, innovationOnly, null).overall.rank).toBe(2);
    // C has nothing: no rank, not third (nor first of a list of zeros).
    expect(scoreRegions('C', peers, innovationOnly, null).overall).toMatchObject({
      score: 0,
      display: 0,
      rank: null,
    });
    expect(overallScore({ qyjzl: 100, scys: 100, cxhj: 100, scjzl: 100 }, DEFAULT_WEIGHTS)).toBe(
      1000,
    );
  });

  it('weights are validated: integers 0–100 summing to 100, unnamed ones default', () => {
    const parse = (weights: unknown) =>
      competitivenessParamsSchema.safeParse({ chain: 'nev', region: '320500', weights });
    expect(parse(undefined).data?.weights).toEqual(DEFAULT_WEIGHTS);
    expect(parse({ qyjzl: 40, scys: 10 }).data?.weights).toEqual({
      qyjzl: 40,
      scys: 10,
      cxhj: 25,
      scjzl: 25,
    });
    expect(parse({ qyjzl: 50 }).error?.issues[0]?.message).toBe(
      '各维度权重之和应为100（当前为120）',
    );
    expect(parse({ qyjzl: -1, scys: 51 }).success).toBe(false);
    expect(parse({ qyjzl: 30.5 }).success).toBe(false);
    expect(parse({ other: 1 }).success).toBe(false);
  });
});
