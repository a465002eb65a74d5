import { CHAIN_MESSAGES, NATIONAL_REGION, type RegionRef } from '@/lib/contract/chains';
import {
  hgjjPeersParamsSchema,
  hgjjRegionParamsSchema,
  OFFICIAL_INDICATORS,
  qybdExportQuotaParamsSchema,
  qybdListParamsSchema,
  REGIONAL_PERMISSIONS,
  type HgjjAnswer,
  type HgjjPeer,
  type RankingAnswer,
} from '@/lib/contract/regional';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/queries/users';
import {
  economyRows,
  monthRows,
  officialRows,
  rankingCount,
  rankingPage,
  stepFinishedAt,
} from '../../db/queries/regional';
import { listExportQuota } from '../search/export-quota';
import { aliasUser, defineAlias, type AliasContext } from '../alias-handler';
import { assertScreen, type ScreenPermission } from '../chains/access';
import { parentRegion, regionsOfLevel, resolveRegion } from '../chains/regions';
import {
  assertPickable,
  monthSeries,
  officialValue,
  peerRecord,
  registryFigures,
  windowMonths,
} from '../regional/records';
import {
  rankingFilter,
  rankingListMeta,
  rankingRecord,
  RANKING_CAP,
} from '../regional/ranking-records';

// hgjj: 宏观经济 and qybd: 榜单企业 custom queries (lib/contract/regional.ts,
// docs/investment-promotion.md "API"). Each needs a login and the screen's permission; they
// read the rows of the steps regional-economy and rankings and the official statistics.

async function screen(ctx: AliasContext, permission: ScreenPermission): Promise<UserRow> {
  const user = aliasUser(ctx);
  await assertScreen(ctx.db, user, permission, CHAIN_MESSAGES.noPermission(permission.screen));
  return user;
}

/** The months of the figures: the window ending in the month the step last ran. */
async function economyWindow(ctx: Deps) {
  const asof = await stepFinishedAt(ctx.db, 'regional-economy');
  return { asof, months: windowMonths(asof ? new Date(asof) : ctx.clock.now()) };
}

type Deps = Pick<AliasContext, 'db' | 'clock'>;

const INDICATOR_ORDER = new Map<string, number>(OFFICIAL_INDICATORS.map((i, n) => [i.key, n]));

/** A region's registry figures and official statistics (as separate sections). */
export async function regionEconomy(ctx: Deps, region: RegionRef): Promise<HgjjAnswer> {
  const { asof, months } = await economyWindow(ctx);
  const codes = [region.code, NATIONAL_REGION];
  const economy = await economyRows(ctx.db, codes);
  const monthly = monthSeries(await monthRows(ctx.db, [region.code]), months);
  const official = (await officialRows(ctx.db, [region.code]))
    .map(officialValue)
    .sort(
      (a, b) =>
        INDICATOR_ORDER.get(a.indicator)! - INDICATOR_ORDER.get(b.indicator)! ||
        a.period.localeCompare(b.period),
    );
  return {
    region,
    registry: registryFigures(
      monthly,
      economy.find((e) => e.regionCode === region.code),
      economy.find((e) => e.regionCode === NATIONAL_REGION),
    ),
    official,
    asof,
  };
}

/** The regions of the same level in the same parent (every province for a province). */
export async function regionPeers(ctx: Deps, region: RegionRef): Promise<HgjjPeer[]> {
  if (region.level === 0) return [];
  const within = region.level === 1 ? undefined : parentRegion(region);
  const peers = regionsOfLevel(region.level, within);
  const codes = peers.map((p) => p.code);
  const { months } = await economyWindow(ctx);
  const monthsByRegion = new Map<string, Awaited<ReturnType<typeof monthRows>>>();
  for (const m of await monthRows(ctx.db, codes))
    monthsByRegion.set(m.regionCode, [...(monthsByRegion.get(m.regionCode) ?? []), m]);
  const economy = new Map((await economyRows(ctx.db, codes)).map((e) => [e.regionCode, e]));
  const gdp = new Map<string, Awaited<ReturnType<typeof officialRows>>[number]>();
  for (const row of await officialRows(ctx.db, codes, 'gdp')) gdp.set(row.regionCode, row);
  return peers
    .map((p) =>
      peerRecord(
        p,
        monthSeries(monthsByRegion.get(p.code) ?? [], months),
        economy.get(p.code),
        gdp.get(p.code),
      ),
    )
    .sort((a, b) => b.enterprisecount - a.enterprisecount || a.code.localeCompare(b.code));
}

// hgjjRegion: the regional economy of 全国, a province or a city.
export const hgjjRegion = defineAlias({
  params: hgjjRegionParamsSchema,
  run: async (ctx, p) => {
    const user = await screen(ctx, REGIONAL_PERMISSIONS.hgjj);
    const { region, notice } = resolveRegion(p.region, user);
    assertPickable(region);
    return { data: [await regionEconomy(ctx, region)], extraData: { notice } };
  },
});

// hgjjPeers: the region beside the other regions of its level (a city: its province's cities).
export const hgjjPeers = defineAlias({
  params: hgjjPeersParamsSchema,
  run: async (ctx, p) => {
    const user = await screen(ctx, REGIONAL_PERMISSIONS.hgjj);
    const { region } = resolveRegion(p.region, user);
    assertPickable(region);
    return { data: await regionPeers(ctx, region), extraData: { region } };
  },
});

/** How fresh the ranking lists are. */
async function rankingsAsOf(db: Database) {
  return stepFinishedAt(db, 'rankings');
}

// qybdList: one ranking list by region and 门类, paged, first RANKING_MAX_RANK ranks.
export const qybdList = defineAlias({
  params: qybdListParamsSchema,
  run: async (ctx, p): Promise<RankingAnswer> => {
    const user = await screen(ctx, REGIONAL_PERMISSIONS.qybd);
    const { region } = resolveRegion(p.region, user);
    assertPickable(region);
    const filter = rankingFilter(p.list, region, p.sshy);
    const offset = (p.pageIndex - 1) * p.pageSize;
    const limit = Math.max(0, Math.min(p.pageSize, RANKING_CAP - offset));
    const rows = limit > 0 ? await rankingPage(ctx.db, filter, limit, offset) : [];
    return {
      data: rows.map((r, i) => rankingRecord(r, offset + i + 1)),
      extraData: {
        totalCount: await rankingCount(ctx.db, filter, RANKING_CAP),
        pageIndex: p.pageIndex,
        pageSize: p.pageSize,
        region,
        list: rankingListMeta(p.list),
        asof: await rankingsAsOf(ctx.db),
      },
    };
  },
});

// qybdExportQuota: today's quota and the rows an export of the list would take.
export const qybdExportQuota = defineAlias({
  params: qybdExportQuotaParamsSchema,
  run: async (ctx, p) => {
    const user = await screen(ctx, REGIONAL_PERMISSIONS.qybd);
    const { region } = resolveRegion(p.region, user);
    assertPickable(region);
    const filter = rankingFilter(p.list, region, p.sshy);
    const quota = await listExportQuota({ db: ctx.db, now: ctx.clock.now() }, user, (cap) =>
      rankingCount(ctx.db, filter, Math.min(cap, RANKING_CAP)),
    );
    return { data: [quota] };
  },
});

export const REGIONAL_ALIASES = { hgjjRegion, hgjjPeers, qybdList, qybdExportQuota };
