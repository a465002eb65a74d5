import { z } from 'zod';
import '@/lib/contract/zod-locale';
import { isValidCreditCode } from '@/lib/validation/credit-code';
import { industriesByCode, regionsByCode } from '../reference-lookup';
import { PARK_LEVELS, PARK_TYPES } from '@/lib/contract/parks';
import { clauseSchema, POLICY_LEVELS } from '@/lib/contract/policies';
import { OFFICIAL_INDICATORS, OFFICIAL_INDICATOR_KEYS } from '@/lib/contract/regional';
import { findRegion } from '../../services/chains/regions';

// What a valid input row is, per entity type. Field names are the database's column names;
// reasons are Chinese, as operators read them in the report.

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const opt = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const text = z.string().trim().min(1);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(s).toISOString().startsWith(s),
    '日期无效',
  );
const amount = z.coerce.number().nonnegative().finite();
const creditCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isValidCreditCode, '统一社会信用代码无效（格式或校验位错误）')
  .refine(
    (code) =>
      regionsByCode().has(code.slice(2, 8)) || regionsByCode().has(`${code.slice(2, 4)}0000`),
    '统一社会信用代码的行政区划码不存在',
  );
const list = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(/[；;]/)
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(text),
);
const provenance = { source_id: opt(z.coerce.string().trim().min(1)), as_of: opt(isoDate) };
const sourceId = z.coerce.string().trim().min(1);
const ofEnterprise = { tyshxydm: creditCode, id: sourceId, as_of: opt(isoDate) };

export const enterpriseRow = z
  .object({
    qymc: text,
    tyshxydm: creditCode,
    reg_no: opt(z.string().regex(/^\d{13}$|^\d{15}$/, '注册号应为 13 或 15 位数字')),
    legal_representative: text,
    zczb: opt(amount),
    capital_currency: opt(text),
    paid_in_capital: opt(amount),
    established_on: isoDate,
    operating_from: opt(isoDate),
    operating_to: opt(isoDate),
    status: z.enum(['存续', '在业', '迁入', '迁出', '吊销', '注销']),
    qylx: text,
    industry_code: z
      .string()
      .refine((c) => industriesByCode().has(c), '行业代码不是 GB/T 4754-2017 小类'),
    region_code: z.string().refine((c) => regionsByCode().has(c), '行政区划代码不存在'),
    address: text,
    lxfs: opt(text),
    email: opt(z.string().email()),
    website: opt(text),
    business_scope: opt(z.string()),
    staff_size: opt(text),
    insured_count: opt(z.coerce.number().int().nonnegative()),
    former_names: opt(list),
    listing_status: opt(text),
    stock_code: opt(text),
    tags: opt(list),
    ...provenance,
  })
  .refine((r) => r.tyshxydm.slice(2, 4) === r.region_code.slice(0, 2) || r.status === '迁入', {
    message: '统一社会信用代码的省份与所在地区不一致',
    path: ['tyshxydm'],
  });

export const shareholdingRow = z
  .object({
    ...ofEnterprise,
    holder_type: z.enum(['person', 'enterprise']),
    holder_name: opt(text),
    holder_key: opt(text),
    holder_tyshxydm: opt(creditCode),
    ratio: z.coerce.number().gt(0, '持股比例应大于 0').max(100, '持股比例不能超过 100'),
    subscribed_capital: opt(amount),
    subscribed_on: opt(isoDate),
  })
  .refine(
    (r) => (r.holder_type === 'person' ? !!r.holder_name && !!r.holder_key : !!r.holder_tyshxydm),
    {
      message: '自然人股东需要 holder_name 和 holder_key，企业股东需要 holder_tyshxydm',
      path: ['holder_type'],
    },
  );

export const positionRow = z.object({
  ...ofEnterprise,
  person_name: text,
  person_key: text,
  title: text,
});

export const changeRecordRow = z.object({
  ...ofEnterprise,
  changed_on: isoDate,
  item: text,
  before: opt(z.string()),
  after: opt(z.string()),
  class_name: text,
});

export const patentRow = z.object({
  ...ofEnterprise,
  type: z.coerce.number().int().min(1, '专利类型应为 1–9').max(9, '专利类型应为 1–9'),
  title: text,
  application_no: text,
  applied_on: isoDate,
  publication_no: opt(text),
  published_on: opt(isoDate),
  legal_status: text,
});

export const trademarkRow = z.object({
  ...ofEnterprise,
  name: text,
  registration_no: text,
  nice_class: z.coerce.number().int().min(1, '尼斯分类应为 1–45').max(45, '尼斯分类应为 1–45'),
  applied_on: isoDate,
  status: text,
});

export const judgmentRow = z.object({
  ...ofEnterprise,
  case_no: text,
  title: text,
  cause: text,
  role: text,
  court: text,
  judged_on: isoDate,
  amount: opt(amount),
});

export const penaltyRow = z.object({
  ...ofEnterprise,
  decision_no: text,
  authority: text,
  reason: text,
  content: text,
  amount: opt(amount),
  decided_on: isoDate,
});

export const financingEventRow = z.object({
  ...ofEnterprise,
  round: text,
  amount_text: text,
  amount_wan: opt(amount),
  investors: text,
  occurred_on: isoDate,
});

export const branchRow = z
  .object({
    parent_tyshxydm: creditCode,
    branch_tyshxydm: creditCode,
    id: opt(sourceId),
    as_of: opt(isoDate),
  })
  .refine((r) => r.parent_tyshxydm !== r.branch_tyshxydm, {
    message: '分支机构不能是总公司自身',
    path: ['branch_tyshxydm'],
  });

const optInt = opt(z.coerce.number().int().nonnegative());
const money = opt(z.coerce.number().finite());

export const annualReportRow = z.object({
  tyshxydm: creditCode,
  year: z.coerce.number().int().min(2000, '年度应为 2000 年以后').max(2100, '年度无效'),
  published_on: isoDate,
  staff_count: optInt,
  insured_count: optInt,
  total_assets: opt(amount),
  revenue: money,
  net_profit: money,
  id: opt(sourceId),
  as_of: opt(isoDate),
});

export const bidRow = z.object({
  ...ofEnterprise,
  title: text,
  role: z.enum(['招标', '中标']),
  amount: opt(amount),
  region_code: opt(z.string().refine((c) => regionsByCode().has(c), '行政区划代码不存在')),
  published_on: isoDate,
});

export const judicialAuctionRow = z.object({
  ...ofEnterprise,
  title: text,
  court: text,
  starting_price: opt(amount),
  auction_on: isoDate,
  status: text,
});

export const recruitmentPostRow = z
  .object({
    ...ofEnterprise,
    title: text,
    city: text,
    salary_min: optInt,
    salary_max: optInt,
    education: text,
    experience: text,
    published_on: isoDate,
  })
  .refine(
    (r) => r.salary_min === undefined || r.salary_max === undefined || r.salary_min <= r.salary_max,
    { message: '最低月薪不能高于最高月薪', path: ['salary_min'] },
  );

export const productCategoryRow = z
  .object({ code: sourceId, name: text, parent_code: opt(sourceId), as_of: opt(isoDate) })
  .refine((r) => r.code !== r.parent_code, {
    message: '分类不能是自身的上级',
    path: ['parent_code'],
  });

export const productRow = z.object({
  ...ofEnterprise,
  name: text,
  category_code: opt(sourceId),
  description: opt(z.string()),
});

export const industryChainLinkRow = z.object({
  tyshxydm: creditCode,
  /** The chain's code or name. */
  chain: text,
  /** The node's code, or its name in the chain. */
  node: text,
  id: opt(sourceId),
  as_of: opt(isoDate),
});

// Chain definitions and the product catalogue (docs/industry-chains.md, Importing chains).
const code = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]*$/, '编码只能由小写字母、数字和连字符组成');
const nodeCode = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]*\.[a-z0-9][a-z0-9-]*$/, '节点编码应为「产业链编码.节点编码」');
const keywordList = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : v),
  list.pipe(
    z.array(
      z
        .string()
        .refine((k) => [...k].length >= 2, '关键词至少两个字')
        .refine((k) => /\p{Script=Han}/u.test(k), '关键词须含汉字'),
    ),
  ),
);
const classList = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : v),
  list.pipe(
    z.array(
      z.string().refine((c) => {
        if (/^\d{4}$/.test(c)) return industriesByCode().has(c);
        return /^\d{3}$/.test(c) && [...industriesByCode().keys()].some((k) => k.startsWith(c));
      }, '行业分类应为 GB/T 4754-2017 的小类（4 位）或中类（3 位）代码'),
    ),
  ),
);
const sort = opt(z.coerce.number().int().min(0).max(32767));

export const industryChainRow = z.object({
  code,
  name: text,
  description: opt(z.string().trim()),
  sort,
  as_of: opt(isoDate),
});

export const industryChainNodeRow = z
  .object({
    chain: code,
    code: nodeCode,
    /** The parent node's code; empty for a segment (its stage names where it goes). */
    parent: opt(nodeCode),
    stage: opt(z.enum(['上游', '中游', '下游'])),
    name: text,
    keywords: keywordList,
    classes: classList,
    /** Segments: codes of the segments feeding it (empty: the previous stage's). */
    inputs: opt(z.preprocess((v) => (v === '' ? [] : v), list.pipe(z.array(nodeCode)))),
    sort,
    as_of: opt(isoDate),
  })
  .refine((r) => r.code.startsWith(`${r.chain}.`), {
    message: '节点编码须以「产业链编码.」开头',
    path: ['code'],
  })
  .refine((r) => r.parent !== undefined || r.stage !== undefined, {
    message: '顶层环节须注明阶段（上游/中游/下游）',
    path: ['stage'],
  })
  .refine((r) => r.code !== r.parent, { message: '节点不能是自身的上级', path: ['parent'] });

export const catalogCategoryRow = z.object({
  code,
  name: text,
  parent_code: opt(code),
  sort,
  as_of: opt(isoDate),
});

export const catalogProductRow = z.object({
  code,
  name: text,
  category_code: code,
  definition: text,
  aliases: keywordList,
  /** Node codes of the links the product is made on. */
  nodes: z.preprocess((v) => (v === undefined || v === '' ? [] : v), list.pipe(z.array(nodeCode))),
  sort,
  as_of: opt(isoDate),
});

/** A park (docs/investment-promotion.md): its words locate enterprises, so each has Han text. */
const parkWord = z
  .string()
  .trim()
  .refine((k) => [...k].length >= 2, '至少两个字')
  .refine((k) => /\p{Script=Han}/u.test(k), '须含汉字');
export const parkRow = z.object({
  code,
  name: parkWord,
  level: z.enum(PARK_LEVELS, { error: () => `园区级别应为${PARK_LEVELS.join('、')}之一` }),
  type: z.enum(PARK_TYPES, { error: () => `园区类型应为${PARK_TYPES.join('、')}之一` }),
  region_code: z.string().refine((c) => regionsByCode().has(c), '行政区划代码不存在'),
  area_km2: opt(z.coerce.number().positive('面积应大于 0').max(100_000, '面积过大')),
  founded_year: opt(
    z.coerce.number().int('设立年份应为整数').min(1900, '设立年份应在 1900 年之后').max(2100),
  ),
  leading_chains: z.preprocess(
    (v) => (v === undefined || v === '' ? [] : v),
    list.pipe(z.array(code)),
  ),
  aliases: z.preprocess(
    (v) => (v === undefined || v === '' ? [] : v),
    list.pipe(z.array(parkWord)),
  ),
  address: opt(z.string().trim()),
  description: opt(z.string().trim()),
  as_of: opt(isoDate),
});

/**
 * 官方统计 (hgjj, docs/investment-promotion.md): one indicator of 全国, a province or a city for
 * a year, with the publisher it comes from; the unit must be the indicator's.
 */
export const officialStatisticRow = z
  .object({
    region_code: z
      .string({ error: '行政区划代码不能为空' })
      .trim()
      .refine((c) => (findRegion(c)?.level ?? 3) <= 2, '行政区划代码应为全国（000000）、省或市'),
    indicator: z.enum(OFFICIAL_INDICATOR_KEYS, {
      error: () => `指标应为${OFFICIAL_INDICATOR_KEYS.join('、')}之一`,
    }),
    period: z
      .string({ error: '期间不能为空' })
      .trim()
      .regex(/^\d{4}$/, '期间应为四位年份（YYYY）')
      .refine((y) => Number(y) >= 1949 && Number(y) <= 2100, '期间应在 1949–2100 年之间'),
    value: z
      .string({ error: '数值不能为空' })
      .trim()
      .min(1, '数值不能为空')
      .transform(Number)
      .pipe(z.number({ error: '数值应为数字' }).nonnegative('数值不能为负')),
    unit: z.string({ error: '单位不能为空' }).trim().min(1, '单位不能为空'),
    source: z.string({ error: '来源不能为空' }).trim().min(1, '来源不能为空').max(100, '来源过长'),
    as_of: opt(isoDate),
  })
  .superRefine((r, ctx) => {
    const unit = OFFICIAL_INDICATORS.find((i) => i.key === r.indicator)!.unit;
    if (r.unit !== unit)
      ctx.addIssue({ code: 'custom', path: ['unit'], message: `${r.indicator} 的单位应为${unit}` });
  });

/**
 * 政策 (gjzc, docs/policy-qa.md "Import"): one policy a line (JSONL), its measures and their
 * clauses nested; the region codes a clause names must exist, the level must fit the region.
 */
const LEVEL_DEPTH = { 国家: 0, 省: 1, 市: 2, 区: 3 } as const;
export const policyRow = z
  .object({
    code,
    title: z.string({ error: '标题不能为空' }).trim().min(2, '标题至少两个字').max(200, '标题过长'),
    issuer: z.string({ error: '发文机关不能为空' }).trim().min(2, '发文机关至少两个字').max(100),
    level: z.enum(POLICY_LEVELS, { error: () => `政策级别应为${POLICY_LEVELS.join('、')}之一` }),
    region_code: z
      .string({ error: '行政区划代码不能为空' })
      .trim()
      .refine((c) => findRegion(c) !== undefined, '行政区划代码不存在'),
    issued_on: isoDate,
    valid_until: opt(isoDate),
    categories: z.preprocess(
      (v) => (v === undefined || v === '' ? [] : v),
      list.pipe(z.array(z.string().max(20, '类别过长')).max(10, '类别过多')),
    ),
    full_text: z
      .string({ error: '政策原文不能为空' })
      .trim()
      .min(1, '政策原文不能为空')
      .max(200_000),
    measures: z
      .array(
        z.object({
          title: z.string({ error: '措施标题不能为空' }).trim().min(1, '措施标题不能为空').max(200),
          content: z.string({ error: '措施内容不能为空' }).trim().min(1, '措施内容不能为空'),
          clauses: z.array(clauseSchema).max(30, '条件过多').default([]),
        }),
        { error: '支持措施应为数组' },
      )
      .min(1, '至少一项支持措施')
      .max(50, '支持措施过多'),
    is_demo: z.boolean({ error: '应为 true 或 false' }).default(false),
    as_of: opt(isoDate),
  })
  .superRefine((r, ctx) => {
    const depth = findRegion(r.region_code)?.level;
    if (depth !== undefined && depth !== LEVEL_DEPTH[r.level])
      ctx.addIssue({
        code: 'custom',
        path: ['region_code'],
        message: `${r.level}级政策的行政区划代码应为${['全国（000000）', '省级代码', '市级代码', '区县代码'][LEVEL_DEPTH[r.level]]}`,
      });
    if (r.valid_until !== undefined && r.valid_until < r.issued_on)
      ctx.addIssue({ code: 'custom', path: ['valid_until'], message: '有效期不能早于发布日期' });
    r.measures.forEach((m, i) =>
      m.clauses.forEach((c, j) => {
        if (c.kind !== 'region') return;
        const bad = c.codes.find((code) => findRegion(code) === undefined);
        if (bad !== undefined)
          ctx.addIssue({
            code: 'custom',
            path: ['measures', i, 'clauses', j, 'codes'],
            message: `行政区划代码 ${bad} 不存在`,
          });
      }),
    );
  });

/** The first problem of a failed parse as `field: reason`. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]!;
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}
