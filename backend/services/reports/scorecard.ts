import { SCORECARD_DIMENSIONS, type ScorecardDimension } from '@/lib/contract/report-kinds';
import { roundHalfUp } from '@/lib/format';

// 对标报告's enterprise scorecard (docs/report-kinds.md "Scorecard"). Pure: the inputs are the
// enterprise's facts (backend/db/queries/benchmark.ts reads them), each dimension is scored
// 0–100 by a fixed formula — against fixed references, not against the set, so adding a peer
// never moves another's score — and the overall score is the weighted sum.

/** Facts older than this many days do not count for bids, risk, auctions and capital changes. */
export const SCORECARD_WINDOW_DAYS = 1095;
export const RECRUITMENT_WINDOW_DAYS = 365;

export type ScorecardInputs = {
  /** 注册资本, 万元人民币 (CNY_RATES); unknown 0. */
  capital: number;
  /** 参保人数 of the registry, else the latest annual report's staff; unknown null (counts 0). */
  staff: number | null;
  /** Whole years since founding. */
  age: number;
  /** Rank by registered capital among the live enterprises of its 大类 in its province. */
  industryRank: number | null;
  industryTotal: number;
  patents: number;
  inventions: number;
  tags: readonly string[];
  /** Bids won within the window. */
  bidWins: number;
  /** Recruitment posts within a year. */
  posts: number;
  /** Revenue of the latest annual report that discloses it, 万元; null when none does. */
  revenue: number | null;
  /** Administrative penalties and judgments as 被告 within the window. */
  penalties: number;
  defendant: number;
  status: string;
  /** Judicial auctions of its assets within the window. */
  auctions: number;
  /** 注册资本变更 within the window: the first record's before and the last one's after. */
  capitalChange: { from: number; to: number } | null;
  /** 参保人数 of the latest annual report and of the year before (null: not disclosed). */
  insuredLatest: number | null;
  insuredPrevious: number | null;
};

/** Points per qualification tag (小巨人 also carry 专精特新, so they add up to 70). */
export const TAG_POINTS: Readonly<Record<string, number>> = {
  独角兽: 40,
  '专精特新“小巨人”': 40,
  专精特新: 30,
  高新技术企业: 30,
  瞪羚: 20,
  科技型中小企业: 15,
};

/** Registration status points of 信用; a status not listed scores 0. */
export const STATUS_POINTS: Readonly<Record<string, number>> = {
  存续: 100,
  在业: 100,
  迁入: 100,
  迁出: 80,
  吊销: 0,
  注销: 0,
};

export const RISK_POINTS = { penalty: 20, defendant: 10, auction: 25 } as const;

const clamp = (x: number) => Math.min(100, Math.max(0, x));
const lg = (x: number) => Math.log10(1 + Math.max(0, x));
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/** The formula of each dimension in words (the report and docs/report-kinds.md show them). */
export const SCORECARD_FORMULAS: Readonly<Record<ScorecardDimension, string>> = {
  jcsl: '注册资本、人员、成立年限三项的平均：注册资本 min(100, 25×lg(1+万元))；人员（参保人数，否则年报从业人数）min(100, 100×lg(1+人数)/3)；成立年限 min(100, 5×年)',
  hydw: '在所属行业大类×省份的存续企业中按注册资本排名：100×(N−名次)/(N−1)，N为同类企业数；仅一家时100',
  cxnl: '专利与资质两项的平均：专利 min(100, 50×lg(1+2×发明专利+其他专利))；资质 min(100, 独角兽40、小巨人40、专精特新30、高新技术企业30、瞪羚20、科技型中小企业15之和)',
  jyzk: '近三年中标、近一年招聘、最近年报营业收入三项的平均：中标 min(100, 50×lg(1+次数))；招聘 min(100, 50×lg(1+岗位数))；营业收入 min(100, 20×lg(1+万元))，未披露按0计',
  flfx: '100 − 20×近三年行政处罚数 − 10×近三年作为被告的裁判文书数，最低0（越少越好）',
  xy: '登记状态（存续、在业、迁入100，迁出80，吊销、注销0）− 25×近三年司法拍卖数，最低0',
  czx: '注册资本变化与参保人数增长两项的平均：注册资本 50+50×log2(近三年变更后/变更前)，无变更50；参保人数 50+增长率(%)，年报未披露两年时50；各限0–100',
};

export type DimensionScore = {
  key: ScorecardDimension;
  name: string;
  weight: number;
  score: number;
};

/** Each dimension's score (0–100, unrounded). */
export function dimensionScores(x: ScorecardInputs): Record<ScorecardDimension, number> {
  const tagPoints = x.tags.reduce((s, t) => s + (TAG_POINTS[t] ?? 0), 0);
  const others = Math.max(0, x.patents - x.inventions);
  const capitalGrowth =
    x.capitalChange && x.capitalChange.from > 0 && x.capitalChange.to > 0
      ? clamp(50 + 50 * Math.log2(x.capitalChange.to / x.capitalChange.from))
      : 50;
  const insuredGrowth =
    x.insuredLatest !== null && x.insuredPrevious !== null && x.insuredPrevious > 0
      ? clamp(50 + ((x.insuredLatest - x.insuredPrevious) / x.insuredPrevious) * 100)
      : 50;
  return {
    jcsl: mean([
      Math.min(100, 25 * lg(x.capital)),
      Math.min(100, (100 * lg(x.staff ?? 0)) / 3),
      Math.min(100, 5 * Math.max(0, x.age)),
    ]),
    hydw:
      x.industryRank === null
        ? 0
        : x.industryTotal <= 1
          ? 100
          : clamp((100 * (x.industryTotal - x.industryRank)) / (x.industryTotal - 1)),
    cxnl: mean([Math.min(100, 50 * lg(2 * x.inventions + others)), Math.min(100, tagPoints)]),
    jyzk: mean([
      Math.min(100, 50 * lg(x.bidWins)),
      Math.min(100, 50 * lg(x.posts)),
      Math.min(100, 20 * lg(x.revenue ?? 0)),
    ]),
    flfx: clamp(100 - RISK_POINTS.penalty * x.penalties - RISK_POINTS.defendant * x.defendant),
    xy: clamp((STATUS_POINTS[x.status] ?? 0) - RISK_POINTS.auction * x.auctions),
    czx: mean([capitalGrowth, insuredGrowth]),
  };
}

/** The dimensions (one decimal) and the overall score: Σ weight% × dimension, one decimal. */
export function scorecard(x: ScorecardInputs): { dimensions: DimensionScore[]; overall: number } {
  const scores = dimensionScores(x);
  const overall = SCORECARD_DIMENSIONS.reduce((s, d) => s + (d.weight / 100) * scores[d.key], 0);
  return {
    dimensions: SCORECARD_DIMENSIONS.map((d) => ({
      key: d.key,
      name: d.name,
      weight: d.weight,
      score: roundHalfUp(scores[d.key], 1),
    })),
    overall: roundHalfUp(overall, 1),
  };
}
