import {
  PARK_MESSAGES,
  PARK_PERMISSION,
  parkCompareParamsSchema,
  parkEnterprisesParamsSchema,
  parkParamsSchema,
  parksParamsSchema,
  type ParkCompareRecord,
  type ParkProfile,
} from '@/lib/contract/parks';
import { CHAIN_MESSAGES } from '@/lib/contract/chains';
import type { Database } from '../../db/client';
import {
  chainNames,
  parkChainCounts,
  parkFinancing,
  parkMemberPage,
  parkPage,
  parksByCode,
  parkStatsAsOf,
  type ParkRow,
} from '../../db/queries/parks';
import { AppError } from '../../http/errors';
import { aliasUser, defineAlias, type AliasContext } from '../alias-handler';
import { assertScreen } from '../chains/access';
import { resolveRegion } from '../chains/regions';
import {
  industryCounts,
  memberRecord,
  parkFigures,
  parkListCondition,
  parkListOrder,
  parkRecord,
  qualificationCounts,
} from '../parks/records';

// 园区画像 custom queries (lib/contract/parks.ts, docs/investment-promotion.md "API"). Each
// needs a login and bt-yqhx; an unknown park or region is a 404. Profiles read the rows the
// step park-members keeps, never the park's enterprises as a whole.

async function parkScreen(ctx: AliasContext) {
  const user = aliasUser(ctx);
  await assertScreen(
    ctx.db,
    user,
    PARK_PERMISSION,
    CHAIN_MESSAGES.noPermission(PARK_PERMISSION.screen),
  );
  return user;
}

async function loadPark(db: Database, code: string): Promise<ParkRow> {
  const [row] = await parksByCode(db, [code]);
  if (!row) throw new AppError(404, PARK_MESSAGES.noSuchPark(code));
  return row;
}

const TOP_ENTERPRISES = 10;
const LATEST_FINANCING = 8;

// yqhxParks: parks matching region, level, type, leading chain and a name word; paged.
export const yqhxParks = defineAlias({
  params: parksParamsSchema,
  run: async (ctx, p) => {
    const user = await parkScreen(ctx);
    const { region } = resolveRegion(p.region, user);
    const { rows, total } = await parkPage(
      ctx.db,
      parkListCondition(p, region),
      parkListOrder(p),
      p.pageSize,
      (p.pageIndex - 1) * p.pageSize,
    );
    const chains = await chainNames(ctx.db);
    return {
      data: rows.map((r) => parkRecord(r, chains)),
      extraData: {
        totalCount: total,
        pageIndex: p.pageIndex,
        pageSize: p.pageSize,
        region,
        asof: await parkStatsAsOf(ctx.db),
      },
    };
  },
});

/** A park's chains with their links, largest chains first; leading chains marked. */
async function chainsOf(db: Database, row: ParkRow): Promise<ParkProfile['chains']> {
  const counts = await parkChainCounts(db, [row.id]);
  const out = new Map<string, ParkProfile['chains'][number]>();
  for (const c of counts) {
    const chain = out.get(c.chainCode) ?? {
      code: c.chainCode,
      name: c.chainName,
      count: 0,
      leading: row.leadingChains.includes(c.chainCode),
      links: [],
    };
    out.set(c.chainCode, chain);
    if (c.nodeCode === null) chain.count = c.count;
    else chain.links.push({ code: c.nodeCode, name: c.nodeName ?? c.nodeCode, count: c.count });
  }
  return [...out.values()].sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
}

// yqhxPark: one park's profile from its precomputed rows.
export const yqhxPark = defineAlias({
  params: parkParamsSchema,
  run: async (ctx, p) => {
    await parkScreen(ctx);
    const row = await loadPark(ctx.db, p.park);
    const chains = await chainNames(ctx.db);
    const top = await parkMemberPage(ctx.db, row.id, {
      sort: 'capital',
      limit: TOP_ENTERPRISES,
      offset: 0,
    });
    const financing = await parkFinancing(ctx.db, row.id, LATEST_FINANCING);
    const profile: ParkProfile = {
      park: {
        ...parkRecord(row, chains),
        aliases: row.aliases,
        address: row.address,
        description: row.description,
      },
      figures: parkFigures(row),
      industries: industryCounts(row),
      chains: await chainsOf(ctx.db, row),
      monthly: row.monthly,
      qualifications: qualificationCounts(row),
      topenterprises: top.rows.map(memberRecord),
      financing: financing.map((f) => ({
        ID_: String(f.id),
        qyid: String(f.enterpriseId),
        qymc: f.qymc,
        round: f.round,
        amountwan: f.amountWan,
        date: f.date,
      })),
      asof: await parkStatsAsOf(ctx.db),
    };
    return { data: [profile] };
  },
});

// yqhxParkEnterprises: a park's members, by capital or founding date, optionally one 门类.
export const yqhxParkEnterprises = defineAlias({
  params: parkEnterprisesParamsSchema,
  run: async (ctx, p) => {
    await parkScreen(ctx);
    const row = await loadPark(ctx.db, p.park);
    const page = await parkMemberPage(ctx.db, row.id, {
      category: p.sshy,
      sort: p.sort,
      limit: p.pageSize,
      offset: (p.pageIndex - 1) * p.pageSize,
    });
    return {
      data: page.rows.map(memberRecord),
      extraData: {
        totalCount: page.total,
        pageIndex: p.pageIndex,
        pageSize: p.pageSize,
        park: { code: row.code, name: row.name },
      },
    };
  },
});

// yqhxCompare: 2–4 parks side by side, in the order asked.
export const yqhxCompare = defineAlias({
  params: parkCompareParamsSchema,
  run: async (ctx, p) => {
    await parkScreen(ctx);
    const found = new Map((await parksByCode(ctx.db, p.parks)).map((r) => [r.code, r]));
    const missing = p.parks.find((code) => !found.has(code));
    if (missing !== undefined) throw new AppError(404, PARK_MESSAGES.noSuchPark(missing));
    const rows = p.parks.map((code) => found.get(code)!);
    const chains = await chainNames(ctx.db);
    const counts = await parkChainCounts(
      ctx.db,
      rows.map((r) => r.id),
    );
    const data: ParkCompareRecord[] = rows.map((row) => ({
      park: parkRecord(row, chains),
      figures: parkFigures(row),
      qualifications: qualificationCounts(row),
      industries: industryCounts(row).slice(0, 3),
      chains: counts
        .filter((c) => c.parkId === row.id && c.nodeCode === null)
        .map((c) => ({ code: c.chainCode, name: c.chainName, count: c.count }))
        .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)),
      monthly: row.monthly,
    }));
    return { data, extraData: { asof: await parkStatsAsOf(ctx.db) } };
  },
});

export const PARK_ALIASES = { yqhxParks, yqhxPark, yqhxParkEnterprises, yqhxCompare };
