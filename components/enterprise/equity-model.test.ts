import type { EquityNode } from '@/lib/contract/profile';
import { canOpen, equityPath, nodesAlong, trailOf, withChildren } from './equity-model';

const node = (key: string, extra: Partial<EquityNode> = {}): EquityNode => ({
  key,
  kind: key.startsWith('p:') ? 'person' : 'enterprise',
  ...(key.startsWith('e:') ? { enterprise_id: Number(key.slice(2)) } : {}),
  name: key,
  ratio: 50,
  path_ratio: 50,
  look_through: 50,
  cycle: false,
  has_children: false,
  ...extra,
});

// Root e:1 ← e:2 (opened: e:3, p:4), e:5 (not opened yet), p:6.
const tree: EquityNode[] = [
  node('e:2', { has_children: true, children: [node('e:3', { has_children: true }), node('p:4')] }),
  node('e:5', { has_children: true }),
  node('p:6'),
];

describe('the equity model', () => {
  it('walks a trail and turns it into the path of the next call', () => {
    const trail = trailOf(trailOf('e:1', tree[0]!), tree[0]!.children![0]!);
    expect(trail).toBe('e:1/e:2/e:3');
    const along = nodesAlong(tree, trail)!;
    expect(along.map((n) => n.key)).toEqual(['e:2', 'e:3']);
    expect(equityPath(along)).toEqual([2, 3]);
    expect(nodesAlong(tree, 'e:1/e:9')).toBeUndefined();
    expect(nodesAlong(tree, 'e:1')).toEqual([]);
  });

  it('knows which nodes would load more when opened', () => {
    expect(tree.map(canOpen)).toEqual([false, true, false]);
    expect(canOpen(tree[0]!.children![0]!)).toBe(true);
  });

  it('sets the children of one node without touching the old tree', () => {
    const next = withChildren(tree, 'e:1/e:2/e:3', [node('p:7')]);
    expect(nodesAlong(next, 'e:1/e:2/e:3/p:7')!.map((n) => n.key)).toEqual(['e:2', 'e:3', 'p:7']);
    expect(tree[0]!.children![0]!.children).toBeUndefined();
    expect(next[1]).toBe(tree[1]);
    const top = withChildren(tree, 'e:1/e:5', [node('e:8')]);
    expect(top[1]!.children!.map((n) => n.key)).toEqual(['e:8']);
  });
});
