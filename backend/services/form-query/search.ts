import {
  SEARCH_MAX_RESULTS,
  SEARCH_MESSAGES,
  SUGGEST_LIMIT,
  exportQuotaParamsSchema,
  searchParamsSchema,
  searchStatsParamsSchema,
  suggestParamsSchema,
  type SearchRecord,
} from '@/lib/contract/search';
import { datasetKind } from '../dataset';
import { AppError } from '../../http/errors';
import { aliasUser, defineAlias, type AliasContext } from '../alias-handler';
import { assertMaySearch } from '../search/access';
import { exportQuota } from '../search/export-quota';
import type { SearchHit } from '../search/types';

// qyhx (企业画像) search aliases: 找企业 results, suggestions, facets, export quota, home figures.

export function toSearchRecord(h: SearchHit): SearchRecord {
  return {
    ID_: String(h.id),
    qymc: h.qymc,
    tyshxydm: h.tyshxydm,
    zczb: h.zczb,
    capitalcurrency: h.capitalCurrency,
    dlhy: h.dlhy,
    lxfs: h.lxfs,
    email: h.email,
    fddbr: h.legalRepresentative,
    status: h.status,
    clrq: h.establishedOn,
    region: h.region,
    qylx: h.qylx,
    tags: h.tags,
    hl: h.hl,
    matchfield: h.match?.field ?? null,
    matchtext: h.match?.text ?? null,
    matchhl: h.match?.hl ?? [],
  };
}

async function searchingUser(ctx: AliasContext) {
  const user = aliasUser(ctx);
  await assertMaySearch(ctx.db, user);
  return user;
}

// qyhxSearch: 找企业, one page of results; extraData.totalCount (capped at 10,000, see capped).
export const qyhxSearch = defineAlias({
  params: searchParamsSchema,
  run: async (ctx, p) => {
    await searchingUser(ctx);
    const offset = (p.pageIndex - 1) * p.pageSize;
    if (offset >= SEARCH_MAX_RESULTS) throw new AppError(400, SEARCH_MESSAGES.tooDeep);
    await ctx.search.validate(p);
    const { hits, total, capped } = await ctx.search.search(p, { offset, limit: p.pageSize });
    return {
      data: hits.map(toSearchRecord),
      extraData: { totalCount: total, capped, pageIndex: p.pageIndex, pageSize: p.pageSize },
    };
  },
});

// qyhxSuggest: names as the user types (top 8), for the header and home search boxes.
export const qyhxSuggest = defineAlias({
  params: suggestParamsSchema,
  run: async (ctx, p) => {
    if (!p.keyword) return { data: [] };
    const hits = await ctx.search.suggest(p.keyword, SUGGEST_LIMIT);
    return {
      data: hits.map((h) => ({ ID_: String(h.id), qymc: h.qymc, status: h.status, hl: h.hl })),
    };
  },
});

// qyhxSearchStats: facet counts of the current search, and whether the data is a demo set.
export const qyhxSearchStats = defineAlias({
  params: searchStatsParamsSchema,
  run: async (ctx, p) => {
    await searchingUser(ctx);
    await ctx.search.validate(p);
    const facets = await ctx.search.facets(p);
    return { data: [{ ...facets, datasetKind: await datasetKind(ctx.db) }] };
  },
});

// qyhxExportQuota: today's export quota and the rows an export of this search would take.
export const qyhxExportQuota = defineAlias({
  params: exportQuotaParamsSchema,
  run: async (ctx, p) => {
    const user = await searchingUser(ctx);
    await ctx.search.validate(p);
    const quota = await exportQuota(
      { db: ctx.db, search: ctx.search, now: ctx.clock.now() },
      user,
      p,
    );
    return { data: [quota] };
  },
});

// qyhxOverview: live figures of the home page (public).
export const qyhxOverview = defineAlias({
  params: suggestParamsSchema.pick({}),
  run: async (ctx) => {
    const o = await ctx.search.overview();
    return {
      data: [
        {
          enterprises: o.enterprises,
          alive: o.alive,
          newThisMonth: o.newThisMonth,
          hotIndustries: o.hotIndustries,
          datasetKind: await datasetKind(ctx.db),
        },
      ],
    };
  },
});
