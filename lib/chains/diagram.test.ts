import type { ChainFigures, ChainNodeRecord, GapDecision, GapLabel } from '@/lib/contract/chains';
import {
  SHORT_NAME,
  allNodes,
  diagramColumns,
  gapCounts,
  gridColumnsFor,
  isFaded,
  isGapLink,
  nodeTrail,
} from './diagram';

const ZERO = {} as ChainFigures;
let id = 0;

function node(
  code: string,
  name: string,
  level: number,
  stage: ChainNodeRecord['stage'],
  children: ChainNodeRecord[] = [],
  extra: Partial<ChainNodeRecord> = {},
): ChainNodeRecord {
  id += 1;
  return {
    ID_: String(id),
    code,
    name,
    stage,
    level,
    sort: 0,
    parentcode: null,
    keywords: [],
    products: [],
    figures: ZERO,
    nationalcount: 0,
    strength: 'none',
    gap: null,
    children,
    ...extra,
  };
}

const gap = (label: GapLabel | null) => ({ label }) as GapDecision;

function tree() {
  const cell = node(
    'nev.cell',
    '电芯',
    3,
    '中游',
    [node('nev.cell.lfp', '磷酸铁锂电芯', 4, '中游')],
    {
      gap: gap('补链'),
    },
  );
  return [
    // Stages arrive in any order; segments and links by sort.
    node('nev.downstream', '下游', 1, '下游', [
      node('nev.vehicles', '整车', 2, '下游', [node('nev.car', '乘用车', 3, '下游')]),
    ]),
    node('nev.upstream', '上游', 1, '上游', [
      node('nev.materials', '材料', 2, '上游', [
        node('nev.anode', '负极', 3, '上游', [], { sort: 2, gap: gap('强链') }),
        node('nev.cathode', '正极', 3, '上游', [], { sort: 1, gap: gap('强链') }),
      ]),
    ]),
    node('nev.midstream', '中游', 1, '中游', [
      node('nev.battery', '电池', 2, '中游', [
        cell,
        node('nev.pack', '电池包', 3, '中游', [], { sort: 1, gap: gap('延链') }),
      ]),
    ]),
  ];
}

describe('chain diagram layout', () => {
  it('lays stages out as 上游 → 中游 → 下游 with segments and links in order', () => {
    const columns = diagramColumns(tree());
    expect(columns.map((c) => c.node.name)).toEqual(['上游', '中游', '下游']);
    expect(columns[0]!.segments[0]!.links.map((l) => l.node.name)).toEqual(['正极', '负极']);
  });

  it('nests sub-links under their link, one level deeper', () => {
    const mid = diagramColumns(tree())[1]!.segments[0]!;
    const cell = mid.links.find((l) => l.node.code === 'nev.cell')!;
    expect(cell.depth).toBe(0);
    expect(cell.children.map((c) => [c.node.code, c.depth])).toEqual([['nev.cell.lfp', 1]]);
  });

  it('puts two links to a row only when all are short and flat', () => {
    const columns = diagramColumns(tree());
    expect(columns[0]!.segments[0]!.gridColumns).toBe(2);
    // 电芯 has a sub-link to nest below it.
    expect(columns[1]!.segments[0]!.gridColumns).toBe(1);
    const long = node('x', '字'.repeat(SHORT_NAME + 1), 3, '上游');
    expect(gridColumnsFor([{ node: long, depth: 0, children: [] }])).toBe(1);
    expect(gridColumnsFor([])).toBe(2);
  });

  it('finds the trail of a node, and nothing for a code of another chain', () => {
    expect(nodeTrail(tree(), 'nev.cell.lfp').map((n) => n.name)).toEqual([
      '中游',
      '电池',
      '电芯',
      '磷酸铁锂电芯',
    ]);
    expect(nodeTrail(tree(), 'ic.eda')).toEqual([]);
    expect(allNodes(tree())).toHaveLength(12);
  });

  it('counts gap labels and fades links outside the focus', () => {
    const t = tree();
    expect(gapCounts(t)).toEqual({ 强链: 2, 补链: 1, 延链: 1 });
    const [cell] = nodeTrail(t, 'nev.cell').slice(-1);
    expect(isFaded(cell!, 'all')).toBe(false);
    expect(isFaded(cell!, '补链')).toBe(false);
    expect(isFaded(cell!, '强链')).toBe(true);
    expect(isGapLink(cell)).toBe(true);
    expect(isGapLink(nodeTrail(t, 'nev.cathode').at(-1))).toBe(false);
    expect(isGapLink(undefined)).toBe(false);
  });
});
