import { z } from '@hono/zod-openapi';
import {
  codeSchema,
  regionParamSchema,
  type EvidenceRecord,
  type PlacementConfidenceValue,
  type RegionFiguresRecord,
  type RegionRef,
} from './chains';
import { SEARCH_PAGE_SIZES, searchFilterSchema, type HighlightRange } from './search';

// 找产品 (issue 13, docs/industry-chains.md "API"): the product catalogue's calls, custom
// queries like the chain screens' (lib/contract/chains.ts). Products and categories are named
// by their stable codes.

export const PRODUCT_MESSAGES = {
  noSuchProduct: (code: string) => `产品不存在：${code}`,
  noSuchCategory: (code: string) => `产品分类不存在：${code}`,
  noPermission: '当前会员等级无权使用找产品，请升级会员',
} as const;

/** 找产品 /cyl/zcp and its detail screens. */
export const PRODUCT_PERMISSION = { key: 'bt-zcp', screen: '找产品' } as const;

export const productCodeSchema = codeSchema('产品');
export const categoryCodeSchema = codeSchema('产品分类');

const pageIndexSchema = z.coerce.number().int().min(1, '最小为 1').max(10_000).default(1);
const pageSizeSchema = z.coerce
  .number()
  .int()
  .refine((n) => (SEARCH_PAGE_SIZES as readonly number[]).includes(n), '只能是10、20或50')
  .default(10);

export type ProductRef = { code: string; name: string };
export type CategoryRef = { code: string; name: string };

// ---- zcpSearch: products by name, pinyin or initials ----

export const productSearchParamsSchema = z.object({
  /** The search box's cleaning (control characters, whitespace, ≤ 50 characters). */
  keyword: searchFilterSchema.shape.keyword,
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
});

export type ProductRecord = {
  ID_: string;
  code: string;
  name: string;
  definition: string;
  category: CategoryRef;
  /** Producers nationwide (confirmed or likely). */
  producercount: number;
  /** Ranges of the keyword in the name. */
  hl: HighlightRange[];
};
export type ProductSearchAnswer = {
  data: ProductRecord[];
  extraData: { totalCount: number; pageIndex: number; pageSize: number };
};

// ---- zcpCategories: the category tree with product counts ----

export const categoriesParamsSchema = z.object({});
export type CategoryNodeRecord = {
  ID_: string;
  code: string;
  name: string;
  /** Products in the category and below it. */
  productcount: number;
  children: CategoryNodeRecord[];
};

// ---- zcpHot: products with the most producers ----

export const hotProductsParamsSchema = z.object({
  limit: z.coerce.number().int().min(1, '最小为 1').max(50, '最大为 50').default(10),
});

// ---- zcpProduct: a product's detail ----

export const productParamsSchema = z.object({ product: productCodeSchema });
export type ProductDetail = {
  ID_: string;
  code: string;
  name: string;
  definition: string;
  keywords: string[];
  /** Root first. */
  categorypath: CategoryRef[];
  /** The chain links it is made on. */
  links: {
    chain: { code: string; name: string };
    node: { code: string; name: string; stage: string };
  }[];
  /** Its inputs (upstream) and uses (downstream), by the chains' order, each once. */
  upstream: (ProductRef & { chains: string[] })[];
  downstream: (ProductRef & { chains: string[] })[];
  producercount: number;
  confirmedcount: number;
  asof: string | null;
};

// ---- zcpProducers: a product's producers in a region, ranked by evidence ----

export const producersParamsSchema = z.object({
  product: productCodeSchema,
  region: regionParamSchema,
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
});
export type ProducerRecord = {
  ID_: string;
  qymc: string;
  region: string;
  zczb: number | null;
  capitalcurrency: string;
  status: string;
  clrq: string;
  tags: string[];
  confidence: PlacementConfidenceValue;
  score: number;
  evidence: EvidenceRecord[];
};
export type ProducersAnswer = {
  data: ProducerRecord[];
  extraData: { totalCount: number; pageIndex: number; pageSize: number; region: RegionRef };
};

// ---- zcpProductRegions: producers per child region ----

export const productRegionsParamsSchema = z.object({
  product: productCodeSchema,
  region: regionParamSchema,
});
export type ProductRegionsAnswer = {
  data: (Pick<RegionFiguresRecord, 'code' | 'name' | 'level' | 'share'> & {
    producercount: number;
    confirmedcount: number;
  })[];
  extraData: { region: RegionRef; total: number; asof: string | null };
};

// ---- zcpPatents: patents whose title holds one of the product's words ----

export const productPatentsParamsSchema = z.object({
  product: productCodeSchema,
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
});
export type ProductPatentRecord = {
  ID_: string;
  title: string;
  type: number;
  typename: string;
  applicationno: string;
  applieddate: string;
  legalstatus: string;
  qyid: string;
  qymc: string;
  /** The product word found, and where in the title. */
  keyword: string;
  hl: HighlightRange[];
};
export type ProductPatentsAnswer = {
  data: ProductPatentRecord[];
  /** totalCount is counted up to PATENT_COUNT_CAP (capped beyond). */
  extraData: { totalCount: number; capped: boolean; pageIndex: number; pageSize: number };
};
export const PATENT_COUNT_CAP = 10_000;

// ---- zcpCategory: a category's sub-categories and products ----

export const categoryParamsSchema = z.object({ category: categoryCodeSchema });
export type CategoryDetail = {
  ID_: string;
  code: string;
  name: string;
  /** Root first, ending with the category itself. */
  path: CategoryRef[];
  subcategories: (CategoryRef & { productcount: number })[];
  products: (ProductRef & { definition: string; producercount: number })[];
};

export type { RegionRef };
