import {
  COMPETITIVENESS_DIMENSIONS,
  EVALUATION_TABS,
  type ChainFigures,
  type CompetitivenessDimension,
  type DimensionRecord,
  type IndicatorRecord,
} from '@/lib/contract/chains';
import { roundHalfUp, roundRankScore } from '@/lib/format';

// 竞争力分析 arithmetic (docs/industry-chains.md, Competitiveness). Pure: the figures of the
// region and of its peers come from the stats tables; here every indicator is normalised
// against the peers (min–max to 0–100), dimensions are the equal-weight means of their
// indicators, and the overall score is the weighted sum of the dimensions on a 0–1000 scale.

/** What an indicator reads for one region: its chain figures plus two derived numbers. */
export type RegionInputs = {
  figures: ChainFigures;
  /** Links (level 3) with at least one enterprise in the region, and the chain's links. */
  coveredLinks: number;
  links: number;
  /** The chain's enterprises over all chains' in the region, and the same nationally. */
  allChains: number;
  national: { chain: number; allChains: number };
};

export type IndicatorDef = {
  key: string;
  name: string;
  dimension: CompetitivenessDimension;
  lookupkey: string | null;
  unit: string;
  source: string;
  value: (r: RegionInputs) => number;
};

const SOURCES = {
  placement: '产业链企业归属（工商登记、经营范围、产品、专利、招投标）',
  listing: '工商登记（企业类型）',
  insured: '企业年报（社保参保人数）',
  recruitment: '招聘信息',
  paidIn: '工商登记（实缴资本）',
  financing: '融资事件',
  patents: '专利',
  tags: '资质认定（专精特新、高新技术企业）',
  registration: '工商登记（成立日期）',
  bids: '招投标（中标）',
} as const;

/** Growth of new registrations, percent: last 12 months over the 12 before (100 from none). */
export function registrationGrowth(last: number, prev: number): number {
  if (prev > 0) return ((last - prev) / prev) * 100;
  return last > 0 ? 100 : 0;
}

/** The chain's location quotient in the region among all chains (1 when undefined). */
export function chainLocationQuotient(r: RegionInputs): number {
  const { chain, allChains } = r.national;
  if (r.allChains <= 0 || allChains <= 0 || chain <= 0) return 0;
  return r.figures.enterprisecount / r.allChains / (chain / allChains);
}

export const INDICATORS: readonly IndicatorDef[] = [
  {
    key: 'qysl',
    name: '企业数量',
    dimension: 'qyjzl',
    lookupkey: 'qygm',
    unit: '家',
    source: SOURCES.placement,
    value: (r) => r.figures.enterprisecount,
  },
  {
    key: 'hlfg',
    name: '环节覆盖率',
    dimension: 'qyjzl',
    lookupkey: null,
    unit: '%',
    source: SOURCES.placement,
    value: (r) => (r.links > 0 ? (r.coveredLinks / r.links) * 100 : 0),
  },
  {
    key: 'ssqy',
    name: '上市企业',
    dimension: 'qyjzl',
    lookupkey: 'ppyx',
    unit: '家',
    source: SOURCES.listing,
    value: (r) => r.figures.listedcount,
  },
  {
    key: 'cbrs',
    name: '参保人数',
    dimension: 'scys',
    lookupkey: 'rlzy',
    unit: '人',
    source: SOURCES.insured,
    value: (r) => r.figures.insuredstaff,
  },
  {
    key: 'zpgw',
    name: '招聘岗位',
    dimension: 'scys',
    lookupkey: 'rlzy',
    unit: '个',
    source: SOURCES.recruitment,
    value: (r) => r.figures.recruitmentcount,
  },
  {
    key: 'sjzb',
    name: '实缴资本',
    dimension: 'scys',
    lookupkey: 'zbtr',
    unit: '万元',
    source: SOURCES.paidIn,
    value: (r) => r.figures.paidincapital,
  },
  {
    key: 'rzsj',
    name: '融资事件',
    dimension: 'scys',
    lookupkey: 'zbtr',
    unit: '次',
    source: SOURCES.financing,
    value: (r) => r.figures.financingcount,
  },
  {
    key: 'hjfm',
    name: '户均发明专利',
    dimension: 'cxhj',
    lookupkey: 'zscq',
    unit: '件/家',
    source: SOURCES.patents,
    value: (r) =>
      r.figures.enterprisecount > 0
        ? r.figures.inventionpatentcount / r.figures.enterprisecount
        : 0,
  },
  {
    key: 'zjtx',
    name: '专精特新企业',
    dimension: 'cxhj',
    lookupkey: 'kjrz',
    unit: '家',
    source: SOURCES.tags,
    value: (r) => r.figures.srdicount,
  },
  {
    key: 'gxjs',
    name: '高新技术企业',
    dimension: 'cxhj',
    lookupkey: 'kjrz',
    unit: '家',
    source: SOURCES.tags,
    value: (r) => r.figures.hightechcount,
  },
  {
    key: 'xzzs',
    name: '新增注册增速',
    dimension: 'scjzl',
    lookupkey: null,
    unit: '%',
    source: SOURCES.registration,
    value: (r) => registrationGrowth(r.figures.newlast12m, r.figures.newprev12m),
  },
  {
    key: 'qws',
    name: '区位熵',
    dimension: 'scjzl',
    lookupkey: 'scfe',
    unit: '',
    source: SOURCES.placement,
    value: chainLocationQuotient,
  },
  {
    key: 'zbxm',
    name: '中标项目',
    dimension: 'scjzl',
    lookupkey: 'ztbhy',
    unit: '个',
    source: SOURCES.bids,
    value: (r) => r.figures.bidwincount,
  },
];

/**
 * Min–max normalisation over the peers (the region among them): 100 × (x − min) / (max − min);
 * when every peer has the same value, 100 if that value is positive, else 0.
 */
export function normalise(x: number, min: number, max: number): number {
  if (max === min) return x > 0 ? 100 : 0;
  // Clamped: floating point may put the maximum a hair above 100.
  return Math.min(100, Math.max(0, (100 * (x - min)) / (max - min)));
}

/** 1 + the number of values strictly greater than `x` (ties share a rank). */
export function rankOf(x: number, values: Iterable<number>): number {
  let above = 0;
  for (const v of values) if (v > x) above += 1;
  return above + 1;
}

/**
 * A region's rank by a value, or null when it has nothing to rank by: zero (or less) is not a
 * strength, and all-zero peers would otherwise put it first of hundreds.
 */
export function rankAmong(x: number, values: Iterable<number>): number | null {
  return x > 0 ? rankOf(x, values) : null;
}

/** The overall score on 0–1000: ten times the weighted (percent) sum of dimension scores. */
export function overallScore(
  scores: Record<CompetitivenessDimension, number>,
  weights: Record<CompetitivenessDimension, number>,
): number {
  return COMPETITIVENESS_DIMENSIONS.reduce((s, d) => s + (weights[d] / 100) * scores[d] * 10, 0);
}

export type CompetitivenessResult = {
  overall: { score: number; display: number; rank: number | null };
  dimensions: DimensionRecord[];
};

/**
 * Scores `target` against `peers` (which include it). Every peer is scored the same way, so
 * ranks compare like with like.
 */
export function scoreRegions(
  target: string,
  peers: ReadonlyMap<string, RegionInputs>,
  weights: Record<CompetitivenessDimension, number>,
  asof: string | null,
): CompetitivenessResult {
  const codes = [...peers.keys()];
  const raw = new Map(INDICATORS.map((i) => [i.key, codes.map((c) => i.value(peers.get(c)!))]));
  const normalised = new Map<string, number[]>();
  for (const i of INDICATORS) {
    const values = raw.get(i.key)!;
    const min = Math.min(...values);
    const max = Math.max(...values);
    normalised.set(
      i.key,
      values.map((v) => normalise(v, min, max)),
    );
  }
  const at = codes.indexOf(target);
  const dimensionScores = new Map<CompetitivenessDimension, number[]>();
  for (const d of COMPETITIVENESS_DIMENSIONS) {
    const members = INDICATORS.filter((i) => i.dimension === d);
    dimensionScores.set(
      d,
      codes.map(
        (_, p) => members.reduce((s, i) => s + normalised.get(i.key)![p]!, 0) / members.length,
      ),
    );
  }
  const overalls = codes.map((_, p) =>
    overallScore(
      Object.fromEntries(
        COMPETITIVENESS_DIMENSIONS.map((d) => [d, dimensionScores.get(d)![p]!]),
      ) as Record<CompetitivenessDimension, number>,
      weights,
    ),
  );
  const dimensions: DimensionRecord[] = COMPETITIVENESS_DIMENSIONS.map((d) => {
    const tab = EVALUATION_TABS.find((t) => t.key === d)!;
    const members = INDICATORS.filter((i) => i.dimension === d);
    const used = new Set(members.map((i) => i.lookupkey));
    const scores = dimensionScores.get(d)!;
    return {
      key: d,
      name: tab.name,
      score: roundHalfUp(scores[at]!, 1),
      rank: rankAmong(scores[at]!, scores),
      weight: weights[d],
      indicators: members.map((i): IndicatorRecord => {
        const values = raw.get(i.key)!;
        return {
          key: i.key,
          name: i.name,
          lookupkey: i.lookupkey,
          value: roundHalfUp(values[at]!, 2),
          unit: i.unit,
          normalized: roundHalfUp(normalised.get(i.key)![at]!, 1),
          weight: roundHalfUp(100 / members.length, 2),
          peermin: roundHalfUp(Math.min(...values), 2),
          peermax: roundHalfUp(Math.max(...values), 2),
          rank: rankAmong(values[at]!, values),
          source: i.source,
          asof,
        };
      }),
      missing: tab.indicators.filter((x) => !used.has(x.key)),
    };
  });
  const score = overalls[at]!;
  return {
    overall: {
      score: roundHalfUp(score, 1),
      display: roundRankScore(score),
      rank: rankAmong(score, overalls),
    },
    dimensions,
  };
}
