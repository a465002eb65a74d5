import { EMPTY_DISPLAY, formatDate, formatPercent, formatWanYuan, formatYuan } from '@/lib/format';

// Display helpers of the profile's tables: short names over lib/format.

export const wanYuan = formatWanYuan;
export const yuan = formatYuan;

export const percent = (value: unknown) => formatPercent(value, 2);
export const day = (value: unknown) => formatDate(value as string | null | undefined);
export const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value === ''
      ? EMPTY_DISPLAY
      : String(value)
    : EMPTY_DISPLAY;

const SOURCES: Record<string, string> = { demo: '演示数据' };

/** A dataset's name as shown (演示数据 for the generated one). */
export const sourceName = (source: unknown) => SOURCES[text(source)] ?? text(source);

/** Provenance of a fact: its dataset and the date of that dataset's snapshot. */
export const provenance = (source: unknown, asOf: unknown) =>
  `${sourceName(source)} · ${day(asOf)}`;
