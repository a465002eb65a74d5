import { SEARCH_PAGE_SIZES } from '@/lib/contract/search';

// The product screens keep their state in the URL: 找产品 ?keyword=&pageIndex=&pageSize=,
// 产品详情 ?product=&region=&pageIndex=&pageSize=&patentPage=. Pure.

type Readable = { get(name: string): string | null };

const pageOf = (value: string | null): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 10_000 ? n : 1;
};
const sizeOf = (value: string | null): number => {
  const n = Number(value);
  return (SEARCH_PAGE_SIZES as readonly number[]).includes(n) ? n : 10;
};

function query(entries: [string, string | number | undefined, string | number][]): string {
  const out = new URLSearchParams();
  // Each value is written only when it differs from its default.
  for (const [key, value, fallback] of entries) {
    if (value !== undefined && value !== '' && value !== fallback) out.set(key, String(value));
  }
  const text = out.toString();
  return text ? `?${text}` : '';
}

export type ProductSearchState = { keyword: string; pageIndex: number; pageSize: number };

export function readProductSearch(params: Readable): ProductSearchState {
  return {
    keyword: params.get('keyword')?.trim() ?? '',
    pageIndex: pageOf(params.get('pageIndex')),
    pageSize: sizeOf(params.get('pageSize')),
  };
}

export function productSearchQuery(s: ProductSearchState): string {
  return query([
    ['keyword', s.keyword, ''],
    ['pageIndex', s.pageIndex, 1],
    ['pageSize', s.pageSize, 10],
  ]);
}

export type ProductDetailState = {
  product: string;
  /** A region code for the producers; '' is nationwide. */
  region: string;
  pageIndex: number;
  pageSize: number;
  patentPage: number;
};

export function readProductDetail(params: Readable): ProductDetailState {
  return {
    product: params.get('product')?.trim() ?? '',
    region: params.get('region')?.trim() ?? '',
    pageIndex: pageOf(params.get('pageIndex')),
    pageSize: sizeOf(params.get('pageSize')),
    patentPage: pageOf(params.get('patentPage')),
  };
}

export function productDetailQuery(s: ProductDetailState): string {
  return query([
    ['product', s.product, ''],
    ['region', s.region, ''],
    ['pageIndex', s.pageIndex, 1],
    ['pageSize', s.pageSize, 10],
    ['patentPage', s.patentPage, 1],
  ]);
}
