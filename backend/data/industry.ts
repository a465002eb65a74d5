import entries from './industry-gbt4754-2017.json' with { type: 'json' };
import type { IndustryNode } from '@/lib/contract/form-query';

// GB/T 4754-2017 国民经济行业分类: 门类 (letter), 大类 (2 digits), 中类 (3), 小类 (4).
type Entry = { code: string; name: string; level: 1 | 2 | 3 | 4; parent: string | null };

const TYPE_BY_LEVEL: Record<Entry['level'], IndustryNode['type']> = {
  1: 'category',
  2: 'division',
  3: 'group',
  4: 'class',
};

let cachedTree: IndustryNode[] | undefined;

function buildTree(): IndustryNode[] {
  const nodes = new Map<string, IndustryNode>();
  const roots: IndustryNode[] = [];
  for (const entry of entries as Entry[]) {
    const node: IndustryNode = {
      id: entry.code,
      pid: entry.parent,
      name: entry.name,
      value: entry.code,
      rank: entry.level,
      type: TYPE_BY_LEVEL[entry.level],
    };
    nodes.set(entry.code, node);
    if (entry.parent === null) {
      roots.push(node);
    } else {
      const parent = nodes.get(entry.parent);
      if (!parent) throw new Error(`Industry ${entry.code} names unknown parent ${entry.parent}`);
      (parent.children ??= []).push(node);
    }
  }
  return roots;
}

function prune(nodes: IndustryNode[], rank: number): IndustryNode[] {
  return nodes.map(({ children, ...node }) =>
    node.rank < rank && children ? { ...node, children: prune(children, rank) } : node,
  );
}

/** The industry tree down to `rank` (1 门类 … 4 小类); deeper levels only if the data has them. */
export function industryTree(rank = 4): IndustryNode[] {
  cachedTree ??= buildTree();
  return prune(cachedTree, rank);
}
