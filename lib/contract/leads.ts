import { calendarDay } from './calendar-day';
import { z } from '@hono/zod-openapi';
import { LOCAL_REGION, regionParamSchema, type RegionRef } from './chains';
import { SEARCH_PAGE_SIZES, searchFilterSchema } from './search';

// 融资商机 (/rzsj) and 存款商机 (/cksj) (issue 15, docs/leads.md): the lead lists. Custom
// queries rzsjLeads and cksjLeads (POST /api-form/form/core/formCustomQuery/queryForJson_{alias},
// params as a JSON string; record keys come back lowercased except ID_). Leads are computed
// by the derive step `leads`; these calls only read them.

export const LEAD_MESSAGES = {
  noPermission: (screen: string) => `当前会员等级无权使用${screen}，请升级会员`,
  unknownTrigger: (key: string) => `触发类型不存在：${key}`,
  badDate: '日期格式应为 YYYY-MM-DD',
  dateOrder: '开始日期不能晚于结束日期',
  noLocation: '未能确定您的所在城市，已显示全国',
} as const;

/** The permission (bt-{menu key}, docs/menus.md) of each lead screen. */
export const LEAD_PERMISSIONS = {
  rzsj: { key: 'bt-rzsj', screen: '融资商机' },
  cksj: { key: 'bt-cksj', screen: '存款商机' },
} as const;

/** Trigger keys (backend/services/leads/triggers.ts) with their names, for the filter. */
export const LEAD_TRIGGER_OPTIONS = [
  { value: 'bid_won', label: '大额中标', kinds: ['rzsj', 'cksj'] },
  { value: 'rapid_hiring', label: '快速扩招', kinds: ['rzsj'] },
  { value: 'new_branch', label: '新设分支机构', kinds: ['rzsj', 'cksj'] },
  { value: 'capital_increase', label: '注册资本增加', kinds: ['rzsj'] },
  { value: 'financing_round', label: '完成融资', kinds: ['rzsj', 'cksj'] },
  { value: 'new_qualification', label: '新获科技资质', kinds: ['rzsj'] },
  { value: 'patent_burst', label: '专利密集申请', kinds: ['rzsj'] },
  { value: 'new_registration', label: '新设大额注册', kinds: ['cksj'] },
  { value: 'paid_in_capital', label: '实缴资本到位', kinds: ['cksj'] },
  { value: 'insured_rise', label: '参保人数上升', kinds: ['cksj'] },
  { value: 'subsidiary_injection', label: '注资子公司', kinds: ['cksj'] },
] as const;
export type LeadTriggerKey = (typeof LEAD_TRIGGER_OPTIONS)[number]['value'];

/** 已是客户: every lead, the leads without the caller's customers, or only them. */
export const LEAD_CUSTOMER_OPTIONS = [
  { value: 'all', label: '全部' },
  { value: 'exclude', label: '排除已是客户' },
  { value: 'only', label: '仅看已是客户' },
] as const;
export type LeadCustomerFilter = (typeof LEAD_CUSTOMER_OPTIONS)[number]['value'];

export const LEAD_SORTS = [
  { value: 'score', label: '商机评分' },
  { value: 'date', label: '触发日期' },
] as const;

const triggerList = z
  .union([z.string().max(400, '过长'), z.array(z.string().max(40, '过长')).max(20, '过多')])
  .optional()
  .transform((v, ctx) => {
    const items = (Array.isArray(v) ? v : (v ?? '').split(','))
      .map((s) => s.trim())
      .filter(Boolean);
    const allowed = new Set<string>(LEAD_TRIGGER_OPTIONS.map((o) => o.value));
    const bad = items.find((s) => !allowed.has(s));
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: LEAD_MESSAGES.unknownTrigger(bad) });
      return z.NEVER;
    }
    return [...new Set(items)] as LeadTriggerKey[];
  });

const dateSchema = calendarDay(LEAD_MESSAGES.badDate).optional();

const validDates = <T extends { dateFrom?: string; dateTo?: string }>(p: T) =>
  !p.dateFrom || !p.dateTo || p.dateFrom <= p.dateTo;
const dateOrder = { message: LEAD_MESSAGES.dateOrder, path: ['dateTo'] };

/** The filters of a lead list (the list, its export quota and its export share them). */
const leadFilterShape = {
  /** Default: the caller's location city ('local'), nationwide when unknown. */
  region: regionParamSchema.default(LOCAL_REGION),
  sshy: searchFilterSchema.shape.sshy,
  cyl: searchFilterSchema.shape.cyl,
  zczb: searchFilterSchema.shape.zczb,
  /** Tags and flags of find companies' 其他筛选 (高新技术企业, 专精特新 …). */
  other: searchFilterSchema.shape.other,
  trigger: triggerList,
  dateFrom: dateSchema,
  dateTo: dateSchema,
  excludeRisky: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  /** The caller's own customer book (another user's customers never count). */
  customer: z.enum(['all', 'exclude', 'only'], '应为 all、exclude 或 only').default('all'),
  sort: z.enum(['score', 'date']).default('score'),
};

// rzsjLeads / cksjLeads: one page of leads.
export const leadsParamsSchema = z
  .object({
    ...leadFilterShape,
    pageIndex: z.coerce.number().int().min(1, '最小为 1').max(1000, '最大为 1000').default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((n) => (SEARCH_PAGE_SIZES as readonly number[]).includes(n), '只能是10、20或50')
      .default(10),
  })
  .strict()
  .refine(validDates, dateOrder);
export type LeadFilters = Omit<LeadsParams, 'pageIndex' | 'pageSize'>;

// rzsjExportQuota / cksjExportQuota: today's export quota and the rows an export would take.
export const leadsExportQuotaParamsSchema = z
  .object(leadFilterShape)
  .strict()
  .refine(validDates, dateOrder);

// GET /api-zsai-query/zsai/rzsj/export, /zsai/cksj/export: the list's filters and the format.
export const leadsExportQuerySchema = z
  .object({ ...leadFilterShape, format: z.enum(['csv', 'xlsx']).default('csv') })
  .strict()
  .refine(validDates, dateOrder);
export type LeadsParams = z.infer<typeof leadsParamsSchema>;

export type LeadEvidenceRecord = {
  trigger: LeadTriggerKey;
  name: string;
  /** The fact's table and id (bids, change_records …). */
  table: string;
  id: string;
  on: string;
  sentence: string;
  /** The profile dimension listing the fact (lib/contract/profile.ts), null: the profile. */
  dimension: string | null;
  strength: number;
  points: number;
};

export type LeadRecord = {
  ID_: string;
  qymc: string;
  tyshxydm: string;
  zczb: number | null;
  dlhy: string;
  status: string;
  /** The enterprise's contacts: 法定代表人, 联系电话 and 邮箱 (null: none on record). */
  fddbr: string;
  lxfs: string | null;
  email: string | null;
  /** 省/市/区 path of the enterprise's region. */
  region: string;
  tags: string[];
  score: number;
  /** score = triggerpoints × sizefactor − riskpenalty. */
  triggerpoints: number;
  sizefactor: number;
  riskpenalty: number;
  products: string[];
  /** Each product with the names of the triggers that suggest it (strongest first). */
  productreasons: { product: string; triggers: string[] }[];
  riskflags: string[];
  latest: string;
  triggers: LeadEvidenceRecord[];
};

/** A trigger of the kind as the derive step applies it (the screen's explanation). */
export type LeadRuleRecord = {
  trigger: LeadTriggerKey;
  name: string;
  rule: string;
  weight: number;
  products: string[];
};

/** The score's constants (docs/leads.md "Score"), so the explanation cannot drift from them. */
export type LeadScoringRecord = {
  halfLifeDays: number;
  evidencePerTrigger: number;
  strengthCap: number;
  sizeRefWan: number;
  riskPointsPerCase: number;
  riskMaxCases: number;
  riskWindowDays: number;
  abnormalStatusPoints: number;
};

export type LeadsAnswer = {
  data: LeadRecord[];
  extraData: {
    totalCount: number;
    pageIndex: number;
    pageSize: number;
    region: RegionRef;
    notice: string | null;
    rules: LeadRuleRecord[];
    scoring: LeadScoringRecord;
  };
};
