import type {
  RelationshipAnswer,
  RelationshipEdge,
  RelationshipPath,
  SuspectedTie,
} from '@/lib/contract/relationships';

// What the 找关系 graph draws strong and what it fades: with no path chosen every found path
// (and the chosen entities) is strong and the rest (hubs that were not gone through) faded;
// with a path chosen, that path alone. The graph, the path list and the tests read this one
// model.

export type Highlight = {
  /** Node ids drawn strong; every other node is faded. */
  nodes: ReadonlySet<string>;
  /** Edge ids drawn strong (a step's parallel edges too). */
  edges: ReadonlySet<string>;
};

type AnswerPart = Pick<RelationshipAnswer, 'entities' | 'paths'>;

const stepEdges = (path: RelationshipPath) =>
  path.steps.flatMap((s) => [s.edge, ...s.also]).concat(path.edges);

/** The strong nodes and edges for the chosen path (null: all paths). */
export function highlightOf(answer: AnswerPart, selected: string | null): Highlight {
  const chosen = selected ? answer.paths.filter((p) => p.id === selected) : [];
  // A path id the answer does not hold (a new search) falls back to all paths.
  const paths = chosen.length ? chosen : answer.paths;
  const nodes = new Set<string>(answer.entities.map((e) => e.node));
  const edges = new Set<string>();
  for (const path of paths) {
    for (const n of path.nodes) nodes.add(n);
    for (const e of stepEdges(path)) edges.add(e);
  }
  return { nodes, edges };
}

/** One drawn line between two nodes: the facts between them merged (a 法定代表人 who holds shares). */
export type DrawnLink = {
  /** The two node ids, sorted: one drawn line per pair of nodes. */
  key: string;
  source: string;
  target: string;
  edges: RelationshipEdge[];
  /** The facts' short labels joined: 持股 35.00%、董事 */
  label: string;
};

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** The answer's edges as drawn lines, in the order of the answer. */
export function drawnLinks(edges: readonly RelationshipEdge[]): DrawnLink[] {
  const byPair = new Map<string, DrawnLink>();
  for (const edge of edges) {
    const key = pairKey(edge.from, edge.to);
    const link = byPair.get(key);
    if (link) link.edges.push(edge);
    else byPair.set(key, { key, source: edge.from, target: edge.to, edges: [edge], label: '' });
  }
  return [...byPair.values()].map((link) => ({
    ...link,
    label: [...new Set(link.edges.map((e) => e.label || e.typename))].join('、'),
  }));
}

/** A line is strong when one of its facts is. */
export const linkIsStrong = (link: DrawnLink, highlight: Highlight) =>
  link.edges.some((e) => highlight.edges.has(e.id));

/** Suspected ties as dashed lines between the entity nodes of each pair (one per pair). */
export type TieLink = { key: string; source: string; target: string; ties: SuspectedTie[] };

export function tieLinks(
  entities: RelationshipAnswer['entities'],
  ties: readonly SuspectedTie[],
): TieLink[] {
  const byPair = new Map<string, TieLink>();
  for (const tie of ties) {
    const [a, b] = tie.pair.map((i) => entities[i]?.node);
    if (!a || !b) continue;
    const key = pairKey(a, b);
    const link = byPair.get(key) ?? { key, source: a, target: b, ties: [] };
    link.ties.push(tie);
    byPair.set(key, link);
  }
  return [...byPair.values()];
}

/** 「A」与「B」: the two entities a path or a tie joins. */
export function pairName(entities: RelationshipAnswer['entities'], pair: [number, number]): string {
  return pair.map((i) => `「${entities[i]?.name ?? i + 1}」`).join('与');
}

/** Paths grouped by pair, in the answer's order (pair by pair, shortest first). */
export function pathsByPair(
  paths: readonly RelationshipPath[],
): { pair: [number, number]; paths: RelationshipPath[] }[] {
  const groups = new Map<string, { pair: [number, number]; paths: RelationshipPath[] }>();
  for (const path of paths) {
    const key = path.pair.join('-');
    const group = groups.get(key) ?? { pair: path.pair, paths: [] };
    group.paths.push(path);
    groups.set(key, group);
  }
  return [...groups.values()];
}
