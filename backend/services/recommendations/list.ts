import { sql } from 'drizzle-orm';
import { EVIDENCE_KIND_LABELS, type RegionRef } from '@/lib/contract/chains';
import type {
  GapLinkSummary,
  RecommendationEvidenceRecord,
  RecommendationRecord,
} from '@/lib/contract/recommendations';
import type { Database } from '../../db/client';
import { listChains } from '../../db/queries/chains';
import {
  candidatesOf,
  enterprisesOf,
  placementEvidenceOf,
  withBranchIn,
  type CandidateRow,
  type FeedbackRow,
} from '../../db/queries/recommendations';
import { findRegion, regionColumnCondition } from '../chains/regions';
import { loadChain, regionalChain, type LoadedChain } from '../chains/tree';
import { CANDIDATES_PER_LINK, RECOMMENDATIONS_MAX } from './rules';
import { feedbackPoints, fitPoints, totalScore, type FitLabel } from './score';

// 招商推荐 per request: the region's gap links (from the regional chain figures, no
// enterprise read), the best candidates of each link outside the region (one index range per
// link), the caller's feedback, then the ranking. Bounded: at most CANDIDATES_PER_LINK per link.

export type GapNode = GapLinkSummary & { nodeId: number };

/** The links of a chain the region lacks: 补链, 延链, else weak or absent ones (薄弱). */
export async function gapNodes(
  db: Database,
  loaded: LoadedChain,
  region: RegionRef,
): Promise<GapNode[]> {
  const regional = await regionalChain(db, loaded, region);
  const out: GapNode[] = [];
  for (const n of loaded.nodes) {
    if (n.level < 3) continue;
    const gap = regional.gaps.get(n.id);
    const strength = regional.strength.get(n.id) ?? 'none';
    const national = regional.national.get(n.id)?.enterprisecount ?? 0;
    let label: FitLabel | null = null;
    if (gap?.label === '补链' || gap?.label === '延链') label = gap.label;
    else if ((strength === 'weak' || strength === 'none') && national > 0) label = '薄弱';
    if (!label) continue;
    out.push({
      nodeId: n.id,
      chain: { code: loaded.chain.code, name: loaded.chain.name },
      code: n.code,
      name: n.name,
      label,
      reason: gap?.label ? gap.reason : `${n.name}在本地区相对薄弱（${gap?.reason ?? ''}）`,
      fit: fitPoints(label, 'confirmed'),
    });
  }
  return out.sort((a, b) => b.fit - a.fit || a.code.localeCompare(b.code));
}

/** The gap links of one chain, or of every chain. */
export async function regionGapNodes(
  db: Database,
  region: RegionRef,
  chainCode: string | undefined,
): Promise<GapNode[]> {
  const codes = chainCode ? [chainCode] : (await listChains(db)).map((c) => c.code);
  const all: GapNode[] = [];
  for (const code of codes) all.push(...(await gapNodes(db, await loadChain(db, code), region)));
  return all.sort((a, b) => b.fit - a.fit || a.code.localeCompare(b.code));
}

type Ranked = {
  candidate: CandidateRow;
  gap: GapNode;
  fit: number;
  feedback: number;
  score: number;
};

const evidenceRecord = (e: RecommendationEvidenceRecord): RecommendationEvidenceRecord => ({
  key: e.key,
  name: e.name,
  sentence: e.sentence,
  on: e.on,
  table: e.table,
  id: e.id,
  dimension: e.dimension,
  points: e.points,
});

/**
 * Every recommendation for the region × chain in score order (at most RECOMMENDATIONS_MAX),
 * without the caller's 不合适 ones and without enterprises already in the region.
 */
export async function rankRecommendations(
  db: Database,
  region: RegionRef,
  gaps: readonly GapNode[],
  feedback: readonly FeedbackRow[],
): Promise<Ranked[]> {
  const inRegion = regionColumnCondition(region, sql`s.region_code`);
  const hidden = feedback.filter((f) => f.verdict === 'unsuitable').map((f) => f.enterpriseId);
  const byNode = new Map(gaps.map((g) => [g.nodeId, g]));
  const candidates = await candidatesOf(
    db,
    gaps.map((g) => g.nodeId),
    inRegion,
    hidden,
    CANDIDATES_PER_LINK,
  );
  const present = await withBranchIn(
    db,
    [...new Set(candidates.map((c) => c.enterpriseId))],
    regionColumnCondition(region, sql`s.region_code`),
  );
  // An enterprise on several gap links counts once, by its best fit.
  const best = new Map<number, Ranked>();
  for (const c of candidates) {
    if (present.has(c.enterpriseId)) continue;
    const gap = byNode.get(c.nodeId)!;
    const fit = fitPoints(gap.label, c.confidence);
    const fb = feedbackPoints(c.enterpriseId, c.industryCode, feedback);
    const score = totalScore({
      fit,
      quality: c.quality,
      expansion: c.expansion,
      risk: c.risk,
      feedback: fb,
    });
    const seen = best.get(c.enterpriseId);
    if (!seen || score > seen.score)
      best.set(c.enterpriseId, { candidate: c, gap, fit, feedback: fb, score });
  }
  return [...best.values()]
    .sort((a, b) => b.score - a.score || a.candidate.enterpriseId - b.candidate.enterpriseId)
    .slice(0, RECOMMENDATIONS_MAX);
}

/** The page's records with their three reason lines. */
export async function recommendationRecords(
  db: Database,
  page: readonly Ranked[],
  feedback: readonly FeedbackRow[],
): Promise<RecommendationRecord[]> {
  const ids = page.map((r) => r.candidate.enterpriseId);
  const enterprises = await enterprisesOf(db, ids);
  const placements = await placementEvidenceOf(
    db,
    page.map((r) => ({ nodeId: r.candidate.nodeId, enterpriseId: r.candidate.enterpriseId })),
  );
  const verdicts = new Map(feedback.map((f) => [f.enterpriseId, f.verdict]));
  return page.map((r) => {
    const c = r.candidate;
    const e = enterprises.get(c.enterpriseId)!;
    const region = findRegion(e.regionCode);
    const placed = placements.get(`${c.nodeId}:${c.enterpriseId}`) ?? [];
    const whyhere: RecommendationEvidenceRecord[] = [
      {
        key: 'gap',
        name: r.gap.label,
        sentence: `${r.gap.chain.name} · ${r.gap.name}：${r.gap.reason}`,
        on: null,
        table: null,
        id: null,
        dimension: null,
        points: r.fit,
      },
      ...placed.slice(0, 3).map((p) => ({
        key: `placement-${p.kind}`,
        name: EVIDENCE_KIND_LABELS[p.kind],
        sentence: `${EVIDENCE_KIND_LABELS[p.kind]}：${p.text}（匹配「${p.keyword}」）`,
        on: null,
        table: null,
        id: null,
        dimension: p.kind === 'patent' ? 'zl' : p.kind === 'bid' ? 'ztb' : null,
        points: 0,
      })),
    ];
    return {
      ID_: String(c.enterpriseId),
      qymc: e.qymc,
      tyshxydm: e.tyshxydm,
      region: { code: e.regionCode, name: region?.name ?? e.regionCode, path: region?.path ?? '' },
      industry: e.dlhy,
      zczb: e.zczb,
      capitalcurrency: e.capitalCurrency,
      tags: e.tags,
      chain: r.gap.chain,
      link: { code: r.gap.code, name: r.gap.name, label: r.gap.label },
      riskflags: c.riskFlags,
      verdict: verdicts.get(c.enterpriseId) ?? null,
      score: r.score,
      fit: r.fit,
      quality: c.quality,
      expansion: c.expansion,
      risk: c.risk,
      feedback: r.feedback,
      whyit: c.qualityEvidence.map(evidenceRecord),
      whynow: c.expansionEvidence.map(evidenceRecord),
      whyhere,
    };
  });
}
