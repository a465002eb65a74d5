import type { GraphAnswer, GraphNode } from '@/lib/contract/profile';
import {
  GRAPH_ROW,
  PATH_HOP,
  PATH_LANE,
  PATH_MIN_SPAN,
  groupId,
  mindMapLayout,
  pathLayout,
} from './graph-layout';
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

describe('pathLayout', () => {
  const at = (layout: ReturnType<typeof pathLayout>, id: string) =>
    layout.nodes.find((n) => n.id === id)!;

  it('draws the shortest path straight between two entities, alternatives in lanes beside it', () => {
    const layout = pathLayout({
      entities: ['e:1', 'e:2'],
      paths: [
        { pair: [0, 1], nodes: ['e:1', 'p:9', 'e:2'] },
        { pair: [0, 1], nodes: ['e:1', 'e:3', 'e:4', 'e:2'] },
      ],
      others: [],
    });
    const [a, b, mid] = [at(layout, 'e:1'), at(layout, 'e:2'), at(layout, 'p:9')];
    expect(a.y).toBe(0);
    expect(b.y).toBe(0);
    // The longest path has 3 hops: the entities are 3 hops apart.
    expect(b.x - a.x).toBe(3 * PATH_HOP);
    expect(mid).toMatchObject({ x: (a.x + b.x) / 2, y: 0 });
    // The second path runs one lane off the line, in thirds.
    expect(Math.abs(at(layout, 'e:3').y)).toBe(PATH_LANE);
    expect(at(layout, 'e:3').x).toBe(PATH_HOP);
    expect(at(layout, 'e:4').x).toBe(2 * PATH_HOP);
    expect(layout.width).toBe(3 * PATH_HOP);
  });

  it('spreads longer paths further, and keeps short ones readable', () => {
    const long = pathLayout({
      entities: ['e:1', 'e:2'],
      paths: [{ pair: [0, 1], nodes: ['e:1', 'e:3', 'e:4', 'e:5', 'e:6', 'e:2'] }],
      others: [],
    });
    expect(long.width).toBe(5 * PATH_HOP);
    const direct = pathLayout({
      entities: ['e:1', 'e:2'],
      paths: [{ pair: [0, 1], nodes: ['e:1', 'e:2'] }],
      others: [],
    });
    expect(direct.width).toBe(PATH_MIN_SPAN);
  });

  it('keeps a node where the first (shortest) path put it', () => {
    const layout = pathLayout({
      entities: ['e:1', 'e:2'],
      paths: [
        { pair: [0, 1], nodes: ['e:1', 'e:5', 'e:2'] },
        { pair: [0, 1], nodes: ['e:1', 'e:5', 'e:6', 'e:2'] },
      ],
      others: [],
    });
    expect(at(layout, 'e:5').y).toBe(0);
    expect(layout.nodes.filter((n) => n.id === 'e:5')).toHaveLength(1);
    expect(Math.abs(at(layout, 'e:6').y)).toBe(PATH_LANE);
  });

  it('puts three or more entities on the corners of a polygon and never two nodes on one spot', () => {
    const layout = pathLayout({
      entities: ['e:1', 'e:2', 'e:3'],
      paths: [
        { pair: [0, 1], nodes: ['e:1', 'p:7', 'e:2'] },
        { pair: [0, 2], nodes: ['e:1', 'p:8', 'e:3'] },
        { pair: [1, 2], nodes: ['e:2', 'p:9', 'e:3'] },
      ],
      others: [{ id: 'e:99', near: ['e:1', 'e:2'] }],
    });
    const points = layout.nodes.map((n) => `${n.x},${n.y}`);
    expect(new Set(points).size).toBe(points.length);
    const [a, b, c] = [at(layout, 'e:1'), at(layout, 'e:2'), at(layout, 'e:3')];
    const side = (p: { x: number; y: number }, q: { x: number; y: number }) =>
      Math.hypot(p.x - q.x, p.y - q.y);
    expect(side(a, b)).toBeCloseTo(PATH_MIN_SPAN, -1);
    expect(side(b, c)).toBeCloseTo(PATH_MIN_SPAN, -1);
    expect(a.x).toBeLessThan(b.x);
    // A hub on no path sits below everything else.
    const maxY = Math.max(...layout.nodes.filter((n) => n.id !== 'e:99').map((n) => n.y));
    expect(at(layout, 'e:99').y).toBeGreaterThan(maxY);
  });

  it('places the entities alone when no path was found', () => {
    const layout = pathLayout({ entities: ['e:1', 'e:2'], paths: [], others: [] });
    expect(layout.nodes).toHaveLength(2);
    expect(layout.width).toBe(PATH_MIN_SPAN);
    expect(layout.height).toBe(0);
  });
});
