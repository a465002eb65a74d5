import { COMPARE_GROUPS, type CompareField, type CompareGroup } from '@/lib/contract/compare';

// The side-by-side table of 企业对比 as the screen shows it: fields grouped, a row whose values
// differ marked, the most favourable figure of a row marked best (the backend says which way
// is better), and the option to see only the rows that differ.

/** How a cell is drawn: the row's leader, a differing value, or a value all share. */
export type CellMark = 'best' | 'differs' | 'same';

export type CompareRow = {
  key: string;
  label: string;
  group: CompareGroup;
  values: string[];
  marks: CellMark[];
  differs: boolean;
};

export type CompareSection = { group: CompareGroup; rows: CompareRow[] };

export function markCells(field: CompareField): CellMark[] {
  return field.values.map((_, i) =>
    !field.differs ? 'same' : field.best.includes(i) ? 'best' : 'differs',
  );
}

/** The table's sections in the contract's group order; empty groups are left out. */
export function compareSections(
  fields: readonly CompareField[],
  onlyDiffs: boolean,
): CompareSection[] {
  return COMPARE_GROUPS.map((group) => ({
    group,
    rows: fields
      .filter((f) => f.group === group && (!onlyDiffs || f.differs))
      .map((f) => ({
        key: f.key,
        label: f.label,
        group: f.group,
        values: f.values,
        marks: markCells(f),
        differs: f.differs,
      })),
  })).filter((s) => s.rows.length > 0);
}

/** How many rows differ, of how many (the toolbar's 共 N 项不同). */
export function differenceCount(fields: readonly CompareField[]): {
  differs: number;
  total: number;
} {
  return { differs: fields.filter((f) => f.differs).length, total: fields.length };
}

/** Per enterprise, the rows where it leads (the column header's 领先 N 项). */
export function leadCounts(fields: readonly CompareField[], enterprises: number): number[] {
  const counts = Array.from({ length: enterprises }, () => 0);
  for (const f of fields) for (const i of f.best) if (i < enterprises) counts[i]! += 1;
  return counts;
}
