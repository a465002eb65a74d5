import {
  RELATIONSHIP_MESSAGES,
  type EntityRef,
  type PairSummary,
  type RelationshipAnswer,
  type RelationshipNode,
  type RelationshipPath,
  type RelationshipSearch,
  type ResolvedEntity,
  type SkippedHub,
} from '@/lib/contract/relationships';
import type { Database } from '../../db/client';
import { ownershipRoot } from '../../db/queries/ownership';
import {
  enterprisesByIds,
  frontierRelations,
  personInEnterprise,
  type FrontierNode,
  type RelationSet,
} from '../../db/queries/relationships';
import { AppError } from '../../http/errors';
import { equitySummary, type Party } from '../profile/equity';
import { enterpriseKey, loadOwnershipGraph, personKey } from '../profile/ownership-graph';
import { commonOfSet } from './common';
import { GraphStore, alsoPhrase, isClosed, nodeKind, stepPhrase, type Edge } from './graph';
import { admittedNeighbours, pathsBetween, type WalkRules } from './paths';
import { suspectedTies } from './ties';

// 找关系's search (docs/relationships.md "The search"): a bidirectional breadth-first search
// from every chosen entity over the edge view, one SQL query per level for all the sides
// that grow at that level, then every pair's simple paths on the graph read, shortest first.

/** A node with more relation records than this (of the searched types) is a hub. */
export const HUB_DEGREE = 100;
/** Records read per relation of a chosen entity (it is never a hub: the user asked for it). */
export const ENTITY_CAP = 2000;
/** Records read per relation of a hub when the caller asks to go through hubs. */
export const HUB_EXPANDED_CAP = 1000;
/** The search's time budget: expansion stops at 75 % of it, the path walk at 100 %. */
export const BUDGET_MS = 800;
const EXPANSION_SHARE = 0.75;
/** Skipped hubs listed at most (those that would have joined a pair first). */
export const SKIPPED_HUBS_LIMIT = 20;
/** Common relations listed per kind at most. */
export const COMMON_LIMIT = 50;

export type SearchOptions = {
  hubDegree?: number;
  budgetMs?: number;
  /** Milliseconds clock (tests inject one that jumps). */
  now?: () => number;
  /** Today (YYYY-MM-DD) for computed edges' as-of date. */
  today: string;
};

type Entity = ResolvedEntity & { status: string };

/** The chosen entities as nodes; unknown ids and a person outside its enterprise are 404s. */
export async function resolveEntities(db: Database, refs: EntityRef[]): Promise<Entity[]> {
  const ids = [...new Set(refs.map((r) => r.enterpriseId))];
  const found = new Map((await enterprisesByIds(db, ids)).map((e) => [e.id, e]));
  for (const id of ids) {
    if (!found.has(id)) throw new AppError(404, RELATIONSHIP_MESSAGES.noSuchEnterprise(id));
  }
  const entities: Entity[] = [];
  for (const [index, ref] of refs.entries()) {
    const enterprise = found.get(ref.enterpriseId)!;
    if (ref.kind === 'enterprise') {
      entities.push({
        index,
        node: enterpriseKey(enterprise.id),
        kind: 'enterprise',
        name: enterprise.qymc,
        enterpriseid: enterprise.id,
        qymc: enterprise.qymc,
        status: enterprise.status,
      });
      continue;
    }
    const by = 'personId' in ref ? { personId: ref.personId } : { personKey: ref.personKey };
    const person = await personInEnterprise(db, by, enterprise.id);
    if (!person) {
      const label = 'personId' in ref ? String(ref.personId) : ref.personKey;
      throw new AppError(404, RELATIONSHIP_MESSAGES.noSuchPerson(label));
    }
    if (!person.member) {
      throw new AppError(
        404,
        RELATIONSHIP_MESSAGES.personNotInEnterprise(person.name, enterprise.qymc),
      );
    }
    entities.push({
      index,
      node: personKey(person.id),
      kind: 'person',
      name: person.name,
      enterpriseid: enterprise.id,
      qymc: enterprise.qymc,
      status: '',
    });
  }
  if (new Set(entities.map((e) => e.node)).size !== entities.length) {
    throw new AppError(400, RELATIONSHIP_MESSAGES.duplicate);
  }
  return entities;
}

function relationSet(p: RelationshipSearch): RelationSet {
  const has = (t: string) => (p.types as string[]).includes(t);
  return {
    personHoldings: has('shareholder') && !p.excludePersons,
    enterpriseHoldings: has('investment'),
    legal: has('legal') && !p.excludePersons,
    officers: has('officer') && !p.excludePersons,
    branches: has('branch'),
  };
}

/** 最终受益人 edges of the chosen enterprises, from the equity service's look-through. */
async function beneficiaryEdges(
  db: Database,
  store: GraphStore,
  entities: Entity[],
  today: string,
): Promise<void> {
  for (const e of entities) {
    if (e.kind !== 'enterprise') continue;
    const root = await ownershipRoot(db, e.enterpriseid, true);
    if (!root) continue;
    const party: Party = {
      key: e.node,
      kind: 'enterprise',
      name: root.qymc,
      enterpriseId: e.enterpriseid,
      status: root.status,
    };
    const holders = await loadOwnershipGraph(db, e.enterpriseid, 'up');
    const managers = root.managers.map((m) => ({
      key: personKey(m.person_id),
      name: m.name,
      title: m.title,
    }));
    const summary = equitySummary(party, holders, managers);
    for (const b of summary.beneficiaries ?? []) {
      if (!b.key.startsWith('p:')) continue;
      store.addNode({ id: b.key, kind: 'person', name: b.name, status: null });
      store.addEdge({
        id: `beneficiary:${b.key}>${e.node}`,
        type: 'beneficiary',
        typename: '最终受益人',
        from: b.key,
        to: e.node,
        label: '',
        ratio: null,
        subscribedcapital: null,
        position: b.basis,
        lookthrough: b.look_through,
        // Computed from the registered holdings on the day of the search.
        source: '股权穿透计算',
        asof: today,
      });
    }
  }
}

export async function searchRelationships(
  db: Database,
  p: RelationshipSearch,
  options: SearchOptions,
): Promise<RelationshipAnswer> {
  const now = options.now ?? Date.now;
  const started = now();
  const budgetMs = options.budgetMs ?? BUDGET_MS;
  const hubDegree = options.hubDegree ?? HUB_DEGREE;
  const expansionDeadline = started + budgetMs * EXPANSION_SHARE;
  const deadline = started + budgetMs;
  const entities = await resolveEntities(db, p.entities);
  const entityNodes = new Set(entities.map((e) => e.node));
  const store = new GraphStore();
  for (const e of entities) {
    store.addNode({
      id: e.node,
      kind: e.kind,
      name: e.name,
      status: e.kind === 'enterprise' ? e.status : null,
    });
  }
  if ((p.types as string[]).includes('beneficiary')) {
    await beneficiaryEdges(db, store, entities, options.today);
  }

  const expanded = new Set<string>();
  const hubs = new Map<string, number>();
  const capped = new Set<string>();
  const types = new Set<string>(p.types);
  const rules: WalkRules = {
    admitted: (edge) =>
      types.has(edge.type) &&
      (edge.ratio === null || edge.ratio >= p.minRatio) &&
      !(p.excludePersons && (nodeKind(edge.from) === 'person' || nodeKind(edge.to) === 'person')),
    passable: (node) =>
      entityNodes.has(node) ||
      (expanded.has(node) && !(p.excludeClosed && isClosed(store.nodes.get(node)?.status))),
  };
  // May the search go on from this node (before its relations are read)?
  const enterable = (node: string) =>
    entityNodes.has(node) ||
    (!hubs.has(node) && !(p.excludeClosed && isClosed(store.nodes.get(node)?.status)));
  const relations = relationSet(p);
  const sqlHubDegree = p.expandHubs ? 1_000_000_000 : hubDegree;

  async function expand(nodes: Iterable<string>) {
    const batch: FrontierNode[] = [];
    for (const key of nodes) {
      if (expanded.has(key) || hubs.has(key)) continue;
      const entity = entityNodes.has(key);
      batch.push({
        key,
        entity,
        cap: entity ? ENTITY_CAP : p.expandHubs ? HUB_EXPANDED_CAP : hubDegree + 1,
      });
    }
    if (batch.length === 0) return;
    const { rows, hubs: found } = await frontierRelations(db, batch, relations, sqlHubDegree);
    for (const row of rows) store.addRecord(row);
    for (const h of found) hubs.set(h.node, h.degree);
    const degree = new Map<string, number>();
    for (const row of rows) degree.set(row.node, row.degree);
    for (const f of batch) {
      if (hubs.has(f.key)) continue;
      expanded.add(f.key);
      if (f.entity && (degree.get(f.key) ?? 0) >= ENTITY_CAP) capped.add(f.key);
    }
  }

  // Level by level: every pair needs depth[i] + depth[j] ≥ hops (or a side exhausted); the
  // side with the smaller frontier grows, all growing sides in one query.
  const n = entities.length;
  const pairs: [number, number][] = [];
  for (let i = 0; i < n; i += 1) for (let j = i + 1; j < n; j += 1) pairs.push([i, j]);
  const depth = entities.map(() => 0);
  const dist = entities.map((e) => new Map<string, number>([[e.node, 0]]));
  let frontier = entities.map((e) => [e.node]);
  let partial = false;
  for (let level = 0; ; level += 1) {
    const open = pairs.filter(
      ([i, j]) => depth[i]! + depth[j]! < p.hops && frontier[i]!.length && frontier[j]!.length,
    );
    if (open.length === 0) break;
    if (level > 0 && now() > expansionDeadline) {
      partial = true;
      break;
    }
    const sides = new Set<number>();
    for (const [i, j] of open) {
      const [a, b] = [frontier[i]!.length, frontier[j]!.length];
      sides.add(a < b || (a === b && depth[i]! <= depth[j]!) ? i : j);
    }
    await expand([...sides].flatMap((i) => frontier[i]!));
    frontier = frontier.map((list, i) => {
      if (!sides.has(i)) return list;
      const next: string[] = [];
      for (const u of list) {
        if (!expanded.has(u)) continue;
        for (const w of admittedNeighbours(store, u, rules)) {
          if (dist[i]!.has(w)) continue;
          dist[i]!.set(w, depth[i]! + 1);
          if (enterable(w)) next.push(w);
        }
      }
      depth[i]! += 1;
      return next;
    });
  }

  // A node reached from both sides of a pair but never read may sit between them: read it
  // now (its degree decides whether it is a hub) so that a path never goes through an
  // unchecked node.
  const meeting = new Set<string>();
  for (const [i, j] of pairs) {
    for (const [v, di] of dist[i]!) {
      const dj = dist[j]!.get(v);
      if (dj === undefined || di + dj > p.hops || expanded.has(v) || !enterable(v)) continue;
      meeting.add(v);
    }
  }
  if (meeting.size > 0) {
    if (now() > expansionDeadline) partial = true;
    else await expand(meeting);
  }

  // Ratios are sums of records and titles lists: settle them before the sentences.
  store.finish();

  // Paths, pair by pair.
  const paths: RelationshipPath[] = [];
  const summaries: PairSummary[] = [];
  for (const [i, j] of pairs) {
    const found = pathsBetween(
      store,
      entities[i]!.node,
      entities[j]!.node,
      p.hops,
      p.maxPaths,
      rules,
      deadline,
      now,
    );
    if (found.timedOut) partial = true;
    found.paths.forEach((path, rank) => {
      paths.push(explainPath(store, rules, path.nodes, [i, j], rank));
    });
    summaries.push({
      pair: [i, j],
      count: found.paths.length,
      shortest: found.paths[0] ? found.paths[0].nodes.length - 1 : null,
      more: found.more,
    });
  }

  // Hubs met, those that would have joined a pair first: a hub joins i and j when two of its
  // neighbours, one near each, are close enough for a path of at most `hops` through it.
  const joins = (hub: string, i: number, j: number) => {
    const near = (d: Map<string, number>) =>
      admittedNeighbours(store, hub, rules)
        .filter((u) => d.has(u))
        .map((u) => ({ u, d: d.get(u)! }))
        .sort((a, b) => a.d - b.d)
        .slice(0, 2);
    const [ni, nj] = [near(dist[i]!), near(dist[j]!)];
    return ni.some((a) => nj.some((b) => a.u !== b.u && a.d + b.d + 2 <= p.hops));
  };
  const skipped: SkippedHub[] = [...hubs.entries()]
    .map(([node, degree]) => ({
      node,
      name: store.name(node),
      kind: nodeKind(node),
      degree,
      pairs: pairs.filter(([i, j]) => joins(node, i, j)),
    }))
    .sort(
      (a, b) =>
        b.pairs.length - a.pairs.length || b.degree - a.degree || (a.node < b.node ? -1 : 1),
    )
    .slice(0, SKIPPED_HUBS_LIMIT);

  const { nodes, edges } = answerGraph(store, entities, paths, skipped, rules);
  const notices: string[] = [];
  if (partial) notices.push(RELATIONSHIP_MESSAGES.partial(budgetMs));
  else if (paths.length === 0) notices.push(RELATIONSHIP_MESSAGES.nothingFound);
  const blocking = skipped.filter((h) => h.pairs.length > 0).length;
  if (blocking > 0) notices.push(RELATIONSHIP_MESSAGES.hubsSkipped(blocking));
  for (const node of capped) {
    notices.push(RELATIONSHIP_MESSAGES.entityCapped(store.name(node), ENTITY_CAP));
  }

  const enterpriseEntities = entities.filter((e) => e.kind === 'enterprise');
  return {
    entities: entities.map(({ status: _status, ...e }) => e),
    nodes,
    edges,
    paths,
    pairs: summaries,
    skippedhubs: skipped,
    partial,
    notice: notices.length ? notices.join('；') : null,
    ties: await suspectedTies(db, entities, pairs),
    common: await commonOfSet(db, enterpriseEntities, COMMON_LIMIT),
    rules: {
      hops: p.hops,
      maxpaths: p.maxPaths,
      types: p.types,
      minratio: p.minRatio,
      excludeclosed: p.excludeClosed,
      excludepersons: p.excludePersons,
      expandhubs: p.expandHubs,
      hubdegree: hubDegree,
      budgetms: budgetMs,
    },
    elapsedms: Math.round(now() - started),
  };
}

/** A found path with its edges and its sentence. */
function explainPath(
  store: GraphStore,
  rules: WalkRules,
  nodes: string[],
  pair: [number, number],
  rank: number,
): RelationshipPath {
  const steps = nodes.slice(1).map((to, k) => {
    const at = nodes[k]!;
    const [main, ...others] = store.edgesBetween(at, to).filter(rules.admitted);
    const text =
      stepPhrase(store, main!, at) +
      (others.length ? `（另：${others.map(alsoPhrase).join('、')}）` : '');
    return {
      edge: main!.id,
      also: others.map((e) => e.id),
      text,
      source: main!.source,
      asof: main!.asof,
    };
  });
  return {
    id: `${pair[0]}-${pair[1]}-${rank + 1}`,
    pair,
    hops: nodes.length - 1,
    nodes,
    edges: steps.map((s) => s.edge),
    sentence: steps.map((s) => s.text).join(' → '),
    steps,
  };
}

/** The nodes and edges the screen draws: the paths, the entities, the hubs that block. */
function answerGraph(
  store: GraphStore,
  entities: Entity[],
  paths: RelationshipPath[],
  skipped: SkippedHub[],
  rules: WalkRules,
): { nodes: RelationshipNode[]; edges: Edge[] } {
  const onPath = new Set(paths.flatMap((p) => p.nodes));
  const hubNodes = new Set(skipped.filter((h) => h.pairs.length > 0).map((h) => h.node));
  const edgeIds = new Set(paths.flatMap((p) => p.steps.flatMap((s) => [s.edge, ...s.also])));
  const entityIndex = new Map(entities.map((e) => [e.node, e.index]));
  const shown = new Set([...entityIndex.keys(), ...onPath, ...hubNodes]);
  // A blocking hub is drawn with its edges to what is drawn anyway.
  for (const hub of hubNodes) {
    for (const id of store.adjacency.get(hub) ?? []) {
      const e = store.edges.get(id)!;
      if (rules.admitted(e) && shown.has(e.from) && shown.has(e.to)) edgeIds.add(id);
    }
  }
  const nodes: RelationshipNode[] = [...shown].sort().map((id) => {
    const info = store.nodes.get(id);
    const kind = nodeKind(id);
    const number = Number(id.slice(2));
    return {
      id,
      kind,
      name: info?.name ?? id,
      enterpriseid: kind === 'enterprise' ? number : null,
      personid: kind === 'person' ? number : null,
      status: info?.status ?? null,
      entity: entityIndex.get(id) ?? null,
      onpath: onPath.has(id),
      hub: hubNodes.has(id),
    };
  });
  return { nodes, edges: [...edgeIds].sort().map((id) => store.edges.get(id)!) };
}
