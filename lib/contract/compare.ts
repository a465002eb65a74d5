import { z } from 'zod';
import type { PlacementConfidenceValue } from './chains';
import { enterpriseIdSchema, type DimensionKey } from './profile';

// 企业对比 /qyhx/qyhxModel (issue 14, docs/relationships.md "Comparison"): 2–5 enterprises side
// by side, and the caller's comparison tray (对比栏, persisted per user). Calls: custom queries
// qydbCompare and qydbTray, script calls (POST /api-system/system/core/sysInvokeScript/invoke/
// {alias}) qydbTrayAdd, qydbTrayRemove, qydbTrayClear, and two GETs: COMPARE_EXPORT_PATH (Excel
// or CSV, one row per enterprise, from the daily export quota) and COMPARE_PDF_PATH. Permission:
// bt-qydb (menu qydb 企业对比, docs/menus.md) for all of them.

export const COMPARE_PERMISSION = { key: 'bt-qydb', screen: '企业对比' } as const;

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 5;
/** The tray holds at most as many enterprises as one comparison. */
export const TRAY_MAX = COMPARE_MAX;

export const COMPARE_MESSAGES = {
  noPermission: '当前会员等级无权使用企业对比，请升级会员',
  tooFew: `请至少选择${COMPARE_MIN}家企业`,
  tooMany: `最多选择${COMPARE_MAX}家企业`,
  duplicate: '对比企业重复',
  noSuchEnterprise: (id: number) => `企业不存在：${id}`,
  trayFull: `对比栏最多${TRAY_MAX}家企业，请先移除再添加`,
  trayAdded: '已加入对比',
  trayAlready: '该企业已在对比栏中',
  trayRemoved: '已移出对比',
  trayCleared: '已清空对比栏',
  noSuchTrayItem: '对比栏中没有该企业',
  removeWhich: '请指定要移出的企业',
} as const;

/** 2–5 distinct enterprise ids: an array, or ids joined by commas (the page URL's form). */
export const compareIdsSchema = z
  .union([
    z.string().max(200, '过长'),
    z.number(),
    z.array(z.union([z.string(), z.number()])).max(50, COMPARE_MESSAGES.tooMany),
  ])
  .transform((v): unknown[] =>
    (Array.isArray(v) ? v.map(String) : String(v).split(',')).map((s) => s.trim()).filter(Boolean),
  )
  .pipe(
    z
      .array(enterpriseIdSchema)
      .min(COMPARE_MIN, COMPARE_MESSAGES.tooFew)
      .max(COMPARE_MAX, COMPARE_MESSAGES.tooMany),
  )
  .refine((ids: number[]) => new Set(ids).size === ids.length, COMPARE_MESSAGES.duplicate);

// qydbCompare: the enterprises side by side.
export const compareParamsSchema = z.object({ qyids: compareIdsSchema });
export type CompareParams = z.infer<typeof compareParamsSchema>;

// GET COMPARE_EXPORT_PATH?qyids=1,2,3&format=xlsx: one row per enterprise, every field a column.
export const COMPARE_EXPORT_PATH = '/api-zsai-query/zsai/qydb/export';
export const compareExportQuerySchema = compareParamsSchema.extend({
  format: z.enum(['csv', 'xlsx'], '应为 csv 或 xlsx').default('xlsx'),
});
export type CompareExportQuery = z.infer<typeof compareExportQuerySchema>;

// GET COMPARE_PDF_PATH?qyids=1,2,3: the comparison as an A4 PDF (the report machinery).
export const COMPARE_PDF_PATH = '/api-zsai-query/zsai/qydb/reportPdf';
export const comparePdfQuerySchema = compareParamsSchema;

// ---- Output ----

/** Counts of every risk kind the registry holds for an enterprise. */
export type RiskCounts = { judgments: number; penalties: number; auctions: number };

export type CompareEnterprise = {
  ID_: string;
  qymc: string;
  tyshxydm: string;
  status: string;
  qylx: string;
  legal_representative: string;
  established_on: string;
  /** Whole years since established_on (as of today in China). */
  age_years: number;
  region_code: string;
  /** 省/市/区 path. */
  region_name: string;
  address: string;
  /** 行业大类 and 小类 names. */
  dlhy: string;
  industry_name: string;
  /** 万元 of capital_currency. */
  zczb: number | null;
  capital_currency: string;
  paid_in_capital: number | null;
  staff_size: string | null;
  insured_count: number | null;
  listing_status: string;
  stock_code: string | null;
  tags: string[];
  /** Chain links it is placed on (confirmed and likely), strongest first. */
  chains: {
    chain: { code: string; name: string };
    node: { code: string; name: string };
    confidence: PlacementConfidenceValue;
  }[];
  /** Every profile dimension's count (no tier hides counts here: the lists stay locked). */
  counts: Record<DimensionKey, number>;
  risk: RiskCounts;
  financing: {
    count: number;
    /** Sum of the rounds with a known amount, 万元. */
    amount: number;
    lastround: string | null;
    lastdate: string | null;
  };
  patents: { total: number; invention: number };
  trademarks: number;
  bids: { total: number; wins: number; winamount: number };
  recruitment: { total: number; last12m: number };
  source: string;
  as_of: string;
};

export const COMPARE_GROUPS = [
  '工商信息',
  '资本与规模',
  '资质与产业',
  '经营与创新',
  '风险',
  '数据维度',
] as const;
export type CompareGroup = (typeof COMPARE_GROUPS)[number];

/**
 * One row of the side-by-side table: a field with each enterprise's value (in the order of
 * `enterprises`), as displayed and as a number where it is one.
 */
export type CompareField = {
  key: string;
  label: string;
  group: CompareGroup;
  /** Display text ('-' when empty), one per enterprise. */
  values: string[];
  /** The numbers behind numeric fields (null when unknown); null for text fields. */
  numbers: (number | null)[] | null;
  /** The values are not all the same (the screen highlights the row). */
  differs: boolean;
  /**
   * Numeric fields: indexes of every enterprise with the most favourable value (all of a tie);
   * empty when the known values are all equal, or for text fields.
   */
  best: number[];
};

/** A radar axis: each enterprise's value scaled 0–100 by a fixed reference, not the set. */
export type RadarDimension = {
  key: string;
  name: string;
  /** 0–100, one per enterprise. */
  values: number[];
  /** The raw figure behind each value. */
  raw: number[];
  /** How the figure is scaled (shown as the axis' tooltip). */
  rule: string;
};

export type CompareAnswer = {
  enterprises: CompareEnterprise[];
  fields: CompareField[];
  radar: RadarDimension[];
  /** Keys of the fields whose values differ. */
  differs: string[];
};
// qydbCompare answers { data: [CompareAnswer] }.

// ---- The comparison tray (对比栏) ----

// qydbTray: the caller's tray, oldest first.
export const trayParamsSchema = z.object({});

// qydbTrayAdd (script): add an enterprise (idempotent; refused past TRAY_MAX).
export const trayAddSchema = z.object({ qyid: enterpriseIdSchema });

// qydbTrayRemove (script): remove one item, by the item's ID_ or by the enterprise.
export const trayRemoveSchema = z
  .object({
    id: z.coerce.number().int().positive('应为编号').optional(),
    qyid: enterpriseIdSchema.optional(),
  })
  .refine((p) => p.id !== undefined || p.qyid !== undefined, {
    message: COMPARE_MESSAGES.removeWhich,
    path: ['qyid'],
  });

// qydbTrayClear (script): empty the tray.
export const trayClearSchema = z.object({});

export type TrayItem = {
  /** The item's id (qydbTrayRemove's `id`). */
  ID_: string;
  qyid: string;
  qymc: string;
  status: string;
  addedat: string;
};
// qydbTray answers { data: TrayItem[], extraData: { max: TRAY_MAX } }; the scripts answer
// { data: { success: true, items: TrayItem[] }, message }.
