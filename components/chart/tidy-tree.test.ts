import { tidyTree, type TidyNode } from './tidy-tree';

const leaf = (id: string, gapBefore?: number): TidyNode => ({ id, gapBefore });

describe('tidyTree', () => {
  it('gives leaves consecutive slots and centres each parent over its children', () => {
    const { positions, slots, depth } = tidyTree({
      id: 'r',
      children: [
        { id: 'a', children: [leaf('a1'), leaf('a2'), leaf('a3')] },
        { id: 'b', children: [leaf('b1')] },
      ],
    });
    expect(slots).toBe(4);
    expect(depth).toBe(2);
    expect(['a1', 'a2', 'a3', 'b1'].map((id) => positions.get(id))).toEqual([
      { depth: 2, slot: 0 },
      { depth: 2, slot: 1 },
      { depth: 2, slot: 2 },
      { depth: 2, slot: 3 },
    ]);
    expect(positions.get('a')).toEqual({ depth: 1, slot: 1 });
    expect(positions.get('b')).toEqual({ depth: 1, slot: 3 });
    expect(positions.get('r')).toEqual({ depth: 0, slot: 2 });
  });

  it('sets groups apart by their gap and keeps every layer free of shared slots', () => {
    const many = Array.from({ length: 40 }, (_, i) => leaf(`x${i}`));
    const { positions, slots } = tidyTree({
      id: 'r',
      children: [
        { id: 'g1', children: many.slice(0, 25) },
        { id: 'g2', gapBefore: 2, children: many.slice(25) },
      ],
    });
    expect(slots).toBe(42);
    expect(positions.get('x25')!.slot - positions.get('x24')!.slot).toBe(3);
    const byLayer = new Map<number, number[]>();
    for (const { depth, slot } of positions.values()) {
      byLayer.set(depth, [...(byLayer.get(depth) ?? []), slot]);
    }
    for (const layer of byLayer.values()) expect(new Set(layer).size).toBe(layer.length);
  });

  it('places a lone root at slot 0', () => {
    expect(tidyTree({ id: 'only' })).toEqual({
      positions: new Map([['only', { depth: 0, slot: 0 }]]),
      slots: 1,
      depth: 0,
    });
  });
});
