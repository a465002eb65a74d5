import { industryTree } from '../../data/industry';

// The three sectors (三次产业) of GB/T 4754-2017 大类, as 国家统计局's 《三次产业划分规定》
// (2018) draws them: 第一产业 is 门类 A without 05 (its service activities); 第二产业 is B
// without 11, C without 43, D and E; everything else, 05, 11 and 43 included, is 第三产业.

export const SECTORS = ['第一产业', '第二产业', '第三产业'] as const;
export type Sector = (typeof SECTORS)[number];

const TERTIARY_EXCEPTIONS = new Set(['05', '11', '43']);

/** The sector of a 大类 (two digits) whose 门类 is `category`. */
export function sectorOf(category: string, division: string): Sector {
  if (TERTIARY_EXCEPTIONS.has(division)) return '第三产业';
  if (category === 'A') return '第一产业';
  if ('BCDE'.includes(category)) return '第二产业';
  return '第三产业';
}

type Division = { code: string; name: string; category: string };
let divisions: Map<string, Division> | undefined;

/** 大类 by code, with its name and 门类. */
export function divisionsByCode(): Map<string, Division> {
  if (divisions) return divisions;
  const map = new Map<string, Division>();
  for (const category of industryTree(2))
    for (const d of category.children ?? [])
      map.set(d.id, { code: d.id, name: d.name, category: category.id });
  divisions = map;
  return map;
}
