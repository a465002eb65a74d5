import { sql, type SQL } from 'drizzle-orm';
import type { ChainFigures } from '@/lib/contract/chains';
import type { Database } from '../client';
import type { PlacementConfidence, PlacementEvidence } from '../schema';

// Reads of the chain screens (docs/industry-chains.md, API): chains and nodes, the regional
// figures the derive pipeline keeps, a link's placements, and placement reports. Every value
// is a bound parameter; fragments passed in (`where`, `order`) are built by the services from
// constants and bound values.

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

const ids = (list: readonly number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );
const texts = (list: readonly string[]) =>
  sql.join(
    list.map((t) => sql`${t}`),
    sql`, `,
  );

// ---- Chains and nodes ----

export type ChainRow = {
  id: number;
  code: string;
  name: string;
  description: string;
  stages: number;
  segments: number;
  links: number;
  products: number;
  enterprises: number;
};

/** Every chain in display order, with its node counts, products and national enterprises. */
export async function listChains(db: Database): Promise<ChainRow[]> {
  const found = await rows<Record<keyof ChainRow, number | string>>(
    db,
    sql`select c.id, c.code, c.name, c.description,
      (select count(*) from industry_chain_nodes n where n.chain_id = c.id and n.level = 1) as stages,
      (select count(*) from industry_chain_nodes n where n.chain_id = c.id and n.level = 2) as segments,
      (select count(*) from industry_chain_nodes n where n.chain_id = c.id and n.level = 3) as links,
      (select count(distinct pn.product_id) from catalog_product_nodes pn
        join industry_chain_nodes n on n.id = pn.node_id where n.chain_id = c.id) as products,
      coalesce((select s.enterprise_count from chain_region_stats s
        where s.chain_id = c.id and s.region_code = '000000'), 0) as enterprises
    from industry_chains c order by c.sort, c.id`,
  );
  return found.map((r) => ({
    id: Number(r.id),
    code: String(r.code),
    name: String(r.name),
    description: String(r.description),
    stages: Number(r.stages),
    segments: Number(r.segments),
    links: Number(r.links),
    products: Number(r.products),
    enterprises: Number(r.enterprises),
  }));
}

export type ChainRef = { id: number; code: string; name: string; description: string };

export async function findChain(db: Database, code: string): Promise<ChainRef | undefined> {
  const [row] = await rows<ChainRef>(
    db,
    sql`select id, code, name, description from industry_chains where code = ${code}`,
  );
  return row ? { ...row, id: Number(row.id) } : undefined;
}

export type NodeRow = {
  id: number;
  chainId: number;
  parentId: number | null;
  code: string;
  name: string;
  stage: '上游' | '中游' | '下游';
  level: number;
  sort: number;
  keywords: string[];
  inputs: string[] | null;
};

const nodeColumns = sql`n.id, n.chain_id, n.parent_id, n.code, n.name, n.stage, n.level, n.sort,
  n.keywords, n.inputs`;

type RawNode = {
  id: number | string;
  chain_id: number | string;
  parent_id: number | string | null;
  code: string;
  name: string;
  stage: NodeRow['stage'];
  level: number;
  sort: number;
  keywords: string[];
  inputs: string[] | null;
};

const toNode = (r: RawNode): NodeRow => ({
  id: Number(r.id),
  chainId: Number(r.chain_id),
  parentId: r.parent_id === null ? null : Number(r.parent_id),
  code: r.code,
  name: r.name,
  stage: r.stage,
  level: Number(r.level),
  sort: Number(r.sort),
  keywords: r.keywords ?? [],
  inputs: r.inputs,
});

/** A chain's nodes, parents before children, siblings in order. */
export async function chainNodes(db: Database, chainId: number): Promise<NodeRow[]> {
  const found = await rows<RawNode>(
    db,
    sql`select ${nodeColumns} from industry_chain_nodes n where n.chain_id = ${chainId}
      order by n.level, n.sort, n.id`,
  );
  return found.map(toNode);
}

export async function findNode(
  db: Database,
  code: string,
): Promise<(NodeRow & { chain: ChainRef }) | undefined> {
  const [row] = await rows<
    RawNode & { chain_code: string; chain_name: string; chain_description: string }
  >(
    db,
    sql`select ${nodeColumns}, c.code as chain_code, c.name as chain_name,
        c.description as chain_description
      from industry_chain_nodes n join industry_chains c on c.id = n.chain_id
      where n.code = ${code}`,
  );
  if (!row) return undefined;
  const node = toNode(row);
  return {
    ...node,
    chain: {
      id: node.chainId,
      code: row.chain_code,
      name: row.chain_name,
      description: row.chain_description,
    },
  };
}

/** Catalogue products on the nodes of a chain. */
export async function chainProducts(
  db: Database,
  chainId: number,
): Promise<{ nodeId: number; code: string; name: string }[]> {
  const found = await rows<{ node_id: number | string; code: string; name: string }>(
    db,
    sql`select pn.node_id, p.code, p.name from catalog_product_nodes pn
      join catalog_products p on p.id = pn.product_id
      join industry_chain_nodes n on n.id = pn.node_id
      where n.chain_id = ${chainId} order by p.sort, p.id`,
  );
  return found.map((r) => ({ nodeId: Number(r.node_id), code: r.code, name: r.name }));
}

// ---- Regional figures ----

const FIGURE_COLUMNS = {
  enterprisecount: 'enterprise_count',
  registeredcapital: 'registered_capital',
  paidincapital: 'paid_in_capital',
  paidinreported: 'paid_in_reported',
  listedcount: 'listed_count',
  srdicount: 'srdi_count',
  hightechcount: 'high_tech_count',
  patentcount: 'patent_count',
  inventionpatentcount: 'invention_patent_count',
  financingcount: 'financing_count',
  financingamount: 'financing_amount',
  insuredstaff: 'insured_staff',
  recruitmentcount: 'recruitment_count',
  newlast12m: 'new_last_12m',
  newprev12m: 'new_prev_12m',
  bidwincount: 'bid_win_count',
  bidwinamount: 'bid_win_amount',
} as const satisfies Record<keyof ChainFigures, string>;

const figureKeys = Object.keys(FIGURE_COLUMNS) as (keyof ChainFigures)[];
const figureSelect = sql.raw(figureKeys.map((k) => `s.${FIGURE_COLUMNS[k]} as ${k}`).join(', '));

export const ZERO_FIGURES: ChainFigures = Object.fromEntries(
  figureKeys.map((k) => [k, 0]),
) as ChainFigures;

function toFigures(r: Record<string, unknown>): ChainFigures {
  return Object.fromEntries(figureKeys.map((k) => [k, Number(r[k] ?? 0)])) as ChainFigures;
}

export type NodeFigures = { nodeId: number; regionCode: string; figures: ChainFigures };

/** Figures of every node of a chain in the given regions (rows only where placed). */
export async function chainNodeFigures(
  db: Database,
  chainId: number,
  regionCodes: readonly string[],
): Promise<NodeFigures[]> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select s.node_id, s.region_code, ${figureSelect} from chain_node_region_stats s
      where s.chain_id = ${chainId} and s.region_code in (${texts(regionCodes)})`,
  );
  return found.map((r) => ({
    nodeId: Number(r.node_id),
    regionCode: String(r.region_code),
    figures: toFigures(r),
  }));
}

/** Figures of one node, or of a whole chain, in the given regions, by region code. */
export async function regionFigures(
  db: Database,
  of: { nodeId: number } | { chainId: number },
  regionCodes: readonly string[],
): Promise<Map<string, ChainFigures>> {
  if (regionCodes.length === 0) return new Map();
  const from =
    'nodeId' in of
      ? sql`chain_node_region_stats s where s.node_id = ${of.nodeId}`
      : sql`chain_region_stats s where s.chain_id = ${of.chainId}`;
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select s.region_code, ${figureSelect} from ${from}
      and s.region_code in (${texts(regionCodes)})`,
  );
  return new Map(found.map((r) => [String(r.region_code), toFigures(r)]));
}

/** A chain's figures in every region of a level (`prefix` keeps those inside one region). */
export async function chainFiguresOfLevel(
  db: Database,
  chainId: number,
  level: number,
  within: SQL,
): Promise<Map<string, ChainFigures>> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select s.region_code, ${figureSelect} from chain_region_stats s
      where s.chain_id = ${chainId} and s.region_level = ${level} and ${within}`,
  );
  return new Map(found.map((r) => [String(r.region_code), toFigures(r)]));
}

/** Per region of a level: how many of the chain's links (level 3) have an enterprise there. */
export async function coveredLinksOfLevel(
  db: Database,
  chainId: number,
  level: number,
  within: SQL,
): Promise<Map<string, number>> {
  const found = await rows<{ region_code: string; n: number | string }>(
    db,
    sql`select s.region_code, count(*) as n from chain_node_region_stats s
      join industry_chain_nodes n on n.id = s.node_id
      where s.chain_id = ${chainId} and s.region_level = ${level} and n.level = 3
        and s.enterprise_count > 0 and ${within}
      group by s.region_code`,
  );
  return new Map(found.map((r) => [r.region_code, Number(r.n)]));
}

/** Per region of a level: the enterprises of all chains (an enterprise once per chain). */
export async function allChainsOfLevel(
  db: Database,
  level: number,
  within: SQL,
): Promise<Map<string, number>> {
  const found = await rows<{ region_code: string; n: number | string }>(
    db,
    sql`select s.region_code, sum(s.enterprise_count) as n from chain_region_stats s
      where s.region_level = ${level} and ${within} group by s.region_code`,
  );
  return new Map(found.map((r) => [r.region_code, Number(r.n)]));
}

/** When the regional figures were last computed (the derive step), ISO time. */
export async function statsAsOf(db: Database): Promise<string | null> {
  const [row] = await rows<{ finished_at: string | Date }>(
    db,
    sql`select finished_at from derive_runs where step = 'chain-region-stats'`,
  );
  if (!row) return null;
  return new Date(row.finished_at).toISOString();
}

// ---- A link's placements ----

export type PlacementRow = {
  id: number;
  qymc: string;
  tyshxydm: string;
  zczb: number | null;
  capitalCurrency: string;
  dlhy: string;
  legalRepresentative: string;
  status: string;
  establishedOn: string;
  regionCode: string;
  qylx: string;
  tags: string[];
  confidence: PlacementConfidence;
  score: number;
  evidence: PlacementEvidence[];
};

type RawPlacement = {
  id: number | string;
  qymc: string;
  tyshxydm: string;
  zczb: number | string | null;
  capital_currency: string;
  dlhy: string;
  legal_representative: string;
  status: string;
  established_on: string;
  region_code: string;
  qylx: string;
  tags: string[];
  confidence: PlacementConfidence;
  score: number | string;
  evidence: PlacementEvidence[] | string;
  total?: number | string;
};

const toPlacement = (r: RawPlacement): PlacementRow => ({
  id: Number(r.id),
  qymc: r.qymc,
  tyshxydm: r.tyshxydm,
  zczb: r.zczb === null ? null : Number(r.zczb),
  capitalCurrency: r.capital_currency,
  dlhy: r.dlhy,
  legalRepresentative: r.legal_representative,
  status: r.status,
  establishedOn: r.established_on,
  regionCode: r.region_code,
  qylx: r.qylx,
  tags: r.tags ?? [],
  confidence: r.confidence,
  score: Number(r.score),
  evidence:
    typeof r.evidence === 'string' ? (JSON.parse(r.evidence) as PlacementEvidence[]) : r.evidence,
});

/**
 * Which placements a list reads: of these nodes (a node and its sub-links; an enterprise once,
 * by its best placement), in the region (`region` on cp.region_code), of these confidences,
 * and passing `where` over `enterprises e`.
 */
export type PlacementScope = {
  nodeIds: readonly number[];
  region: SQL;
  confidences: readonly PlacementConfidence[];
  where: SQL;
};

function placed(scope: PlacementScope): SQL {
  const filter = sql`cp.node_id in (${ids(scope.nodeIds)}) and ${scope.region}
    and cp.confidence in (${texts(scope.confidences)})`;
  return scope.nodeIds.length === 1
    ? sql`select cp.enterprise_id, cp.confidence, cp.score, cp.evidence
        from chain_placements cp where ${filter}`
    : sql`select distinct on (cp.enterprise_id) cp.enterprise_id, cp.confidence, cp.score,
          cp.evidence
        from chain_placements cp where ${filter}
        order by cp.enterprise_id, cp.score desc, cp.node_id`;
}

const placementColumns = sql`e.id, e.qymc, e.tyshxydm, e.zczb, e.capital_currency, e.dlhy,
  e.legal_representative, e.status, e.established_on::text as established_on, e.region_code,
  e.qylx, e.tags, p.confidence, p.score, p.evidence`;

/** One page of a link's placements in `order` (over p and e), and how many there are. */
export async function placementPage(
  db: Database,
  scope: PlacementScope,
  order: SQL,
  page: { offset: number; limit: number },
): Promise<{ rows: PlacementRow[]; total: number }> {
  const found = await rows<RawPlacement>(
    db,
    sql`with p as (${placed(scope)})
      select ${placementColumns}, count(*) over () as total
      from p join enterprises e on e.id = p.enterprise_id
      where ${scope.where}
      order by ${order} limit ${page.limit} offset ${page.offset}`,
  );
  if (found.length > 0) return { rows: found.map(toPlacement), total: Number(found[0]!.total) };
  return { rows: [], total: page.offset > 0 ? await placementCount(db, scope) : 0 };
}

export async function placementCount(db: Database, scope: PlacementScope, cap?: number) {
  const [row] = await rows<{ n: number | string }>(
    db,
    sql`select count(*) as n from (with p as (${placed(scope)})
      select 1 from p join enterprises e on e.id = p.enterprise_id where ${scope.where}
      ${cap === undefined ? sql`` : sql`limit ${cap}`}) x`,
  );
  return Number(row?.n ?? 0);
}

/** The ids of the first `limit` placements in `order` (an export's rows). */
export async function placementIds(
  db: Database,
  scope: PlacementScope,
  order: SQL,
  limit: number,
): Promise<number[]> {
  const found = await rows<{ id: number | string }>(
    db,
    sql`with p as (${placed(scope)})
      select e.id from p join enterprises e on e.id = p.enterprise_id
      where ${scope.where} order by ${order} limit ${limit}`,
  );
  return found.map((r) => Number(r.id));
}

/** The placements of these enterprises, in the order of `enterpriseIds`. */
export async function placementsOf(
  db: Database,
  scope: PlacementScope,
  enterpriseIds: readonly number[],
): Promise<PlacementRow[]> {
  if (enterpriseIds.length === 0) return [];
  const found = await rows<RawPlacement>(
    db,
    sql`with p as (${placed({ ...scope, where: sql`true` })})
      select ${placementColumns} from p join enterprises e on e.id = p.enterprise_id
      where e.id in (${ids(enterpriseIds)})`,
  );
  const byId = new Map(found.map((r) => [Number(r.id), toPlacement(r)]));
  return enterpriseIds.flatMap((id) => byId.get(id) ?? []);
}

/** Placements of the nodes in the region by confidence (an enterprise once per node set). */
export async function confidenceCounts(
  db: Database,
  nodeIds: readonly number[],
  region: SQL,
): Promise<Record<PlacementConfidence, number>> {
  const found = await rows<{ confidence: PlacementConfidence; n: number | string }>(
    db,
    sql`with p as (${placed({
      nodeIds,
      region,
      confidences: ['confirmed', 'likely', 'weak'],
      where: sql`true`,
    })}) select confidence, count(*) as n from p group by confidence`,
  );
  const counts = { confirmed: 0, likely: 0, weak: 0 };
  for (const r of found) counts[r.confidence] = Number(r.n);
  return counts;
}

// ---- Leaders ----

export type LeaderFactsRow = {
  id: number;
  qymc: string;
  regionCode: string;
  zczb: number | null;
  capitalCurrency: string;
  listed: boolean;
  tags: string[];
  confidence: PlacementConfidence;
  score: number;
  patents: number;
  inventions: number;
};

/**
 * Placements (confirmed or likely) of the nodes where `region` holds, of enterprises passing
 * `gate`, with what the leader rule reads. `order`/`limit` bound the read when given.
 */
export async function leaderFacts(
  db: Database,
  nodeIds: readonly number[],
  region: SQL,
  gate: SQL,
  listed: SQL,
  bound?: { order: SQL; limit: number },
): Promise<LeaderFactsRow[]> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`with p as (${placed({ nodeIds, region, confidences: ['confirmed', 'likely'], where: sql`true` })}),
      c as (select e.id, e.qymc, e.region_code, e.zczb, e.capital_currency, ${listed} as listed,
          e.tags, p.confidence, p.score
        from p join enterprises e on e.id = p.enterprise_id
        where ${gate}
        ${bound ? sql`order by ${bound.order} limit ${bound.limit}` : sql``})
      select c.*, coalesce(pt.n, 0) as patents, coalesce(pt.inventions, 0) as inventions
      from c left join lateral (select count(*) as n,
          count(*) filter (where type in (1, 8)) as inventions
        from patents where enterprise_id = c.id) pt on true`,
  );
  return found.map((r) => ({
    id: Number(r.id),
    qymc: String(r.qymc),
    regionCode: String(r.region_code),
    zczb: r.zczb === null ? null : Number(r.zczb),
    capitalCurrency: String(r.capital_currency),
    listed: Boolean(r.listed),
    tags: (r.tags as string[]) ?? [],
    confidence: r.confidence as PlacementConfidence,
    score: Number(r.score),
    patents: Number(r.patents),
    inventions: Number(r.inventions),
  }));
}

// ---- Placement reports ----

/** The node of the enterprise's best placement among `nodeIds` (what a report names). */
export async function placedNode(
  db: Database,
  nodeIds: readonly number[],
  enterpriseId: number,
): Promise<number | undefined> {
  const [row] = await rows<{ node_id: number | string }>(
    db,
    sql`select node_id from chain_placements
      where node_id in (${ids(nodeIds)}) and enterprise_id = ${enterpriseId}
      order by score desc, node_id limit 1`,
  );
  return row ? Number(row.node_id) : undefined;
}

/** The user's open report of the placement, if any. */
export async function openReportId(
  db: Database,
  userId: string,
  nodeId: number,
  enterpriseId: number,
): Promise<number | undefined> {
  const [row] = await rows<{ id: number | string }>(
    db,
    sql`select id from chain_placement_reports where user_id = ${userId} and node_id = ${nodeId}
      and enterprise_id = ${enterpriseId} and status = 'open' limit 1`,
  );
  return row ? Number(row.id) : undefined;
}

export type ReportRow = {
  id: number;
  enterpriseId: number;
  qymc: string;
  nodeCode: string;
  nodeName: string;
  chainCode: string;
  chainName: string;
  reason: string;
  status: 'open' | 'accepted' | 'rejected';
  confidence: PlacementConfidence | null;
  evidence: PlacementEvidence[];
  createdAt: string;
};

/** The user's own reports, newest first; only ever the caller's. */
export async function userReports(
  db: Database,
  userId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: ReportRow[]; total: number }> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select r.id, r.enterprise_id, e.qymc, n.code as node_code, n.name as node_name,
        c.code as chain_code, c.name as chain_name, r.reason, r.status, r.confidence,
        r.evidence, r.created_at, count(*) over () as total
      from chain_placement_reports r
      join enterprises e on e.id = r.enterprise_id
      join industry_chain_nodes n on n.id = r.node_id
      join industry_chains c on c.id = n.chain_id
      where r.user_id = ${userId}
      order by r.created_at desc, r.id desc limit ${page.limit} offset ${page.offset}`,
  );
  const total = found.length
    ? Number(found[0]!.total)
    : Number(
        (
          await rows<{ n: number | string }>(
            db,
            sql`select count(*) as n from chain_placement_reports where user_id = ${userId}`,
          )
        )[0]?.n ?? 0,
      );
  return {
    total,
    rows: found.map((r) => ({
      id: Number(r.id),
      enterpriseId: Number(r.enterprise_id),
      qymc: String(r.qymc),
      nodeCode: String(r.node_code),
      nodeName: String(r.node_name),
      chainCode: String(r.chain_code),
      chainName: String(r.chain_name),
      reason: String(r.reason),
      status: r.status as ReportRow['status'],
      confidence: (r.confidence as PlacementConfidence | null) ?? null,
      evidence:
        typeof r.evidence === 'string'
          ? (JSON.parse(r.evidence) as PlacementEvidence[])
          : ((r.evidence as PlacementEvidence[] | null) ?? []),
      createdAt: new Date(r.created_at as string).toISOString(),
    })),
  };
}
