// A layered tree drawing shared by the tree-shaped diagrams (the enterprise graph, the equity
// diagram): leaves take consecutive slots in order, each parent sits midway between its first
// and last child, so no two nodes of one layer share a slot and labels along a layer never
// meet. Callers turn (depth, slot) into x and y for their orientation.

export type TidyNode = {
  id: string;
  children?: readonly TidyNode[];
  /** Empty slots before this subtree, to set groups apart. */
  gapBefore?: number;
};

export type TidyPosition = { depth: number; slot: number };

export type TidyLayout = {
  positions: Map<string, TidyPosition>;
  /** Slots used (leaves plus gaps): the breadth of the drawing. */
  slots: number;
  /** The deepest layer. */
  depth: number;
};

/** Positions of every node of the tree under `root` (ids must be unique). */
export function tidyTree(root: TidyNode): TidyLayout {
  const positions = new Map<string, TidyPosition>();
  let next = 0;
  let deepest = 0;
  const place = (node: TidyNode, depth: number): number => {
    next += node.gapBefore ?? 0;
    deepest = Math.max(deepest, depth);
    const children = node.children ?? [];
    let slot: number;
    if (children.length === 0) {
      slot = next;
      next += 1;
    } else {
      const slots = children.map((child) => place(child, depth + 1));
      slot = (slots[0]! + slots[slots.length - 1]!) / 2;
    }
    positions.set(node.id, { depth, slot });
    return slot;
  };
  place(root, 0);
  return { positions, slots: next, depth: deepest };
}
