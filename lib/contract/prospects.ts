import { calendarDay } from './calendar-day';
import { z } from '@hono/zod-openapi';
import { nodeCodeSchema } from './chains';
import { SEARCH_PAGE_SIZES, searchFilterSchema } from './search';

// 潜客筛查 /qksc and 潜客名单 /qksc/list (qksc: 潜客筛查, prospect screening; issue 15,
// docs/leads.md "Prospect screening"). A screen is a tree of conditions: a root group whose
// items are conditions or groups, AND or OR, at most three levels deep. Custom queries qksc*
// (POST /api-form/form/core/formCustomQuery/queryForJson_{alias}, params as a JSON string),
// plus the export GET /api-zsai-query/zsai/qksc/export. Permission: bt-qksc (docs/menus.md).
// Every list is the caller's own: another user's list ids answer 名单不存在.

export const PROSPECT_PERMISSION = { key: 'bt-qksc', screen: '潜客筛查' } as const;

/** Levels of groups: the root, its groups, and theirs (which hold conditions only). */
export const PROSPECT_MAX_DEPTH = 3;
export const PROSPECT_MAX_ITEMS = 20;
/** Conditions in a whole tree. */
export const PROSPECT_MAX_CONDITIONS = 30;
export const PROSPECT_VALUES_MAX = 50;
export const PROSPECT_LIST_NAME_MAX = 30;
/** Lists a user may keep. */
export const PROSPECT_LISTS_MAX = 50;
/** Members a list keeps at most (the first in capital order past it). */
export const PROSPECT_LIST_MEMBERS_MAX = 10_000;
/** Members moved into the customer book in one call (CUSTOMER_ADD_MAX of the book). */
export const PROSPECT_MOVE_MAX = 500;

export const PROSPECT_MESSAGES = {
  noPermission: '当前会员等级无权使用潜客筛查，请升级会员',
  unknownField: '条件类型不存在',
  emptyGroup: '条件组不能为空',
  emptyScreen: '请至少添加一个筛选条件',
  noValues: '请选择条件取值',
  tooDeep: `条件组最多嵌套${PROSPECT_MAX_DEPTH}层`,
  tooManyItems: `每个条件组最多${PROSPECT_MAX_ITEMS}项`,
  tooManyConditions: `筛选条件最多${PROSPECT_MAX_CONDITIONS}个`,
  badDate: '日期格式应为 YYYY-MM-DD',
  dateOrder: '开始日期不能晚于结束日期',
  periodOrRange: '请选择时间范围或填写起止日期，不能同时填写',
  rangeOrder: '下限不能大于上限',
  rangeEmpty: '请填写下限或上限',
  noSuchNode: (code: string) => `产业链环节不存在：${code}`,
  noSuchChain: (id: string) => `产业链不存在：${id}`,
  nameEmpty: '请输入名单名称',
  nameTooLong: `名单名称最多${PROSPECT_LIST_NAME_MAX}个字`,
  nameTaken: '已有同名名单，请换一个名称',
  tooManyLists: `最多保存${PROSPECT_LISTS_MAX}个名单，请先删除不用的名单`,
  noSuchList: '名单不存在',
  saved: '名单已保存',
  renamed: '名单已重命名',
  deleted: '名单已删除',
  ran: (count: number, fresh: number) => `名单已更新：匹配 ${count} 家，新增 ${fresh} 家`,
  capped: `匹配企业超过${PROSPECT_LIST_MEMBERS_MAX}家，名单保留注册资本最大的${PROSPECT_LIST_MEMBERS_MAX}家`,
  nothingToMove: '名单中没有可移入的企业',
  notMembers: '所选企业不在该名单中',
  moved: (added: number, already: number) =>
    already > 0 ? `已移入 ${added} 家，${already} 家已在客户中` : `已移入 ${added} 家客户`,
  noSuchGroup: '客户分组不存在',
} as const;

/** Time windows of the activity conditions, back from today. */
export const PROSPECT_PERIODS = [
  { value: '1y', label: '近1年', years: 1 },
  { value: '2y', label: '近2年', years: 2 },
  { value: '3y', label: '近3年', years: 3 },
  { value: '5y', label: '近5年', years: 5 },
] as const;
export type ProspectPeriod = (typeof PROSPECT_PERIODS)[number]['value'];

/** Risk exclusions: each keeps the enterprises without it. */
export const PROSPECT_RISKS = [
  { value: 'penalty', label: '无行政处罚' },
  { value: 'defendant', label: '无被告涉诉' },
  { value: 'abnormal', label: '非吊销/注销' },
] as const;
export type ProspectRisk = (typeof PROSPECT_RISKS)[number]['value'];

/**
 * The condition fields, in the builder's order: find companies' filters, then the screen's
 * own dimensions. `kind` says which widget and which value shape the field takes.
 */
export const PROSPECT_FIELDS = [
  { value: 'addr', label: '所属地区', kind: 'region' },
  { value: 'sshy', label: '所属行业', kind: 'industry' },
  { value: 'zczb', label: '注册资本', kind: 'options' },
  { value: 'clnx', label: '成立年限', kind: 'options' },
  { value: 'qylx', label: '企业类型', kind: 'options' },
  { value: 'status', label: '登记状态', kind: 'options' },
  { value: 'other', label: '资质与联系方式', kind: 'options' },
  { value: 'cyl', label: '产业链', kind: 'chain' },
  { value: 'link', label: '产业链环节', kind: 'link' },
  { value: 'financing', label: '有融资事件', kind: 'activity' },
  { value: 'bidWon', label: '有中标', kind: 'activity' },
  { value: 'patent', label: '有专利申请', kind: 'activity' },
  { value: 'insured', label: '参保人数', kind: 'range' },
  { value: 'risk', label: '风险排除', kind: 'risk' },
  { value: 'notCustomer', label: '不是我的客户', kind: 'flag' },
] as const;
export type ProspectField = (typeof PROSPECT_FIELDS)[number]['value'];
export const prospectFieldLabel = (field: string) =>
  PROSPECT_FIELDS.find((f) => f.value === field)?.label ?? field;

const dateSchema = calendarDay(PROSPECT_MESSAGES.badDate);

const nonEmpty = <T>(v: T[]) => v.length > 0;

/** A find-companies filter as a condition: its values, validated as 找企业 validates them. */
function filterCondition<
  F extends 'addr' | 'sshy' | 'zczb' | 'clnx' | 'qylx' | 'status' | 'other' | 'cyl',
>(field: F) {
  return z
    .object({
      field: z.literal(field),
      values: (searchFilterSchema.shape[field] as z.ZodType<string[] | undefined>)
        .refine((v) => v !== undefined && nonEmpty(v), PROSPECT_MESSAGES.noValues)
        .refine((v) => (v?.length ?? 0) <= PROSPECT_VALUES_MAX, `最多${PROSPECT_VALUES_MAX}项`)
        .transform((v) => v ?? []),
    })
    .strict();
}

/** has financing / a bid won / a patent application: in a period or a date range, at least `min`. */
function activityCondition<F extends 'financing' | 'bidWon' | 'patent'>(field: F) {
  return z
    .object({
      field: z.literal(field),
      period: z
        .enum(PROSPECT_PERIODS.map((p) => p.value) as [ProspectPeriod, ...ProspectPeriod[]])
        .optional(),
      from: dateSchema.optional(),
      to: dateSchema.optional(),
      /** At least this many in the window (default 1). */
      min: z.coerce.number().int().min(1).max(1000).optional(),
    })
    .strict()
    .refine((c) => !(c.period && (c.from || c.to)), {
      message: PROSPECT_MESSAGES.periodOrRange,
      path: ['period'],
    })
    .refine((c) => !c.from || !c.to || c.from <= c.to, {
      message: PROSPECT_MESSAGES.dateOrder,
      path: ['to'],
    });
}

const insuredCondition = z
  .object({
    field: z.literal('insured'),
    min: z.coerce.number().int().min(0).max(10_000_000).optional(),
    max: z.coerce.number().int().min(0).max(10_000_000).optional(),
  })
  .strict()
  .refine((c) => c.min !== undefined || c.max !== undefined, {
    message: PROSPECT_MESSAGES.rangeEmpty,
    path: ['min'],
  })
  .refine((c) => c.min === undefined || c.max === undefined || c.min <= c.max, {
    message: PROSPECT_MESSAGES.rangeOrder,
    path: ['max'],
  });

const riskCondition = z
  .object({
    field: z.literal('risk'),
    values: z
      .array(z.enum(PROSPECT_RISKS.map((r) => r.value) as [ProspectRisk, ...ProspectRisk[]]))
      .min(1, PROSPECT_MESSAGES.noValues)
      .max(PROSPECT_RISKS.length)
      .transform((v) => [...new Set(v)]),
    /** The window of penalties and judgments (default 近1年). */
    period: z
      .enum(PROSPECT_PERIODS.map((p) => p.value) as [ProspectPeriod, ...ProspectPeriod[]])
      .optional(),
  })
  .strict();

const linkCondition = z
  .object({
    field: z.literal('link'),
    values: z
      .array(nodeCodeSchema)
      .min(1, PROSPECT_MESSAGES.noValues)
      .max(20)
      .transform((v) => [...new Set(v)]),
  })
  .strict();

const flagCondition = z.object({ field: z.literal('notCustomer') }).strict();

const conditionOptions = [
  filterCondition('addr'),
  filterCondition('sshy'),
  filterCondition('zczb'),
  filterCondition('clnx'),
  filterCondition('qylx'),
  filterCondition('status'),
  filterCondition('other'),
  filterCondition('cyl'),
  linkCondition,
  activityCondition('financing'),
  activityCondition('bidWon'),
  activityCondition('patent'),
  insuredCondition,
  riskCondition,
  flagCondition,
] as const;

export const prospectConditionSchema = z.discriminatedUnion('field', [...conditionOptions], {
  error: (issue) => (issue.code === 'invalid_union' ? PROSPECT_MESSAGES.unknownField : undefined),
});
export type ProspectCondition = z.infer<typeof prospectConditionSchema>;
export type ProspectConditionInput = z.input<typeof prospectConditionSchema>;

/** A group inside a group: an item with `field: 'group'`, so every item is told by its field. */
export type ProspectSubgroup = { field: 'group'; op: 'and' | 'or'; items: ProspectItem[] };
export type ProspectItem = ProspectCondition | ProspectSubgroup;
/** The root group of a screen. */
export type ProspectGroup = { op: 'and' | 'or'; items: ProspectItem[] };
export type ProspectItemInput =
  ProspectConditionInput | { field: 'group'; op: 'and' | 'or'; items: ProspectItemInput[] };
export type ProspectGroupInput = { op?: 'and' | 'or'; items?: ProspectItemInput[] };

const opSchema = z.enum(['and', 'or']);
const itemsOf = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .min(1, PROSPECT_MESSAGES.emptyGroup)
    .max(PROSPECT_MAX_ITEMS, PROSPECT_MESSAGES.tooManyItems);

/** Tells an unknown field from a group nested too deep. */
const unionError = (issue: { code?: string; input?: unknown }) => {
  if (issue.code !== 'invalid_union') return undefined;
  const field = (issue.input as { field?: unknown } | null)?.field;
  return field === 'group' ? PROSPECT_MESSAGES.tooDeep : PROSPECT_MESSAGES.unknownField;
};

// Depth is bounded by construction (no z.lazy): the deepest groups hold conditions only, so a
// deeper group fails with the depth message, and the JSON schema of the tree stays finite.
const deepestGroup = z
  .object({
    field: z.literal('group'),
    op: opSchema,
    items: itemsOf(z.discriminatedUnion('field', [...conditionOptions], { error: unionError })),
  })
  .strict();
const middleGroup = z
  .object({
    field: z.literal('group'),
    op: opSchema,
    items: itemsOf(
      z.discriminatedUnion('field', [...conditionOptions, deepestGroup], { error: unionError }),
    ),
  })
  .strict();

const countConditions = (items: readonly ProspectItem[]): number =>
  items.reduce((n, item) => n + (item.field === 'group' ? countConditions(item.items) : 1), 0);

/** The root group; `items` may be empty while a screen is being built (every enterprise). */
export const prospectTreeSchema = z
  .object({
    op: opSchema.default('and'),
    items: z
      .array(
        z.discriminatedUnion('field', [...conditionOptions, middleGroup], { error: unionError }),
      )
      .max(PROSPECT_MAX_ITEMS, PROSPECT_MESSAGES.tooManyItems)
      .default([]),
  })
  .strict()
  .transform((g, ctx): ProspectGroup => {
    const tree = g;
    if (countConditions(tree.items) > PROSPECT_MAX_CONDITIONS) {
      ctx.addIssue({ code: 'custom', message: PROSPECT_MESSAGES.tooManyConditions });
      return z.NEVER;
    }
    return tree;
  });

const pageShape = {
  pageIndex: z.coerce.number().int().min(1, '最小为 1').max(500, '最大为 500').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (SEARCH_PAGE_SIZES as readonly number[]).includes(n), '只能是10、20或50')
    .default(10),
};

const listIdSchema = z.string().trim().min(1, '不能为空').max(64, '格式不正确');
const titleSchema = z
  .string()
  .transform((v) => v.replace(/[\u0000-\u001f\u007f]/g, '').trim())
  .pipe(
    z
      .string()
      .min(1, PROSPECT_MESSAGES.nameEmpty)
      .refine((v) => [...v].length <= PROSPECT_LIST_NAME_MAX, PROSPECT_MESSAGES.nameTooLong),
  );
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

// qkscCount: how many enterprises a screen matches (live while editing).
export const prospectCountParamsSchema = z.object({ conditions: prospectTreeSchema }).strict();

// qkscPreview: a page of a screen's matches, largest capital first.
export const prospectPreviewParamsSchema = z
  .object({ conditions: prospectTreeSchema, ...pageShape })
  .strict();

// qkscSaveList: save a screen as a named list (and run it once).
export const prospectSaveParamsSchema = z
  .object({ conditions: prospectTreeSchema, title: titleSchema })
  .strict();

// qkscLists: the caller's lists.
export const prospectListsParamsSchema = z.object({}).strict();

// qkscList, qkscRunList, qkscDeleteList: one list by id.
export const prospectListParamsSchema = z.object({ listId: listIdSchema }).strict();

// qkscRenameList.
export const prospectRenameParamsSchema = z
  .object({ listId: listIdSchema, title: titleSchema })
  .strict();

// qkscListMembers: a page of a list's members; newOnly: only those new at the last run.
export const prospectMembersParamsSchema = z
  .object({ listId: listIdSchema, newOnly: flag, ...pageShape })
  .strict();

// qkscMoveToCustomers: a list's members (all, only new, or the selected) into a customer group.
export const prospectMoveParamsSchema = z
  .object({
    listId: listIdSchema,
    newOnly: flag,
    /** Selected members; none: the whole list (at most PROSPECT_MOVE_MAX). */
    enterpriseIds: z
      .array(z.union([z.string().regex(/^\d{1,18}$/, '格式不正确'), z.number().int().positive()]))
      .max(PROSPECT_MOVE_MAX, `最多${PROSPECT_MOVE_MAX}家`)
      .optional()
      .transform((v) => (v ? [...new Set(v.map(Number))] : undefined)),
    groupId: z.string().trim().min(1).max(64).optional(),
  })
  .strict();

// qkscExportQuota and GET /api-zsai-query/zsai/qksc/export.
export const prospectExportQuotaParamsSchema = z
  .object({ listId: listIdSchema, newOnly: flag })
  .strict();
export const prospectExportQuerySchema = z
  .object({ listId: listIdSchema, newOnly: flag, format: z.enum(['csv', 'xlsx']).default('csv') })
  .strict();

export type ProspectRecord = {
  ID_: string;
  qymc: string;
  tyshxydm: string;
  zczb: number | null;
  capitalcurrency: string;
  dlhy: string;
  status: string;
  clrq: string;
  /** 省/市/区 path. */
  region: string;
  tags: string[];
  /** The enterprise's contacts: 法定代表人, 联系电话 and 邮箱 (null: none on record). */
  fddbr: string;
  lxfs: string | null;
  email: string | null;
};

export type ProspectMemberRecord = ProspectRecord & {
  firstseen: string;
  lastseen: string;
  /** First found by the list's last run. */
  isnew: boolean;
  /** Matched by the last run (false: matched before, no longer). */
  current: boolean;
  /** The list's conditions (values) the member meets now, by name: 注册资本 500-1000万, 上海市. */
  reasons: string[];
};

export type ProspectListRecord = {
  ID_: string;
  title: string;
  conditions: ProspectGroup;
  /** The conditions in one line, values by name (所属地区：上海市浦东新区 且 …). */
  summary: string;
  matchcount: number;
  newcount: number;
  lastrunat: string | null;
  createdat: string;
  updatedat: string;
};
