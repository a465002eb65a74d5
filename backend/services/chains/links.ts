import { sql, type SQL } from 'drizzle-orm';
import {
  EVIDENCE_KIND_LABELS,
  PLACEMENT_CONFIDENCE_OPTIONS,
  type EvidenceRecord,
  type LeaderRecord,
  type LinkEnterpriseRecord,
  type LinkFilters,
  type LinkSort,
  type RegionRef,
} from '@/lib/contract/chains';
import type { SearchFilters } from '@/lib/contract/search';
import type { Database } from '../../db/client';
import {
  leaderFacts,
  placementCount,
  placementIds,
  placementsOf,
  type LeaderFactsRow,
  type PlacementRow,
  type PlacementScope,
} from '../../db/queries/chains';
import type { PlacementEvidence } from '../../db/schema';
import { filterCondition } from '../search/filters';
import type { ExportColumn } from '../search/export-file';
import { regionPath } from '../search/reference';
import {
  IS_LEADER_CANDIDATE,
  IS_LISTED,
  isLeaderCandidate,
  leaderParts,
  leaderRole,
  leaderScore,
} from './leaders';
import { regionColumnCondition } from './regions';

// A link's enterprises in a region: its placements joined to the enterprises, filtered by
// the search filters (filterCondition, the same SQL as 找企业), sorted and paged; its leaders
// and the candidates elsewhere. Reads placements of one link through the (node, region)
// index, never the whole enterprise table.

/** The search filters of a link's list as 找企业 reads them (no keyword). */
export function asSearchFilters(f: LinkFilters): SearchFilters {
  return { ...f, keyword: '', keyType: 'all' };
}

export function placementScope(
  nodeIds: number[],
  region: RegionRef,
  filters: LinkFilters,
  today: Date,
): PlacementScope {
  return {
    nodeIds,
    region: regionColumnCondition(region, sql`cp.region_code`),
    confidences: filters.confidence,
    where: filterCondition(asSearchFilters(filters), today),
  };
}

/** The list's order; ties by enterprise id so pages never overlap. */
export function placementOrder(sort: LinkSort, order: 'asc' | 'desc'): SQL {
  const dir = sql.raw(order === 'asc' ? 'asc' : 'desc');
  const nulls = sql.raw(order === 'asc' ? 'nulls first' : 'nulls last');
  if (sort === 'capital') return sql`e.zczb ${dir} ${nulls}, e.id`;
  if (sort === 'founded') return sql`e.established_on ${dir}, e.id`;
  return sql`p.score ${dir}, e.id`;
}

export function evidenceRecords(evidence: PlacementEvidence[]): EvidenceRecord[] {
  return evidence.map((e) => ({
    kind: e.kind,
    kindname: EVIDENCE_KIND_LABELS[e.kind],
    text: e.text,
    keyword: e.keyword,
    weight: e.weight,
  }));
}

export function linkEnterpriseRecord(r: PlacementRow): LinkEnterpriseRecord {
  return {
    ID_: String(r.id),
    qymc: r.qymc,
    tyshxydm: r.tyshxydm,
    zczb: r.zczb,
    capitalcurrency: r.capitalCurrency,
    dlhy: r.dlhy,
    fddbr: r.legalRepresentative,
    status: r.status,
    clrq: r.establishedOn,
    region: regionPath(r.regionCode),
    qylx: r.qylx,
    tags: r.tags,
    confidence: r.confidence,
    score: r.score,
    evidence: evidenceRecords(r.evidence),
  };
}

const confidenceLabel = (c: string) =>
  PLACEMENT_CONFIDENCE_OPTIONS.find((o) => o.value === c)?.label ?? c;

/** Columns of a link's export: the enterprise, then why it is on the link. */
export const LINK_EXPORT_COLUMNS: ExportColumn<PlacementRow>[] = [
  { header: '企业名称', width: 40, value: (r) => r.qymc },
  { header: '统一社会信用代码', width: 22, value: (r) => r.tyshxydm },
  { header: '法定代表人', width: 12, value: (r) => r.legalRepresentative },
  { header: '登记状态', width: 10, value: (r) => r.status },
  { header: '成立日期', width: 12, value: (r) => r.establishedOn },
  { header: '注册资本(万元)', width: 16, value: (r) => r.zczb },
  { header: '币种', width: 8, value: (r) => r.capitalCurrency },
  { header: '所属行业', width: 24, value: (r) => r.dlhy },
  { header: '所属地区', width: 24, value: (r) => regionPath(r.regionCode) },
  { header: '企业类型', width: 30, value: (r) => r.qylx },
  { header: '归属可信度', width: 10, value: (r) => confidenceLabel(r.confidence) },
  { header: '证据得分', width: 10, value: (r) => r.score },
  {
    header: '归属证据',
    width: 60,
    value: (r) => r.evidence.map((e) => `${EVIDENCE_KIND_LABELS[e.kind]}：${e.text}`).join('；'),
  },
];

export const exportIds = (db: Database, scope: PlacementScope, order: SQL, limit: number) =>
  placementIds(db, scope, order, limit);
export const exportCount = (db: Database, scope: PlacementScope, cap: number) =>
  placementCount(db, scope, cap);
export const exportRows = (db: Database, scope: PlacementScope, ids: number[]) =>
  placementsOf(db, scope, ids);

function leaderRecord(r: LeaderFactsRow): LeaderRecord {
  const gated = isLeaderCandidate(r);
  const parts = leaderParts({
    listed: r.listed,
    zczb: r.zczb,
    capitalCurrency: r.capitalCurrency,
    tags: r.tags,
    patents: r.patents,
    inventions: r.inventions,
  });
  const score = leaderScore(parts);
  return {
    ID_: String(r.id),
    qymc: r.qymc,
    region: regionPath(r.regionCode),
    zczb: r.zczb,
    capitalcurrency: r.capitalCurrency,
    listed: r.listed,
    tags: r.tags,
    patentcount: r.patents,
    inventionpatentcount: r.inventions,
    leaderscore: score,
    parts,
    role: gated ? leaderRole(r.listed, score) : null,
    confidence: r.confidence,
  };
}

/** By leader score, then registered capital, then id. */
function byLeaderScore(a: LeaderRecord, b: LeaderRecord): number {
  return (
    b.leaderscore - a.leaderscore || (b.zczb ?? 0) - (a.zczb ?? 0) || Number(a.ID_) - Number(b.ID_)
  );
}

/** The link's leaders in the region (the gate, then the score), strongest first. */
export async function linkLeaders(
  db: Database,
  nodeIds: number[],
  region: RegionRef,
  limit: number,
): Promise<LeaderRecord[]> {
  const facts = await leaderFacts(
    db,
    nodeIds,
    regionColumnCondition(region, sql`cp.region_code`),
    IS_LEADER_CANDIDATE,
    IS_LISTED,
  );
  return facts
    .filter((f) => isLeaderCandidate(f))
    .map(leaderRecord)
    .sort(byLeaderScore)
    .slice(0, limit);
}

/**
 * "Find candidates elsewhere": the link's strongest enterprises outside the region — its
 * leaders there by the leader rule; when fewer than `limit`, the best-evidenced others fill up.
 */
export async function linkCandidates(
  db: Database,
  nodeIds: number[],
  region: RegionRef,
  limit: number,
): Promise<LeaderRecord[]> {
  if (region.level === 0) return [];
  const outside = sql`not (${regionColumnCondition(region, sql`cp.region_code`)})`;
  const leaders = (await leaderFacts(db, nodeIds, outside, IS_LEADER_CANDIDATE, IS_LISTED))
    .map(leaderRecord)
    .sort(byLeaderScore)
    .slice(0, limit);
  if (leaders.length >= limit) return leaders;
  const others = await leaderFacts(
    db,
    nodeIds,
    outside,
    sql`not ${IS_LEADER_CANDIDATE}`,
    IS_LISTED,
    {
      order: sql`p.score desc, e.zczb desc nulls last, e.id`,
      limit: limit - leaders.length,
    },
  );
  return [...leaders, ...others.map(leaderRecord)];
}
