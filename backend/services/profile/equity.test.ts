import {
  actualController,
  equitySummary,
  equityTree,
  lookThrough,
  type Link,
  type OwnershipGraph,
  type Party,
} from './equity';

// Constructed ownership cases with hand-computed answers.

const company = (id: number, name: string): Party => ({
  key: `e:${id}`,
  kind: 'enterprise',
  name,
  enterpriseId: id,
});
const person = (id: number, name: string): Party => ({ key: `p:${id}`, kind: 'person', name });

/** Up-graph from [owned, holder, ratio] triples; every enterprise counts as loaded. */
function holdersGraph(triples: [Party, Party, number][]): OwnershipGraph {
  const links = new Map<string, Link[]>();
  const complete = new Set<string>();
  for (const [owned, holder, ratio] of triples) {
    links.set(owned.key, [...(links.get(owned.key) ?? []), { party: holder, ratio }]);
    complete.add(owned.key);
    if (holder.kind === 'enterprise') complete.add(holder.key);
  }
  return { links, complete };
}

const A = company(1, '甲公司');
const B = company(2, '乙公司');
const C = company(3, '丙公司');
const zhang = person(1, '张三');
const li = person(2, '李四');
const wang = person(3, '王五');

describe('look-through ratios', () => {
  // 张三 holds 乙 60 % and 丙 100 %; 乙 holds 甲 50 %, 丙 holds 甲 30 %; 李四 holds 甲 20 %.
  const twoPaths = holdersGraph([
    [A, B, 50],
    [A, C, 30],
    [A, li, 20],
    [B, zhang, 60],
    [B, wang, 40],
    [C, zhang, 100],
  ]);

  it('multiplies along each path and sums over paths', () => {
    const flows = lookThrough(A.key, twoPaths);
    expect(flows.byParty.get(zhang.key)?.percent).toBe(60); // 50 % × 60 % + 30 % × 100 %
    expect(flows.byParty.get(zhang.key)?.paths).toEqual([
      [
        { name: '乙公司', ratio: 50 },
        { name: '张三', ratio: 60 },
      ],
      [
        { name: '丙公司', ratio: 30 },
        { name: '张三', ratio: 100 },
      ],
    ]);
    expect(flows.byParty.get(wang.key)?.percent).toBe(20); // 50 % × 40 %
    expect(flows.byParty.get(li.key)?.percent).toBe(20);
    expect(flows.cycles).toEqual([]);
    expect(flows.truncated).toBe(false);
  });

  it('names beneficiaries at 25 % or more, and the controller along the control chain', () => {
    const summary = equitySummary(A, twoPaths, []);
    expect(summary.beneficiaries?.map((b) => [b.name, b.look_through])).toEqual([['张三', 60]]);
    // 乙 50 % is not a majority but ≥ 30 % and more than 丙's 30 %; 张三 holds 60 % of 乙.
    expect(summary.controller).toMatchObject({ name: '张三' });
    expect(summary.controller?.chain.map((s) => s.name)).toEqual(['乙公司', '张三']);
  });

  it('marks a cycle, does not follow it, and still terminates', () => {
    // 乙 holds 甲 60 %, 甲 holds 乙 5 % (cross-holding), 张三 holds 乙 95 %.
    const cyclic = holdersGraph([
      [A, B, 60],
      [A, li, 40],
      [B, A, 5],
      [B, zhang, 95],
    ]);
    const flows = lookThrough(A.key, cyclic);
    expect(flows.byParty.get(zhang.key)?.percent).toBe(57);
    expect(flows.cycles).toEqual([[A.key, B.key, A.key]]);
    const tree = equityTree(A.key, [], cyclic, flows, 3)!;
    const viaB = tree.find((n) => n.key === B.key)!;
    expect(viaB.children?.find((n) => n.key === A.key)).toMatchObject({
      cycle: true,
      has_children: false,
    });
    expect(viaB.children?.find((n) => n.key === zhang.key)).toMatchObject({
      ratio: 95,
      path_ratio: 57,
    });
  });

  it('finds no controller in a pure cycle, and falls back to senior managers for the UBO', () => {
    const ring = holdersGraph([
      [A, B, 60],
      [A, li, 20],
      [A, wang, 20],
      [B, C, 60],
      [C, A, 60],
    ]);
    expect(actualController(A.key, ring)).toBeNull();
    const summary = equitySummary(A, ring, [{ key: 'p:9', name: '赵六', title: '总经理' }]);
    expect(summary.beneficiaries?.map((b) => b.name)).toEqual(['赵六']);
    expect(summary.beneficiaries?.[0]?.basis).toContain('高级管理人员');
    expect(summary.cycles?.length).toBe(1);
  });

  it('applies the threshold: 25 % is in, 24.99 % is out; a controlling person is the fallback', () => {
    const at = holdersGraph([
      [A, zhang, 25],
      [A, li, 24.99],
      [A, wang, 50.01],
    ]);
    expect(equitySummary(A, at, []).beneficiaries?.map((b) => b.name)).toEqual(['王五', '张三']);
    const dispersed = holdersGraph([
      [A, B, 40],
      [A, li, 20],
      [A, wang, 20],
      [A, C, 20],
      [B, zhang, 55],
    ]);
    // 张三 reaches 22 % only, but controls 甲 through 乙 (40 % and the largest holder).
    const summary = equitySummary(A, dispersed, []);
    expect(summary.beneficiaries?.map((b) => [b.name, b.look_through])).toEqual([['张三', 22]]);
    expect(summary.beneficiaries?.[0]?.basis).toContain('实际控制');
  });

  it('reports a walk cut at the loaded depth as truncated', () => {
    const partial: OwnershipGraph = {
      links: new Map([[A.key, [{ party: B, ratio: 100 }]]]),
      complete: new Set([A.key]),
    };
    expect(lookThrough(A.key, partial).truncated).toBe(true);
    expect(equityTree(A.key, [], partial, lookThrough(A.key, partial), 1)![0]).toMatchObject({
      has_children: true,
    });
  });

  it('refuses a path that is not a chain of holdings', () => {
    const g = holdersGraph([[A, B, 100]]);
    expect(equityTree(A.key, [C.key], g, lookThrough(A.key, g), 1)).toBeNull();
  });
});
