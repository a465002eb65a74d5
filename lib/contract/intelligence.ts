import { calendarDay } from './calendar-day';
import { z } from '@hono/zod-openapi';
import { chainCodeSchema, nodeCodeSchema, regionParamSchema } from './chains';

// cyjj: 产业经济, industry intelligence (issue 17, docs/intelligence.md). The filter of the
// event feed 产业情报 /cyjj/qbzl, shared by its analysis 情报分析 /cyjj/qbfx, briefings'
// citations and subscriptions, so a figure's link opens exactly the events it counts.

/** The event kinds and their labels (backend/db/schema/intelligence.ts holds the same keys). */
export const INDUSTRY_EVENT_KIND_OPTIONS = [
  { value: 'financing', label: '融资' },
  { value: 'large_bid', label: '大额中标' },
  { value: 'capital_change', label: '注册资本变更' },
  { value: 'new_branch', label: '新设分支机构' },
  { value: 'new_subsidiary', label: '新设子公司' },
  { value: 'qualification', label: '新获资质' },
  { value: 'patent_burst', label: '专利集中授权' },
  { value: 'penalty', label: '行政处罚' },
  { value: 'judgment', label: '涉诉（被告）' },
  { value: 'cancellation', label: '规模企业注销吊销' },
] as const;
export type IndustryEventKindValue = (typeof INDUSTRY_EVENT_KIND_OPTIONS)[number]['value'];

export const EVENT_IMPORTANCE_LABELS = { 1: '一般', 2: '重要', 3: '重大' } as const;

export const INTELLIGENCE_MESSAGES = {
  unknownKind: (kind: string) => `未知的事件类型：${kind}`,
  badDate: '日期格式应为 YYYY-MM-DD',
  dateOrder: '结束日期不能早于开始日期',
  badIndustry: '应为国民经济行业代码（门类字母或2至4位数字）',
  chainOrIndustry: '产业链与行业只能选择其一',
  nodeNeedsChain: '选择环节前请先选择产业链',
} as const;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

const dateParam = z.preprocess(blank, calendarDay(INTELLIGENCE_MESSAGES.badDate).optional());

/** GB/T 4754 at any level: 门类 letter, 大类 (2), 中类 (3) or 小类 (4 digits). */
export const industryParamSchema = z
  .string()
  .trim()
  .regex(/^(?:[A-T]|\d{2,4})$/, INTELLIGENCE_MESSAGES.badIndustry);

const KIND_VALUES = new Set<string>(INDUSTRY_EVENT_KIND_OPTIONS.map((o) => o.value));

/** Kinds as a list or comma-separated ('financing,large_bid'); empty means every kind. */
const kindsParam = z
  .preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : v),
    z.union([z.string(), z.array(z.string())]),
  )
  .transform((v, ctx) => {
    const items = (Array.isArray(v) ? v : v.split(','))
      .map((s) => s.trim())
      .filter((s) => s.length > 0);
    const bad = items.find((s) => !KIND_VALUES.has(s));
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: INTELLIGENCE_MESSAGES.unknownKind(bad) });
      return z.NEVER;
    }
    return [...new Set(items)] as IndustryEventKindValue[];
  });

/** The feed's filter (URL parameters of /cyjj/qbzl carry the same names). */
export const eventFilterShape = {
  chain: z.preprocess(blank, chainCodeSchema.optional()),
  node: z.preprocess(blank, nodeCodeSchema.optional()),
  industry: z.preprocess(blank, industryParamSchema.optional()),
  region: regionParamSchema,
  kinds: kindsParam,
  importance: z.preprocess(
    blank,
    z.coerce.number().int().min(1, '最小为 1').max(3, '最大为 3').default(1),
  ),
  from: dateParam,
  to: dateParam,
  qyid: z.preprocess(blank, z.coerce.number().int().positive('企业编号无效').optional()),
};

type FilterShape = {
  chain?: string | undefined;
  node?: string | undefined;
  industry?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** The cross-field rules of a filter (chain xor industry, node needs chain, date order). */
export function refineEventFilter(p: FilterShape, ctx: z.RefinementCtx): void {
  if (p.chain && p.industry)
    ctx.addIssue({
      code: 'custom',
      path: ['industry'],
      message: INTELLIGENCE_MESSAGES.chainOrIndustry,
    });
  if (p.node && !p.chain)
    ctx.addIssue({ code: 'custom', path: ['node'], message: INTELLIGENCE_MESSAGES.nodeNeedsChain });
  if (p.from && p.to && p.from > p.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: INTELLIGENCE_MESSAGES.dateOrder });
}

export const eventFilterSchema = z.object(eventFilterShape).superRefine(refineEventFilter);
/** A parsed filter; `region` may still be 'local' until the service resolves it. */
export type EventFilter = z.infer<typeof eventFilterSchema>;
