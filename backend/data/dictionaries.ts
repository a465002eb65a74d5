import { sql } from 'drizzle-orm';
import { DIC_KEYS } from '@/lib/contract/dictionaries';
import {
  EVALUATION_DIMENSIONS,
  NESTING_LEVELS,
  PATENT_TYPES,
  PROVINCES,
} from '@/lib/contract/lookups';
import type { Database } from '../db/client';
import { sysDics, sysDicTrees } from '../db/schema';

// The lookups of lib/contract/lookups as dictionary rows. Written at every start (insert or
// keep), so production has them without demo seeding and edits of the lookups reach old
// databases.

type Entry = { value: string; name: string; children?: Entry[] };

const pairs = (record: Record<string, string>): Entry[] =>
  Object.entries(record).map(([value, name]) => ({ value, name }));

const DICTIONARIES: { key: string; name: string; entries: Entry[] }[] = [
  { key: DIC_KEYS.province, name: '省份', entries: pairs(PROVINCES) },
  { key: DIC_KEYS.patentType, name: '专利类型', entries: pairs(PATENT_TYPES) },
  {
    key: DIC_KEYS.evaluationDimension,
    name: '评价维度',
    entries: EVALUATION_DIMENSIONS.map((tab) => ({
      value: tab.key,
      name: tab.name,
      children: tab.indicators.map((i) => ({ value: i.key, name: i.name })),
    })),
  },
  {
    key: DIC_KEYS.nestingLevel,
    name: '表格嵌套层级',
    entries: NESTING_LEVELS.map((name, i) => ({ value: String(i + 1), name })),
  },
];

// Ids derive from the keys, so a second run finds the same rows.
const entryId = (treeKey: string, path: string[]) => `${treeKey}:${path.join('/')}`;

export async function ensureDictionaries(db: Database): Promise<void> {
  const treeRows = DICTIONARIES.map((d, sort) => ({ id: d.key, key: d.key, name: d.name, sort }));
  const dicRows: (typeof sysDics.$inferInsert)[] = [];
  const walk = (treeKey: string, entries: Entry[], parent: string[]) =>
    entries.forEach((entry, sort) => {
      const path = [...parent, entry.value];
      dicRows.push({
        id: entryId(treeKey, path),
        treeId: treeKey,
        pid: parent.length === 0 ? '0' : entryId(treeKey, parent),
        name: entry.name,
        value: entry.value,
        sort,
      });
      if (entry.children) walk(treeKey, entry.children, path);
    });
  for (const d of DICTIONARIES) walk(d.key, d.entries, []);

  await db
    .insert(sysDicTrees)
    .values(treeRows)
    .onConflictDoUpdate({
      target: sysDicTrees.id,
      set: { name: sql`excluded.name`, sort: sql`excluded.sort` },
    });
  await db
    .insert(sysDics)
    .values(dicRows)
    .onConflictDoUpdate({
      target: sysDics.id,
      set: { name: sql`excluded.name`, sort: sql`excluded.sort`, pid: sql`excluded.pid` },
    });
}
