import type { ReportBlock, ReportSection } from '@/lib/contract/reports';
import { formatCount } from '@/lib/format';
import { GAP_THRESHOLDS } from '../chains/gaps';
import { rankAmong } from '../chains/competitiveness';

// What every report kind shares about its opening and its thin data (docs/reports.md
// "Conclusions and thin data"): the report leads with 3–5 sentences computed from its data,
// and where the data is too thin it says 数据不足 once instead of ranking zeros or filling
// pages with one company.

/** A report opens with at most this many conclusions: a reader takes away a handful. */
export const MAX_CONCLUSIONS = 5;

/**
 * Fewer enterprises than this on a chain in a region (or in a briefing's subject) is too thin
 * to judge: the chain rules' own threshold (gaps.ts), so a report never judges what the
 * chain screens refuse to.
 */
export const MIN_ENTERPRISES = GAP_THRESHOLDS.minLocalChain;

export const THIN = '数据不足';

/** A subject with fewer enterprises than the minimum (the nation is never thin). */
export const isThin = (enterprises: number) => enterprises < MIN_ENTERPRISES;

/**
 * 数据不足：上海市新能源汽车产业链企业仅 1 家（少于 10 家）, or 数据不足：上海市暂无… when
 * there are none.
 */
export function thinText(where: string, what: string, enterprises: number): string {
  return enterprises === 0
    ? `${THIN}：${where}暂无${what}`
    : `${THIN}：${where}${what}仅 ${formatCount(enterprises)} 家（少于 ${MIN_ENTERPRISES} 家）`;
}

/** The first section of every report: its conclusions, before the detail. */
export function conclusionsSection(points: (string | null | undefined)[]): ReportSection {
  const items = points.filter((p): p is string => !!p).slice(0, MAX_CONCLUSIONS);
  return { key: 'conclusions', title: '结论要点', blocks: [{ type: 'points', items }] };
}

/** A section with nothing to show is one line, not an empty table. */
export const oneLine = (text: string): ReportBlock[] => [{ type: 'notice', text }];

/** Names joined with 、, the first `shown` of them and 等 n 个 when there are more. */
export function someOf(names: readonly string[], shown = 3): string {
  if (names.length <= shown) return names.join('、');
  return `${names.slice(0, shown).join('、')}等 ${names.length} 个`;
}

export type Ranked<T> = { item: T; value: number; rank: number | null };

/**
 * Items by value, best first; ties share a rank and a zero (or missing) value has none, so
 * regions that all score 0 are not ranked at all and none is "first".
 */
export function rankItems<T>(items: readonly T[], valueOf: (t: T) => number): Ranked<T>[] {
  const values = items.map(valueOf);
  return items
    .map((item, i) => ({ item, value: values[i]!, rank: rankAmong(values[i]!, values) }))
    .sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity));
}

/** 第 2 / 5 名, or the reason there is no rank. */
export const rankText = (rank: number | null, of: number, none = '为零，不排名') =>
  rank === null ? none : `第 ${rank} / ${of} 名`;

/** '+12.5%', '-3.0%', '持平'; null when the base is 0 (no ratio to state). */
export function changeText(value: number, base: number): string | null {
  if (base === 0) return null;
  const pct = ((value - base) / base) * 100;
  if (Math.abs(pct) < 0.05) return '持平';
  return `${pct > 0 ? '+' : ''}${pct.toFixed(1)}%`;
}
