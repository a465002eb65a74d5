import type { RelationRow } from '../../db/queries/relationships';
import { GraphStore, stepPhrase } from './graph';
import { pathsBetween, type WalkRules } from './paths';

// The path walk on graphs built in memory: order, cycles, parallel edges, the deadline.

function record(
  rid: number,
  rel: RelationRow['rel'],
  from: string,
  to: string,
  extra: Partial<RelationRow> = {},
): RelationRow {
  return {
    node: from,
    rel,
    rid,
    from,
    to,
    ratio: null,
    subscribed: null,
    title: null,
    source: 'test',
    asof: '2026-01-01',
    other: to,
    othername: to.toUpperCase(),
    otherstatus: null,
    degree: 1,
    ...extra,
  };
}

function store(rows: RelationRow[]): GraphStore {
  const s = new GraphStore();
  for (const r of rows) {
    s.addNode({
      id: r.from,
      kind: r.from.startsWith('p:') ? 'person' : 'enterprise',
      name: r.from.toUpperCase(),
      status: null,
    });
    s.addRecord(r);
  }
  s.finish();
  return s;
}

const open: WalkRules = { admitted: () => true, passable: () => true };
const far = Number.MAX_SAFE_INTEGER;

describe('pathsBetween', () => {
  // e:a – e:b – e:c – e:d, e:a – e:d, and the cycle e:b → e:c → e:a → e:b.
  const ring = store([
    record(1, 'holding', 'e:a', 'e:b', { ratio: 50 }),
    record(2, 'holding', 'e:b', 'e:c', { ratio: 50 }),
    record(3, 'holding', 'e:c', 'e:d', { ratio: 50 }),
    record(4, 'holding', 'e:a', 'e:d', { ratio: 10 }),
    record(5, 'holding', 'e:c', 'e:a', { ratio: 10 }),
  ]);

  it('lists simple paths shortest first and never loops', () => {
    const found = pathsBetween(ring, 'e:a', 'e:d', 6, 10, open, far);
    expect(found.paths.map((p) => p.nodes.join(' '))).toEqual([
      'e:a e:d',
      'e:a e:c e:d',
      'e:a e:b e:c e:d',
    ]);
    expect(found).toEqual(expect.objectContaining({ more: false, timedOut: false }));
  });

  it('stops at maxPaths and says more exist', () => {
    const found = pathsBetween(ring, 'e:a', 'e:d', 6, 2, open, far);
    expect(found.paths).toHaveLength(2);
    expect(found.more).toBe(true);
  });

  it('honours the hop limit and the rules', () => {
    expect(pathsBetween(ring, 'e:a', 'e:d', 1, 10, open, far).paths).toHaveLength(1);
    const strong: WalkRules = { admitted: (e) => (e.ratio ?? 0) >= 20, passable: () => true };
    expect(pathsBetween(ring, 'e:a', 'e:d', 6, 10, strong, far).paths.map((p) => p.nodes)).toEqual([
      ['e:a', 'e:b', 'e:c', 'e:d'],
    ]);
    const noC: WalkRules = { admitted: () => true, passable: (n) => n !== 'e:c' };
    expect(pathsBetween(ring, 'e:a', 'e:d', 6, 10, noC, far).paths.map((p) => p.nodes)).toEqual([
      ['e:a', 'e:d'],
    ]);
  });

  it('stops at the deadline with what it has', () => {
    // A complete graph of 12 enterprises: far more than 256 steps to walk at 6 hops.
    const rows: RelationRow[] = [];
    let rid = 100;
    for (let i = 0; i < 12; i += 1) {
      for (let j = i + 1; j < 12; j += 1) {
        rows.push(record((rid += 1), 'holding', `e:k${i}`, `e:k${j}`, { ratio: 10 }));
      }
    }
    const dense = store(rows);
    const all = pathsBetween(dense, 'e:k0', 'e:k11', 6, 50, open, far);
    expect(all.paths[0]!.nodes).toEqual(['e:k0', 'e:k11']);
    let t = 0;
    const cut = pathsBetween(dense, 'e:k0', 'e:k11', 6, 50, open, 0, () => (t += 1));
    expect(cut.timedOut).toBe(true);
    expect(cut.paths[0]!.nodes).toEqual(['e:k0', 'e:k11']);
    expect(cut.paths.length).toBeLessThan(50);
  });
});

describe('the read graph', () => {
  it('makes one edge of a fact read from both ends, and names parallel edges', () => {
    const s = store([
      record(7, 'holding', 'p:z', 'e:c', { ratio: 30, subscribed: 30 }),
      record(7, 'holding', 'p:z', 'e:c', { ratio: 30, subscribed: 30, node: 'e:c' }),
      record(8, 'holding', 'p:z', 'e:c', { ratio: 30, subscribed: 30 }),
      record(9, 'position', 'p:z', 'e:c', { title: '法定代表人' }),
      record(10, 'position', 'p:z', 'e:c', { title: '董事' }),
      record(11, 'position', 'p:z', 'e:c', { title: '总经理' }),
    ]);
    const edges = s.edgesBetween('e:c', 'p:z');
    expect(edges.map((e) => [e.type, e.ratio, e.position])).toEqual([
      ['legal', null, '法定代表人'],
      ['shareholder', 60, null],
      ['officer', null, '董事、总经理'],
    ]);
    expect(stepPhrase(s, edges[0]!, 'e:c')).toBe('E:C 的 法定代表人 P:Z');
    expect(stepPhrase(s, edges[1]!, 'p:z')).toBe('P:Z 持有 E:C 60.00% 股权');
    expect(stepPhrase(s, edges[2]!, 'p:z')).toBe('P:Z 担任 E:C 的董事、总经理');
  });
});
