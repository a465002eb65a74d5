import type { ChainFigures, LeaderRecord } from '@/lib/contract/chains';
import { formatCount, formatPercent, formatWanYuan, toFixedHalfUp } from '@/lib/format';

// The regional figures of a chain or link as the screens label and format them
// (docs/industry-chains.md, Aggregates: money in 万元).

export type FigureKey = keyof ChainFigures;

export const FIGURE_LABELS: { key: FigureKey; label: string; money?: true }[] = [
  { key: 'enterprisecount', label: '企业数' },
  { key: 'registeredcapital', label: '注册资本合计', money: true },
  { key: 'paidincapital', label: '实缴资本合计', money: true },
  { key: 'listedcount', label: '上市企业' },
  { key: 'srdicount', label: '专精特新企业' },
  { key: 'hightechcount', label: '高新技术企业' },
  { key: 'patentcount', label: '专利' },
  { key: 'inventionpatentcount', label: '发明专利' },
  { key: 'financingcount', label: '融资事件' },
  { key: 'financingamount', label: '融资金额', money: true },
  { key: 'insuredstaff', label: '参保人数' },
  { key: 'recruitmentcount', label: '招聘岗位' },
  { key: 'newlast12m', label: '近12个月新增企业' },
  { key: 'bidwincount', label: '中标次数' },
  { key: 'bidwinamount', label: '中标金额', money: true },
];

const labelOf = new Map(FIGURE_LABELS.map((f) => [f.key, f]));

export function figureLabel(key: FigureKey): string {
  return labelOf.get(key)?.label ?? key;
}

/** A figure for display: money with 万/亿 元, counts with separators. */
export function formatFigure(key: FigureKey, value: number): string {
  return labelOf.get(key)?.money ? formatWanYuan(value) : formatCount(value);
}

/** The region's share of the national figure, 0–1; null when there is nothing nationally. */
export function shareOf(local: number, national: number): number | null {
  return national > 0 ? local / national : null;
}

export const shareText = (share: number | null, digits = 1) =>
  share === null ? '—' : formatPercent(share * 100, digits);

/** Growth of new registrations, last 12 months over the 12 before; null without a base. */
export function growthOf(last: number, previous: number): number | null {
  return previous > 0 ? (last - previous) / previous : null;
}

export function growthText(growth: number | null): string {
  if (growth === null) return '—';
  const pct = toFixedHalfUp(growth * 100, 1);
  return growth > 0 ? `+${pct}%` : `${pct}%`;
}

/** Location quotient with two decimals, '—' when undefined. */
export const lqText = (lq: number | null) => (lq === null ? '—' : toFixedHalfUp(lq, 2));

const PART_LABELS: [keyof LeaderRecord['parts'], string][] = [
  ['listed', '上市'],
  ['capital', '注册资本'],
  ['tags', '资质'],
  ['patents', '专利'],
];

/** The leader score as its sum: 上市 40 + 注册资本 20 + 资质 12 = 72 (zero parts left out). */
export function leaderScoreText(leader: Pick<LeaderRecord, 'parts' | 'leaderscore'>): string {
  const parts = PART_LABELS.filter(([k]) => leader.parts[k] > 0).map(
    ([k, label]) => `${label} ${leader.parts[k]}`,
  );
  return parts.length ? `${parts.join(' + ')} = ${leader.leaderscore}` : `${leader.leaderscore}`;
}

/** The as-of line of every figure: 数据截至 YYYY-MM-DD (the day in China). */
export function asOfText(asof: string | null): string {
  if (!asof) return '数据尚未统计';
  const d = new Date(asof);
  if (Number.isNaN(d.getTime())) return '数据尚未统计';
  // Stats are dated in China time (UTC+8), as the export quota's day is.
  const day = new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  return `数据截至 ${day}`;
}
