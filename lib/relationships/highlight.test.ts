import type {
  RelationshipEdge,
  RelationshipPath,
  ResolvedEntity,
  SuspectedTie,
} from '@/lib/contract/relationships';
import { drawnLinks, highlightOf, linkIsStrong, pathsByPair, tieLinks } from './highlight';

const entity = (index: number, node: string, name: string): ResolvedEntity => ({
  index,
  node,
  kind: 'enterprise',
  name,
  enterpriseid: Number(node.slice(2)),
  qymc: name,
});

const edge = (id: string, from: string, to: string, label: string): RelationshipEdge => ({
  id,
  type: 'investment',
  typename: '对外投资',
  from,
  to,
  label,
  ratio: null,
  subscribedcapital: null,
  position: null,
  lookthrough: null,
  source: 'demo',
  asof: '2025-01-01',
});

const path = (
  id: string,
  nodes: string[],
  edges: string[],
  also: string[][] = [],
): RelationshipPath => ({
  id,
  pair: [0, 1],
  hops: edges.length,
  nodes,
  edges,
  sentence: '',
  steps: edges.map((e, k) => ({
    edge: e,
    also: also[k] ?? [],
    text: '',
    source: 'demo',
    asof: '2025-01-01',
  })),
});

const entities = [
  entity(0, 'e:1', '甲公司'),
  entity(1, 'e:2', '乙公司'),
  entity(2, 'e:3', '丙公司'),
];
const paths = [
  path(
    '0-1-1',
    ['e:1', 'p:9', 'e:2'],
    ['legal:p:9>e:1', 'officer:p:9>e:2'],
    [['shareholder:p:9>e:1']],
  ),
  path('0-1-2', ['e:1', 'e:5', 'e:2'], ['investment:e:1>e:5', 'investment:e:5>e:2']),
];

describe('找关系 highlight model', () => {
  it('draws every path and every entity strong when no path is chosen', () => {
    const h = highlightOf({ entities, paths }, null);
    expect([...h.nodes].sort()).toEqual(['e:1', 'e:2', 'e:3', 'e:5', 'p:9']);
    // A step's parallel fact is as strong as its main one.
    expect(h.edges.has('shareholder:p:9>e:1')).toBe(true);
    expect(h.edges.size).toBe(5);
  });

  it('draws the chosen path alone strong (and the entities), the rest fades', () => {
    const h = highlightOf({ entities, paths }, '0-1-2');
    expect(h.nodes.has('e:5')).toBe(true);
    expect(h.nodes.has('p:9')).toBe(false);
    expect([...h.edges]).toEqual(['investment:e:1>e:5', 'investment:e:5>e:2']);
    // An unknown path (the answer changed) shows all paths again.
    expect(highlightOf({ entities, paths }, '9-9-9').nodes.has('p:9')).toBe(true);
  });

  it('merges the facts between two nodes into one line, strong when one of them is', () => {
    const links = drawnLinks([
      edge('legal:p:9>e:1', 'p:9', 'e:1', '法定代表人'),
      edge('shareholder:p:9>e:1', 'p:9', 'e:1', '持股 35.00%'),
      edge('investment:e:1>e:5', 'e:1', 'e:5', '持股 60.00%'),
    ]);
    expect(links).toHaveLength(2);
    expect(links[0]).toMatchObject({
      source: 'p:9',
      target: 'e:1',
      label: '法定代表人、持股 35.00%',
    });
    const h = highlightOf({ entities, paths }, '0-1-1');
    expect(linkIsStrong(links[0]!, h)).toBe(true);
    expect(linkIsStrong(links[1]!, h)).toBe(false);
  });

  it('joins suspected ties of one pair into one dashed line between the entities', () => {
    const tie = (kind: SuspectedTie['kind'], pair: [number, number]) =>
      ({ pair, kind }) as SuspectedTie;
    const links = tieLinks(entities, [
      tie('phone', [0, 1]),
      tie('address', [0, 1]),
      tie('email', [1, 2]),
    ]);
    expect(links.map((l) => [l.source, l.target, l.ties.length])).toEqual([
      ['e:1', 'e:2', 2],
      ['e:2', 'e:3', 1],
    ]);
  });

  it('groups paths by pair in the answer order', () => {
    const more = [...paths, { ...paths[0]!, id: '1-2-1', pair: [1, 2] as [number, number] }];
    expect(pathsByPair(more).map((g) => [g.pair.join('-'), g.paths.length])).toEqual([
      ['0-1', 2],
      ['1-2', 1],
    ]);
  });
});
