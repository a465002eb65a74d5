import type { EquityNode } from '@/lib/contract/profile';
import { EQUITY_LEVEL, EQUITY_ROOT, EQUITY_SLOT, equityDiagram } from './equity-layout';

const node = (key: string, ratio: number, children?: EquityNode[]): EquityNode => ({
  key,
  kind: key.startsWith('p:') ? 'person' : 'enterprise',
  name: key,
  ratio,
  path_ratio: ratio,
  look_through: ratio,
  cycle: false,
  has_children: Boolean(children),
  ...(children ? { children } : {}),
});

describe('equityDiagram', () => {
  // 甲 (e:1) ← 乙 (e:2) 60 % ← 张 (p:9) 100 %; 甲 ← 张 40 %; 甲 → 丙 (e:3) 51 %.
  const diagram = equityDiagram(
    'e:1',
    [node('e:2', 60, [node('p:9', 100)]), node('p:9', 40)],
    [node('e:3', 51)],
  );
  const box = (id: string) => diagram.boxes.find((b) => b.id === id)!;

  it('puts shareholders above the enterprise and investments below, a level a row', () => {
    expect(box(EQUITY_ROOT)).toMatchObject({ x: 0, y: 0 });
    expect(box('up:e:1/e:2').y).toBe(-EQUITY_LEVEL);
    expect(box('up:e:1/e:2/p:9').y).toBe(-2 * EQUITY_LEVEL);
    expect(box('down:e:1/e:3')).toMatchObject({ x: 0, y: EQUITY_LEVEL, direction: 'down' });
    expect(diagram.height).toBe(3 * EQUITY_LEVEL);
  });

  it('draws a holder met on two paths twice, boxes one slot apart', () => {
    expect(diagram.boxes.filter((b) => b.node?.key === 'p:9')).toHaveLength(2);
    const level1 = diagram.boxes.filter((b) => b.y === -EQUITY_LEVEL).map((b) => b.x);
    expect(Math.abs(level1[1]! - level1[0]!)).toBe(EQUITY_SLOT);
    expect(diagram.width).toBe(EQUITY_SLOT);
  });

  it('links every holder to what it holds, with the direct ratio', () => {
    expect(diagram.links.map(({ middle: _, ...l }) => l)).toEqual(
      expect.arrayContaining([
        { source: 'up:e:1/e:2', target: EQUITY_ROOT, ratio: 60 },
        { source: 'up:e:1/e:2/p:9', target: 'up:e:1/e:2', ratio: 100 },
        { source: 'up:e:1/p:9', target: EQUITY_ROOT, ratio: 40 },
        { source: EQUITY_ROOT, target: 'down:e:1/e:3', ratio: 51 },
      ]),
    );
    expect(diagram.links).toHaveLength(4);
    const down = diagram.links.find((l) => l.target === 'down:e:1/e:3')!;
    expect(down.middle).toEqual({ x: 0, y: EQUITY_LEVEL / 2 });
    const holder = box('up:e:1/e:2');
    const toRoot = diagram.links.find((l) => l.source === holder.id)!;
    expect(toRoot.middle).toEqual({ x: holder.x / 2, y: -EQUITY_LEVEL / 2 });
  });
});
