import type { EquityNode } from '@/lib/contract/profile';
import { tidyTree, type TidyNode } from '@/components/chart/tidy-tree';
import { trailOf } from './equity-model';

// The equity diagram as 企查查 draws it: the shareholders above the enterprise, its
// investments below, each level a row of boxes and each link carrying its ratio. Both trees
// are laid out by tidyTree and share the enterprise as their root.

/** Horizontal room of one box, px. */
export const EQUITY_SLOT = 176;
/** Vertical distance between levels, px. */
export const EQUITY_LEVEL = 110;

export type EquityBox = {
  /** The root's id is 'root'; the others are `up:`/`down:` and their trail. */
  id: string;
  x: number;
  y: number;
  /** Undefined for the root. */
  node?: EquityNode;
  direction?: 'up' | 'down';
  trail?: string;
};

export type EquityDiagram = {
  boxes: EquityBox[];
  /**
   * Always from holder to held, with the direct ratio of the link and the middle of the link,
   * where its ratio is written (upright, whatever the slope).
   */
  links: { source: string; target: string; ratio: number; middle: { x: number; y: number } }[];
  /** Extent of the box centres, px. */
  width: number;
  height: number;
};

export const EQUITY_ROOT = 'root';

/** Boxes and links of the diagram for the shareholders (`up`) and investments (`down`) loaded. */
export function equityDiagram(
  rootKey: string,
  up: readonly EquityNode[],
  down: readonly EquityNode[],
): EquityDiagram {
  const boxes: EquityBox[] = [{ id: EQUITY_ROOT, x: 0, y: 0 }];
  const links: Omit<EquityDiagram['links'][number], 'middle'>[] = [];
  let slots = 1;
  let levels = 0;
  for (const [direction, nodes, sign] of [
    ['up', up, -1],
    ['down', down, 1],
  ] as const) {
    const info = new Map<string, EquityBox>();
    const grow = (list: readonly EquityNode[], parentTrail: string, parentId: string): TidyNode[] =>
      list.map((node) => {
        const trail = trailOf(parentTrail, node);
        const id = `${direction}:${trail}`;
        info.set(id, { id, x: 0, y: 0, node, direction, trail });
        // Ownership runs upward: holders point at what they hold.
        links.push(
          direction === 'up'
            ? { source: id, target: parentId, ratio: node.ratio }
            : { source: parentId, target: id, ratio: node.ratio },
        );
        return { id, children: grow(node.children ?? [], trail, id) };
      });
    const tree = tidyTree({ id: direction, children: grow(nodes, rootKey, EQUITY_ROOT) });
    const middle = (tree.slots - 1) / 2;
    slots = Math.max(slots, tree.slots);
    levels += tree.depth;
    for (const [id, { depth, slot }] of tree.positions) {
      const box = info.get(id);
      if (!box) continue;
      box.x = (slot - middle) * EQUITY_SLOT;
      box.y = sign * depth * EQUITY_LEVEL;
      boxes.push(box);
    }
  }
  const at = new Map(boxes.map((b) => [b.id, b]));
  return {
    boxes,
    links: links.map((l) => {
      const [a, b] = [at.get(l.source)!, at.get(l.target)!];
      return { ...l, middle: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
    }),
    width: (slots - 1) * EQUITY_SLOT,
    height: levels * EQUITY_LEVEL,
  };
}
