import { z } from '@hono/zod-openapi';
import { chainCodeSchema, regionParamSchema, type RegionRef } from './chains';
import { SEARCH_PAGE_SIZES } from './search';

// qykb: 企业看板, enterprise board (issue 16, docs/investment-promotion.md "Enterprise board").
// Custom queries (POST /api-form/form/core/formCustomQuery/queryForJson_{alias}) over a set
// of enterprises the user chooses: followed enterprises, one of the user's customer groups,
// one of the user's saved prospect lists, or a region × chain. The layout is saved per user.

/** A menu permission like every screen of 产业服务 (docs/menus.md). */
export const BOARD_PERMISSION = { key: 'bt-qykb', screen: '企业看板' } as const;

/** The most enterprises a board counts: the largest by registered capital when a set is larger. */
export const BOARD_SET_MAX = 5_000;

export const BOARD_SET_KINDS = [
  { value: 'follows', label: '我的关注' },
  { value: 'group', label: '客户分组' },
  { value: 'list', label: '潜客名单' },
  { value: 'region-chain', label: '地区×产业链' },
] as const;
export type BoardSetKind = (typeof BOARD_SET_KINDS)[number]['value'];
const SET_KIND_VALUES = BOARD_SET_KINDS.map((k) => k.value) as [BoardSetKind, ...BoardSetKind[]];

/** The widgets of a board in their default order: six KPI cards, five charts, the members. */
export const BOARD_WIDGETS = [
  { key: 'kpi-count', label: '企业数量', kind: 'kpi' },
  { key: 'kpi-capital', label: '注册资本合计', kind: 'kpi' },
  { key: 'kpi-high-tech', label: '高新技术企业', kind: 'kpi' },
  { key: 'kpi-srdi', label: '专精特新企业', kind: 'kpi' },
  { key: 'kpi-risk', label: '近一年风险事件', kind: 'kpi' },
  { key: 'kpi-changes', label: '近30天变更', kind: 'kpi' },
  { key: 'industry', label: '行业分布', kind: 'chart' },
  { key: 'map', label: '地区分布', kind: 'chart' },
  { key: 'capital', label: '注册资本分布', kind: 'chart' },
  { key: 'risk', label: '风险事件趋势', kind: 'chart' },
  { key: 'dynamics', label: '最新动态', kind: 'chart' },
  { key: 'members', label: '企业列表', kind: 'list' },
] as const;
export type BoardWidgetKey = (typeof BOARD_WIDGETS)[number]['key'];
const WIDGET_KEYS = BOARD_WIDGETS.map((w) => w.key) as [BoardWidgetKey, ...BoardWidgetKey[]];
export const DEFAULT_BOARD_WIDGETS: BoardWidgetKey[] = [...WIDGET_KEYS];

/** Registered-capital bands (万元人民币), lower bound inclusive, upper exclusive. */
export const BOARD_CAPITAL_BANDS = [
  { key: 'lt100', label: '100万以下', min: 0, max: 100 },
  { key: '100-500', label: '100万-500万', min: 100, max: 500 },
  { key: '500-1000', label: '500万-1000万', min: 500, max: 1_000 },
  { key: '1000-5000', label: '1000万-5000万', min: 1_000, max: 5_000 },
  { key: '5000-10000', label: '5000万-1亿', min: 5_000, max: 10_000 },
  { key: 'ge10000', label: '1亿以上', min: 10_000, max: null },
] as const;

/** Days of the risk KPI and of the changes KPI. */
export const BOARD_RISK_DAYS = 365;
export const BOARD_CHANGE_DAYS = 30;
/** Calendar months of the risk chart (this month and the eleven before). */
export const BOARD_RISK_MONTHS = 12;
/** Latest dynamics shown. */
export const BOARD_DYNAMICS_LIMIT = 10;

export const BOARD_MESSAGES = {
  needGroup: '请选择客户分组',
  needList: '请选择潜客名单',
  needChain: '请选择产业链',
  noSuchGroup: '客户分组不存在',
  noSuchList: '名单不存在',
  noSuchChain: (code: string) => `产业链不存在：${code}`,
  capped: (max: number) => `企业超过${max}家，看板统计注册资本最大的${max}家`,
  emptySet: '该范围内暂无企业',
  widgetsDistinct: '看板组件不能重复',
  saved: '看板已保存',
  demoData: '演示数据',
} as const;

const recordIdSchema = z.string().trim().min(1, '不能为空').max(64, '格式不正确');
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The set a board is about; each kind names what it needs. */
const setShape = {
  setKind: z.enum(SET_KIND_VALUES, {
    error: () => `只能是${SET_KIND_VALUES.join('、')}之一`,
  }),
  groupId: z.preprocess(blank, recordIdSchema.optional()),
  listId: z.preprocess(blank, recordIdSchema.optional()),
  region: regionParamSchema,
  chain: z.preprocess(blank, chainCodeSchema.optional()),
};

type SetInput = {
  setKind: BoardSetKind;
  groupId?: string | undefined;
  listId?: string | undefined;
  chain?: string | undefined;
};
function requireSetFields(p: SetInput, ctx: z.RefinementCtx) {
  if (p.setKind === 'group' && !p.groupId)
    ctx.addIssue({ code: 'custom', path: ['groupId'], message: BOARD_MESSAGES.needGroup });
  if (p.setKind === 'list' && !p.listId)
    ctx.addIssue({ code: 'custom', path: ['listId'], message: BOARD_MESSAGES.needList });
  if (p.setKind === 'region-chain' && !p.chain)
    ctx.addIssue({ code: 'custom', path: ['chain'], message: BOARD_MESSAGES.needChain });
}

export const boardSetSchema = z.object(setShape).strict().superRefine(requireSetFields);
export type BoardSetParams = z.infer<typeof boardSetSchema>;

// qykbBoard: the KPI figures and charts of a set.
export const boardParamsSchema = boardSetSchema;

// qykbMembers: one page of the set's members with their latest change.
export const boardMembersParamsSchema = z
  .object({
    ...setShape,
    pageIndex: z.coerce.number().int().min(1, '最小为 1').max(10_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((n) => (SEARCH_PAGE_SIZES as readonly number[]).includes(n), '只能是10、20或50')
      .default(10),
  })
  .strict()
  .superRefine(requireSetFields);
export type BoardMembersParams = z.infer<typeof boardMembersParamsSchema>;

// qykbLayout, qykbSources: the caller's saved layout; what the caller can choose as a set.
export const boardEmptyParamsSchema = z.object({}).strict();

// qykbSaveLayout: the widgets shown in order and the set, saved for the caller.
export const boardSaveLayoutParamsSchema = z
  .object({
    ...setShape,
    widgets: z
      .array(z.enum(WIDGET_KEYS, { error: () => '看板组件不存在' }))
      .min(1, '至少显示一个组件')
      .max(WIDGET_KEYS.length)
      .refine((w) => new Set(w).size === w.length, BOARD_MESSAGES.widgetsDistinct),
  })
  .strict()
  .superRefine(requireSetFields);
export type BoardSaveLayoutParams = z.infer<typeof boardSaveLayoutParamsSchema>;

// ---- answers ----

/** The set as resolved: what it is called and how many enterprises it holds. */
export type BoardSetRecord = {
  setkind: BoardSetKind;
  /** e.g. 我的关注, 客户分组：重点客户, 潜客名单：…, 深圳市 × 新能源汽车. */
  label: string;
  groupid: string | null;
  listid: string | null;
  region: RegionRef | null;
  chain: { code: string; name: string } | null;
  /** Enterprises counted (at most BOARD_SET_MAX). */
  count: number;
  /** Whether the set held more than BOARD_SET_MAX (the largest by capital are counted). */
  capped: boolean;
};

export type BoardKpis = {
  count: number;
  /** 万元人民币 (foreign currencies at the chain figures' reference rates). */
  registeredcapital: number;
  hightechcount: number;
  srdicount: number;
  /** Administrative penalties and judgments as 被告 in the last BOARD_RISK_DAYS days. */
  riskevents: number;
  /** Change records in the last BOARD_CHANGE_DAYS days. */
  changes30d: number;
};

export type BoardCount = { code: string; name: string; count: number };

export type BoardDynamic = {
  ID_: string;
  qyid: string;
  qymc: string;
  item: string;
  classname: string;
  changedon: string;
  before: string;
  after: string;
};

export type BoardAnswer = {
  set: BoardSetRecord;
  kpis: BoardKpis;
  /** Members by 门类, largest first. */
  industries: BoardCount[];
  /** Members by province (the country map) and, per province, by the features of its map. */
  provinces: BoardCount[];
  cities: Record<string, BoardCount[]>;
  /** Members per registered-capital band, in BOARD_CAPITAL_BANDS order. */
  capital: { key: string; label: string; count: number }[];
  /** Risk events per calendar month, oldest first. */
  riskmonthly: { month: string; penalties: number; judgments: number }[];
  dynamics: BoardDynamic[];
  /** The day the figures are counted to (China time). */
  asof: string;
  /** 演示数据 for generated data. */
  datalabel: string;
};

export type BoardMemberRecord = {
  ID_: string;
  qymc: string;
  tyshxydm: string;
  /** 万元, in capitalcurrency. */
  zczb: number | null;
  capitalcurrency: string;
  status: string;
  dlhy: string;
  region: string;
  clrq: string;
  tags: string[];
  latestchange: { item: string; classname: string; changedon: string } | null;
};

/** A set as a layout keeps it (answer keys are lowercased, SPEC.md §3). */
export type BoardStoredSet = {
  setkind: BoardSetKind;
  groupid: string | null;
  listid: string | null;
  /** A region code or 'local'. */
  region: string;
  chain: string | null;
};

/** The call parameters of a stored set. */
export function boardSetParams(set: BoardStoredSet): Record<string, string> {
  const params: Record<string, string> = { setKind: set.setkind, region: set.region };
  if (set.groupid) params.groupId = set.groupid;
  if (set.listid) params.listId = set.listid;
  if (set.chain) params.chain = set.chain;
  return params;
}

export type BoardLayoutRecord = {
  widgets: BoardWidgetKey[];
  set: BoardStoredSet;
  /** Whether the user saved it (false: the defaults). */
  saved: boolean;
  updatedat: string | null;
};

export type BoardSourcesRecord = {
  followcount: number;
  groups: { id: string; name: string; count: number }[];
  lists: { id: string; name: string; count: number }[];
  chains: { code: string; name: string }[];
};
