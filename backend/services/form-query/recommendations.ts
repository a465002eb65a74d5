import { CHAIN_MESSAGES, NATIONAL_REGION, type RegionRef } from '@/lib/contract/chains';
import { isMapLevel } from '@/lib/map/regions';
import {
  INVESTMENT_MAP_PERMISSION,
  RECOMMENDATION_MESSAGES,
  RECOMMENDATION_PERMISSION,
  feedbackParamsSchema,
  mapLayerParamsSchema,
  myFeedbackParamsSchema,
  recommendationsParamsSchema,
  regionSummaryParamsSchema,
  undoFeedbackParamsSchema,
  type FeedbackRecord,
  type MapLayerRecord,
  type MapParkPoint,
  type RegionSummary,
} from '@/lib/contract/recommendations';
import { regionCentre, spreadAtCentres } from '../../data/region-centres';
import { regionFigures, statsAsOf, ZERO_FIGURES } from '../../db/queries/chains';
import {
  allParks,
  deleteFeedback,
  feedbackOf,
  inboundOf,
  saveFeedback,
  stepAsOf,
  type MapParkRow,
} from '../../db/queries/recommendations';
import { AppError } from '../../http/errors';
import { aliasUser, defineAlias, type AliasContext } from '../alias-handler';
import { assertScreen, type ScreenPermission } from '../chains/access';
import { mapFigures } from '../chains/figures';
import { childRegions, findRegion, isWithin, resolveRegion } from '../chains/regions';
import { loadChain, loadNode } from '../chains/tree';
import {
  rankRecommendations,
  recommendationRecords,
  regionGapNodes,
} from '../recommendations/list';
import { SCORE_RULES } from '../recommendations/rules';
import { regionPathName } from '@/lib/format';

// 招商推荐 (yqtj) and 招商地图 (zsgj) custom queries (lib/contract/recommendations.ts,
// docs/investment-promotion.md). A login and bt-zstj / bt-zsdt; feedback is always read and
// written with the caller's id, so another user's feedback is never reached.

async function screenUser(ctx: AliasContext, permission: ScreenPermission) {
  const user = aliasUser(ctx);
  await assertScreen(ctx.db, user, permission, CHAIN_MESSAGES.noPermission(permission.screen));
  return user;
}

/** The target region of a recommendation: never nationwide (no gaps there). */
function targetRegion(code: string, user: Parameters<typeof resolveRegion>[1]) {
  const resolved = resolveRegion(code, user);
  if (resolved.region.level === 0 && !resolved.notice) {
    throw new AppError(400, RECOMMENDATION_MESSAGES.nationalRegion);
  }
  return resolved;
}

// yqtjRecommendations: enterprises outside the region worth attracting, with their reasons.
export const yqtjRecommendations = defineAlias({
  params: recommendationsParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx, RECOMMENDATION_PERMISSION);
    const { region, notice } = targetRegion(p.region, user);
    const chain = p.chain ? (await loadChain(ctx.db, p.chain)).chain : null;
    const asof = await stepAsOf(ctx.db, 'recommendations');
    const empty = {
      data: [],
      extraData: {
        totalCount: 0,
        pageIndex: p.pageIndex,
        pageSize: p.pageSize,
        region,
        notice,
        chain: chain && { code: chain.code, name: chain.name },
        gaplinks: [],
        hidden: 0,
        interested: 0,
        rules: SCORE_RULES,
        asof,
      },
    };
    if (region.level === 0) return empty;
    const feedback = await feedbackOf(ctx.db, user.id, region.code, p.chain ?? '');
    const gaps = await regionGapNodes(ctx.db, region, p.chain);
    const ranked = await rankRecommendations(ctx.db, region, gaps, feedback);
    const start = (p.pageIndex - 1) * p.pageSize;
    const data = await recommendationRecords(
      ctx.db,
      ranked.slice(start, start + p.pageSize),
      feedback,
    );
    return {
      data,
      extraData: {
        ...empty.extraData,
        totalCount: ranked.length,
        gaplinks: gaps.map(({ nodeId: _, ...g }) => g).slice(0, 30),
        hidden: feedback.filter((f) => f.verdict === 'unsuitable').length,
        interested: feedback.filter((f) => f.verdict === 'interested').length,
      },
    };
  },
});

// yqtjFeedback: the caller's 感兴趣 / 不合适 on one recommendation (replaces an earlier one).
export const yqtjFeedback = defineAlias({
  params: feedbackParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx, RECOMMENDATION_PERMISSION);
    const { region } = targetRegion(p.region, user);
    if (region.level === 0) throw new AppError(400, RECOMMENDATION_MESSAGES.nationalRegion);
    if (p.chain) await loadChain(ctx.db, p.chain);
    const saved = await saveFeedback(ctx.db, {
      userId: user.id,
      regionCode: region.code,
      chainCode: p.chain ?? '',
      enterpriseId: p.qyid,
      verdict: p.verdict,
      reason: p.reason ?? '',
    });
    if (!saved) throw new AppError(404, RECOMMENDATION_MESSAGES.noSuchEnterprise);
    return {
      data: [{ qyid: String(p.qyid), verdict: p.verdict }],
      message: RECOMMENDATION_MESSAGES.feedbackSaved[p.verdict],
    };
  },
});

// yqtjUndoFeedback: 撤销 the caller's own feedback; someone else's is not found.
export const yqtjUndoFeedback = defineAlias({
  params: undoFeedbackParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx, RECOMMENDATION_PERMISSION);
    const { region } = resolveRegion(p.region, user);
    const done = await deleteFeedback(ctx.db, user.id, region.code, p.chain ?? '', p.qyid);
    if (!done) throw new AppError(404, RECOMMENDATION_MESSAGES.noFeedback);
    return { data: [{ qyid: String(p.qyid) }], message: RECOMMENDATION_MESSAGES.feedbackUndone };
  },
});

// yqtjMyFeedback: the caller's feedback for a region × chain (to undo it).
export const yqtjMyFeedback = defineAlias({
  params: myFeedbackParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx, RECOMMENDATION_PERMISSION);
    const { region } = resolveRegion(p.region, user);
    const rows = await feedbackOf(ctx.db, user.id, region.code, p.chain ?? '');
    const data: FeedbackRecord[] = rows.map((r) => ({
      ID_: String(r.id),
      qyid: String(r.enterpriseId),
      qymc: r.qymc,
      verdict: r.verdict,
      reason: r.reason,
      createdat: r.createdAt,
    }));
    return { data, extraData: { region } };
  },
});

const mapLevelRegion = (level: string): RegionRef => {
  if (!isMapLevel(level)) throw new AppError(404, CHAIN_MESSAGES.noSuchMapLevel(level));
  return findRegion(level === 'country' ? NATIONAL_REGION : level)!;
};

/** The region's full name (江苏省苏州市虎丘区, a municipality once); unknown: the code. */
const fullRegionName = (code: string): string => {
  const path = findRegion(code)?.path;
  return path ? regionPathName(path) : code;
};

/** The parks as points at their regions' centres; a park without one is left out. */
async function parkPoints(parks: MapParkRow[]): Promise<MapParkPoint[]> {
  const centres = await Promise.all(parks.map((k) => regionCentre(k.regionCode)));
  const placed = parks.flatMap((park, i) => {
    const centre = centres[i];
    return centre ? [{ park, code: park.code, centre }] : [];
  });
  const at = spreadAtCentres(placed);
  return placed.map(({ park }, i) => ({
    code: park.code,
    name: park.name,
    level: park.level,
    type: park.type,
    regioncode: park.regionCode,
    regionname: fullRegionName(park.regionCode),
    enterprisecount: park.enterpriseCount,
    lng: at[i]![0],
    lat: at[i]![1],
  }));
}

// zsgjLayer: one layer of the investment map for a level's features.
export const zsgjLayer = defineAlias({
  params: mapLayerParamsSchema,
  run: async (ctx, p) => {
    await screenUser(ctx, INVESTMENT_MAP_PERMISSION);
    const parent = mapLevelRegion(p.level);
    const features = childRegions(parent);
    let data: MapLayerRecord[] = [];
    let unplaced: { code: string; name: string }[] = [];
    let points: MapParkPoint[] = [];
    let asof: string | null = null;
    if (p.layer === 'density') {
      if (!p.chain) throw new AppError(400, '企业分布图层请选择产业链');
      const loaded = await loadChain(ctx.db, p.chain);
      let of: { nodeId: number } | { chainId: number } = { chainId: loaded.chain.id };
      if (p.node) {
        const found = await loadNode(ctx.db, p.node);
        if (found.chain.id !== loaded.chain.id) {
          throw new AppError(404, CHAIN_MESSAGES.nodeNotInChain(p.node, p.chain));
        }
        of = { nodeId: found.node.id };
      }
      const { rows } = await mapFigures(ctx.db, of, p.level);
      data = rows.map((r) => ({ code: r.code, name: r.name, value: r.enterprisecount }));
      asof = await statsAsOf(ctx.db);
    } else if (p.layer === 'inbound') {
      const stats = await inboundOf(
        ctx.db,
        features.map((f) => f.code),
      );
      data = features.map((f) => {
        const s = stats.get(f.code);
        return {
          code: f.code,
          name: f.name,
          value: s?.investments ?? 0,
          investors: s?.investors ?? 0,
          amountwan: s?.amountWan ?? 0,
        };
      });
      asof = await stepAsOf(ctx.db, 'recommendations');
    } else {
      const parks = (await allParks(ctx.db)).filter((k) => isWithin(k.regionCode, parent));
      const at = new Map<string, MapLayerRecord>(
        features.map((f) => [f.code, { code: f.code, name: f.name, value: 0, parks: [] }]),
      );
      for (const park of parks) {
        const feature = features.find((f) => isWithin(park.regionCode, f));
        const record = feature && at.get(feature.code);
        if (!record) {
          unplaced.push({ code: park.code, name: park.name });
          continue;
        }
        record.value += 1;
        record.parks!.push({
          code: park.code,
          name: park.name,
          level: park.level,
          enterprisecount: park.enterpriseCount,
        });
      }
      data = [...at.values()];
      unplaced = unplaced.slice(0, 50);
      points = await parkPoints(parks);
      asof = await stepAsOf(ctx.db, 'park-members');
    }
    return { data, extraData: { layer: p.layer, level: p.level, unplaced, points, asof } };
  },
});

const SUMMARY_PARKS = 5;

// zsgjRegion: a region's summary for the map's side panel.
export const zsgjRegion = defineAlias({
  params: regionSummaryParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx, INVESTMENT_MAP_PERMISSION);
    const { region } = resolveRegion(p.region, user);
    const chain = p.chain ? (await loadChain(ctx.db, p.chain)).chain : null;
    let figures = ZERO_FIGURES;
    if (chain) {
      figures =
        (await regionFigures(ctx.db, { chainId: chain.id }, [region.code])).get(region.code) ??
        ZERO_FIGURES;
    }
    const inbound = (await inboundOf(ctx.db, [region.code])).get(region.code);
    const parks = (await allParks(ctx.db)).filter((k) => isWithin(k.regionCode, region));
    const gaps = region.level === 0 ? [] : await regionGapNodes(ctx.db, region, p.chain);
    const summary: RegionSummary = {
      region,
      chain: chain && { code: chain.code, name: chain.name },
      figures: {
        enterprisecount: figures.enterprisecount,
        listedcount: figures.listedcount,
        srdicount: figures.srdicount,
        hightechcount: figures.hightechcount,
        financingcount: figures.financingcount,
      },
      inbound: {
        investments: inbound?.investments ?? 0,
        investors: inbound?.investors ?? 0,
        companies: inbound?.companies ?? 0,
        amountwan: inbound?.amountWan ?? 0,
      },
      parks: parks.slice(0, SUMMARY_PARKS).map((k) => ({
        code: k.code,
        name: k.name,
        level: k.level,
        type: k.type,
        enterprisecount: k.enterpriseCount,
      })),
      parkcount: parks.length,
      gaplinks: gaps
        .filter((g) => g.label !== '薄弱')
        .slice(0, 10)
        .map(({ nodeId: _, ...g }) => g),
      asof: await stepAsOf(ctx.db, 'recommendations'),
    };
    return { data: [summary] };
  },
});

export const RECOMMENDATION_ALIASES = {
  yqtjRecommendations,
  yqtjFeedback,
  yqtjUndoFeedback,
  yqtjMyFeedback,
  zsgjLayer,
  zsgjRegion,
};
