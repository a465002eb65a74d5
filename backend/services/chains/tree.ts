import {
  CHAIN_MESSAGES,
  NATIONAL_REGION,
  type ChainFigures,
  type ChainNodeRecord,
  type GapDecision,
  type RegionRef,
  type StrengthClass,
} from '@/lib/contract/chains';
import type { Database } from '../../db/client';
import {
  ZERO_FIGURES,
  chainNodeFigures,
  chainNodes,
  chainProducts,
  findChain,
  findNode,
  regionFigures,
  type ChainRef,
  type NodeRow,
} from '../../db/queries/chains';
import { AppError } from '../../http/errors';
import {
  gapDecisions,
  locationQuotient,
  median,
  nationalStrengthOf,
  strengthOf,
  type GapLink,
} from './gaps';

// A chain's tree in a region: every node's figures from chain_node_region_stats, its strength
// colour and, for links, the gap label (docs/industry-chains.md, Gaps). A few hundred rows of
// the stats tables, never an enterprise.

const STAGE_ORDER = ['上游', '中游', '下游'] as const;

export type LoadedChain = { chain: ChainRef; nodes: NodeRow[] };

export async function loadChain(db: Database, code: string): Promise<LoadedChain> {
  const chain = await findChain(db, code);
  if (!chain) throw new AppError(404, CHAIN_MESSAGES.noSuchChain(code));
  return { chain, nodes: await chainNodes(db, chain.id) };
}

export type LoadedNode = LoadedChain & { node: NodeRow; subtree: number[] };

/** A node by code with its chain; `subtree` is the node and every node below it. */
export async function loadNode(db: Database, code: string): Promise<LoadedNode> {
  const found = await findNode(db, code);
  if (!found) throw new AppError(404, CHAIN_MESSAGES.noSuchNode(code));
  const nodes = await chainNodes(db, found.chainId);
  const node = nodes.find((n) => n.id === found.id)!;
  return { chain: found.chain, nodes, node, subtree: subtreeOf(nodes, node.id) };
}

export function subtreeOf(nodes: readonly NodeRow[], id: number): number[] {
  const out = [id];
  for (let i = 0; i < out.length; i += 1) {
    for (const n of nodes) if (n.parentId === out[i]) out.push(n.id);
  }
  return out;
}

/** The segment (level 2) a node is in, or undefined for a stage. */
export function segmentOf(byId: Map<number, NodeRow>, node: NodeRow): NodeRow | undefined {
  let at: NodeRow | undefined = node;
  while (at && at.level > 2) at = at.parentId === null ? undefined : byId.get(at.parentId);
  return at?.level === 2 ? at : undefined;
}

/**
 * The upstream links of every link: the links (level 3) of the segments feeding its segment —
 * the segment's `inputs`, or when it names none every segment of the previous stage (the
 * product relation rule of the data layer).
 */
export function upstreamLinks(nodes: readonly NodeRow[]): Map<number, string[]> {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const segments = nodes.filter((n) => n.level === 2);
  const linksOfSegment = new Map<number, string[]>(segments.map((s) => [s.id, []]));
  for (const n of nodes.filter((x) => x.level === 3)) {
    const s = segmentOf(byId, n);
    if (s) linksOfSegment.get(s.id)!.push(n.code);
  }
  const out = new Map<number, string[]>();
  for (const n of nodes.filter((x) => x.level >= 3)) {
    const s = segmentOf(byId, n);
    if (!s) {
      out.set(n.id, []);
      continue;
    }
    const feeding =
      s.inputs === null
        ? segments.filter((x) => STAGE_ORDER.indexOf(x.stage) === STAGE_ORDER.indexOf(s.stage) - 1)
        : segments.filter((x) => s.inputs!.includes(x.code));
    out.set(
      n.id,
      feeding.flatMap((x) => linksOfSegment.get(x.id) ?? []),
    );
  }
  return out;
}

export type RegionalChain = {
  local: Map<number, ChainFigures>;
  national: Map<number, ChainFigures>;
  chainLocal: ChainFigures;
  chainNational: ChainFigures;
  strength: Map<number, StrengthClass>;
  gaps: Map<number, GapDecision>;
};

/** The figures, strengths and gap labels of a chain's nodes in a region. */
export async function regionalChain(
  db: Database,
  loaded: LoadedChain,
  region: RegionRef,
): Promise<RegionalChain> {
  const { chain, nodes } = loaded;
  const codes = [...new Set([region.code, NATIONAL_REGION])];
  const [nodeRows, chainRows] = [
    await chainNodeFigures(db, chain.id, codes),
    await regionFigures(db, { chainId: chain.id }, codes),
  ];
  const local = new Map<number, ChainFigures>();
  const national = new Map<number, ChainFigures>();
  for (const r of nodeRows) {
    if (r.regionCode === region.code) local.set(r.nodeId, r.figures);
    if (r.regionCode === NATIONAL_REGION) national.set(r.nodeId, r.figures);
  }
  const chainLocal = chainRows.get(region.code) ?? ZERO_FIGURES;
  const chainNational = chainRows.get(NATIONAL_REGION) ?? ZERO_FIGURES;
  const count = (m: Map<number, ChainFigures>, id: number) => m.get(id)?.enterprisecount ?? 0;

  const upstream = upstreamLinks(nodes);
  const links: (GapLink & { id: number })[] = nodes
    .filter((n) => n.level >= 3)
    .map((n) => {
      const f = local.get(n.id);
      return {
        id: n.id,
        code: n.code,
        name: n.name,
        local: count(local, n.id),
        national: count(national, n.id),
        hasLeader: !!f && f.listedcount + f.srdicount > 0,
        upstream: upstream.get(n.id) ?? [],
      };
    });
  const nationwide = region.level === 0;
  // Gap rules compare a link with the chain's links (level 3); sub-links are judged alike.
  const decided = gapDecisions(
    links,
    { local: chainLocal.enterprisecount, national: chainNational.enterprisecount },
    nationwide,
  );
  const gaps = new Map(links.map((l) => [l.id, decided.get(l.code)!]));
  const medianLink = median(nodes.filter((n) => n.level === 3).map((n) => count(national, n.id)));
  const strength = new Map<number, StrengthClass>(
    nodes.map((n) => {
      const here = count(local, n.id);
      return [
        n.id,
        nationwide
          ? nationalStrengthOf(here, medianLink)
          : strengthOf(
              locationQuotient(
                here,
                chainLocal.enterprisecount,
                count(national, n.id),
                chainNational.enterprisecount,
              ),
              here,
            ),
      ];
    }),
  );
  return { local, national, chainLocal, chainNational, strength, gaps };
}

/** The nested records of the tree (stages → segments → links → sub-links). */
export async function treeRecords(
  db: Database,
  loaded: LoadedChain,
  regional: RegionalChain,
): Promise<ChainNodeRecord[]> {
  const products = await chainProducts(db, loaded.chain.id);
  const byParent = new Map<number | null, NodeRow[]>();
  for (const n of loaded.nodes) {
    const list = byParent.get(n.parentId) ?? [];
    list.push(n);
    byParent.set(n.parentId, list);
  }
  const build = (parent: NodeRow | null): ChainNodeRecord[] =>
    (byParent.get(parent?.id ?? null) ?? [])
      .sort((a, b) =>
        a.level === 1
          ? STAGE_ORDER.indexOf(a.stage) - STAGE_ORDER.indexOf(b.stage)
          : a.sort - b.sort || a.id - b.id,
      )
      .map((n) => ({
        ID_: String(n.id),
        code: n.code,
        name: n.name,
        stage: n.stage,
        level: n.level,
        sort: n.sort,
        parentcode: parent?.code ?? null,
        keywords: n.keywords,
        products: products
          .filter((p) => p.nodeId === n.id)
          .map((p) => ({ code: p.code, name: p.name })),
        figures: regional.local.get(n.id) ?? ZERO_FIGURES,
        nationalcount: regional.national.get(n.id)?.enterprisecount ?? 0,
        strength: regional.strength.get(n.id) ?? 'none',
        gap: regional.gaps.get(n.id) ?? null,
        children: build(n),
      }));
  return build(null);
}
