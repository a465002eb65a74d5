import { z } from '@hono/zod-openapi';
import { SEARCH_KEYWORD_MAX, SEARCH_PAGE_SIZES } from './constants';

export { SEARCH_KEYWORD_MAX, SEARCH_PAGE_SIZES } from './constants';

// qyhx (企业画像) search: find companies (SPEC.md §3 enterprise search columns and filters).
// Multi-valued filters travel as comma-joined strings (SPEC.md §5.6), in the custom query's
// params and in the export URL alike, so a page URL, a query and an export share one shape.

/** Deepest result reachable by paging, and the most rows one export may hold. */
export const SEARCH_MAX_RESULTS = 5000;
/** Totals past this are answered as `capped` (shown 10,000+). */
export const SEARCH_COUNT_CAP = 10_000;
export const SUGGEST_LIMIT = 8;

export const SEARCH_MESSAGES = {
  keywordTooLong: `关键词最多${SEARCH_KEYWORD_MAX}个字`,
  unknownValue: (label: string, value: string) => `${label}不存在：${value}`,
  tooDeep: `最多查看前${SEARCH_MAX_RESULTS}条结果，请增加筛选条件`,
  exportQuotaExhausted: '今日导出额度已用完，请明日再试或升级会员',
  exportNothing: '没有可导出的结果',
  exportNeedsLogin: '请先登录用户',
  noPermission: '当前会员等级无权使用找企业，请升级会员',
} as const;

/** keyType: where the keyword is looked for. */
export const KEY_TYPES = [
  { value: 'all', label: '全部' },
  { value: 'name', label: '企业名称' },
  { value: 'code', label: '信用代码/注册号' },
  { value: 'person', label: '法人/股东/高管' },
  { value: 'phone', label: '电话' },
  { value: 'address', label: '地址' },
  { value: 'brand', label: '品牌/商标' },
  { value: 'product', label: '产品' },
  { value: 'scope', label: '经营范围' },
] as const;
export type KeyType = (typeof KEY_TYPES)[number]['value'];
const keyTypeValues = KEY_TYPES.map((k) => k.value) as [KeyType, ...KeyType[]];

/**
 * An open range "min-max" beside the fixed ones (either bound may be left out, not both; the
 * upper bound exclusive), e.g. "10000-" for 注册资本1亿以上: the assistant's 在找企业中打开
 * opens 找企业 with the bounds a question stated.
 */
const OPEN_RANGE = /^(\d{1,9}(?:\.\d{1,4})?)?-(\d{1,9}(?:\.\d{1,4})?)?$/;

export type NumericRange = { min: number; max: number | null };

/** The bounds of a range value, fixed or open; undefined when it is not one. */
export function parseRange(value: string): NumericRange | undefined {
  const m = OPEN_RANGE.exec(value);
  if (!m || (m[1] === undefined && m[2] === undefined)) return undefined;
  const min = m[1] === undefined ? 0 : Number(m[1]);
  const max = m[2] === undefined ? null : Number(m[2]);
  return max !== null && max <= min ? undefined : { min, max };
}

const wan = (n: number) => (n >= 10000 && n % 10000 === 0 ? `${n / 10000}亿` : `${n}万`);

/** 注册资本 range label: the fixed label, or one written from the bounds (1亿以上). */
export function capitalRangeLabel(value: string): string {
  const fixed = CAPITAL_RANGES.find((r) => r.value === value);
  if (fixed) return fixed.label;
  const r = parseRange(value);
  if (!r) return value;
  if (r.max === null) return `${wan(r.min)}以上`;
  return r.min === 0 ? `${wan(r.max)}以内` : `${wan(r.min)}-${wan(r.max)}`;
}

/** 成立年限 range label: the fixed label, or one written from the bounds (5年以上). */
export function foundedRangeLabel(value: string): string {
  const fixed = FOUNDED_RANGES.find((r) => r.value === value);
  if (fixed) return fixed.label;
  const r = parseRange(value);
  if (!r) return value;
  if (r.max === null) return `${r.min}年以上`;
  return r.min === 0 ? `${r.max}年内` : `${r.min}-${r.max}年`;
}

/** zczb: 注册资本 ranges in 万元 (upper bound exclusive). */
export const CAPITAL_RANGES = [
  { value: '0-100', label: '100万以内', min: 0, max: 100 },
  { value: '100-200', label: '100-200万', min: 100, max: 200 },
  { value: '200-500', label: '200-500万', min: 200, max: 500 },
  { value: '500-1000', label: '500-1000万', min: 500, max: 1000 },
  { value: '1000-5000', label: '1000-5000万', min: 1000, max: 5000 },
  { value: '5000-', label: '5000万以上', min: 5000, max: null },
] as const;

/** clnx: 成立年限, years since founding (upper bound exclusive). */
export const FOUNDED_RANGES = [
  { value: '0-1', label: '1年内', min: 0, max: 1 },
  { value: '1-3', label: '1-3年', min: 1, max: 3 },
  { value: '3-5', label: '3-5年', min: 3, max: 5 },
  { value: '5-10', label: '5-10年', min: 5, max: 10 },
  { value: '10-', label: '10年以上', min: 10, max: null },
] as const;

/**
 * qylx: 企业类型 groups. They partition every registered type, so the groups' counts add up to
 * the total: a type goes to the first group, in this order, whose words it contains (外商/
 * 台港澳/外国 → 外商/港澳台投资; 分公司/分支机构 → 分支机构; then 有限责任公司 (其他有限责任公司
 * too), 股份有限公司, 个人独资, 合伙); 其他类型 holds the rest (个体工商户, 农民专业合作社 …).
 */
export const ENTERPRISE_TYPES = [
  { value: 'yxzr', label: '有限责任公司' },
  { value: 'gfyx', label: '股份有限公司' },
  { value: 'grdz', label: '个人独资企业' },
  { value: 'hhqy', label: '合伙企业' },
  { value: 'wstz', label: '外商/港澳台投资' },
  { value: 'fzjg', label: '分支机构' },
  { value: 'qt', label: '其他类型' },
] as const;

/** 登记状态 (SPEC: 存续/在业 rank first). */
export const STATUSES = ['存续', '在业', '迁入', '迁出', '吊销', '注销'] as const;

/** other: 资质标签 and data flags. */
export const OTHER_OPTIONS = [
  { value: 'gxjs', label: '高新技术企业', tag: '高新技术企业' },
  { value: 'zjtx', label: '专精特新', tag: '专精特新' },
  { value: 'xjr', label: '专精特新“小巨人”', tag: '专精特新“小巨人”' },
  { value: 'kjxzx', label: '科技型中小企业', tag: '科技型中小企业' },
  { value: 'dl', label: '瞪羚', tag: '瞪羚' },
  { value: 'djs', label: '独角兽', tag: '独角兽' },
  { value: 'phone', label: '有联系电话', tag: null },
  { value: 'email', label: '有邮箱', tag: null },
  /** Listed on an exchange (A股, 港股, 美股); 新三板 quotes unlisted companies. */
  { value: 'listed', label: '上市企业', tag: null },
  { value: 'neeq', label: '新三板', tag: null },
] as const;

export const SORTS = [
  { value: 'relevance', label: '相关度' },
  { value: 'capital', label: '注册资本' },
  { value: 'founded', label: '成立日期' },
] as const;
export type SortKey = (typeof SORTS)[number]['value'];

const values = <T extends { value: string }>(list: readonly T[]) =>
  list.map((o) => o.value) as [T['value'], ...T['value'][]];

/** A comma-joined list (or a JSON array) of members of `allowed`, deduplicated. */
function listOf<T extends string>(allowed: readonly [T, ...T[]], label: string) {
  const set = new Set<string>(allowed);
  return z
    .union([z.string().max(2000, '过长'), z.array(z.string().max(100, '过长')).max(100, '过多')])
    .optional()
    .transform((v, ctx) => {
      const items = (Array.isArray(v) ? v : (v ?? '').split(','))
        .map((s) => s.trim())
        .filter(Boolean);
      for (const item of items) {
        if (!set.has(item)) {
          ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.unknownValue(label, item) });
          return z.NEVER;
        }
      }
      return [...new Set(items)] as T[];
    });
}

/** A comma-joined list of range values: the fixed ones or open "min-max" ranges. */
function rangeList(label: string, { whole = false }: { whole?: boolean } = {}) {
  return z
    .union([z.string().max(2000, '过长'), z.array(z.string().max(30, '过长')).max(20, '过多')])
    .optional()
    .transform((v, ctx) => {
      const items = (Array.isArray(v) ? v : (v ?? '').split(','))
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = items.find(
        (item) => parseRange(item) === undefined || (whole && item.includes('.')),
      );
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.unknownValue(label, bad) });
        return z.NEVER;
      }
      return [...new Set(items)];
    });
}

/** A comma-joined list of codes whose existence the backend checks against its trees. */
function codeList(pattern: RegExp, label: string) {
  return z
    .union([
      z.string().max(2000, '过长'),
      z.number().int(),
      z.array(z.union([z.string().max(20, '过长'), z.number().int()])).max(100, '过多'),
    ])
    .optional()
    .transform((v, ctx) => {
      const items = (Array.isArray(v) ? v.map(String) : String(v ?? '').split(','))
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = items.find((s) => !pattern.test(s));
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.unknownValue(label, bad) });
        return z.NEVER;
      }
      return [...new Set(items)];
    });
}

/** keyword + keyType + the filters of SPEC.md §3: what every search call shares. */
export const searchFilterSchema = z.object({
  keyword: z
    .string()
    .max(SEARCH_KEYWORD_MAX * 4, SEARCH_MESSAGES.keywordTooLong)
    .optional()
    .transform((v, ctx) => {
      // Collapse whitespace and drop control characters before counting.
      const clean = (v ?? '')
        .replace(/[\u0000-\u001f\u007f]/g, '')
        .replace(/\s+/g, ' ')
        .trim();
      if ([...clean].length > SEARCH_KEYWORD_MAX) {
        ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.keywordTooLong });
        return z.NEVER;
      }
      return clean;
    }),
  keyType: z.enum(keyTypeValues).default('all'),
  zczb: rangeList('注册资本范围'),
  clnx: rangeList('成立年限范围', { whole: true }),
  /** GB/T 4754 codes of any level: 门类 letter, 大类 2, 中类 3, 小类 4 digits. */
  sshy: codeList(/^(?:[A-T]|\d{2,4})$/, '行业'),
  /** GB/T 2260 codes of provinces, cities or districts. */
  addr: codeList(/^\d{6}$/, '地区'),
  qylx: listOf(values(ENTERPRISE_TYPES), '企业类型'),
  /** Industry chain ids (产业链). */
  cyl: codeList(/^\d{1,12}$/, '产业链'),
  status: listOf([...STATUSES], '登记状态'),
  other: listOf(values(OTHER_OPTIONS), '其他筛选'),
});
export type SearchFilters = z.infer<typeof searchFilterSchema>;
export type SearchFilterInput = z.input<typeof searchFilterSchema>;

export const searchSortSchema = z.object({
  sort: z.enum(values(SORTS)).default('relevance'),
  order: z.enum(['desc', 'asc']).default('desc'),
});

// qyhxSearch: one page of results.
export const searchParamsSchema = searchFilterSchema.extend(searchSortSchema.shape).extend({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (SEARCH_PAGE_SIZES as readonly number[]).includes(n), '只能是10、20或50')
    .default(10),
});
export type SearchParams = z.infer<typeof searchParamsSchema>;

// qyhxSuggest: names as the user types.
export const suggestParamsSchema = z.object({
  keyword: searchFilterSchema.shape.keyword,
});

// qyhxSearchStats: facet counts of the current search.
export const searchStatsParamsSchema = searchFilterSchema;

// qyhxExportQuota: what an export of the current search would take from today's quota.
export const exportQuotaParamsSchema = searchFilterSchema;

// GET export: the same filters and sort in the query string, plus the format.
export const exportQuerySchema = searchFilterSchema.extend(searchSortSchema.shape).extend({
  format: z.enum(['csv', 'xlsx']).default('csv'),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** [start, end) character offsets (UTF-16) of a keyword match inside a text. */
export type HighlightRange = [number, number];

/** One result row (keys as the custom query answers them: lowercased, ID_ kept). */
export type SearchRecord = {
  ID_: string;
  qymc: string;
  tyshxydm: string;
  zczb: number | null;
  capitalcurrency: string;
  dlhy: string;
  lxfs: string | null;
  email: string | null;
  fddbr: string;
  status: string;
  clrq: string;
  region: string;
  qylx: string;
  tags: string[];
  /** Ranges of the keyword in qymc. */
  hl: HighlightRange[];
  /** When the keyword matched elsewhere (former name, person, brand ...): where and what. */
  matchfield: string | null;
  matchtext: string | null;
  matchhl: HighlightRange[];
};

export type SuggestRecord = { ID_: string; qymc: string; status: string; hl: HighlightRange[] };

export type FacetBucket = { value: string; label: string; count: number };
export type SearchStats = {
  total: number;
  /**
   * More than SEARCH_COUNT_CAP matches: the counts are of the first 10,000 found (a bounded
   * read), not of all of them. Exact otherwise.
   */
  sampled: boolean;
  zczb: FacetBucket[];
  clnx: FacetBucket[];
  sshy: FacetBucket[];
  addr: FacetBucket[];
  qylx: FacetBucket[];
  cyl: FacetBucket[];
  status: FacetBucket[];
  other: FacetBucket[];
  datasetkind: string | null;
};

export type ExportQuota = {
  limit: number;
  used: number;
  remaining: number;
  /** Rows the export of the current search would hold. */
  rows: number;
  matched: number;
};

export type OverviewFigures = {
  enterprises: number;
  alive: number;
  newthismonth: number;
  hotindustries: { code: string; name: string; count: number }[];
  datasetkind: string | null;
};
