import useSWR from 'swr';
import type {
  CategoryDetail,
  CategoryNodeRecord,
  ProducersAnswer,
  ProductDetail,
  ProductPatentsAnswer,
  ProductRecord,
  ProductRegionsAnswer,
  ProductSearchAnswer,
} from '@/lib/contract/products';
import { customQuery } from './request';

// 找产品 (lib/contract/products.ts): one SWR hook per call, keyed by the alias and its params.
// A 404 (unknown product or category) or a 403 will not change by asking again.

const OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** zcpSearch: a page of products by name, pinyin or initials (none without a keyword). */
export function useProductSearch(keyword: string, pageIndex = 1, pageSize = 10) {
  return useSWR<{ rows: ProductRecord[]; total: number }, Error>(
    keyword ? ['zcpSearch', keyword, pageIndex, pageSize] : null,
    async () => {
      const res = await customQuery<ProductRecord[]>('zcpSearch', {
        keyword,
        pageIndex,
        pageSize,
      });
      const extra = res.extraData as ProductSearchAnswer['extraData'];
      return { rows: res.data, total: extra.totalCount };
    },
    { ...OPTIONS, keepPreviousData: true },
  );
}

/** zcpCategories: the category tree with product counts. */
export function useCategoryTree() {
  return useSWR<CategoryNodeRecord[], Error>(
    ['zcpCategories'],
    async () => (await customQuery<CategoryNodeRecord[]>('zcpCategories', {})).data,
    OPTIONS,
  );
}

/** zcpHot: the products with the most producers. */
export function useHotProducts(limit = 20) {
  return useSWR<ProductRecord[], Error>(
    ['zcpHot', limit],
    async () => (await customQuery<ProductRecord[]>('zcpHot', { limit })).data,
    OPTIONS,
  );
}

/** zcpProduct: a product's detail; `initial` (read by the server for this page) is used as is. */
export function useProduct(code: string | null, initial?: ProductDetail) {
  return useSWR<ProductDetail | undefined, Error>(
    code ? ['zcpProduct', code] : null,
    async () => (await customQuery<ProductDetail[]>('zcpProduct', { product: code })).data[0],
    { ...OPTIONS, fallbackData: initial, revalidateOnMount: !initial },
  );
}

/** zcpProducers: a page of the product's producers in a region, ranked by evidence. */
export function useProducers(
  query: { product: string; region: string; pageIndex: number; pageSize: number } | null,
) {
  return useSWR<ProducersAnswer, Error>(
    query ? ['zcpProducers', JSON.stringify(query)] : null,
    async () => {
      const res = await customQuery<ProducersAnswer['data']>('zcpProducers', query!);
      return { data: res.data, extraData: res.extraData as ProducersAnswer['extraData'] };
    },
    { ...OPTIONS, keepPreviousData: true },
  );
}

/** zcpProductRegions: the product's producers per child region of a region. */
export function useProductRegions(product: string | null, region: string) {
  return useSWR<ProductRegionsAnswer, Error>(
    product ? ['zcpProductRegions', product, region] : null,
    async () => {
      const res = await customQuery<ProductRegionsAnswer['data']>('zcpProductRegions', {
        product,
        region,
      });
      return { data: res.data, extraData: res.extraData as ProductRegionsAnswer['extraData'] };
    },
    OPTIONS,
  );
}

/** zcpPatents: a page of patents whose title holds one of the product's words. */
export function useProductPatents(product: string | null, pageIndex: number, pageSize = 10) {
  return useSWR<ProductPatentsAnswer, Error>(
    product ? ['zcpPatents', product, pageIndex, pageSize] : null,
    async () => {
      const res = await customQuery<ProductPatentsAnswer['data']>('zcpPatents', {
        product,
        pageIndex,
        pageSize,
      });
      return { data: res.data, extraData: res.extraData as ProductPatentsAnswer['extraData'] };
    },
    { ...OPTIONS, keepPreviousData: true },
  );
}

/** zcpCategory: a category's sub-categories and products; `initial` as for useProduct. */
export function useCategory(code: string | null, initial?: CategoryDetail) {
  return useSWR<CategoryDetail | undefined, Error>(
    code ? ['zcpCategory', code] : null,
    async () => (await customQuery<CategoryDetail[]>('zcpCategory', { category: code })).data[0],
    { ...OPTIONS, fallbackData: initial, revalidateOnMount: !initial },
  );
}
