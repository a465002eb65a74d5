import { z } from '@hono/zod-openapi';
import { EVALUATION_DIMENSIONS } from './lookups';
import { enterpriseIdSchema } from './profile';
import {
  SEARCH_MAX_RESULTS,
  SEARCH_PAGE_SIZES,
  searchFilterSchema,
  searchSortSchema,
  type HighlightRange,
} from './search';

// 产业链 (issue 13, docs/industry-chains.md "API"): the chain screens' calls. Every call is a
// custom query (POST /api-form/form/core/formCustomQuery/queryForJson_{alias}, params as a JSON
// string; record keys come back lowercased except ID_), the placement report a script call
// (POST /api-system/system/core/sysInvokeScript/invoke/cylReportPlacement), the link's export a
// GET (/api-zsai-query/zsai/cyl/export). Chains, nodes, products and categories are named by
// their stable codes, so a screen's URL holds them; regions by GB/T 2260 codes.

export const CHAIN_MESSAGES = {
  noSuchChain: (code: string) => `产业链不存在：${code}`,
  noSuchNode: (code: string) => `产业链环节不存在：${code}`,
  nodeNotInChain: (node: string, chain: string) => `环节 ${node} 不属于产业链 ${chain}`,
  noSuchRegion: (code: string) => `地区不存在：${code}`,
  noSuchMapLevel: (code: string) => `地图层级不存在：${code}（应为 country 或省级地区代码）`,
  notALink: (name: string) => `「${name}」不是环节，请选择具体环节`,
  notPlaced: '该企业不在此环节上，无法报告',
  noSuchEnterprise: '企业不存在',
  noPermission: (screen: string) => `当前会员等级无权使用${screen}，请升级会员`,
  nationalCompetitiveness: '竞争力分析请选择省、市或区县',
  weightsSum: (sum: number) => `各维度权重之和应为100（当前为${sum}）`,
  reportSaved: '已提交，感谢反馈，我们将尽快核实',
  reportDuplicate: '您已报告过该企业在此环节的归属，正在核实中',
  noLocation: '未能确定您的所在城市，已显示全国',
} as const;

/** The permission (bt-{menu key}, docs/menus.md) of each chain screen's calls. */
export const CHAIN_PERMISSIONS = {
  /** 产业链 /cyl: tree, gaps, a link's enterprises, leaders, statistics, export, reports. */
  chain: { key: 'bt-cyl', screen: '产业链' },
  /** 产业地图 /cyl/cysj: the map figures. */
  map: { key: 'bt-cydt', screen: '产业地图' },
  /** 竞争力分析 /cyl/jzlfx: an analysis of the 产业链分析 service (no menu item of its own). */
  competitiveness: { key: 'bt-cylfx', screen: '竞争力分析' },
} as const;

/** '000000' is nationwide (全国); 'local' asks for the caller's location city. */
export const NATIONAL_REGION = '000000';
export const LOCAL_REGION = 'local';

export const codeSchema = (label: string) =>
  z
    .string()
    .trim()
    .min(1, '不能为空')
    .max(80, '过长')
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, `应为${label}代码`);

/** A chain's code ('nev'). */
export const chainCodeSchema = codeSchema('产业链');
/** A node's code, unique over all chains ('nev.power-battery'). */
export const nodeCodeSchema = codeSchema('环节');

/** A GB/T 2260 code of the region tree, '000000' (全国) or 'local' (the caller's city). */
export const regionParamSchema = z
  .union([z.string(), z.number().int()])
  .default(NATIONAL_REGION)
  .transform((v) => String(v).trim())
  .refine((v) => v === LOCAL_REGION || /^\d{6}$/.test(v), '应为6位地区代码或 local');

const pageIndexSchema = z.coerce.number().int().min(1, '最小为 1').max(10_000).default(1);
const pageSizeSchema = z.coerce
  .number()
  .int()
  .refine((n) => (SEARCH_PAGE_SIZES as readonly number[]).includes(n), '只能是10、20或50')
  .default(10);
const limitSchema = (max: number, fallback: number) =>
  z.coerce.number().int().min(1, '最小为 1').max(max, `最大为 ${max}`).default(fallback);

// ---- Shared output shapes ----

/** 0 全国, 1 省, 2 市, 3 区县. */
export type RegionLevel = 0 | 1 | 2 | 3;
export type RegionRef = { code: string; name: string; level: RegionLevel; path: string };

/**
 * The figures of a set of enterprises (a node's, a chain's) in one region, from the stats
 * tables the derive pipeline keeps (docs/industry-chains.md, Aggregates). Money in 万元.
 */
export type ChainFigures = {
  enterprisecount: number;
  registeredcapital: number;
  paidincapital: number;
  paidinreported: number;
  listedcount: number;
  /** 专精特新 (incl. 小巨人). */
  srdicount: number;
  hightechcount: number;
  patentcount: number;
  inventionpatentcount: number;
  financingcount: number;
  financingamount: number;
  insuredstaff: number;
  recruitmentcount: number;
  newlast12m: number;
  newprev12m: number;
  bidwincount: number;
  bidwinamount: number;
};

export const PLACEMENT_CONFIDENCE_OPTIONS = [
  { value: 'confirmed', label: '确认' },
  { value: 'likely', label: '较可能' },
  { value: 'weak', label: '待确认' },
] as const;
export type PlacementConfidenceValue = (typeof PLACEMENT_CONFIDENCE_OPTIONS)[number]['value'];

export const EVIDENCE_KIND_LABELS = {
  declared: '申报/名录',
  scope: '经营范围',
  product: '产品',
  patent: '专利',
  bid: '中标项目',
  class: '国民经济行业',
} as const;
export type EvidenceKindValue = keyof typeof EVIDENCE_KIND_LABELS;

/** One reason an enterprise is on a link (or makes a product): "why is it here". */
export type EvidenceRecord = {
  kind: EvidenceKindValue;
  /** EVIDENCE_KIND_LABELS[kind]. */
  kindname: string;
  /** What matched: the product name, the patent or bid title, the scope item, the class. */
  text: string;
  /** The link's word found in `text` (the class code, the source for 'declared'). */
  keyword: string;
  weight: number;
};

/** Strength colour class of a node in a region (docs/industry-chains.md, Gaps). */
export const STRENGTH_CLASSES = [
  { value: 'strong', label: '强' },
  { value: 'medium', label: '中' },
  { value: 'weak', label: '弱' },
  { value: 'none', label: '无' },
] as const;
export type StrengthClass = (typeof STRENGTH_CLASSES)[number]['value'];

export const GAP_LABELS = ['强链', '补链', '延链'] as const;
export type GapLabel = (typeof GAP_LABELS)[number];

/** A link's gap label in a region, with the numbers that decided it. */
export type GapDecision = {
  /** null: none of the three rules holds (or the region is nationwide). */
  label: GapLabel | null;
  /** The rule that decided, in words with its numbers (shown beside the label). */
  reason: string;
  localcount: number;
  localchaincount: number;
  nationalcount: number;
  nationalchaincount: number;
  /** The link's share of the chain nationally (nationalcount / nationalchaincount). */
  nationalshare: number;
  /** The link's share of the chain in the region. */
  localshare: number;
  /** Location quotient localshare / nationalshare; null when either share is undefined. */
  lq: number | null;
  /** A listed or 专精特新 enterprise on the link in the region (the leader rule's gate). */
  hasleader: boolean;
  /** For 延链: the strong upstream neighbour that decided it. */
  upstream: { code: string; name: string; lq: number | null } | null;
};

// ---- cylChains: the chains ----

export const chainsParamsSchema = z.object({});
export type ChainRecord = {
  /** The chain's id, as the search filter cyl takes it. */
  ID_: string;
  code: string;
  name: string;
  description: string;
  stagecount: number;
  segmentcount: number;
  linkcount: number;
  /** Enterprises placed on the chain nationwide (confirmed or likely). */
  enterprisecount: number;
  productcount: number;
};

// ---- cylTree: a chain's tree with a region's figures, strength and gap labels ----

export const treeParamsSchema = z.object({
  chain: chainCodeSchema,
  region: regionParamSchema,
});
export type TreeParams = z.infer<typeof treeParamsSchema>;

export type ChainNodeRecord = {
  ID_: string;
  code: string;
  name: string;
  stage: '上游' | '中游' | '下游';
  /** 1 stage, 2 segment, 3 link, 4 and deeper sub-link. */
  level: number;
  sort: number;
  parentcode: string | null;
  /** Links (level ≥ 3): evidence words; catalogue products on the node. */
  keywords: string[];
  products: { code: string; name: string }[];
  /** The region's figures (zeros when no enterprise is placed there). */
  figures: ChainFigures;
  /** Nationwide enterprise count of the node. */
  nationalcount: number;
  strength: StrengthClass;
  /** Links only (level ≥ 3); null for stages and segments. */
  gap: GapDecision | null;
  children: ChainNodeRecord[];
};

export type ChainTree = {
  chain: { ID_: string; code: string; name: string; description: string };
  region: RegionRef;
  /** The caller asked for 'local' and no city was found: nationwide, with this notice. */
  notice: string | null;
  /** The chain's figures in the region and nationwide. */
  figures: ChainFigures;
  nationalfigures: ChainFigures;
  /** When the stats were computed (derive step chain-region-stats), ISO time; null never run. */
  asof: string | null;
  /** Stages (上游, 中游, 下游) with their segments and links nested. */
  nodes: ChainNodeRecord[];
};

// ---- cylGaps: every link's gap label in a region (flat) ----

export const gapsParamsSchema = treeParamsSchema;
export type GapRecord = GapDecision & {
  ID_: string;
  code: string;
  name: string;
  stage: '上游' | '中游' | '下游';
  segment: { code: string; name: string };
  strength: StrengthClass;
};
export type GapsAnswer = {
  data: GapRecord[];
  /** thin: the region's chain has too few enterprises to judge (rules.thinData says so). */
  extraData: { region: RegionRef; asof: string | null; rules: GapRules; thin: boolean };
};

/** The thresholds of the gap rules, as the backend applies them (docs/industry-chains.md). */
export type GapRules = {
  strongLq: number;
  weakLq: number;
  fewLocal: number;
  nationalShare: number;
  /** Fewer local enterprises on the chain than this: no link is judged in the region. */
  minLocalChain: number;
  /** Fewer enterprises on a link nationwide than this: never a 补链. */
  minNationalLink: number;
  text: { 强链: string; 补链: string; 延链: string };
  /** What a region too thin to judge shows instead of the labels. */
  thinData: string;
};

// ---- cylLinkEnterprises / cylExportQuota / export: a link's enterprises in a region ----

export const LINK_SORTS = [
  { value: 'score', label: '证据强度' },
  { value: 'capital', label: '注册资本' },
  { value: 'founded', label: '成立日期' },
] as const;
export type LinkSort = (typeof LINK_SORTS)[number]['value'];

const confidenceList = z
  .union([z.string().max(100, '过长'), z.array(z.string().max(20, '过长')).max(3, '过多')])
  .optional()
  .transform((v, ctx) => {
    const items = (Array.isArray(v) ? v : (v ?? '').split(','))
      .map((s) => s.trim())
      .filter(Boolean);
    const allowed = new Set<string>(PLACEMENT_CONFIDENCE_OPTIONS.map((o) => o.value));
    const bad = items.find((s) => !allowed.has(s));
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: `可信度不存在：${bad}` });
      return z.NEVER;
    }
    // Weak (class-only) placements are candidates: shown only when asked for.
    return (
      items.length ? [...new Set(items)] : ['confirmed', 'likely']
    ) as PlacementConfidenceValue[];
  });

/** The search filters (lib/contract/search.ts) without the keyword: a link's list filters. */
export const linkFilterSchema = searchFilterSchema.omit({ keyword: true, keyType: true }).extend({
  node: nodeCodeSchema,
  region: regionParamSchema,
  confidence: confidenceList,
});
export type LinkFilters = z.infer<typeof linkFilterSchema>;

const linkSortSchema = z.object({
  sort: z.enum(LINK_SORTS.map((s) => s.value) as [LinkSort, ...LinkSort[]]).default('score'),
  order: searchSortSchema.shape.order,
});

export const linkEnterprisesParamsSchema = linkFilterSchema.extend(linkSortSchema.shape).extend({
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
});
export type LinkEnterprisesParams = z.infer<typeof linkEnterprisesParamsSchema>;

/** Deepest row reachable by paging a link's list, and the most rows one export holds. */
export const LINK_MAX_RESULTS = SEARCH_MAX_RESULTS;

export type LinkEnterpriseRecord = {
  ID_: string;
  qymc: string;
  tyshxydm: string;
  zczb: number | null;
  capitalcurrency: string;
  dlhy: string;
  fddbr: string;
  status: string;
  clrq: string;
  /** 省/市/区 path of the enterprise's region. */
  region: string;
  qylx: string;
  tags: string[];
  confidence: PlacementConfidenceValue;
  /** Sum of the evidence weights. */
  score: number;
  evidence: EvidenceRecord[];
};
export type LinkEnterprisesAnswer = {
  data: LinkEnterpriseRecord[];
  extraData: {
    totalCount: number;
    pageIndex: number;
    pageSize: number;
    node: { code: string; name: string };
    region: RegionRef;
  };
};

// cylExportQuota: today's quota and the rows an export of this list would take.
export const linkExportQuotaParamsSchema = linkFilterSchema;
// GET /api-zsai-query/zsai/cyl/export: the list's filters and sort, plus the format.
export const linkExportQuerySchema = linkFilterSchema.extend(linkSortSchema.shape).extend({
  format: z.enum(['csv', 'xlsx']).default('csv'),
});
export type LinkExportQuery = z.infer<typeof linkExportQuerySchema>;

// ---- cylLeaders: a link's 链主/龙头 in a region ----

export const leadersParamsSchema = z.object({
  node: nodeCodeSchema,
  region: regionParamSchema,
  limit: limitSchema(50, 10),
});

export type LeaderRecord = {
  ID_: string;
  qymc: string;
  region: string;
  zczb: number | null;
  capitalcurrency: string;
  listed: boolean;
  tags: string[];
  patentcount: number;
  inventionpatentcount: number;
  /** 0–100 by the documented rule; parts below. */
  leaderscore: number;
  parts: { listed: number; capital: number; tags: number; patents: number };
  /** null: not a leader (a candidate elsewhere chosen by its evidence). */
  role: '链主' | '龙头' | null;
  confidence: PlacementConfidenceValue;
};
export type LeadersAnswer = {
  data: LeaderRecord[];
  extraData: { node: { code: string; name: string }; region: RegionRef; rule: string };
};

// ---- cylLinkStats: a node's statistics in a region ----

export const linkStatsParamsSchema = z.object({ node: nodeCodeSchema, region: regionParamSchema });
export type LinkStats = {
  node: { code: string; name: string; stage: string; level: number };
  chain: { code: string; name: string };
  region: RegionRef;
  figures: ChainFigures;
  nationalfigures: ChainFigures;
  /** Placements in the region by confidence (weak ones are not in the figures). */
  confidences: { confirmed: number; likely: number; weak: number };
  gap: GapDecision | null;
  asof: string | null;
};

// ---- cylRegions: a node's (or chain's) figures in the child regions of a region ----

export const regionsParamsSchema = z
  .object({
    chain: chainCodeSchema.optional(),
    node: nodeCodeSchema.optional(),
    region: regionParamSchema,
  })
  .refine((p) => p.chain !== undefined || p.node !== undefined, {
    path: ['chain'],
    message: '请选择产业链或环节',
  });
export type RegionFiguresRecord = {
  code: string;
  name: string;
  level: RegionLevel;
  enterprisecount: number;
  registeredcapital: number;
  listedcount: number;
  srdicount: number;
  hightechcount: number;
  inventionpatentcount: number;
  /** enterprisecount / the parent region's. */
  share: number;
};
export type RegionsAnswer = {
  data: RegionFiguresRecord[];
  extraData: { region: RegionRef; total: number; asof: string | null };
};

// ---- cylCandidates: a (gap) link's strongest enterprises outside the region ----

export const candidatesParamsSchema = z.object({
  node: nodeCodeSchema,
  region: regionParamSchema,
  limit: limitSchema(50, 10),
});
export type CandidatesAnswer = {
  data: LeaderRecord[];
  extraData: { node: { code: string; name: string }; region: RegionRef; rule: string };
};

// ---- cylMap: a chain's or a link's figures for the features of a map level ----

export const mapParamsSchema = z.object({
  chain: chainCodeSchema,
  node: nodeCodeSchema.optional(),
  /** 'country' (provinces) or a province code (its cities; a municipality's districts). */
  level: z.string().trim().max(10, '过长').default('country'),
});
export type MapFiguresRecord = RegionFiguresRecord & {
  kind: 'province' | 'city' | 'district';
  /** The tooltip's extras. */
  patentcount: number;
  financingcount: number;
  /** 1-based rank among the level's regions by enterprise count. */
  rank: number;
};
export type MapAnswer = {
  data: MapFiguresRecord[];
  extraData: {
    level: string;
    chain: { code: string; name: string };
    node: { code: string; name: string } | null;
    /** The figures of the whole level (全国 or the province). */
    total: number;
    asof: string | null;
  };
};

// ---- cylCompetitiveness: a region's competitiveness in a chain (竞争力分析) ----

/** The four scored tabs of the evaluation lookup; 综合 (zh) is their weighted sum. */
export const COMPETITIVENESS_DIMENSIONS = ['qyjzl', 'scys', 'cxhj', 'scjzl'] as const;
export type CompetitivenessDimension = (typeof COMPETITIVENESS_DIMENSIONS)[number];
/** Default weights in percent (sum 100). */
export const DEFAULT_WEIGHTS: Record<CompetitivenessDimension, number> = {
  qyjzl: 30,
  scys: 20,
  cxhj: 25,
  scjzl: 25,
};

const weightSchema = z.coerce.number().int('应为整数').min(0, '最小为 0').max(100, '最大为 100');

/** Dimension weights in percent, each 0–100, summing to exactly 100 (the others default). */
export const weightsSchema = z
  .object({
    qyjzl: weightSchema.optional(),
    scys: weightSchema.optional(),
    cxhj: weightSchema.optional(),
    scjzl: weightSchema.optional(),
  })
  .strict()
  .optional()
  .transform((w, ctx) => {
    const weights = {
      ...DEFAULT_WEIGHTS,
      ...Object.fromEntries(Object.entries(w ?? {}).filter(([, v]) => v !== undefined)),
    } as Record<CompetitivenessDimension, number>;
    const sum = COMPETITIVENESS_DIMENSIONS.reduce((s, k) => s + weights[k], 0);
    if (sum !== 100) {
      ctx.addIssue({ code: 'custom', message: CHAIN_MESSAGES.weightsSum(sum) });
      return z.NEVER;
    }
    return weights;
  });

export const competitivenessParamsSchema = z.object({
  chain: chainCodeSchema,
  region: regionParamSchema,
  weights: weightsSchema,
});
export type CompetitivenessParams = z.infer<typeof competitivenessParamsSchema>;

export type IndicatorRecord = {
  key: string;
  name: string;
  /** The evaluation lookup's sub-indicator this one measures (lib/contract/lookups.ts). */
  lookupkey: string | null;
  value: number;
  unit: string;
  /** 0–100 against the peers (min–max, docs/industry-chains.md). */
  normalized: number;
  /** Weight inside its dimension, percent. */
  weight: number;
  peermin: number;
  peermax: number;
  /** Ties share a rank; null when the value is zero (nothing to rank by). */
  rank: number | null;
  source: string;
  asof: string | null;
};
export type DimensionRecord = {
  key: CompetitivenessDimension;
  name: string;
  /** 0–100: the weighted mean of its indicators' normalized values. */
  score: number;
  /** Null when the score is zero. */
  rank: number | null;
  /** Percent of the overall score. */
  weight: number;
  indicators: IndicatorRecord[];
  /** Sub-indicators of the lookup we have no data source for (shown as 暂无数据). */
  missing: { key: string; name: string }[];
};
export type Competitiveness = {
  chain: { code: string; name: string };
  region: RegionRef;
  notice: string | null;
  /** The peers: regions of the same level (a district's: the districts of its province). */
  peers: { level: RegionLevel; scope: string; count: number };
  weights: Record<CompetitivenessDimension, number>;
  /** 综合 tab: 综合得分 (0–1000; display rounded by SPEC.md §9), 综合排名, 发展趋势. */
  overall: {
    score: number;
    display: number;
    /** Null when the score is zero. */
    rank: number | null;
    trend: { newlast12m: number; newprev12m: number; growth: number | null };
  };
  dimensions: DimensionRecord[];
  asof: string | null;
};

/** The lookup's tabs, for names: 综合 and the four scored ones. */
export const EVALUATION_TABS = EVALUATION_DIMENSIONS;

// ---- Placement reports ----

/** The data layer keeps at most this many characters (db/queries/industry-chains.ts). */
export const REPORT_REASON_MAX = 500;

// cylReportPlacement (script): the caller says the enterprise does not belong on the node.
export const reportPlacementParamsSchema = z.object({
  node: nodeCodeSchema,
  qyid: enterpriseIdSchema,
  reason: z
    .string()
    .transform((s) => s.replace(/[\u0000-\u001f\u007f]/g, ' ').trim())
    .pipe(z.string().min(1, '请填写原因').max(REPORT_REASON_MAX, `最多${REPORT_REASON_MAX}个字`)),
});

// cylMyReports: the caller's own reports, newest first.
export const myReportsParamsSchema = z.object({
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
});
export type PlacementReportRecord = {
  ID_: string;
  qyid: string;
  qymc: string;
  node: { code: string; name: string };
  chain: { code: string; name: string };
  reason: string;
  status: 'open' | 'accepted' | 'rejected';
  /** The placement as the caller saw it when reporting. */
  confidence: PlacementConfidenceValue | null;
  evidence: EvidenceRecord[];
  createdat: string;
};

/** Ranges of a keyword inside a name (product search). */
export type { HighlightRange };
