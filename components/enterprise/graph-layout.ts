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

// ---- 找关系: paths between chosen entities ----

// The chosen entities are anchors (two: left and right; more: the corners of a regular
// polygon); each path runs straight from one anchor to the other, the shortest on the line
// between them, the next ones in lanes either side. A node keeps the place of the first
// (shortest) path that met it, so alternatives branch off and join the shortest visibly.

/** Distance between successive nodes of the longest path, px. */
export const PATH_HOP = 200;
/** Distance between neighbouring lanes (alternative paths), px. */
export const PATH_LANE = 64;
/** The entities are never closer than this, so short paths keep room for their labels, px. */
export const PATH_MIN_SPAN = 3 * PATH_HOP;
/** Two nodes closer than this in both directions are moved apart, px. */
const PATH_MIN_GAP = 40;

export type PathLayoutInput = {
  /** Node ids of the chosen entities, in order. */
  entities: string[];
  /** Paths in the answer's order (pair by pair, shortest first). */
  paths: { pair: [number, number]; nodes: string[] }[];
  /** Nodes on no path (hubs not gone through), with the drawn nodes they touch. */
  others: { id: string; near: string[] }[];
};

export type PathLayout = {
  nodes: { id: string; x: number; y: number }[];
  width: number;
  height: number;
};

type Point = { x: number; y: number };

/** Lane offsets in steps: 0, 1, -1, 2, -2 … */
const laneStep = (rank: number) => (rank % 2 === 1 ? (rank + 1) / 2 : -rank / 2);

function anchors(count: number, span: number): Point[] {
  if (count <= 2) return [{ x: 0, y: 0 }, ...(count === 2 ? [{ x: span, y: 0 }] : [])];
  // A regular polygon whose sides are `span` long, the first entity on the left.
  const radius = span / (2 * Math.sin(Math.PI / count));
  return Array.from({ length: count }, (_, k) => {
    const angle = Math.PI + (2 * Math.PI * k) / count;
    return { x: Math.round(radius * Math.cos(angle)), y: Math.round(radius * Math.sin(angle)) };
  });
}

export function pathLayout(input: PathLayoutInput): PathLayout {
  const longest = Math.max(1, ...input.paths.map((p) => p.nodes.length - 1));
  const corners = anchors(input.entities.length, Math.max(PATH_MIN_SPAN, longest * PATH_HOP));
  const placed = new Map<string, Point>();
  input.entities.forEach((id, i) => placed.set(id, corners[i]!));

  const crowded = (p: Point) =>
    [...placed.values()].some(
      (q) => Math.abs(q.x - p.x) < PATH_MIN_GAP && Math.abs(q.y - p.y) < PATH_MIN_GAP,
    );
  /** Moves a point along `dir` in lane steps until it has room. */
  const free = (p: Point, dir: Point): Point => {
    let q = p;
    for (let k = 1; crowded(q) && k < 200; k += 1) {
      const s = laneStep(k) * PATH_LANE;
      q = { x: Math.round(p.x + dir.x * s), y: Math.round(p.y + dir.y * s) };
    }
    return q;
  };

  const ranks = new Map<string, number>();
  for (const path of input.paths) {
    const [i, j] = path.pair;
    const a = corners[i]!;
    const b = corners[j]!;
    const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    // The normal of the line a → b: lanes are offsets along it.
    const normal = { x: -(b.y - a.y) / length, y: (b.x - a.x) / length };
    const pairKey = `${i}-${j}`;
    const rank = ranks.get(pairKey) ?? 0;
    ranks.set(pairKey, rank + 1);
    const offset = laneStep(rank) * PATH_LANE;
    const hops = path.nodes.length - 1;
    path.nodes.forEach((id, k) => {
      if (placed.has(id)) return;
      const t = k / hops;
      const at = {
        x: Math.round(a.x + (b.x - a.x) * t + normal.x * offset),
        y: Math.round(a.y + (b.y - a.y) * t + normal.y * offset),
      };
      placed.set(id, free(at, normal));
    });
  }

  // Nodes on no path sit below what they touch.
  const bottom = Math.max(...[...placed.values()].map((p) => p.y));
  input.others.forEach((other, k) => {
    if (placed.has(other.id)) return;
    const near = other.near.map((id) => placed.get(id)).filter((p): p is Point => !!p);
    const x = near.length
      ? Math.round(near.reduce((sum, p) => sum + p.x, 0) / near.length)
      : k * PATH_HOP;
    placed.set(other.id, free({ x, y: bottom + 2 * PATH_LANE }, { x: 1, y: 0 }));
  });

  const nodes = [...placed].map(([id, p]) => ({ id, ...p }));
  const xs = nodes.map((n) => n.x);
  const ys = nodes.map((n) => n.y);
  return {
    nodes,
    width: Math.max(...xs) - Math.min(...xs),
    height: Math.max(...ys) - Math.min(...ys),
  };
}
