import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import type { PlacementEvidence } from '../schema/industry-chain';
import type { RecommendationEvidence, RecommendationVerdict } from '../schema/investment';

// Reads and writes of 招商推荐 and 招商地图 (services/recommendations). Candidate reads are one
// index range per gap link (recommendation_signals (node_id, base desc)), never a scan.

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

const bigints = (ids: readonly number[]) =>
  sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::bigint[]`;

export type CandidateRow = {
  nodeId: number;
  enterpriseId: number;
  confidence: 'confirmed' | 'likely';
  regionCode: string;
  industryCode: string;
  quality: number;
  expansion: number;
  risk: number;
  base: number;
  qualityEvidence: RecommendationEvidence[];
  expansionEvidence: RecommendationEvidence[];
  riskFlags: string[];
};

/**
 * The best `perLink` candidates of each node outside the region (`inRegion` a condition on
 * s.region_code), leaving out `hidden` enterprises.
 */
export async function candidatesOf(
  db: Database,
  nodeIds: readonly number[],
  inRegion: SQL,
  hidden: readonly number[],
  perLink: number,
): Promise<CandidateRow[]> {
  if (nodeIds.length === 0) return [];
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select s.node_id, s.enterprise_id, s.confidence, s.region_code, s.industry_code,
        s.quality, s.expansion, s.risk, s.base, s.quality_evidence, s.expansion_evidence, s.risk_flags
      from unnest(${bigints(nodeIds)}) as n(id)
      cross join lateral (
        select * from recommendation_signals s
        where s.node_id = n.id and not (${inRegion})
          and s.enterprise_id <> all(${bigints(hidden)})
        order by s.base desc nulls last, s.enterprise_id
        limit ${perLink}
      ) s`,
  );
  return found.map((r) => ({
    nodeId: Number(r.node_id),
    enterpriseId: Number(r.enterprise_id),
    confidence: r.confidence as CandidateRow['confidence'],
    regionCode: String(r.region_code),
    industryCode: String(r.industry_code),
    quality: Number(r.quality),
    expansion: Number(r.expansion),
    risk: Number(r.risk),
    base: Number(r.base),
    qualityEvidence: r.quality_evidence as RecommendationEvidence[],
    expansionEvidence: r.expansion_evidence as RecommendationEvidence[],
    riskFlags: (r.risk_flags as string[] | null) ?? [],
  }));
}

/** Of these enterprises, those with a live branch registered in the region. */
export async function withBranchIn(
  db: Database,
  ids: readonly number[],
  inRegion: SQL,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const found = await rows<{ id: number | string }>(
    db,
    sql`select distinct br.parent_id as id from branches br join enterprises s on s.id = br.branch_id
      where br.parent_id = any(${bigints(ids)}) and s.status not in ('吊销', '注销') and ${inRegion}`,
  );
  return new Set(found.map((r) => Number(r.id)));
}

export type CandidateEnterprise = {
  id: number;
  qymc: string;
  tyshxydm: string;
  regionCode: string;
  dlhy: string;
  zczb: number | null;
  capitalCurrency: string;
  tags: string[];
};

export async function enterprisesOf(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, CandidateEnterprise>> {
  if (ids.length === 0) return new Map();
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select id, qymc, tyshxydm, region_code, dlhy, zczb, capital_currency, tags
      from enterprises where id = any(${bigints(ids)})`,
  );
  return new Map(
    found.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        qymc: String(r.qymc),
        tyshxydm: String(r.tyshxydm),
        regionCode: String(r.region_code),
        dlhy: (r.dlhy as string | null) ?? '',
        zczb: r.zczb === null ? null : Number(r.zczb),
        capitalCurrency: (r.capital_currency as string | null) ?? '',
        tags: (r.tags as string[] | null) ?? [],
      },
    ]),
  );
}

/** The placement evidence of (node, enterprise) pairs: why the enterprise is on the link. */
export async function placementEvidenceOf(
  db: Database,
  pairs: readonly { nodeId: number; enterpriseId: number }[],
): Promise<Map<string, PlacementEvidence[]>> {
  if (pairs.length === 0) return new Map();
  const found = await rows<{
    node_id: number | string;
    enterprise_id: number | string;
    evidence: PlacementEvidence[];
  }>(
    db,
    sql`select p.node_id, p.enterprise_id, p.evidence from chain_placements p
      join unnest(${bigints(pairs.map((x) => x.nodeId))}, ${bigints(pairs.map((x) => x.enterpriseId))})
        as q(node_id, enterprise_id) on q.node_id = p.node_id and q.enterprise_id = p.enterprise_id`,
  );
  return new Map(found.map((r) => [`${r.node_id}:${r.enterprise_id}`, r.evidence]));
}

// ---- Feedback (always by owner) ----

export type FeedbackRow = {
  id: number;
  enterpriseId: number;
  qymc: string;
  verdict: RecommendationVerdict;
  reason: string;
  industryCode: string;
  createdAt: string;
};

/** The user's feedback for one region × chain ('' every chain), newest first. */
export async function feedbackOf(
  db: Database,
  userId: string,
  regionCode: string,
  chainCode: string,
): Promise<FeedbackRow[]> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select f.id, f.enterprise_id, e.qymc, f.verdict, f.reason, f.industry_code, f.created_at
      from recommendation_feedback f join enterprises e on e.id = f.enterprise_id
      where f.user_id = ${userId} and f.region_code = ${regionCode} and f.chain_code = ${chainCode}
      order by f.created_at desc, f.id desc`,
  );
  return found.map((r) => ({
    id: Number(r.id),
    enterpriseId: Number(r.enterprise_id),
    qymc: String(r.qymc),
    verdict: r.verdict as RecommendationVerdict,
    reason: String(r.reason),
    industryCode: String(r.industry_code),
    createdAt: new Date(r.created_at as string).toISOString(),
  }));
}

export async function saveFeedback(
  db: Database,
  f: {
    userId: string;
    regionCode: string;
    chainCode: string;
    enterpriseId: number;
    verdict: RecommendationVerdict;
    reason: string;
  },
): Promise<boolean> {
  const found = await rows<{ id: number }>(
    db,
    sql`insert into recommendation_feedback (user_id, region_code, chain_code, enterprise_id,
        verdict, reason, industry_code)
      select ${f.userId}, ${f.regionCode}, ${f.chainCode}, e.id, ${f.verdict}, ${f.reason}, e.industry_code
      from enterprises e where e.id = ${f.enterpriseId}
      on conflict (user_id, region_code, chain_code, enterprise_id) do update
        set verdict = excluded.verdict, reason = excluded.reason, created_at = now()
      returning id`,
  );
  return found.length > 0;
}

/** Deletes the user's own feedback; false when the user has none there. */
export async function deleteFeedback(
  db: Database,
  userId: string,
  regionCode: string,
  chainCode: string,
  enterpriseId: number,
): Promise<boolean> {
  const found = await rows<{ id: number }>(
    db,
    sql`delete from recommendation_feedback where user_id = ${userId} and region_code = ${regionCode}
      and chain_code = ${chainCode} and enterprise_id = ${enterpriseId} returning id`,
  );
  return found.length > 0;
}

// ---- Map ----

export type InboundRow = {
  regionCode: string;
  investments: number;
  investors: number;
  companies: number;
  amountWan: number;
};

export async function inboundOf(
  db: Database,
  codes: readonly string[],
): Promise<Map<string, InboundRow>> {
  if (codes.length === 0) return new Map();
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select region_code, investments, investors, companies, amount_wan from inbound_investment_stats
      where region_code = any(${`{${codes.join(',')}}`}::text[])`,
  );
  return new Map(
    found.map((r) => [
      String(r.region_code),
      {
        regionCode: String(r.region_code),
        investments: Number(r.investments),
        investors: Number(r.investors),
        companies: Number(r.companies),
        amountWan: Number(r.amount_wan),
      },
    ]),
  );
}

export type MapParkRow = {
  code: string;
  name: string;
  level: string;
  type: string;
  regionCode: string;
  enterpriseCount: number;
};

/** Every park with its member count (parks are few: hundreds, not millions). */
export async function allParks(db: Database): Promise<MapParkRow[]> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select p.code, p.name, p.level, p.type, p.region_code, coalesce(s.enterprise_count, 0) as n
      from parks p left join park_stats s on s.park_id = p.id
      order by coalesce(s.enterprise_count, 0) desc, p.code`,
  );
  return found.map((r) => ({
    code: String(r.code),
    name: String(r.name),
    level: String(r.level),
    type: String(r.type),
    regionCode: String(r.region_code),
    enterpriseCount: Number(r.n),
  }));
}

export async function stepAsOf(db: Database, step: string): Promise<string | null> {
  const [row] = await rows<{ finished_at: string | Date }>(
    db,
    sql`select finished_at from derive_runs where step = ${step}`,
  );
  return row ? new Date(row.finished_at).toISOString() : null;
}
