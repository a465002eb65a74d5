import { csvText } from '@/lib/csv';
import { formatCount } from '@/lib/format';

// The figures of a map screen, shared by the map, its ranking table and its CSV, so that the
// three always agree. Pure.

/** One region's figure. `code` is the GB/T 2260 code of a map feature (lib/map/regions.ts). */
export type MapDatum = {
  code: string;
  name: string;
  value: number;
  /** Further figures by key, shown as `extraColumns` say. */
  extra?: Record<string, string | number | null>;
};

/** A further figure of each region: in the tooltip, the ranking table and the CSV. */
export type MapColumn = {
  key: string;
  label: string;
  /** Display text; the CSV keeps the raw value. */
  format?: (value: string | number) => string;
};

export type RankedDatum = MapDatum & { rank: number };

/**
 * A place drawn as a point over the regions (a park on the investment map): its size follows
 * `weight`, its tooltip shows `lines` (label, text).
 */
export type MapPoint = {
  id: string;
  name: string;
  lng: number;
  lat: number;
  weight: number;
  lines: readonly (readonly [string, string])[];
};

export type MapFigures = {
  valueLabel: string;
  formatValue?: (value: number) => string;
  extraColumns?: MapColumn[];
};

export const defaultFormatValue = (value: number): string => formatCount(value);

/** Highest first; equal values share a rank (1, 2, 2, 4) and keep code order. */
export function rankMapData(values: MapDatum[]): RankedDatum[] {
  const sorted = [...values].sort((a, b) => b.value - a.value || a.code.localeCompare(b.code));
  let rank = 0;
  return sorted.map((d, i) => {
    if (i === 0 || d.value !== sorted[i - 1]!.value) rank = i + 1;
    return { ...d, rank };
  });
}

/** An extra figure for display: '-' when missing. */
export function formatExtra(column: MapColumn, datum: MapDatum): string {
  const value = datum.extra?.[column.key];
  if (value === null || value === undefined || value === '') return '-';
  if (column.format) return column.format(value);
  return typeof value === 'number' ? formatCount(value) : value;
}

/** The ranking as CSV (排名, 地区, 区划代码, the value, the extra figures), raw numbers. */
export function mapCsv(values: MapDatum[], figures: MapFigures): string {
  const extra = figures.extraColumns ?? [];
  return csvText(
    ['排名', '地区', '区划代码', figures.valueLabel, ...extra.map((c) => c.label)],
    rankMapData(values).map((d) => [
      d.rank,
      d.name,
      d.code,
      d.value,
      ...extra.map((c) => d.extra?.[c.key] ?? null),
    ]),
  );
}
