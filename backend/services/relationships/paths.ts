import type { Edge, GraphStore } from './graph';

// All simple paths between two nodes of the read graph, shortest first, at most K. Free of
// I/O. The distances to the target (breadth-first, over passable nodes only) prune the
// depth-first walk, so a branch is followed only while it can still reach the target within
// the length being enumerated; a node already on the path is never entered again, so cycles
// cannot loop.

export type WalkRules = {
  /** The edge may be used (type, minimum ratio). */
  admitted: (edge: Edge) => boolean;
  /** The node may be gone through (not a hub, not excluded, its relations read). */
  passable: (node: string) => boolean;
};

export type FoundPath = { nodes: string[] };

export type PathSearchResult = {
  paths: FoundPath[];
  /** More paths of at most maxHops exist than were kept. */
  more: boolean;
  /** The deadline stopped the walk: more may exist, and shorter ones may be missing. */
  timedOut: boolean;
};

/** Distinct neighbours through admitted edges, in a stable order. */
export function admittedNeighbours(store: GraphStore, node: string, rules: WalkRules): string[] {
  const out = new Set<string>();
  for (const id of store.adjacency.get(node) ?? []) {
    const e = store.edges.get(id)!;
    if (rules.admitted(e)) out.add(e.from === node ? e.to : e.from);
  }
  return [...out].sort();
}

/** Hops from `origin` to every node within `maxHops`, going on only from passable nodes. */
export function distancesFrom(
  store: GraphStore,
  origin: string,
  maxHops: number,
  rules: WalkRules,
): Map<string, number> {
  const dist = new Map<string, number>([[origin, 0]]);
  let level = [origin];
  for (let d = 1; d <= maxHops && level.length > 0; d += 1) {
    const next: string[] = [];
    for (const u of level) {
      if (u !== origin && !rules.passable(u)) continue;
      for (const w of admittedNeighbours(store, u, rules)) {
        if (dist.has(w)) continue;
        dist.set(w, d);
        next.push(w);
      }
    }
    level = next;
  }
  return dist;
}

/** How often the walk looks at the clock. */
const CLOCK_EVERY = 256;

export function pathsBetween(
  store: GraphStore,
  source: string,
  target: string,
  maxHops: number,
  maxPaths: number,
  rules: WalkRules,
  deadline: number,
  now: () => number = Date.now,
): PathSearchResult {
  const toTarget = distancesFrom(store, target, maxHops, rules);
  const shortest = toTarget.get(source);
  const paths: FoundPath[] = [];
  if (shortest === undefined) return { paths, more: false, timedOut: false };
  const neighbours = new Map<string, string[]>();
  const around = (node: string) => {
    let list = neighbours.get(node);
    if (!list) {
      list = admittedNeighbours(store, node, rules);
      neighbours.set(node, list);
    }
    return list;
  };
  let more = false;
  let timedOut = false;
  let steps = 0;
  const onPath = new Set<string>([source]);
  const trail: string[] = [source];

  // Paths of exactly `length` hops; false when the walk must stop (enough paths, deadline).
  const walk = (at: string, length: number): boolean => {
    for (const next of around(at)) {
      steps += 1;
      if (steps % CLOCK_EVERY === 0 && now() > deadline) {
        timedOut = true;
        return false;
      }
      if (onPath.has(next)) continue;
      const left = length - trail.length;
      if (next === target) {
        if (left !== 0) continue;
        if (paths.length === maxPaths) {
          more = true;
          return false;
        }
        paths.push({ nodes: [...trail, target] });
        continue;
      }
      if (!rules.passable(next)) continue;
      const d = toTarget.get(next);
      if (d === undefined || d > left) continue;
      onPath.add(next);
      trail.push(next);
      const go = walk(next, length);
      trail.pop();
      onPath.delete(next);
      if (!go) return false;
    }
    return true;
  };

  for (let length = Math.max(shortest, 1); length <= maxHops; length += 1) {
    if (!walk(source, length)) break;
  }
  return { paths, more, timedOut };
}
