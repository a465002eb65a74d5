import { sql, type SQL } from 'drizzle-orm';
import {
  type ENTERPRISE_TYPES,
  OTHER_OPTIONS,
  parseRange,
  SEARCH_MESSAGES,
  type SearchFilters,
} from '@/lib/contract/search';
import { MESSAGES } from '@/lib/contract/messages';
import { AppError } from '../../http/errors';
import { industryByCode, regionByCode } from './reference';

// The filters of SPEC.md §3 as SQL over `enterprises e`: OR inside a dimension, AND between
// dimensions. Codes are bounded ranges (not LIKE) so the btree indexes serve any collation.

type Range = { min: number; max: number | null };

const anyOf = (conditions: SQL[]) => sql`(${sql.join(conditions, sql` or `)})`;

export function capitalCondition(range: Range, column: SQL = sql`e.zczb`): SQL {
  return range.max === null
    ? sql`${column} >= ${range.min}`
    : sql`(${column} >= ${range.min} and ${column} < ${range.max})`;
}

// Capital ranges hold a tenth to a third of all rows: beside a keyword's index a bitmap of
// them costs more than testing the few candidates, so the keyword's statements test them row
// by row (`+ 0` keeps the planner from reading the capital index for them).
const CAPITAL_TESTED = sql`(e.zczb + 0)`;

/** The date `years` before `today` (YYYY-MM-DD), for years-since-founding bounds. */
export function yearsBefore(today: Date, years: number): string {
  const d = new Date(today.getTime());
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

export function foundedCondition(range: Range, today: Date): SQL {
  const latest = yearsBefore(today, range.min);
  return range.max === null
    ? sql`e.established_on <= ${latest}`
    : sql`(e.established_on <= ${latest} and e.established_on > ${yearsBefore(today, range.max)})`;
}

// Industry filters are ranges of the four-digit code (a 门类 letter spans its 大类), so the
// covering search indexes answer them without the table.
function industryCondition(code: string): SQL {
  if (code.length === 4) return sql`e.industry_code = ${code}`;
  const ranges = industryByCode(code)!.codeRanges.map(
    ([from, to]) => sql`e.industry_code between ${from} and ${to}`,
  );
  return ranges.length === 1 ? ranges[0]! : anyOf(ranges);
}

/** A region's code prefix as a range of `column` (chain lists filter placements by it). */
export function regionCondition(prefix: string, column: SQL = sql`e.region_code`): SQL {
  if (prefix.length === 6) return sql`${column} = ${prefix}`;
  return sql`${column} between ${prefix.padEnd(6, '0')} and ${prefix.padEnd(6, '9')}`;
}

type EnterpriseTypeGroup = (typeof ENTERPRISE_TYPES)[number]['value'];

/** The words of each group, in the order a type is assigned (lib/contract/search.ts). */
const TYPE_WORDS: [EnterpriseTypeGroup, string[]][] = [
  ['wstz', ['外商', '台港澳', '外国']],
  ['fzjg', ['分公司', '分支机构']],
  ['yxzr', ['有限责任公司']],
  ['gfyx', ['股份有限公司']],
  ['grdz', ['个人独资']],
  ['hhqy', ['合伙']],
];

const hasAnyWord = (words: string[]) =>
  sql`(${sql.join(
    words.map((w) => sql`e.qylx like ${`%${w}%`}`),
    sql` or `,
  )})`;

/** A group's condition: its words and none of an earlier group's, so groups never overlap. */
function typeGroupCondition(group: EnterpriseTypeGroup): SQL {
  const at = TYPE_WORDS.findIndex(([g]) => g === group);
  const earlier = (at < 0 ? TYPE_WORDS : TYPE_WORDS.slice(0, at)).map(([, w]) => hasAnyWord(w));
  const own = at < 0 ? [] : [hasAnyWord(TYPE_WORDS[at]![1])];
  const notEarlier = earlier.map((c) => sql`not ${c}`);
  const parts = [...own, ...notEarlier];
  return sql`(${sql.join(parts, sql` and `)})`;
}

const TYPE_CONDITIONS = Object.fromEntries(
  [...TYPE_WORDS.map(([g]) => g), 'qt' as const].map((g) => [g, typeGroupCondition(g)]),
) as Record<EnterpriseTypeGroup, SQL>;
export const typeCondition = (value: EnterpriseTypeGroup) => TYPE_CONDITIONS[value];

/** 新三板 quotes unlisted companies limited by shares: not 上市企业. */
const NEEQ_LISTING = '新三板';

export const ALIVE_STATUSES = ['存续', '在业'];
/** 存续/在业: ranked first, and counted as alive on the home page. */
export const IS_ALIVE = sql`e.status in (${sql.join(
  ALIVE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)})`;

export function otherCondition(value: (typeof OTHER_OPTIONS)[number]['value']): SQL {
  const option = OTHER_OPTIONS.find((o) => o.value === value)!;
  if (option.tag) return sql`e.tags @> array[${option.tag}]::text[]`;
  if (value === 'phone') return sql`coalesce(e.lxfs, '') <> ''`;
  if (value === 'email') return sql`coalesce(e.email, '') <> ''`;
  if (value === 'neeq') return sql`e.listing_status = ${NEEQ_LISTING}`;
  // Inside the listed partial index (listing_status <> '未上市').
  return sql`(e.listing_status <> '未上市' and e.listing_status <> ${NEEQ_LISTING})`;
}

export function chainCondition(chainIds: number[]): SQL {
  const ids = sql.join(
    chainIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // Placed on the chain by evidence (confirmed or likely; weak class-only placements are
  // candidates, docs/industry-chains.md).
  return sql`e.id in (select cp.enterprise_id from chain_placements cp where cp.chain_id in (${ids}) and cp.confidence <> 'weak')`;
}

const bad = (field: string, label: string, value: string) =>
  new AppError(
    400,
    MESSAGES.invalidField(`params.${field}`, SEARCH_MESSAGES.unknownValue(label, value)),
  );

/** Region and industry codes must name nodes of the trees (400 naming the field otherwise). */
export function checkTreeCodes(filters: SearchFilters): void {
  for (const code of filters.addr ?? []) {
    if (!regionByCode(code)) throw bad('addr', '地区', code);
  }
  for (const code of filters.sshy ?? []) {
    if (!industryByCode(code)) throw bad('sshy', '行业', code);
  }
}

export const chainNotFound = (id: string) => bad('cyl', '产业链', id);

/** All filters as one condition on `e` (true when none is set); `withKeyword` beside a keyword. */
export function filterCondition(
  filters: SearchFilters,
  today: Date,
  { withKeyword = false }: { withKeyword?: boolean } = {},
): SQL {
  const parts: SQL[] = [];
  const zczb = filters.zczb ?? [];
  if (zczb.length) {
    const column = withKeyword ? CAPITAL_TESTED : undefined;
    parts.push(anyOf(zczb.map((v) => capitalCondition(parseRange(v)!, column))));
  }
  const clnx = filters.clnx ?? [];
  if (clnx.length) {
    parts.push(anyOf(clnx.map((v) => foundedCondition(parseRange(v)!, today))));
  }
  const sshy = filters.sshy ?? [];
  if (sshy.length) parts.push(anyOf(sshy.map(industryCondition)));
  const addr = filters.addr ?? [];
  if (addr.length) parts.push(anyOf(addr.map((c) => regionCondition(regionByCode(c)!.prefix))));
  const qylx = filters.qylx ?? [];
  if (qylx.length) parts.push(anyOf(qylx.map(typeCondition)));
  const cyl = filters.cyl ?? [];
  if (cyl.length) parts.push(chainCondition(cyl.map(Number)));
  const status = filters.status ?? [];
  if (status.length) {
    parts.push(
      sql`e.status in (${sql.join(
        status.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  }
  const other = filters.other ?? [];
  const tags = other.filter((v) => OTHER_OPTIONS.find((o) => o.value === v)?.tag);
  if (tags.length) parts.push(anyOf(tags.map(otherCondition)));
  for (const flag of other.filter((v) => !tags.includes(v))) parts.push(otherCondition(flag));
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}
