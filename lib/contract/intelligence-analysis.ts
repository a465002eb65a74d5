import { z } from '@hono/zod-openapi';
import type { RegionRef } from './chains';
import { eventFilterShape, refineEventFilter, type IndustryEventKindValue } from './intelligence';

// qbfx: 情报分析, the intelligence feed's events aggregated (issue 17,
// docs/intelligence-analysis.md). One custom query, qbfxAnalysis, takes the feed's filter
// (lib/contract/intelligence.ts) and answers every aggregate of the screen; each bucket opens
// its events in the feed /cyjj/qbzl through lib/intelligence-analysis/feed-links.ts.

/**
 * 情报分析 is a view of 产业情报 (menu key cyqb, docs/menus.md): the same record bt-cyqb, so a
 * tier that may read the feed may read its analysis.
 */
export const INTELLIGENCE_ANALYSIS_PERMISSION = { key: 'bt-cyqb', screen: '情报分析' } as const;

/** The period when the filter names none: the last 90 days up to today. */
export const DEFAULT_PERIOD_DAYS = 90;
/** The longest period analysed in one call (a nationwide year fits; docs: performance). */
export const MAX_PERIOD_DAYS = 1096;
/** Rows of the hot-links and active-enterprise rankings. */
export const ANALYSIS_TOP = 10;

export const INTELLIGENCE_ANALYSIS_MESSAGES = {
  periodTooLong: '统计区间不能超过3年',
  fromAfterToday: '开始日期不能晚于今天',
  demoData: '演示数据',
  noBase: '上期无事件，无法计算变化',
  baseBeforeData: (earliest: string) => `上期早于事件数据起始日（${earliest}），无可比基数`,
  linksNeedChain: '按行业筛选时不能同时按环节查看事件（产业链与行业只能选择其一）',
} as const;

/** The feed's filter: chain or industry, link, region, kinds, importance, period, enterprise. */
export const qbfxParamsSchema = z.object(eventFilterShape).superRefine(refineEventFilter);
export type QbfxParams = z.infer<typeof qbfxParamsSchema>;

/**
 * The filter the figures were computed for, every default applied: the region resolved, the
 * period made explicit. Links into the feed carry exactly these values plus their bucket's.
 */
export type QbfxFilter = {
  chain: string | null;
  node: string | null;
  industry: string | null;
  region: RegionRef;
  kinds: IndustryEventKindValue[];
  importance: number;
  from: string;
  to: string;
  qyid: number | null;
};

export type QbfxPeriod = {
  from: string;
  to: string;
  days: number;
  /** The previous period of equal length, ending the day before `from`. */
  previousfrom: string;
  previousto: string;
};

export type QbfxTotals = {
  events: number;
  /** Distinct enterprises with at least one event. */
  enterprises: number;
  /** Events of kind financing and the sum of their amounts (万元人民币; undisclosed count 0). */
  financingevents: number;
  financingamount: number;
};

export type QbfxKindBucket = { kind: IndustryEventKindValue; label: string; count: number };

/** A week (Monday to Sunday) cut to the period, with its events by kind. */
export type QbfxWeekBucket = {
  /** The week's Monday. */
  week: string;
  /** The days of the week inside the period: the feed link's from/to. */
  from: string;
  to: string;
  total: number;
  counts: Partial<Record<IndustryEventKindValue, number>>;
};

/** A region one level below the filter's (the map's features for 全国 and a province). */
export type QbfxRegionBucket = {
  code: string;
  name: string;
  level: number;
  kind: 'province' | 'city' | 'district';
  count: number;
};

export type QbfxLinkBucket = {
  code: string;
  name: string;
  stage: string;
  chain: string;
  chainname: string;
  count: number;
  /** Events of the link in the previous period. */
  previous: number;
  /** Percent change (one decimal) against the previous period; null without a base. */
  change: number | null;
  /** Why there is no change: no events before, or the previous period precedes the data. */
  basenote: string | null;
};

export type QbfxEnterpriseBucket = {
  qyid: string;
  qymc: string;
  count: number;
  /** Its events by kind, most first. */
  kinds: { kind: IndustryEventKindValue; label: string; count: number }[];
};

export type QbfxAnswer = {
  filter: QbfxFilter;
  period: QbfxPeriod;
  totals: QbfxTotals;
  /** Every kind the filter admits, zeros included, in the kinds' order. */
  kinds: QbfxKindBucket[];
  /** Every week touching the period, oldest first, zeros included. */
  weeks: QbfxWeekBucket[];
  regions: QbfxRegionBucket[];
  /** Events whose region code names no region of `regions` (an incomplete address). */
  unplaced: number;
  /** Most events in the period first (ANALYSIS_TOP). */
  links: QbfxLinkBucket[];
  /** Links cannot open the feed with an industry filter (chain xor industry): the reason. */
  linksnote: string | null;
  enterprises: QbfxEnterpriseBucket[];
  /** When the events were last derived (ISO time), null when never. */
  asof: string | null;
  /** The earliest event date held, null when there are none. */
  earliest: string | null;
  notice: string | null;
};
