import type { GraphAnswer, GraphNode } from '@/lib/contract/profile';
import { GRAPH_ROW, groupId, mindMapLayout } from './graph-layout';
import { mergeAnswer, visibleNodes, type RelationKind } from './graph-model';

const ALL = new Set<RelationKind>(['shareholder', 'person', 'investment', 'branch']);

/** An enterprise with `n` parties of every kind, as qyhxGraph answers at its limit. */
function busyAnswer(center: number, n: number, idBase: number): GraphAnswer {
  const nodes: GraphNode[] = [
    { id: `e:${center}`, name: '中心', category: 'enterprise', enterprise_id: center },
  ];
  const links: GraphAnswer['links'] = [];
  const kinds = ['shareholder', 'person', 'investment', 'branch'] as const;
  kinds.forEach((category, k) => {
    for (let i = 0; i < n; i += 1) {
      const id = category === 'person' ? `p:${idBase + k * n + i}` : `e:${idBase + k * n + i}`;
      nodes.push({ id, name: `${category}${i}`, category });
      const out = category === 'investment' || category === 'branch';
      links.push({
        source: out ? `e:${center}` : id,
        target: out ? id : `e:${center}`,
        relation: category === 'person' ? 'position' : category === 'branch' ? 'branch' : 'holding',
        label: '',
      });
    }
  });
  return { center: `e:${center}`, nodes, links };
}

describe('mindMapLayout', () => {
  it('gives 121 parties their own rows: holders and officers left, the rest right', () => {
    const model = mergeAnswer(null, busyAnswer(1, 30, 1000));
    const layout = mindMapLayout(model, visibleNodes(model, ALL));
    expect(layout.nodes).toHaveLength(1 + 4 + 120);
    // Left: 30 + gap + 30 rows; the height spans them.
    expect(layout.height).toBe(60 * GRAPH_ROW);
    const byColumn = new Map<number, number[]>();
    for (const node of layout.nodes) {
      byColumn.set(node.x, [...(byColumn.get(node.x) ?? []), node.y]);
      if (node.role !== 'center') {
        const left = node.kind === 'shareholder' || node.kind === 'person';
        expect(Math.sign(node.x)).toBe(left ? -1 : 1);
        expect(node.side).toBe(left ? -1 : 1);
      }
    }
    for (const ys of byColumn.values()) {
      const sorted = [...ys].sort((a, b) => a - b);
      for (let i = 1; i < sorted.length; i += 1) {
        expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThanOrEqual(GRAPH_ROW);
      }
    }
    const group = layout.nodes.find((n) => n.id === groupId('e:1', 'investment'))!;
    expect(group).toMatchObject({ role: 'group', count: 30 });
    expect(layout.edges.filter((e) => e.source === group.id)).toHaveLength(30);
  });

  it('grows an opened enterprise outward on its side, and leaves out hidden kinds', () => {
    let model = mergeAnswer(null, busyAnswer(1, 3, 1000));
    const opened = 'e:1006'; // the first investment
    model = mergeAnswer(model, busyAnswer(1006, 2, 2000));
    const layout = mindMapLayout(model, visibleNodes(model, ALL));
    const x = (id: string) => layout.nodes.find((n) => n.id === id)!.x;
    expect(x(opened)).toBeGreaterThan(0);
    expect(x(groupId(opened, 'shareholder'))).toBeGreaterThan(x(opened));
    expect(x('e:2000')).toBeGreaterThan(x(groupId(opened, 'shareholder')));

    const noInvestments = new Set<RelationKind>(['shareholder', 'person', 'branch']);
    const filtered = mindMapLayout(model, visibleNodes(model, noInvestments));
    const ids = new Set(filtered.nodes.map((n) => n.id));
    expect(ids.has(opened)).toBe(false);
    expect(ids.has('e:2000')).toBe(false);
    expect(ids.has(groupId('e:1', 'investment'))).toBe(false);
    expect(ids.has(groupId('e:1', 'branch'))).toBe(true);
  });
});
