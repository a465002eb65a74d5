import { z } from '@hono/zod-openapi';
import { codeSchema } from './chains';
import { enterpriseIdSchema } from './profile';
import { SEARCH_PAGE_SIZES } from './search';

// 政策问答 (gjzc: 惠企政策问答, issue 18, docs/policy-qa.md): the policy library's custom
// queries (POST /api-form/form/core/formCustomQuery/queryForJson_{alias}) and the eligibility
// PDF. Policies are named by their stable codes, enterprises by their ids.

export const POLICY_LEVELS = ['国家', '省', '市', '区'] as const;
export type PolicyLevelValue = (typeof POLICY_LEVELS)[number];

export const POLICY_CATEGORIES = [
  '资金补贴',
  '税收优惠',
  '人才支持',
  '融资支持',
  '研发创新',
  '场地支持',
  '资质认定',
  '市场开拓',
] as const;

/** The qualification tags a clause may ask for (the enterprises' tags). */
export const POLICY_QUALIFICATIONS = [
  '高新技术企业',
  '专精特新',
  '专精特新“小巨人”',
  '科技型中小企业',
  '瞪羚',
  '独角兽',
] as const;

export const CLAUSE_KIND_VALUES = [
  'region',
  'qualification',
  'revenue',
  'staff',
  'capital',
  'age',
  'industry',
  'manual',
] as const;
export type ClauseKindValue = (typeof CLAUSE_KIND_VALUES)[number];

export const CLAUSE_KIND_LABELS: Record<ClauseKindValue, string> = {
  region: '注册地',
  qualification: '资质',
  revenue: '营业收入',
  staff: '参保人数',
  capital: '注册资本',
  age: '成立年限',
  industry: '所属行业',
  manual: '需企业确认',
};

export const VERDICTS = ['met', 'unmet', 'unknown'] as const;
export type Verdict = (typeof VERDICTS)[number];
export const VERDICT_LABELS: Record<Verdict, string> = {
  met: '符合',
  unmet: '不符合',
  unknown: '待确认',
};

export const POLICY_MESSAGES = {
  noSuchPolicy: (code: string) => `政策不存在：${code}`,
  noSuchEnterprise: '企业不存在',
  noPermission: '当前会员等级无权使用政策问答，请升级会员',
  noEnterprise: '请先选择要匹配的企业',
  /** Every generated policy carries it: never presented as a real government policy. */
  demoData: '演示数据',
  demoNotice: '本政策为系统生成的演示数据，不是真实的政府政策，仅用于展示功能。',
} as const;

/** gjzc has no menu item of its own (SPEC.md §2.3): a permission record like 园区画像's. */
export const POLICY_PERMISSION = { key: 'bt-gjzc', screen: '政策问答' } as const;

/** GET ?qyid= under /api-zsai-query: the eligibility check as an A4 PDF (attachment). */
export const POLICY_PDF_PATH = '/api-zsai-query/zsai/gjzc/eligibilityPdf';

export const policyCodeSchema = codeSchema('政策');

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const pageIndexSchema = z.coerce.number().int().min(1, '最小为 1').max(10_000).default(1);
const pageSizeSchema = z.coerce
  .number()
  .int()
  .refine((n) => (SEARCH_PAGE_SIZES as readonly number[]).includes(n), '只能是10、20或50')
  .default(10);

// ---- clause parameters (the import's and the answers' shape) ----

const codeList = (pattern: RegExp, message: string) =>
  z.array(z.string().trim().regex(pattern, message)).min(1, '至少一个代码').max(50, '过多');
const bound = z.number({ error: '应为数字' }).finite().nonnegative('不能为负');

const BOUNDED_KINDS = new Set<ClauseKindValue>(['revenue', 'staff', 'capital', 'age']);

/** A clause's parameters by kind; bounds are inclusive, at least one of min/max. */
export const clauseSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({
        kind: z.literal('region'),
        codes: codeList(/^\d{6}$/, '应为6位行政区划代码'),
      }),
      z.object({
        kind: z.literal('qualification'),
        tags: z.array(z.string().trim().min(1, '不能为空').max(30, '过长')).min(1).max(10),
      }),
      z.object({ kind: z.literal('revenue'), min: bound.optional(), max: bound.optional() }),
      z.object({ kind: z.literal('staff'), min: bound.optional(), max: bound.optional() }),
      z.object({ kind: z.literal('capital'), min: bound.optional(), max: bound.optional() }),
      z.object({ kind: z.literal('age'), min: bound.optional(), max: bound.optional() }),
      z.object({
        kind: z.literal('industry'),
        codes: codeList(/^(?:[A-T]|\d{2,4})$/, '应为门类字母或2–4位行业代码'),
      }),
      z.object({ kind: z.literal('manual') }),
    ],
    { error: () => `条件类型应为${CLAUSE_KIND_VALUES.join('、')}之一` },
  )
  .and(z.object({ text: z.string().trim().min(1, '条件原文不能为空').max(500, '过长') }))
  .superRefine((c, ctx) => {
    if (!BOUNDED_KINDS.has(c.kind)) return;
    const { min, max } = c as { min?: number; max?: number };
    if (min === undefined && max === undefined)
      ctx.addIssue({ code: 'custom', path: ['min'], message: '上下限至少给出一个' });
    if (min !== undefined && max !== undefined && min > max)
      ctx.addIssue({ code: 'custom', path: ['max'], message: '上限不能小于下限' });
  });
export type ClauseInput = z.infer<typeof clauseSchema>;

// ---- gjzcPolicies: the list ----

export const policiesParamsSchema = z.object({
  keyword: z.preprocess(blank, z.string().trim().max(50, '最多50个字').optional()),
  level: z.preprocess(
    blank,
    z.enum(POLICY_LEVELS, { error: () => `只能是${POLICY_LEVELS.join('、')}之一` }).optional(),
  ),
  /** A province, city or district code: policies of it and of the regions under it. */
  region: z.preprocess(
    blank,
    z
      .string()
      .regex(/^\d{6}$/, '应为6位地区代码')
      .optional(),
  ),
  category: z.preprocess(blank, z.string().trim().max(20, '过长').optional()),
  /** Only policies in force today (issued, not expired). */
  validNow: z.preprocess(
    (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : blank(v)),
    z.boolean({ error: () => '应为 true 或 false' }).default(false),
  ),
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
});
export type PoliciesParams = z.infer<typeof policiesParamsSchema>;

export type PolicyRecord = {
  ID_: string;
  code: string;
  title: string;
  issuer: string;
  level: PolicyLevelValue;
  region: { code: string; name: string };
  issuedon: string;
  validuntil: string | null;
  /** In force on the answer's date. */
  validnow: boolean;
  categories: string[];
  isdemo: boolean;
  /** The dataset ('demo' for generated policies) and its label (演示数据). */
  source: string;
  sourcelabel: string;
};
export type PoliciesAnswer = {
  data: PolicyRecord[];
  extraData: { totalCount: number; pageIndex: number; pageSize: number };
};

// ---- gjzcPolicy: one policy with its measures and clauses ----

export const policyParamsSchema = z.object({ policy: policyCodeSchema });

export type ClauseRecord = {
  ID_: string;
  kind: ClauseKindValue;
  kindname: string;
  text: string;
  codes?: string[];
  tags?: string[];
  min?: number;
  max?: number;
};
export type MeasureRecord = {
  ID_: string;
  seq: number;
  title: string;
  content: string;
  clauses: ClauseRecord[];
};
export type PolicyDetail = PolicyRecord & { fulltext: string; measures: MeasureRecord[] };

// ---- gjzcAsk: a question in Chinese ----

export const askParamsSchema = z.object({
  question: z
    .string({ error: '请输入问题' })
    .trim()
    .min(2, '问题至少两个字')
    .max(200, '问题最多200个字'),
  validNow: policiesParamsSchema.shape.validNow,
  limit: z.coerce.number().int().min(1, '最小为 1').max(50, '最大为 50').default(10),
});

/** A matched policy with the passages that answer the question, quoted. */
export type AskMatch = {
  policy: PolicyRecord;
  score: number;
  /** The question's words it holds. */
  words: string[];
  quotes: {
    /** Where the passage is: the title, a measure, or a clause of a measure. */
    where: 'title' | 'measure' | 'clause' | 'text';
    measure: string | null;
    text: string;
  }[];
};
export type AskAnswer = { data: AskMatch[]; extraData: { words: string[] } };

// ---- gjzcEligibility: one enterprise against the library ----

export const eligibilityParamsSchema = z.object({
  /** The enterprise; absent means the caller's own company when it matches one. */
  qyid: z.preprocess(blank, enterpriseIdSchema.optional()),
  /** Only these policies (codes); absent means every policy in force. */
  policies: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : blank(v)),
    z.array(policyCodeSchema).max(200, '最多200项政策').optional(),
  ),
});
export type EligibilityParams = z.infer<typeof eligibilityParamsSchema>;

/** The fact that decided a clause and where it comes from. */
export type ClauseVerdict = ClauseRecord & {
  verdict: Verdict;
  /** e.g. 注册地：广东省/深圳市/南山区; null when we hold no such fact. */
  fact: string | null;
  /** e.g. 工商登记信息 · 2026-11-01, 2025年度报告. */
  factsource: string | null;
};
export type MeasureVerdict = {
  ID_: string;
  title: string;
  content: string;
  verdict: Verdict;
  clauses: ClauseVerdict[];
};
export type PolicyVerdict = {
  policy: PolicyRecord;
  /** met: every clause of a measure met; unknown: none unmet but some to confirm. */
  verdict: Verdict;
  measures: MeasureVerdict[];
  counts: Record<Verdict, number>;
};
export type EligibilityAnswer = {
  data: PolicyVerdict[];
  extraData: {
    enterprise: { ID_: string; qymc: string; tyshxydm: string; region: string };
    /** Policies checked and how many are likely (met), possible (unknown) or not. */
    summary: Record<Verdict, number> & { total: number };
    asof: string;
    /** True when the enterprise was the caller's own company (no qyid given). */
    owncompany: boolean;
  };
};

/** The eligibility PDF's query. */
export const eligibilityPdfQuerySchema = z.object({ qyid: enterpriseIdSchema });
