import { z } from '@hono/zod-openapi';
import { chainCodeSchema, regionParamSchema, type RegionRef } from './chains';
import { INTELLIGENCE_MESSAGES } from './intelligence';
import type { MonthFigures } from './regional';

// fzzl: 发展总览, the industry overview of 看行业 (/cyjj/fzzl, issue 17,
// docs/intelligence-overview.md). One custom query (POST
// /api-form/form/core/formCustomQuery/queryForJson_fzzlOverview): an industry (GB/T 4754 门类,
// 大类 or 中类) or a chain, in 全国, a province or a city, from the rows of the step
// industry-overview (and a chain's stock from chain_region_stats).

/** 看行业 is the top menu's kxy (docs/menus.md): its calls need bt-kxy. */
export const FZZL_PERMISSION = { key: 'bt-kxy', screen: '看行业' } as const;

export const FZZL_MESSAGES = {
  subjectRequired: '请选择行业或产业链',
  chainOrIndustry: INTELLIGENCE_MESSAGES.chainOrIndustry,
  industryLevel: '请选择门类、大类或中类（不含小类）',
  noSuchIndustry: (code: string) => `行业不存在：${code}`,
  regionLevel: '请选择全国、省或市（直辖市可选区县）',
  /** Why a 同比 is missing. */
  zeroBase: '上年同期为0，无法计算同比',
  chainNoExits: '产业链仅收录在业企业，注销/吊销企业不在链上，不计注销数',
  chainNoYearAgo: '产业链仅收录在业企业，无法回溯上年同期存量',
  demoData: '演示数据',
} as const;

/** A 门类 letter, a 大类 (2 digits) or a 中类 (3 digits). */
export const overviewIndustrySchema = z
  .string()
  .trim()
  .regex(/^(?:[A-T]|\d{2,3})$/, FZZL_MESSAGES.industryLevel);

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

export const fzzlOverviewParamsSchema = z
  .object({
    industry: z.preprocess(blank, overviewIndustrySchema.optional()),
    chain: z.preprocess(blank, chainCodeSchema.optional()),
    region: regionParamSchema,
  })
  .superRefine((p, ctx) => {
    if (p.industry && p.chain)
      ctx.addIssue({ code: 'custom', path: ['industry'], message: FZZL_MESSAGES.chainOrIndustry });
    else if (!p.industry && !p.chain)
      ctx.addIssue({ code: 'custom', path: ['industry'], message: FZZL_MESSAGES.subjectRequired });
  });
export type FzzlOverviewParams = z.infer<typeof fzzlOverviewParamsSchema>;

/**
 * A figure beside the same figure a year earlier: `base` null when it cannot be known (`note`
 * says why); `yoy` the change in percent (one decimal), null without a base or when it is 0.
 */
export type Compared = {
  value: number;
  base: number | null;
  yoy: number | null;
  note: string | null;
};

export type OverviewSubject = {
  kind: 'industry' | 'chain';
  code: string;
  name: string;
  /** 1 门类, 2 大类, 3 中类; null for a chain. */
  level: 1 | 2 | 3 | null;
  /** The industry's ancestors and itself (门类 › 大类 › 中类), or the chain's name. */
  path: { code: string; name: string }[];
};

export type OverviewBand = { label: string; count: number; share: number };

export type OverviewRegionRecord = {
  code: string;
  name: string;
  /** Live enterprises. */
  count: number;
  /** 万元人民币. */
  capital: number;
  /** Of the map level's total, percent. */
  share: number;
};

export type OverviewLeader = {
  ID_: string;
  rank: number;
  qymc: string;
  region: string;
  industry: string;
  /** 万元人民币. */
  capital: number;
  score: number;
  listed: boolean;
  tags: string[];
};

export type OverviewActivity = {
  key: 'financing' | 'patents' | 'inventions' | 'bids' | 'penalties' | 'judgments';
  label: string;
  unit: string;
  count: Compared;
  /** 万元, where the activity has an amount (financing, bids). */
  amount: Compared | null;
};

export type FzzlOverview = {
  subject: OverviewSubject;
  region: RegionRef;
  /** When the step industry-overview ran (every figure's date), ISO time. */
  asof: string | null;
  /** A chain's stock and map: when chain-region-stats ran. */
  stockasof: string | null;
  /** The windows compared: the last 12 full months and the 12 before ('YYYY-MM'). */
  period: {
    last12: { from: string; to: string };
    prev12: { from: string; to: string };
    /** The date the year-earlier stock is counted at. */
    yearago: string;
  };
  stock: {
    enterprises: Compared;
    /** 万元人民币. */
    capital: Compared;
    /** Of the same subject nationally, percent (null nationally). */
    nationalshare: number | null;
  };
  flow: {
    /** Oldest first, zeros included; the last one is the step's (incomplete) month. */
    monthly: MonthFigures[];
    /** The latest full month against the same month a year earlier. */
    latest: {
      month: string;
      registrations: Compared;
      cancellations: Compared;
      net: Compared;
    };
    last12: {
      registrations: Compared;
      cancellations: Compared;
      net: Compared;
      /** 万元人民币. */
      capitaladded: Compared;
    };
    /** False for a chain: its enterprises are live ones, exits are not counted. */
    exitsknown: boolean;
  };
  distributions: { staff: OverviewBand[]; capital: OverviewBand[]; age: OverviewBand[] };
  /** The map: 'country' or a province, its features' figures, and the chosen one. */
  map: {
    level: string;
    selected: string | null;
    rows: OverviewRegionRecord[];
  };
  leaders: { rule: string; rows: OverviewLeader[] };
  activity: OverviewActivity[];
  /** The enterprises are the generated demo set: 演示数据. */
  demo: boolean;
};
