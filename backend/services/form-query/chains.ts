import { sql } from 'drizzle-orm';
import {
  CHAIN_MESSAGES,
  CHAIN_PERMISSIONS,
  LINK_MAX_RESULTS,
  candidatesParamsSchema,
  chainsParamsSchema,
  competitivenessParamsSchema,
  gapsParamsSchema,
  leadersParamsSchema,
  linkEnterprisesParamsSchema,
  linkExportQuotaParamsSchema,
  linkStatsParamsSchema,
  mapParamsSchema,
  myReportsParamsSchema,
  regionsParamsSchema,
  treeParamsSchema,
  type ChainRecord,
  type ChainTree,
  type Competitiveness,
  type GapRecord,
  type LinkFilters,
  type LinkStats,
  type PlacementReportRecord,
} from '@/lib/contract/chains';
import { SEARCH_MESSAGES } from '@/lib/contract/search';
import type { UserRow } from '../../db/queries/users';
import {
  ZERO_FIGURES,
  confidenceCounts,
  listChains,
  placementPage,
  statsAsOf,
  userReports,
} from '../../db/queries/chains';
import { AppError } from '../../http/errors';
import { aliasUser, defineAlias, type AliasContext } from '../alias-handler';
import { assertScreen, type ScreenPermission } from '../chains/access';
import { childFigures, competitiveness, mapFigures } from '../chains/figures';
import { GAP_RULES, tooThinToJudge } from '../chains/gaps';
import { LEADER_RULE_TEXT } from '../chains/leaders';
import {
  evidenceRecords,
  exportCount,
  linkCandidates,
  linkEnterpriseRecord,
  linkLeaders,
  placementOrder,
  placementScope,
  asSearchFilters,
} from '../chains/links';
import { regionColumnCondition, resolveRegion } from '../chains/regions';
import { loadChain, loadNode, regionalChain, segmentOf, treeRecords } from '../chains/tree';
import { listExportQuota } from '../search/export-quota';

// 产业链 custom queries (lib/contract/chains.ts, docs/industry-chains.md "API"). Each needs a
// login and the permission of its screen; unknown chains, nodes and regions are 404s.

async function screenUser(ctx: AliasContext, permission: ScreenPermission): Promise<UserRow> {
  const user = aliasUser(ctx);
  await assertScreen(ctx.db, user, permission, CHAIN_MESSAGES.noPermission(permission.screen));
  return user;
}

const chainScreen = (ctx: AliasContext) => screenUser(ctx, CHAIN_PERMISSIONS.chain);

// cylChains: the chains with their sizes.
export const cylChains = defineAlias({
  params: chainsParamsSchema,
  run: async (ctx) => {
    await chainScreen(ctx);
    const chains = await listChains(ctx.db);
    return {
      data: chains.map((c): ChainRecord => ({
        ID_: String(c.id),
        code: c.code,
        name: c.name,
        description: c.description,
        stagecount: c.stages,
        segmentcount: c.segments,
        linkcount: c.links,
        enterprisecount: c.enterprises,
        productcount: c.products,
      })),
    };
  },
});

// cylTree: a chain's tree with a region's figures, strength colours and gap labels.
export const cylTree = defineAlias({
  params: treeParamsSchema,
  run: async (ctx, p) => {
    const user = await chainScreen(ctx);
    const { region, notice } = resolveRegion(p.region, user);
    const loaded = await loadChain(ctx.db, p.chain);
    const regional = await regionalChain(ctx.db, loaded, region);
    const tree: ChainTree = {
      chain: {
        ID_: String(loaded.chain.id),
        code: loaded.chain.code,
        name: loaded.chain.name,
        description: loaded.chain.description,
      },
      region,
      notice,
      figures: regional.chainLocal,
      nationalfigures: regional.chainNational,
      asof: await statsAsOf(ctx.db),
      nodes: await treeRecords(ctx.db, loaded, regional),
    };
    return { data: [tree] };
  },
});

// cylGaps: every link's gap label in the region, with the numbers and the rule.
export const cylGaps = defineAlias({
  params: gapsParamsSchema,
  run: async (ctx, p) => {
    const user = await chainScreen(ctx);
    const { region } = resolveRegion(p.region, user);
    const loaded = await loadChain(ctx.db, p.chain);
    const regional = await regionalChain(ctx.db, loaded, region);
    const byId = new Map(loaded.nodes.map((n) => [n.id, n]));
    const data: GapRecord[] = loaded.nodes
      .filter((n) => n.level >= 3)
      .map((n) => {
        const s = segmentOf(byId, n);
        return {
          ID_: String(n.id),
          code: n.code,
          name: n.name,
          stage: n.stage,
          segment: { code: s?.code ?? '', name: s?.name ?? '' },
          strength: regional.strength.get(n.id) ?? 'none',
          ...regional.gaps.get(n.id)!,
        };
      });
    return {
      data,
      extraData: {
        region,
        asof: await statsAsOf(ctx.db),
        rules: GAP_RULES,
        thin: tooThinToJudge(regional.chainLocal.enterprisecount, region.level === 0),
      },
    };
  },
});

/** The node, the region and the SQL scope of a link's list (validating every filter). */
async function linkList(ctx: AliasContext, user: UserRow, p: LinkFilters) {
  const { region } = resolveRegion(p.region, user);
  const loaded = await loadNode(ctx.db, p.node);
  await ctx.search.validate(asSearchFilters(p));
  const scope = placementScope(loaded.subtree, region, p, ctx.clock.now());
  return { region, loaded, scope };
}

// cylLinkEnterprises: one page of a link's enterprises in a region, with their evidence.
export const cylLinkEnterprises = defineAlias({
  params: linkEnterprisesParamsSchema,
  run: async (ctx, p) => {
    const user = await chainScreen(ctx);
    const offset = (p.pageIndex - 1) * p.pageSize;
    if (offset >= LINK_MAX_RESULTS) throw new AppError(400, SEARCH_MESSAGES.tooDeep);
    const { region, loaded, scope } = await linkList(ctx, user, p);
    const page = await placementPage(ctx.db, scope, placementOrder(p.sort, p.order), {
      offset,
      limit: p.pageSize,
    });
    return {
      data: page.rows.map(linkEnterpriseRecord),
      extraData: {
        totalCount: page.total,
        pageIndex: p.pageIndex,
        pageSize: p.pageSize,
        node: { code: loaded.node.code, name: loaded.node.name },
        region,
      },
    };
  },
});

// cylExportQuota: today's export quota and the rows an export of this link's list would take.
export const cylExportQuota = defineAlias({
  params: linkExportQuotaParamsSchema,
  run: async (ctx, p) => {
    const user = await chainScreen(ctx);
    const { scope } = await linkList(ctx, user, p);
    const quota = await listExportQuota({ db: ctx.db, now: ctx.clock.now() }, user, (cap) =>
      exportCount(ctx.db, scope, cap),
    );
    return { data: [quota] };
  },
});

// cylLeaders: the link's 链主/龙头 in the region by the documented rule.
export const cylLeaders = defineAlias({
  params: leadersParamsSchema,
  run: async (ctx, p) => {
    const user = await chainScreen(ctx);
    const { region } = resolveRegion(p.region, user);
    const loaded = await loadNode(ctx.db, p.node);
    return {
      data: await linkLeaders(ctx.db, loaded.subtree, region, p.limit),
      extraData: {
        node: { code: loaded.node.code, name: loaded.node.name },
        region,
        rule: LEADER_RULE_TEXT,
      },
    };
  },
});

// cylCandidates: a (gap) link's strongest enterprises outside the region.
export const cylCandidates = defineAlias({
  params: candidatesParamsSchema,
  run: async (ctx, p) => {
    const user = await chainScreen(ctx);
    const { region } = resolveRegion(p.region, user);
    const loaded = await loadNode(ctx.db, p.node);
    return {
      data: await linkCandidates(ctx.db, loaded.subtree, region, p.limit),
      extraData: {
        node: { code: loaded.node.code, name: loaded.node.name },
        region,
        rule: `本地区以外该环节的龙头企业（${LEADER_RULE_TEXT}）；不足时按证据得分补足`,
      },
    };
  },
});

// cylLinkStats: a node's statistics in a region.
export const cylLinkStats = defineAlias({
  params: linkStatsParamsSchema,
  run: async (ctx, p) => {
    const user = await chainScreen(ctx);
    const { region } = resolveRegion(p.region, user);
    const loaded = await loadNode(ctx.db, p.node);
    const regional = await regionalChain(ctx.db, loaded, region);
    const { node, chain } = loaded;
    const stats: LinkStats = {
      node: { code: node.code, name: node.name, stage: node.stage, level: node.level },
      chain: { code: chain.code, name: chain.name },
      region,
      figures: regional.local.get(node.id) ?? ZERO_FIGURES,
      nationalfigures: regional.national.get(node.id) ?? ZERO_FIGURES,
      confidences: await confidenceCounts(
        ctx.db,
        loaded.subtree,
        regionColumnCondition(region, sql`cp.region_code`),
      ),
      gap: regional.gaps.get(node.id) ?? null,
      asof: await statsAsOf(ctx.db),
    };
    return { data: [stats] };
  },
});

// cylRegions: a node's (or a chain's) figures in the child regions of a region.
export const cylRegions = defineAlias({
  params: regionsParamsSchema,
  run: async (ctx, p) => {
    const user = await chainScreen(ctx);
    const { region } = resolveRegion(p.region, user);
    // The schema requires one of the two; a node names its chain.
    const of = p.node
      ? { nodeId: (await loadNode(ctx.db, p.node)).node.id }
      : { chainId: (await loadChain(ctx.db, p.chain!)).chain.id };
    const { rows, total } = await childFigures(ctx.db, of, region);
    return { data: rows, extraData: { region, total, asof: await statsAsOf(ctx.db) } };
  },
});

// cylMap: a chain's or a link's figures for the features of a map level (产业地图).
export const cylMap = defineAlias({
  params: mapParamsSchema,
  run: async (ctx, p) => {
    await screenUser(ctx, CHAIN_PERMISSIONS.map);
    const loaded = await loadChain(ctx.db, p.chain);
    let node = null;
    if (p.node) {
      const found = await loadNode(ctx.db, p.node);
      if (found.chain.id !== loaded.chain.id) {
        throw new AppError(404, CHAIN_MESSAGES.nodeNotInChain(p.node, p.chain));
      }
      node = found.node;
    }
    const { rows, total } = await mapFigures(
      ctx.db,
      node ? { nodeId: node.id } : { chainId: loaded.chain.id },
      p.level,
    );
    return {
      data: rows,
      extraData: {
        level: p.level,
        chain: { code: loaded.chain.code, name: loaded.chain.name },
        node: node ? { code: node.code, name: node.name } : null,
        total,
        asof: await statsAsOf(ctx.db),
      },
    };
  },
});

// cylCompetitiveness: a region's competitiveness in a chain among its peers (竞争力分析).
export const cylCompetitiveness = defineAlias({
  params: competitivenessParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx, CHAIN_PERMISSIONS.competitiveness);
    const { region, notice } = resolveRegion(p.region, user);
    const loaded = await loadChain(ctx.db, p.chain);
    const answer: Competitiveness = {
      ...(await competitiveness(ctx.db, loaded, region, p.weights)),
      notice,
    };
    return { data: [answer] };
  },
});

// cylMyReports: the caller's own placement reports, newest first.
export const cylMyReports = defineAlias({
  params: myReportsParamsSchema,
  run: async (ctx, p) => {
    const user = await chainScreen(ctx);
    const { rows, total } = await userReports(ctx.db, user.id, {
      offset: (p.pageIndex - 1) * p.pageSize,
      limit: p.pageSize,
    });
    return {
      data: rows.map((r): PlacementReportRecord => ({
        ID_: String(r.id),
        qyid: String(r.enterpriseId),
        qymc: r.qymc,
        node: { code: r.nodeCode, name: r.nodeName },
        chain: { code: r.chainCode, name: r.chainName },
        reason: r.reason,
        status: r.status,
        confidence: r.confidence,
        evidence: evidenceRecords(r.evidence),
        createdat: r.createdAt,
      })),
      extraData: { totalCount: total, pageIndex: p.pageIndex, pageSize: p.pageSize },
    };
  },
});

export const CHAIN_ALIASES = {
  cylChains,
  cylTree,
  cylGaps,
  cylLinkEnterprises,
  cylExportQuota,
  cylLeaders,
  cylCandidates,
  cylLinkStats,
  cylRegions,
  cylMap,
  cylCompetitiveness,
  cylMyReports,
};
