import { RANK_SCORE_STEPS, WAN, YI } from '@/lib/constants';
import { roundHalfUp, shiftDecimal, toFixedHalfUp } from './decimal';

/** Empty display value of the read-only views. */
export const EMPTY_DISPLAY = '-';

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function toNumber(value: unknown): number | null {
  if (isNumber(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return null;
}

/** 1e8 and above in 亿, 1e4 and above in 万 (SPEC.md §5.7), half-up to `digits` decimals. */
export function formatAmount(value: unknown, digits = 2): string {
  const n = toNumber(value);
  if (n === null) return EMPTY_DISPLAY;
  const abs = Math.abs(n);
  if (abs >= YI) return `${toFixedHalfUp(shiftDecimal(n, -Math.log10(YI)), digits)}亿`;
  if (abs >= WAN) return `${toFixedHalfUp(shiftDecimal(n, -Math.log10(WAN)), digits)}万`;
  return String(roundHalfUp(n, digits));
}

/** A count with thousands separators: 12,345. */
export function formatCount(value: number): string {
  return value.toLocaleString('zh-CN', { maximumFractionDigits: 0 });
}

/**
 * A table cell of a report, the same on its page and in its PDF: a number with thousands
 * separators and at most two decimals (12,345 · 1.23), text as it is, '-' when empty.
 */
export function formatCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY_DISPLAY;
  if (typeof value === 'string') return value;
  return isNumber(value)
    ? roundHalfUp(value, 2).toLocaleString('zh-CN', { maximumFractionDigits: 2 })
    : EMPTY_DISPLAY;
}

/** A count beside a label, in the one bracket style of the product: 上海（12,345）. */
export function withCount(label: string, count: number): string {
  return `${label}（${formatCount(count)}）`;
}

/** A percentage between 0 and 100: part / whole, capped at 100 (SPEC.md §4.4, §5.7). */
export function percentOf(part: number, whole: number, digits = 0): number {
  if (whole <= 0) return 100;
  return Math.max(0, Math.min(100, roundHalfUp((part / whole) * 100, digits)));
}

/** A percentage for display, never above 100%. */
export function formatPercent(value: unknown, digits = 2): string {
  const n = toNumber(value);
  if (n === null) return EMPTY_DISPLAY;
  return `${toFixedHalfUp(Math.min(100, n), digits)}%`;
}

/** Ranking scores round up: to 10 up to 500, to 50 up to 1000, to 100 beyond (SPEC.md §9). */
export function roundRankScore(value: number): number {
  const { step } = RANK_SCORE_STEPS.find((s) => value <= s.upTo) ?? { step: 100 };
  return Math.ceil(roundHalfUp(value / step, 9)) * step;
}
