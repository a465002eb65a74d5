import { tidyTree, type TidyNode } from '@/components/chart/tidy-tree';
import { RELATION_KINDS, type GraphModel, type RelationKind } from './graph-model';

// The enterprise graph drawn as a mind map instead of a ring: the centre in the middle, its
// shareholders and officers in groups on the left, its investments and branches on the right,
// one row per party with its name and relation on that row; an opened enterprise grows its
// own groups further out on its side. Rows never share a height within a column, so labels
// stay readable however many parties there are (the chart grows instead).

/** Height of one row (one party), px. */
export const GRAPH_ROW = 28;
// Distances between columns, px: centre → group, group → parties, party (with its label,
// drawn outward) → its own groups.
const CENTER_TO_GROUP = 140;
const GROUP_TO_PARTY = 100;
const PARTY_TO_GROUP = 280;
/** Room left and right of the outermost nodes for their labels, px. */
export const GRAPH_LABEL_ROOM = 240;

export type PlacedNode = {
  id: string;
  x: number;
  y: number;
  role: 'center' | 'group' | 'party';
  /** -1 left of the centre, 1 right; labels are drawn outward. */
  side: -1 | 1;
  /** Groups and parties: the relation kind of their group. */
  kind?: RelationKind;
  /** Groups: how many parties they hold. */
  count?: number;
};

export type GraphLayout = {
  nodes: PlacedNode[];
  /** The drawn tree: enterprise → group → party. */
  edges: { source: string; target: string; kind: RelationKind }[];
  /** Extent of the node positions, px (labels need GRAPH_LABEL_ROOM more on each side). */
  width: number;
  height: number;
};

const ALL_KINDS = RELATION_KINDS.map((k) => k.key);

export const groupId = (parent: string, kind: RelationKind) => `group:${parent}:${kind}`;

/** x of a column: odd depths hold groups, even depths parties. */
function columnX(depth: number): number {
  let x = 0;
  for (let d = 1; d <= depth; d += 1) {
    x += d % 2 === 1 ? (d === 1 ? CENTER_TO_GROUP : PARTY_TO_GROUP) : GROUP_TO_PARTY;
  }
  return x;
}

/** Positions of the shown parties (`visible`) and of the groups that hold them. */
export function mindMapLayout(model: GraphModel, visible: ReadonlySet<string>): GraphLayout {
  // Shown parties by the enterprise they are shown under and their kind, in arrival order.
  const under = new Map<string, Map<RelationKind, string[]>>();
  for (const [id, placed] of model.placement) {
    if (!visible.has(id)) continue;
    const groups = under.get(placed.parent) ?? new Map<RelationKind, string[]>();
    groups.set(placed.kind, [...(groups.get(placed.kind) ?? []), id]);
    under.set(placed.parent, groups);
  }

  const nodes: PlacedNode[] = [{ id: model.center, x: 0, y: 0, role: 'center', side: 1 }];
  const edges: GraphLayout['edges'] = [];
  const info = new Map<string, Omit<PlacedNode, 'x' | 'y' | 'side'>>();
  const groupsOf = (parent: string, kinds: RelationKind[]): TidyNode[] => {
    const groups = under.get(parent);
    const present = kinds.filter((k) => (groups?.get(k)?.length ?? 0) > 0);
    return present.map((kind, i) => {
      const members = groups!.get(kind)!;
      const id = groupId(parent, kind);
      info.set(id, { id, role: 'group', kind, count: members.length });
      edges.push({ source: parent, target: id, kind });
      return {
        id,
        gapBefore: i === 0 ? 0 : 1,
        children: members.map((member) => {
          info.set(member, { id: member, role: 'party', kind });
          edges.push({ source: id, target: member, kind });
          return { id: member, children: groupsOf(member, ALL_KINDS) };
        }),
      };
    });
  };

  let rows = 1;
  let deepest = 0;
  for (const side of [-1, 1] as const) {
    const kinds = RELATION_KINDS.filter((k) => k.side === side).map((k) => k.key);
    const tree = tidyTree({ id: `side:${side}`, children: groupsOf(model.center, kinds) });
    rows = Math.max(rows, tree.slots);
    deepest = Math.max(deepest, tree.depth);
    const middle = (tree.slots - 1) / 2;
    for (const [id, { depth, slot }] of tree.positions) {
      const placed = info.get(id);
      if (!placed || depth === 0) continue;
      nodes.push({ ...placed, side, x: side * columnX(depth), y: (slot - middle) * GRAPH_ROW });
    }
  }
  return {
    nodes,
    edges,
    width: 2 * columnX(deepest),
    height: (rows - 1) * GRAPH_ROW,
  };
}
