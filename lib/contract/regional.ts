import { z } from '@hono/zod-openapi';
import { regionParamSchema, type RegionRef } from './chains';
import { SEARCH_PAGE_SIZES } from './search';

// hgjj: 宏观经济, regional economy; qybd: 榜单企业, ranking lists (issue 16,
// docs/investment-promotion.md). Custom queries (POST
// /api-form/form/core/formCustomQuery/queryForJson_{alias}) and their exports.

export const REGIONAL_PERMISSIONS = {
  /** 宏观经济 /hgjj. */
  hgjj: { key: 'bt-hgjj', screen: '宏观经济' },
  /** 榜单企业 /qybd. */
  qybd: { key: 'bt-qybd', screen: '榜单企业' },
} as const;

export const REGIONAL_MESSAGES = {
  regionLevel: '请选择全国、省或市',
  demoData: '演示数据',
  /** Beside every generated official figure: it is not an official statistic. */
  demoOfficial: '演示数据，非官方统计',
  registryLabel: '登记数据测算',
  officialLabel: '官方统计',
} as const;

/** Registry-derived figures and official statistics of one region. */
export const hgjjRegionParamsSchema = z.object({ region: regionParamSchema });
export type HgjjRegionParams = z.infer<typeof hgjjRegionParamsSchema>;

export const hgjjPeersParamsSchema = z.object({ region: regionParamSchema });

export const HGJJ_EXPORT_KINDS = ['registry', 'official'] as const;
export const hgjjExportQuerySchema = z.object({
  region: regionParamSchema,
  kind: z
    .enum(HGJJ_EXPORT_KINDS, { error: () => '只能是registry、official之一' })
    .default('registry'),
});

// ---- Official statistics ----

/** The indicators the official-statistics import accepts, with their units. */
export const OFFICIAL_INDICATORS = [
  { key: 'gdp', label: '地区生产总值', unit: '亿元' },
  { key: 'gdp_primary', label: '第一产业增加值', unit: '亿元' },
  { key: 'gdp_secondary', label: '第二产业增加值', unit: '亿元' },
  { key: 'gdp_tertiary', label: '第三产业增加值', unit: '亿元' },
  { key: 'fixed_asset_investment', label: '固定资产投资', unit: '亿元' },
  { key: 'retail_sales', label: '社会消费品零售总额', unit: '亿元' },
  { key: 'exports', label: '出口总额', unit: '亿元' },
  { key: 'population', label: '常住人口', unit: '万人' },
] as const;
export type OfficialIndicator = (typeof OFFICIAL_INDICATORS)[number]['key'];
export const OFFICIAL_INDICATOR_KEYS = OFFICIAL_INDICATORS.map((i) => i.key) as [
  OfficialIndicator,
  ...OfficialIndicator[],
];

export type OfficialValue = {
  indicator: OfficialIndicator;
  label: string;
  unit: string;
  period: string;
  value: number;
  /** The publisher (演示数据 for generated values). */
  source: string;
  /** True for generated values: shown with 演示数据，非官方统计. */
  demo: boolean;
  asof: string;
};

// ---- Registry-derived figures ----

export type MonthFigures = {
  month: string;
  registrations: number;
  cancellations: number;
  /** registrations − cancellations. */
  net: number;
  /** 万元人民币. */
  capitaladded: number;
};

/** Change in percent (one decimal), null when the base is 0. */
export type Change = number | null;

export type HgjjRegistry = {
  /** Live enterprises (not 注销/吊销). */
  enterprisecount: number;
  /** 万元人民币. */
  registeredcapital: number;
  /** The region's share of the nation's live enterprises, percent. */
  nationalshare: number;
  /** Oldest first, zeros included; the last one is the step's (incomplete) month. */
  monthly: MonthFigures[];
  /** The latest full month with 环比 (previous month) and 同比 (same month a year before). */
  latest: MonthFigures & {
    mom: Record<'registrations' | 'cancellations' | 'net', Change>;
    yoy: Record<'registrations' | 'cancellations' | 'net', Change>;
  };
  /** The 12 full months up to the latest full month, and 同比 against the 12 before. */
  last12: MonthFigures & { yoy: Record<'registrations' | 'cancellations' | 'net', Change> };
  categories: { code: string; name: string; count: number; share: number }[];
  sectors: { sector: '第一产业' | '第二产业' | '第三产业'; count: number; share: number }[];
  /** 大类 by live enterprises, largest first (ten). */
  topindustries: { code: string; name: string; count: number }[];
  qualifications: { tag: string; count: number }[];
};

export type HgjjAnswer = {
  region: RegionRef;
  registry: HgjjRegistry;
  official: OfficialValue[];
  /** When the registry figures were computed (step regional-economy). */
  asof: string | null;
};

export type HgjjPeer = {
  code: string;
  name: string;
  enterprisecount: number;
  registrations12: number;
  cancellations12: number;
  net12: number;
  /** 万元人民币. */
  capitaladded12: number;
  /** Latest official GDP (亿元) with its period and source; null when none is loaded. */
  gdp: { value: number; period: string; source: string; demo: boolean } | null;
};

// ---- qybd: ranking lists ----

export const RANKING_LISTS = [
  { key: 'little-giant', name: '专精特新“小巨人”', kind: 'tag', tag: '专精特新“小巨人”' },
  { key: 'srdi', name: '专精特新', kind: 'tag', tag: '专精特新' },
  { key: 'high-tech', name: '高新技术企业', kind: 'tag', tag: '高新技术企业' },
  { key: 'tech-sme', name: '科技型中小企业', kind: 'tag', tag: '科技型中小企业' },
  { key: 'gazelle', name: '瞪羚企业', kind: 'tag', tag: '瞪羚' },
  { key: 'unicorn', name: '独角兽企业', kind: 'tag', tag: '独角兽' },
  { key: 'listed', name: '上市企业', kind: 'tag', tag: null },
  { key: 'capital', name: '注册资本榜', kind: 'metric', unit: '万元', metric: '注册资本' },
  { key: 'patents', name: '专利数量榜', kind: 'metric', unit: '件', metric: '专利数' },
  { key: 'financing', name: '融资金额榜', kind: 'metric', unit: '万元', metric: '融资总额' },
  { key: 'insured', name: '参保人数榜', kind: 'metric', unit: '人', metric: '参保人数' },
  { key: 'growth', name: '成长榜', kind: 'metric', unit: '人', metric: '参保人数年增长' },
] as const;
export type RankingListKey = (typeof RANKING_LISTS)[number]['key'];
export const RANKING_LIST_KEYS = RANKING_LISTS.map((l) => l.key) as [
  RankingListKey,
  ...RankingListKey[],
];

/** A list shows its first ranks only (a 榜单, not a search). */
export const RANKING_MAX_RANK = 1000;

const pageSizeSchema = z.coerce
  .number()
  .int()
  .refine((n) => (SEARCH_PAGE_SIZES as readonly number[]).includes(n), '只能是10、20或50')
  .default(20);

export const qybdListParamsSchema = z.object({
  list: z.enum(RANKING_LIST_KEYS, { error: () => '榜单不存在' }),
  region: regionParamSchema,
  sshy: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string()
      .regex(/^[A-T]$/, '应为门类字母 A–T')
      .optional(),
  ),
  pageIndex: z.coerce
    .number()
    .int()
    .min(1, '最小为 1')
    .max(RANKING_MAX_RANK / 10, `最大为 ${RANKING_MAX_RANK / 10}`)
    .default(1),
  pageSize: pageSizeSchema,
});
export type QybdListParams = z.infer<typeof qybdListParamsSchema>;

/** qybdExportQuota: the list's filters, without paging. */
export const qybdExportQuotaParamsSchema = qybdListParamsSchema.omit({
  pageIndex: true,
  pageSize: true,
});

export const qybdExportQuerySchema = qybdListParamsSchema
  .omit({ pageIndex: true, pageSize: true })
  .extend({
    format: z.enum(['csv', 'xlsx'], { error: () => '只能是csv、xlsx之一' }).default('csv'),
  });

export type RankingRecord = {
  ID_: string;
  rank: number;
  qymc: string;
  tyshxydm: string;
  region: string;
  industry: string;
  /** The list's metric (its score on a qualification list). */
  value: number;
  score: number;
  /** The score as shown (SPEC.md §9 rounding). */
  scoredisplay: number;
  tags: string[];
};

export type RankingAnswer = {
  data: RankingRecord[];
  extraData: {
    totalCount: number;
    pageIndex: number;
    pageSize: number;
    region: RegionRef;
    list: { key: RankingListKey; name: string; unit: string | null };
    asof: string | null;
  };
};
