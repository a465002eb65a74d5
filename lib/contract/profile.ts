import { z } from 'zod';

// The company profile (企业画像 / 企业详情): its dimensions, who may open them, and the params
// of every profile call. Shared by the portal and the backend.

/** Filters a dimension list may take; each dimension declares the ones it understands. */
export const DIMENSION_FILTER_KEYS = ['year', 'type', 'status', 'role'] as const;
export type DimensionFilterKey = (typeof DIMENSION_FILTER_KEYS)[number];

export type DimensionDef = {
  /** Module key as in the qyhx module menus (qyhxPcSceneMenuData). */
  key: string;
  name: string;
  /** The full-list page under /zsai/qyhx, when the dimension has one. */
  viewPath?: string;
  filters: Partial<Record<DimensionFilterKey, string>>;
};

// Keys are the product's pinyin: gdxx 股东信息, zyry 主要人员, dwtz 对外投资, fzjg 分支机构,
// bgjl 变更记录, qynb 企业年报, zl 专利, sb 商标, cpws 裁判文书, xzcf 行政处罚, sfpm 司法拍卖,
// ztb 招投标, rzlc 融资历程, zpxx 招聘信息, zdry 重点人员. gsxx (工商信息) is the profile record
// itself. The order is the profile page's: 融资历程 sits with the business activity (招投标).
export const LIST_DIMENSIONS = [
  { key: 'gdxx', name: '股东信息', filters: { type: '股东类型' } },
  { key: 'zyry', name: '主要人员', filters: {} },
  { key: 'dwtz', name: '对外投资', filters: { status: '登记状态' } },
  { key: 'fzjg', name: '分支机构', filters: { status: '登记状态' } },
  { key: 'bgjl', name: '变更记录', filters: { year: '年份', type: '变更类型' } },
  { key: 'qynb', name: '企业年报', viewPath: '/qyhx/qynb_view', filters: { year: '年份' } },
  {
    key: 'zl',
    name: '专利',
    viewPath: '/qyhx/zl_view',
    filters: { year: '申请年份', type: '专利类型', status: '法律状态' },
  },
  {
    key: 'sb',
    name: '商标',
    viewPath: '/qyhx/sb_view',
    filters: { year: '申请年份', type: '国际分类', status: '商标状态' },
  },
  {
    key: 'cpws',
    name: '裁判文书',
    viewPath: '/qyhx/cpws_view',
    filters: { year: '裁判年份', role: '案件身份' },
  },
  { key: 'xzcf', name: '行政处罚', viewPath: '/qyhx/xzcf_view', filters: { year: '处罚年份' } },
  {
    key: 'sfpm',
    name: '司法拍卖',
    viewPath: '/qyhx/sfpm_view',
    filters: { year: '拍卖年份', status: '拍卖状态' },
  },
  {
    key: 'ztb',
    name: '招投标',
    viewPath: '/qyhx/ztb_view',
    filters: { year: '发布年份', role: '角色' },
  },
  {
    key: 'rzlc',
    name: '融资历程',
    viewPath: '/qyhx/rzlc_view',
    filters: { year: '融资年份', type: '轮次' },
  },
  { key: 'zpxx', name: '招聘信息', viewPath: '/qyhx/zpxx_view', filters: { year: '发布年份' } },
  { key: 'zdry', name: '重点人员', viewPath: '/qyhx/zdry_view', filters: { type: '人员类型' } },
] as const satisfies readonly DimensionDef[];

export type DimensionKey = (typeof LIST_DIMENSIONS)[number]['key'];
export const DIMENSION_KEYS = LIST_DIMENSIONS.map((d) => d.key) as [
  DimensionKey,
  ...DimensionKey[],
];

export function dimensionDef(key: DimensionKey): DimensionDef {
  return LIST_DIMENSIONS.find((d) => d.key === key)!;
}

/** Profile features that are not lists but still sit behind a module: equity, graph, report. */
export const PROFILE_FEATURES = {
  gsxx: '工商信息',
  gqjg: '股权结构',
  qytp: '企业图谱',
  report: '企业报告',
} as const;
export type ProfileFeature = keyof typeof PROFILE_FEATURES;

export const PROFILE_MESSAGES = {
  noSuchEnterprise: '企业不存在',
  locked: (name: string) => `「${name}」为VIP会员功能，请升级会员后查看`,
  unsupportedFilter: (name: string, filter: string) => `「${name}」不支持筛选条件 ${filter}`,
  lockedHint: '升级VIP会员后查看',
  invalidEquityPath: '股权路径无效',
  noCjkFont: '服务器未找到中文字体，无法生成PDF报告（请安装 fonts-noto-cjk 或设置 ZSAI_CJK_FONT）',
  demoData: '演示数据',
} as const;

export const enterpriseIdSchema = z.coerce
  .number('应为企业编号')
  .int('应为企业编号')
  .positive('应为企业编号')
  .max(2 ** 53 - 1, '应为企业编号');

// qyhxProfile: the header card and 工商信息, plus the count of every dimension.
export const profileParamsSchema = z.object({ id: enterpriseIdSchema });

const filterText = z.string().trim().min(1, '不能为空').max(30, '过长');

export const dimensionFiltersSchema = z
  .object({
    year: z.coerce.number().int('应为年份').min(1900, '应为年份').max(2100, '应为年份').optional(),
    type: filterText.optional(),
    status: filterText.optional(),
    role: filterText.optional(),
  })
  .strict();
export type DimensionFilters = z.infer<typeof dimensionFiltersSchema>;

export const PROFILE_PAGE_SIZES = [10, 20, 50] as const;

/** A row of a dimension list: its "ID_" (the fact's id; a person's id in 重点人员). */
export const dimensionRowIdSchema = z.coerce
  .number('应为记录编号')
  .int('应为记录编号')
  .positive('应为记录编号')
  .max(2 ** 53 - 1, '应为记录编号');

// qyhxDimension: one page of one dimension's list, with its facets.
export const dimensionParamsSchema = z.object({
  id: enterpriseIdSchema,
  dim: z.enum(DIMENSION_KEYS, '未知的维度'),
  pageIndex: z.coerce.number().int().min(1, '最小为 1').max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50, '最大为 50').default(10),
  filters: dimensionFiltersSchema.default({}),
  /**
   * A row to show (a lead's evidence): the answer is the page holding it, whatever
   * pageIndex says; a row not in the (filtered) list leaves pageIndex as asked.
   */
  focus: dimensionRowIdSchema.optional(),
});
export type DimensionParams = z.infer<typeof dimensionParamsSchema>;

export const EQUITY_MAX_DEPTH = 3;

// qyhxEquity: the shareholder tree (up) or the investment tree (down) of an enterprise,
// `depth` levels below the node at the end of `path` (the ids from the root's child on).
export const equityParamsSchema = z.object({
  id: enterpriseIdSchema,
  direction: z.enum(['up', 'down'], '应为 up 或 down').default('up'),
  depth: z.coerce
    .number()
    .int()
    .min(1)
    .max(EQUITY_MAX_DEPTH, `最大为 ${EQUITY_MAX_DEPTH}`)
    .default(1),
  path: z.array(enterpriseIdSchema).max(12, '层级过深').default([]),
});
export type EquityParams = z.infer<typeof equityParamsSchema>;

// qyhxGraph: the enterprise graph around one enterprise.
export const graphParamsSchema = z.object({ id: enterpriseIdSchema });

// The PDF report: GET /api-zsai-query/zsai/qyhx/reportPdf?id=
export const REPORT_PDF_PATH = '/api-zsai-query/zsai/qyhx/reportPdf';
export const reportQuerySchema = z.object({ id: enterpriseIdSchema });

/** Provenance every fact carries. */
export type Provenance = { source: string; as_of: string };

export type ProfileRecord = Provenance & {
  ID_: string;
  qymc: string;
  tyshxydm: string;
  reg_no: string | null;
  legal_representative: string;
  /** The person (people.id) registered as 法定代表人 under that name, when known. */
  legal_representative_id: number | null;
  zczb: number | null;
  capital_currency: string;
  paid_in_capital: number | null;
  established_on: string;
  operating_from: string | null;
  operating_to: string | null;
  status: string;
  qylx: string;
  dlhy: string;
  industry_name: string;
  region_code: string;
  region_name: string;
  address: string;
  lxfs: string | null;
  email: string | null;
  website: string | null;
  business_scope: string;
  staff_size: string | null;
  insured_count: number | null;
  former_names: string[];
  listing_status: string;
  stock_code: string | null;
  tags: string[];
  /** Dimension counts; null for dimensions the caller's tier may not open. */
  counts: Record<DimensionKey, number | null>;
  /** Module keys the caller's tier may open (gsxx, gdxx ... gqjg, qytp, report). */
  modules: string[];
  demo: boolean;
};

export type FacetValue = { value: string; label: string; count: number };
export type DimensionExtra = {
  totalCount: number;
  /** The page answered: the one holding `focus` when it was found, else the one asked. */
  pageIndex: number;
  facets: Partial<Record<DimensionFilterKey, FacetValue[]>>;
};

export type EquityNode = {
  /** `e:{id}` for an enterprise, `p:{id}` for a natural person. */
  key: string;
  kind: 'enterprise' | 'person';
  /** Enterprise id for enterprises (expandable); absent for people. */
  enterprise_id?: number;
  name: string;
  status?: string;
  /** Direct ratio on the link to the parent node, percent. */
  ratio: number;
  /** Product of the ratios along this path from the root, percent. */
  path_ratio: number;
  /** Sum over every path between the root and this holder (bounded depth), percent. */
  look_through: number;
  /** The holder is already on the path: an ownership cycle, not expanded further. */
  cycle: boolean;
  has_children: boolean;
  children?: EquityNode[];
};

export type EquityPathStep = { name: string; ratio: number };
export type Beneficiary = {
  key: string;
  name: string;
  look_through: number;
  /** Why: 直接或间接持股 / 实际控制 / 高级管理人员 (fallback of the 2024 rules). */
  basis: string;
  paths: EquityPathStep[][];
};

export type EquityAnswer = {
  root: { key: string; name: string; enterprise_id: number };
  direction: 'up' | 'down';
  nodes: EquityNode[];
  /** Only for direction up at the root. */
  beneficiaries?: Beneficiary[];
  controller?: { key: string; name: string; basis: string; chain: EquityPathStep[] } | null;
  truncated?: boolean;
  cycles?: string[][];
};

export type GraphNode = {
  id: string;
  name: string;
  category: 'enterprise' | 'shareholder' | 'person' | 'investment' | 'branch';
  enterprise_id?: number;
};
/**
 * What a link is: a shareholding (holder → enterprise), a position (person → enterprise) or
 * a branch (parent → branch). A holding met from both of its ends is one link.
 */
export type GraphRelation = 'holding' | 'position' | 'branch';
export type GraphLink = { source: string; target: string; relation: GraphRelation; label: string };
export type GraphAnswer = { center: string; nodes: GraphNode[]; links: GraphLink[] };

/**
 * The row a profile link asks to show (`?dim=&row=` on the profile, `?row=` on a full-list
 * page, whose dimension is its own); undefined when absent or malformed.
 */
export function dimensionFocusParam(
  dim: string | null | undefined,
  row: string | null | undefined,
): { dim: DimensionKey; row: number } | undefined {
  const parsed = z.object({ dim: z.enum(DIMENSION_KEYS), row: dimensionRowIdSchema }).safeParse({
    dim,
    row,
  });
  return parsed.success ? parsed.data : undefined;
}

/** The `?id=` of a profile page, or undefined when absent or not an enterprise id. */
export function enterpriseIdParam(value: string | string[] | undefined): number | undefined {
  const parsed = enterpriseIdSchema.safeParse(Array.isArray(value) ? value[0] : value);
  return parsed.success ? parsed.data : undefined;
}
