import { sql, type SQL } from 'drizzle-orm';
import {
  categoriesParamsSchema,
  categoryParamsSchema,
  hotProductsParamsSchema,
  PATENT_COUNT_CAP,
  PRODUCT_MESSAGES,
  PRODUCT_PERMISSION,
  productParamsSchema,
  productPatentsParamsSchema,
  productRegionsParamsSchema,
  productSearchParamsSchema,
  producersParamsSchema,
  type CategoryDetail,
  type CategoryNodeRecord,
  type ProducerRecord,
  type ProductDetail,
  type ProductPatentRecord,
  type ProductRecord,
} from '@/lib/contract/products';
import { PATENT_TYPES } from '@/lib/contract/lookups';
import type { UserRow } from '../../db/queries/users';
import { statsAsOf } from '../../db/queries/chains';
import {
  allCategories,
  categoryProducts,
  findProduct,
  hotProducts,
  patentsHolding,
  producerPage,
  productLinks,
  productRegionCounts,
  relatedProducts,
  searchProducts,
  type CategoryRow,
  type ProductRow,
} from '../../db/queries/products';
import { AppError } from '../../http/errors';
import { aliasUser, defineAlias, type AliasContext } from '../alias-handler';
import { assertScreen } from '../chains/access';
import { evidenceRecords } from '../chains/links';
import { childRegions, regionColumnCondition, resolveRegion } from '../chains/regions';
import { pinyinRanges, rangesOfAll } from '../search/highlight';
import { regionPath } from '../search/reference';
import { bigramsOf, escapeLike, prefixOf } from '../search/keyword';

// 找产品 custom queries (lib/contract/products.ts, docs/industry-chains.md "API"): the
// catalogue, a product's detail, producers, region distribution and patents. Each needs a
// login and bt-zcp; unknown products and categories are 404s.

async function productUser(ctx: AliasContext): Promise<UserRow> {
  const user = aliasUser(ctx);
  await assertScreen(ctx.db, user, PRODUCT_PERMISSION, PRODUCT_MESSAGES.noPermission);
  return user;
}

async function existingProduct(ctx: AliasContext, code: string): Promise<ProductRow> {
  const product = await findProduct(ctx.db, code);
  if (!product) throw new AppError(404, PRODUCT_MESSAGES.noSuchProduct(code));
  return product;
}

function productRecord(p: ProductRow, keyword = ''): ProductRecord {
  const hl = keyword ? rangesOfAll(p.name, [keyword]) : [];
  return {
    ID_: String(p.id),
    code: p.code,
    name: p.name,
    definition: p.definition,
    category: { code: p.categoryCode, name: p.categoryName },
    producercount: p.producers,
    hl: hl.length || !keyword ? hl : pinyinRanges(p.name, keyword),
  };
}

/**
 * Where a keyword matches a product: its name (anywhere; two or more characters through the
 * name's bigram index), or for Latin letters the pinyin or initials (prefix; from three
 * letters also inside). Ranked exact name, name prefix, name inside, pinyin.
 */
function productMatch(keyword: string): { match: SQL; tier: SQL } {
  const inName =
    [...keyword].length >= 2
      ? sql`(zsai_bigrams(p.name) @> array[${sql.join(
          bigramsOf([keyword]).map((g) => sql`${g}`),
          sql`, `,
        )}]::text[] and strpos(p.name, ${keyword}) > 0)`
      : sql`strpos(p.name, ${keyword}) > 0`;
  const latin = keyword.toLowerCase().replace(/\s+/g, '');
  const ways = [inName];
  if (/^[a-z]+$/.test(latin)) {
    ways.push(
      sql`p.name_pinyin like ${prefixOf(latin)}`,
      sql`p.name_initials like ${prefixOf(latin)}`,
    );
    if (latin.length >= 3) ways.push(sql`p.name_pinyin like ${`%${escapeLike(latin)}%`}`);
  }
  return {
    match: sql`(${sql.join(ways, sql` or `)})`,
    tier: sql`case when p.name = ${keyword} then 0 when p.name like ${prefixOf(keyword)} then 1
      when strpos(p.name, ${keyword}) > 0 then 2 else 3 end`,
  };
}

// zcpSearch: products by name, pinyin or initials.
export const zcpSearch = defineAlias({
  params: productSearchParamsSchema,
  run: async (ctx, p) => {
    await productUser(ctx);
    const offset = (p.pageIndex - 1) * p.pageSize;
    if (!p.keyword) {
      return {
        data: [],
        extraData: { totalCount: 0, pageIndex: p.pageIndex, pageSize: p.pageSize },
      };
    }
    const { match, tier } = productMatch(p.keyword);
    const { rows, total } = await searchProducts(ctx.db, match, tier, {
      offset,
      limit: p.pageSize,
    });
    return {
      data: rows.map((r) => productRecord(r, p.keyword)),
      extraData: { totalCount: total, pageIndex: p.pageIndex, pageSize: p.pageSize },
    };
  },
});

/** Products in each category and below it. */
function rolledUp(categories: CategoryRow[]): Map<number, number> {
  const totals = new Map(categories.map((c) => [c.id, c.products]));
  // Children have higher depth; walk leaves first by repeatedly pushing counts up.
  const byId = new Map(categories.map((c) => [c.id, c]));
  const depth = (c: CategoryRow): number =>
    c.parentId === null || !byId.has(c.parentId) ? 0 : 1 + depth(byId.get(c.parentId)!);
  for (const c of [...categories].sort((a, b) => depth(b) - depth(a))) {
    if (c.parentId !== null && totals.has(c.parentId)) {
      totals.set(c.parentId, totals.get(c.parentId)! + totals.get(c.id)!);
    }
  }
  return totals;
}

// zcpCategories: the category tree with product counts.
export const zcpCategories = defineAlias({
  params: categoriesParamsSchema,
  run: async (ctx) => {
    await productUser(ctx);
    const categories = await allCategories(ctx.db);
    const totals = rolledUp(categories);
    const build = (parentId: number | null): CategoryNodeRecord[] =>
      categories
        .filter((c) => c.parentId === parentId)
        .map((c) => ({
          ID_: String(c.id),
          code: c.code,
          name: c.name,
          productcount: totals.get(c.id) ?? 0,
          children: build(c.id),
        }));
    return { data: build(null) };
  },
});

// zcpHot: products with the most producers.
export const zcpHot = defineAlias({
  params: hotProductsParamsSchema,
  run: async (ctx, p) => {
    await productUser(ctx);
    return { data: (await hotProducts(ctx.db, p.limit)).map((r) => productRecord(r)) };
  },
});

function categoryPath(categories: CategoryRow[], id: number) {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const path: { code: string; name: string }[] = [];
  for (let at = byId.get(id); at; at = at.parentId === null ? undefined : byId.get(at.parentId)) {
    path.unshift({ code: at.code, name: at.name });
  }
  return path;
}

// zcpProduct: a product's detail.
export const zcpProduct = defineAlias({
  params: productParamsSchema,
  run: async (ctx, p) => {
    await productUser(ctx);
    const product = await existingProduct(ctx, p.product);
    const detail: ProductDetail = {
      ID_: String(product.id),
      code: product.code,
      name: product.name,
      definition: product.definition,
      keywords: product.keywords,
      categorypath: categoryPath(await allCategories(ctx.db), product.categoryId),
      links: await productLinks(ctx.db, product.id),
      upstream: await relatedProducts(ctx.db, product.id, 'upstream'),
      downstream: await relatedProducts(ctx.db, product.id, 'downstream'),
      producercount: product.producers,
      confirmedcount: product.confirmed,
      asof: await statsAsOf(ctx.db),
    };
    return { data: [detail] };
  },
});

// zcpProducers: a product's producers in a region, ranked by evidence.
export const zcpProducers = defineAlias({
  params: producersParamsSchema,
  run: async (ctx, p) => {
    const user = await productUser(ctx);
    const { region } = resolveRegion(p.region, user);
    const product = await existingProduct(ctx, p.product);
    const { rows, total } = await producerPage(
      ctx.db,
      product.id,
      regionColumnCondition(region, sql`pp.region_code`),
      { offset: (p.pageIndex - 1) * p.pageSize, limit: p.pageSize },
    );
    return {
      data: rows.map((r): ProducerRecord => ({
        ID_: String(r.id),
        qymc: r.qymc,
        region: regionPath(r.regionCode),
        zczb: r.zczb,
        capitalcurrency: r.capitalCurrency,
        status: r.status,
        clrq: r.establishedOn,
        tags: r.tags,
        confidence: r.confidence,
        score: r.score,
        evidence: evidenceRecords(r.evidence),
      })),
      extraData: { totalCount: total, pageIndex: p.pageIndex, pageSize: p.pageSize, region },
    };
  },
});

// zcpProductRegions: a product's producers per child region.
export const zcpProductRegions = defineAlias({
  params: productRegionsParamsSchema,
  run: async (ctx, p) => {
    const user = await productUser(ctx);
    const { region } = resolveRegion(p.region, user);
    const product = await existingProduct(ctx, p.product);
    const children = childRegions(region);
    const counts = await productRegionCounts(ctx.db, product.id, [
      region.code,
      ...children.map((c) => c.code),
    ]);
    const total = counts.get(region.code)?.producers ?? 0;
    const data = children
      .map((c) => {
        const n = counts.get(c.code) ?? { producers: 0, confirmed: 0 };
        return {
          code: c.code,
          name: c.name,
          level: c.level,
          producercount: n.producers,
          confirmedcount: n.confirmed,
          share: total > 0 ? n.producers / total : 0,
        };
      })
      .sort((a, b) => b.producercount - a.producercount || a.code.localeCompare(b.code));
    return { data, extraData: { region, total, asof: await statsAsOf(ctx.db) } };
  },
});

// zcpPatents: patents whose title holds one of the product's words.
export const zcpPatents = defineAlias({
  params: productPatentsParamsSchema,
  run: async (ctx, p) => {
    await productUser(ctx);
    const product = await existingProduct(ctx, p.product);
    // One-character words have no bigram: they would match every title.
    const words = [...new Set(product.keywords)]
      .filter((w) => [...w].length >= 2)
      .map((word) => ({ word, grams: bigramsOf([word]) }));
    const { rows, total, capped } = await patentsHolding(
      ctx.db,
      words,
      { offset: (p.pageIndex - 1) * p.pageSize, limit: p.pageSize },
      PATENT_COUNT_CAP,
    );
    return {
      data: rows.map((r): ProductPatentRecord => ({
        ID_: String(r.id),
        title: r.title,
        type: r.type,
        typename: PATENT_TYPES[String(r.type) as keyof typeof PATENT_TYPES] ?? String(r.type),
        applicationno: r.applicationNo,
        applieddate: r.appliedOn,
        legalstatus: r.legalStatus,
        qyid: String(r.enterpriseId),
        qymc: r.qymc,
        keyword: r.keyword,
        hl: rangesOfAll(r.title, [r.keyword]),
      })),
      extraData: { totalCount: total, capped, pageIndex: p.pageIndex, pageSize: p.pageSize },
    };
  },
});

// zcpCategory: a category's sub-categories and products.
export const zcpCategory = defineAlias({
  params: categoryParamsSchema,
  run: async (ctx, p) => {
    await productUser(ctx);
    const categories = await allCategories(ctx.db);
    const category = categories.find((c) => c.code === p.category);
    if (!category) throw new AppError(404, PRODUCT_MESSAGES.noSuchCategory(p.category));
    const totals = rolledUp(categories);
    const detail: CategoryDetail = {
      ID_: String(category.id),
      code: category.code,
      name: category.name,
      path: categoryPath(categories, category.id),
      subcategories: categories
        .filter((c) => c.parentId === category.id)
        .map((c) => ({ code: c.code, name: c.name, productcount: totals.get(c.id) ?? 0 })),
      products: (await categoryProducts(ctx.db, category.id)).map((r) => ({
        code: r.code,
        name: r.name,
        definition: r.definition,
        producercount: r.producers,
      })),
    };
    return { data: [detail] };
  },
});

export const PRODUCT_ALIASES = {
  zcpSearch,
  zcpCategories,
  zcpHot,
  zcpProduct,
  zcpProducers,
  zcpProductRegions,
  zcpPatents,
  zcpCategory,
};
