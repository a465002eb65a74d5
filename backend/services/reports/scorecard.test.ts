import { SCORECARD_DIMENSIONS } from '@/lib/contract/report-kinds';
import { dimensionScores, scorecard, type ScorecardInputs } from './scorecard';

// 对标报告's enterprise scorecard on constructed peers (docs/report-kinds.md "Scorecard"): each
// dimension's formula worked out by hand, the weights, and that a peer never moves another's
// score.

const base: ScorecardInputs = {
  capital: 0,
  staff: null,
  age: 0,
  industryRank: null,
  industryTotal: 0,
  patents: 0,
  inventions: 0,
  tags: [],
  bidWins: 0,
  posts: 0,
  revenue: null,
  penalties: 0,
  defendant: 0,
  status: '存续',
  auctions: 0,
  capitalChange: null,
  insuredLatest: null,
  insuredPrevious: null,
};

describe('scorecard', () => {
  it('weights sum to 100', () => {
    expect(SCORECARD_DIMENSIONS.reduce((s, d) => s + d.weight, 0)).toBe(100);
  });

  it('scores an empty enterprise: only credit (存续) and neutral growth', () => {
    const s = dimensionScores(base);
    expect(s).toEqual({ jcsl: 0, hydw: 0, cxnl: 0, jyzk: 0, flfx: 100, xy: 100, czx: 50 });
    // 10% × 100 (法律风险) + 10% × 100 (信用) + 10% × 50 (成长性)
    expect(scorecard(base).overall).toBe(25);
  });

  it('基础实力: capital 1亿 → 100, 999 staff → 100, 20 years → 100; each part capped', () => {
    expect(dimensionScores({ ...base, capital: 9999, staff: 999, age: 20 }).jcsl).toBeCloseTo(100);
    expect(dimensionScores({ ...base, capital: 1e9, staff: 1e6, age: 80 }).jcsl).toBe(100);
    // capital 99万 → 25 × lg(100) = 50; staff 9 → 100 × lg(10) / 3 = 33.33; age 5 → 25
    expect(dimensionScores({ ...base, capital: 99, staff: 9, age: 5 }).jcsl).toBeCloseTo(
      (50 + 100 / 3 + 25) / 3,
    );
  });

  it('行业地位: the percentile of the capital rank; alone 100; not ranked 0', () => {
    expect(dimensionScores({ ...base, industryRank: 1, industryTotal: 11 }).hydw).toBe(100);
    expect(dimensionScores({ ...base, industryRank: 6, industryTotal: 11 }).hydw).toBe(50);
    expect(dimensionScores({ ...base, industryRank: 11, industryTotal: 11 }).hydw).toBe(0);
    expect(dimensionScores({ ...base, industryRank: 1, industryTotal: 1 }).hydw).toBe(100);
    expect(dimensionScores({ ...base, industryRank: null, industryTotal: 40 }).hydw).toBe(0);
  });

  it('创新能力: inventions count double; tag points add up, capped at 100', () => {
    // 2 × 4 + 1 = 9 weighted patents → 50 × lg(10) = 50; 高新 30 + 专精特新 30 = 60
    const s = dimensionScores({
      ...base,
      patents: 5,
      inventions: 4,
      tags: ['高新技术企业', '专精特新'],
    });
    expect(s.cxnl).toBeCloseTo((50 + 60) / 2);
    const all = dimensionScores({
      ...base,
      patents: 500,
      inventions: 400,
      tags: ['独角兽', '专精特新“小巨人”', '专精特新', '高新技术企业'],
    });
    expect(all.cxnl).toBe(100);
  });

  it('经营状况: bids, posts and revenue; undisclosed revenue counts 0', () => {
    // 9 wins → 50; 99 posts → 100; revenue 9,999万 → 20 × 4 = 80
    expect(dimensionScores({ ...base, bidWins: 9, posts: 99, revenue: 9999 }).jyzk).toBeCloseTo(
      (50 + 100 + 80) / 3,
    );
    expect(dimensionScores({ ...base, bidWins: 9, posts: 99 }).jyzk).toBeCloseTo(150 / 3);
  });

  it('法律风险 and 信用: lower counts are better, floored at 0', () => {
    expect(dimensionScores({ ...base, penalties: 1, defendant: 3 }).flfx).toBe(50);
    expect(dimensionScores({ ...base, penalties: 9 }).flfx).toBe(0);
    expect(dimensionScores({ ...base, status: '迁出', auctions: 1 }).xy).toBe(55);
    expect(dimensionScores({ ...base, status: '注销' }).xy).toBe(0);
    expect(dimensionScores({ ...base, status: '存续', auctions: 5 }).xy).toBe(0);
  });

  it('成长性: a doubled capital 100, a halved 0; insured +20% → 70; missing halves neutral', () => {
    expect(dimensionScores({ ...base, capitalChange: { from: 500, to: 1000 } }).czx).toBe(75);
    expect(dimensionScores({ ...base, capitalChange: { from: 1000, to: 500 } }).czx).toBe(25);
    expect(dimensionScores({ ...base, insuredLatest: 120, insuredPrevious: 100 }).czx).toBe(60);
    expect(
      dimensionScores({
        ...base,
        capitalChange: { from: 100, to: 800 },
        insuredLatest: 300,
        insuredPrevious: 100,
      }).czx,
    ).toBe(100);
  });

  it('the overall is the weighted sum of the dimensions (one decimal)', () => {
    const strong: ScorecardInputs = {
      ...base,
      capital: 9999,
      staff: 999,
      age: 20,
      industryRank: 1,
      industryTotal: 11,
      patents: 99,
      inventions: 0,
      tags: ['独角兽', '专精特新“小巨人”', '专精特新'],
      bidWins: 99,
      posts: 99,
      revenue: 99999,
      capitalChange: { from: 100, to: 200 },
      insuredLatest: 150,
      insuredPrevious: 100,
    };
    const card = scorecard(strong);
    expect(card.dimensions.map((d) => d.score)).toEqual([100, 100, 100, 100, 100, 100, 100]);
    expect(card.overall).toBe(100);
    const mixed = scorecard({ ...strong, penalties: 5, status: '注销' });
    // 法律风险 0 and 信用 0 lose their 10% each.
    expect(mixed.overall).toBe(80);
  });

  it('constructed peers: each scored alone, so adding or removing one moves nobody', () => {
    const peers: ScorecardInputs[] = [
      { ...base, capital: 5000, staff: 120, age: 8, patents: 12, inventions: 3 },
      { ...base, capital: 200, staff: 15, age: 2, penalties: 2, tags: ['科技型中小企业'] },
      { ...base, capital: 80000, staff: 2000, age: 25, bidWins: 30, status: '在业' },
    ];
    const alone = peers.map((p) => scorecard(p).overall);
    const again = [...peers]
      .reverse()
      .map((p) => scorecard(p).overall)
      .reverse();
    expect(again).toEqual(alone);
    // The largest peer leads, the small one with penalties trails.
    expect(alone[2]).toBeGreaterThan(alone[0]!);
    expect(alone[0]).toBeGreaterThan(alone[1]!);
  });
});
