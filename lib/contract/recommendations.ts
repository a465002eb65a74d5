import { z } from '@hono/zod-openapi';
import {
  chainCodeSchema,
  LOCAL_REGION,
  mapParamsSchema,
  nodeCodeSchema,
  regionParamSchema,
  type ChainFigures,
  type GapLabel,
  type RegionRef,
} from './chains';
import { enterpriseIdSchema } from './profile';
import { SEARCH_PAGE_SIZES } from './search';

// 招商推荐 (yqtj) and 招商地图 (zsgj), issue 16, docs/investment-promotion.md: custom queries
// (POST /api-form/form/core/formCustomQuery/queryForJson_{alias}). Regions by GB/T 2260 code
// or 'local' (the caller's city), chains by code ('' or absent: every chain).

export const RECOMMENDATION_MESSAGES = {
  nationalRegion: '招商推荐请选择省、市或区县',
  noFeedback: '没有找到该反馈，可能已撤销',
  noSuchEnterprise: '企业不存在',
  feedbackSaved: { interested: '已标记为感兴趣', unsuitable: '已标记为不合适，不再推荐' },
  feedbackUndone: '已撤销',
  reasonRequired: '请选择或填写不合适的原因',
  demoData: '演示数据',
} as const;

/** yqtj: 招商推荐 (menu key zstj); zsgj: 招商地图 (menu key zsdt). */
export const RECOMMENDATION_PERMISSION = { key: 'bt-zstj', screen: '招商推荐' } as const;
export const INVESTMENT_MAP_PERMISSION = { key: 'bt-zsdt', screen: '招商地图' } as const;

/** Reasons offered for 不合适 (free text is allowed too). */
export const UNSUITABLE_REASONS = [
  '规模不匹配',
  '行业方向不符',
  '已有接触或已落地',
  '风险较高',
  '近期无扩张意向',
] as const;

export const VERDICTS = [
  { value: 'interested', label: '感兴趣' },
  { value: 'unsuitable', label: '不合适' },
] as const;
export type VerdictValue = (typeof VERDICTS)[number]['value'];

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const chainParam = z.preprocess(blank, chainCodeSchema.optional());
const pageIndexSchema = z.coerce
  .number()
  .int()
  .min(1, '最小为 1')
  .max(100, '最大为 100')
  .default(1);
const pageSizeSchema = z.coerce
  .number()
  .int()
  .refine((n) => (SEARCH_PAGE_SIZES as readonly number[]).includes(n), '只能是10、20或50')
  .default(10);

// ---- yqtjRecommendations ----

export const recommendationsParamsSchema = z.object({
  region: regionParamSchema.default(LOCAL_REGION),
  chain: chainParam,
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
});
export type RecommendationsParams = z.infer<typeof recommendationsParamsSchema>;

/** One fact behind a line of the card, linked to the profile by its dimension. */
export type RecommendationEvidenceRecord = {
  key: string;
  name: string;
  sentence: string;
  on: string | null;
  table: string | null;
  id: number | null;
  dimension: string | null;
  points: number;
};

/** The score and its parts (docs/investment-promotion.md, Recommendation score). */
export type RecommendationScore = {
  score: number;
  fit: number;
  quality: number;
  expansion: number;
  risk: number;
  /** The caller's feedback on similar enterprises (same industry class). */
  feedback: number;
};

export type RecommendationRecord = RecommendationScore & {
  /** The enterprise id. */
  ID_: string;
  qymc: string;
  tyshxydm: string;
  region: Pick<RegionRef, 'code' | 'name' | 'path'>;
  industry: string;
  zczb: number | null;
  capitalcurrency: string;
  tags: string[];
  chain: { code: string; name: string };
  /** The gap link it fills (the best fit when on several). */
  link: { code: string; name: string; label: GapLabel | '薄弱' };
  riskflags: string[];
  /** The caller's own feedback on it here (感兴趣 stays listed). */
  verdict: VerdictValue | null;
  /** 为什么是它 / 为什么是现在 / 为什么是这里. */
  whyit: RecommendationEvidenceRecord[];
  whynow: RecommendationEvidenceRecord[];
  whyhere: RecommendationEvidenceRecord[];
};

export type GapLinkSummary = {
  chain: { code: string; name: string };
  code: string;
  name: string;
  label: GapLabel | '薄弱';
  reason: string;
  fit: number;
};

export type RecommendationsAnswer = {
  data: RecommendationRecord[];
  extraData: {
    totalCount: number;
    pageIndex: number;
    pageSize: number;
    region: RegionRef;
    notice: string | null;
    chain: { code: string; name: string } | null;
    /** The gap links candidates were drawn for, best fit first. */
    gaplinks: GapLinkSummary[];
    /** The caller's feedback here: hidden (不合适) and boosted (感兴趣) counts. */
    hidden: number;
    interested: number;
    /** The score rules in words (the screen's 推荐如何评分). */
    rules: string[];
    asof: string | null;
  };
};

// ---- yqtjFeedback / yqtjUndoFeedback / yqtjMyFeedback ----

const feedbackTarget = {
  region: regionParamSchema.default(LOCAL_REGION),
  chain: chainParam,
  qyid: enterpriseIdSchema,
};

export const feedbackParamsSchema = z
  .object({
    ...feedbackTarget,
    verdict: z.enum(['interested', 'unsuitable'], { error: () => '只能是感兴趣或不合适' }),
    reason: z.preprocess(blank, z.string().trim().max(200, '最多200个字').optional()),
  })
  .refine((p) => p.verdict !== 'unsuitable' || !!p.reason, {
    message: RECOMMENDATION_MESSAGES.reasonRequired,
    path: ['reason'],
  });
export type FeedbackParams = z.infer<typeof feedbackParamsSchema>;

export const undoFeedbackParamsSchema = z.object(feedbackTarget);

export const myFeedbackParamsSchema = z.object({
  region: regionParamSchema.default(LOCAL_REGION),
  chain: chainParam,
});

export type FeedbackRecord = {
  ID_: string;
  qyid: string;
  qymc: string;
  verdict: VerdictValue;
  reason: string;
  createdat: string;
};

// ---- zsgjLayer: a map layer's figures ----

export const MAP_LAYERS = [
  { value: 'density', label: '企业分布' },
  { value: 'parks', label: '园区' },
  { value: 'inbound', label: '近两年外来投资' },
] as const;
export type MapLayerValue = (typeof MAP_LAYERS)[number]['value'];

export const mapLayerParamsSchema = mapParamsSchema.extend({
  layer: z.enum(['density', 'parks', 'inbound'], {
    error: () => '只能是企业分布、园区、近两年外来投资之一',
  }),
  chain: chainParam,
  node: z.preprocess(blank, nodeCodeSchema.optional()),
});
export type MapLayerParams = z.infer<typeof mapLayerParamsSchema>;

/** One feature's figure on a layer; parks also list the parks placed at the feature. */
export type MapLayerRecord = {
  code: string;
  name: string;
  value: number;
  /** inbound: investing enterprises and subscribed capital (万元). */
  investors?: number;
  amountwan?: number;
  parks?: { code: string; name: string; level: string; enterprisecount: number }[];
};
/**
 * A park drawn as a point on the parks layer. Parks carry no coordinates of their own, so the
 * point is the centre of the map feature of its region at city precision (a municipality's
 * district), spread on a small spiral when several parks share it.
 */
export type MapParkPoint = {
  code: string;
  name: string;
  level: string;
  type: string;
  /** The park's region (GB/T 2260) and its full name. */
  regioncode: string;
  regionname: string;
  enterprisecount: number;
  /** Degrees, in the map's GeoJSON coordinates. */
  lng: number;
  lat: number;
};
export type MapLayerAnswer = {
  data: MapLayerRecord[];
  extraData: {
    layer: MapLayerValue;
    level: string;
    /** Parks whose region has no feature on this level (a city-wide park of a municipality). */
    unplaced: { code: string; name: string }[];
    /** The parks layer's points: every park within the level that has a place on the map. */
    points: MapParkPoint[];
    asof: string | null;
  };
};

// ---- zsgjRegion: a region's summary ----

export const regionSummaryParamsSchema = z.object({
  region: regionParamSchema,
  chain: chainParam,
});

export type RegionSummary = {
  region: RegionRef;
  chain: { code: string; name: string } | null;
  /** The chain's figures here (every chain's placed enterprises when no chain). */
  figures: Pick<
    ChainFigures,
    'enterprisecount' | 'listedcount' | 'srdicount' | 'hightechcount' | 'financingcount'
  >;
  inbound: { investments: number; investors: number; companies: number; amountwan: number };
  parks: { code: string; name: string; level: string; type: string; enterprisecount: number }[];
  parkcount: number;
  gaplinks: GapLinkSummary[];
  asof: string | null;
};
