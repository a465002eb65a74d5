import type { Beneficiary, EquityAnswer, EquityNode, EquityPathStep } from '@/lib/contract/profile';

// Ownership arithmetic of the equity structure (股权结构), free of I/O so it can be tested on
// constructed cases:
// - look-through (穿透) ratio of a holder = Σ over every simple path from the root to the
//   holder of Π of the direct ratios along the path. A path never visits a party twice: a link
//   back to a party already on the path is an ownership cycle, reported and not followed (the
//   cycle's own contribution is second-order and would otherwise never converge in a path sum).
// - ultimate beneficiaries (受益所有人, 《受益所有人信息管理办法》, 2024): natural persons
//   with ≥ 25 % look-through; when nobody reaches it, the person who controls the enterprise;
//   when there is none either, its senior managers (法定代表人, 总经理 ...).
// - actual controller (实际控制人): follow the control chain upward; a holder controls when it
//   holds more than 50 %, or at least 30 % and strictly more than anyone else; the chain ends at
//   a natural person (the controller), at a dispersed level (none) or at a cycle (none).

export type Party = {
  key: string;
  kind: 'enterprise' | 'person';
  name: string;
  enterpriseId?: number;
  status?: string;
};

/** One link of the ownership graph as seen from `of`: the other party and the ratio (%). */
export type Link = { party: Party; ratio: number };

/**
 * Adjacency in one direction: up maps an enterprise to its holders, down maps a holder to
 * its investees. `complete` lists the keys whose links were loaded (others are beyond the
 * loaded depth: their children are unknown, not absent).
 */
export type OwnershipGraph = {
  links: ReadonlyMap<string, readonly Link[]>;
  complete: ReadonlySet<string>;
};

export const UBO_THRESHOLD = 25;
const CONTROL_MAJORITY = 50;
const CONTROL_RELATIVE = 30;
/** Bounds of the path enumeration: deep or wide groups are cut, and the answer says so. */
export const MAX_PATH_DEPTH = 10;
export const MAX_PATHS = 20_000;

const round = (percent: number) => Math.round(percent * 10_000) / 10_000;

export type LookThrough = {
  /** Holder key → summed look-through (%) and the paths that make it up. */
  byParty: Map<string, { percent: number; paths: EquityPathStep[][] }>;
  /** Each cycle as the keys from the repeated party back to itself. */
  cycles: string[][];
  truncated: boolean;
};

/** Every simple path from the root, depth-first, with its ratio product. */
export function lookThrough(
  rootKey: string,
  graph: OwnershipGraph,
  maxDepth = MAX_PATH_DEPTH,
): LookThrough {
  const byParty: LookThrough['byParty'] = new Map();
  const cycles: string[][] = [];
  let truncated = false;
  let paths = 0;
  const onPath: string[] = [rootKey];
  const steps: EquityPathStep[] = [];

  const walk = (key: string, product: number) => {
    if (onPath.length > maxDepth || paths >= MAX_PATHS) {
      if ((graph.links.get(key) ?? []).length > 0) truncated = true;
      return;
    }
    for (const { party, ratio } of graph.links.get(key) ?? []) {
      const at = onPath.indexOf(party.key);
      if (at >= 0) {
        cycles.push([...onPath.slice(at), party.key]);
        continue;
      }
      paths += 1;
      const next = product * (ratio / 100);
      steps.push({ name: party.name, ratio });
      const entry = byParty.get(party.key) ?? { percent: 0, paths: [] };
      entry.percent += next * 100;
      entry.paths.push([...steps]);
      byParty.set(party.key, entry);
      // An enterprise whose own links were not loaded is beyond the bounded depth.
      if (party.kind === 'enterprise' && !graph.complete.has(party.key)) truncated = true;
      onPath.push(party.key);
      walk(party.key, next);
      onPath.pop();
      steps.pop();
    }
  };
  walk(rootKey, 1);
  for (const entry of byParty.values()) entry.percent = round(entry.percent);
  return { byParty, cycles: dedupeCycles(cycles), truncated };
}

// The same cycle is met from each of its parties; keep one rotation of each.
function dedupeCycles(cycles: string[][]): string[][] {
  const seen = new Set<string>();
  return cycles.filter((cycle) => {
    const ring = cycle.slice(0, -1);
    const start = ring.indexOf([...ring].sort()[0]!);
    const id = [...ring.slice(start), ...ring.slice(0, start)].join('>');
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** The control chain upward from the root; null when control is dispersed or circular. */
export function actualController(
  rootKey: string,
  holders: OwnershipGraph,
  maxDepth = MAX_PATH_DEPTH,
): { party: Party; chain: EquityPathStep[]; basis: string } | null {
  const visited = new Set([rootKey]);
  const chain: EquityPathStep[] = [];
  let current = rootKey;
  for (let level = 0; level < maxDepth; level += 1) {
    const ranked = [...(holders.links.get(current) ?? [])].sort((a, b) => b.ratio - a.ratio);
    const [top, second] = ranked;
    if (!top) return null;
    const controls =
      top.ratio > CONTROL_MAJORITY ||
      (top.ratio >= CONTROL_RELATIVE && (!second || top.ratio > second.ratio));
    if (!controls || visited.has(top.party.key)) return null;
    chain.push({ name: top.party.name, ratio: top.ratio });
    if (top.party.kind === 'person') {
      return {
        party: top.party,
        chain,
        basis:
          chain.length === 1
            ? `直接持股 ${round(top.ratio)}%，${top.ratio > CONTROL_MAJORITY ? '绝对控股' : '相对控股且为第一大股东'}`
            : `通过 ${chain.length - 1} 层控股企业逐级控制`,
      };
    }
    visited.add(top.party.key);
    current = top.party.key;
    if (!holders.complete.has(current) || (holders.links.get(current) ?? []).length === 0) {
      return {
        party: top.party,
        chain,
        basis: '控制链顶端企业（未登记上层股东）',
      };
    }
  }
  return null;
}

/** Ultimate beneficiaries by the 2024 rules, with the paths that explain each ratio. */
export function ultimateBeneficiaries(
  flows: LookThrough,
  parties: ReadonlyMap<string, Party>,
  controller: ReturnType<typeof actualController>,
  managers: readonly { key: string; name: string; title: string }[],
): Beneficiary[] {
  const owners: Beneficiary[] = [...flows.byParty.entries()]
    .filter(([key, f]) => parties.get(key)?.kind === 'person' && f.percent >= UBO_THRESHOLD)
    .map(([key, f]) => ({
      key,
      name: parties.get(key)!.name,
      look_through: f.percent,
      basis: `直接或间接持股 ${f.percent}%（≥${UBO_THRESHOLD}%）`,
      paths: f.paths,
    }))
    .sort((a, b) => b.look_through - a.look_through);
  if (owners.length > 0) return owners;
  if (controller?.party.kind === 'person') {
    const key = controller.party.key;
    return [
      {
        key,
        name: controller.party.name,
        look_through: flows.byParty.get(key)?.percent ?? 0,
        basis: `实际控制（${controller.basis}）`,
        paths: flows.byParty.get(key)?.paths ?? [],
      },
    ];
  }
  return managers.map((m) => ({
    key: m.key,
    name: m.name,
    look_through: flows.byParty.get(m.key)?.percent ?? 0,
    basis: `高级管理人员（${m.title}），无人持股达${UBO_THRESHOLD}%且无实际控制人`,
    paths: [],
  }));
}

/**
 * The tree below the node at the end of `path` (keys from the root's child on), `depth`
 * levels deep; ratios along the path multiply into each node's path ratio.
 */
export function equityTree(
  rootKey: string,
  path: readonly string[],
  graph: OwnershipGraph,
  flows: LookThrough,
  depth: number,
): EquityNode[] | null {
  let product = 1;
  let at = rootKey;
  const onPath = [rootKey];
  for (const key of path) {
    const link = (graph.links.get(at) ?? []).find((l) => l.party.key === key);
    if (!link || onPath.includes(key)) return null;
    product *= link.ratio / 100;
    onPath.push(key);
    at = key;
  }
  const grow = (key: string, base: number, trail: string[], left: number): EquityNode[] =>
    (graph.links.get(key) ?? []).map(({ party, ratio }) => {
      const cycle = trail.includes(party.key);
      const next = base * (ratio / 100);
      const expandable = !cycle && party.kind === 'enterprise';
      const knownChildren = graph.links.get(party.key)?.length ?? 0;
      const hasChildren = expandable && (knownChildren > 0 || !graph.complete.has(party.key));
      const node: EquityNode = {
        key: party.key,
        kind: party.kind,
        ...(party.enterpriseId !== undefined ? { enterprise_id: party.enterpriseId } : {}),
        name: party.name,
        ...(party.status ? { status: party.status } : {}),
        ratio: round(ratio),
        path_ratio: round(next * 100),
        look_through: flows.byParty.get(party.key)?.percent ?? round(next * 100),
        cycle,
        has_children: hasChildren,
      };
      if (hasChildren && left > 1 && graph.complete.has(party.key)) {
        node.children = grow(party.key, next, [...trail, party.key], left - 1);
      }
      return node;
    });
  return grow(at, product, onPath, depth);
}

export type EquitySummary = Pick<
  EquityAnswer,
  'beneficiaries' | 'controller' | 'cycles' | 'truncated'
>;

/** Beneficiaries, controller and cycles of the root (direction up). */
export function equitySummary(
  root: Party,
  holders: OwnershipGraph,
  managers: readonly { key: string; name: string; title: string }[],
): EquitySummary {
  const flows = lookThrough(root.key, holders);
  const parties = new Map<string, Party>([[root.key, root]]);
  for (const links of holders.links.values()) {
    for (const l of links) parties.set(l.party.key, l.party);
  }
  const controller = actualController(root.key, holders);
  return {
    beneficiaries: ultimateBeneficiaries(flows, parties, controller, managers),
    controller: controller
      ? {
          key: controller.party.key,
          name: controller.party.name,
          basis: controller.basis,
          chain: controller.chain,
        }
      : null,
    cycles: flows.cycles.map((c) => c.map((k) => parties.get(k)?.name ?? k)),
    truncated: flows.truncated,
  };
}
