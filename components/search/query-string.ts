import { SEARCH_PAGE_SIZES } from '@/lib/contract/constants';
import type { KeyType, SortKey } from '@/lib/contract/search';

// The search lives in the page URL (/zsai/qyhx?keyword=…&addr=…), so a result can be shared
// and reloaded; these two functions are the only translation between the URL and the params.

export const FILTER_KEYS = [
  'zczb',
  'clnx',
  'sshy',
  'addr',
  'qylx',
  'cyl',
  'status',
  'other',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export type SearchState = {
  keyword: string;
  keyType: KeyType;
  filters: Record<FilterKey, string[]>;
  sort: SortKey;
  order: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
};

type Readable = { get(name: string): string | null };

export function readSearchState(params: Readable): SearchState {
  const list = (key: string) => (params.get(key) ?? '').split(',').filter(Boolean);
  const size = Number(params.get('pageSize'));
  const page = Number(params.get('pageIndex'));
  return {
    keyword: params.get('keyword') ?? '',
    keyType: (params.get('keyType') as KeyType | null) ?? 'all',
    filters: Object.fromEntries(FILTER_KEYS.map((k) => [k, list(k)])) as SearchState['filters'],
    sort: (params.get('sort') as SortKey | null) ?? 'relevance',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    pageIndex: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (SEARCH_PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
  };
}

/** The filter params of the backend calls (comma-joined lists, empty ones left out). */
export function filterParams(state: SearchState): Record<string, string> {
  const out: Record<string, string> = {};
  if (state.keyword) out.keyword = state.keyword;
  if (state.keyType !== 'all') out.keyType = state.keyType;
  for (const key of FILTER_KEYS) {
    if (state.filters[key].length) out[key] = state.filters[key].join(',');
  }
  return out;
}

/** Filters plus sort and paging: the page URL's query and the search call's params. */
export function searchParams(state: SearchState): Record<string, string> {
  const out = filterParams(state);
  if (state.sort !== 'relevance') out.sort = state.sort;
  if (state.order !== 'desc') out.order = state.order;
  if (state.pageIndex !== 1) out.pageIndex = String(state.pageIndex);
  if (state.pageSize !== 10) out.pageSize = String(state.pageSize);
  return out;
}

export function toQueryString(params: Record<string, string>): string {
  const qs = new URLSearchParams(params).toString();
  return qs ? `?${qs}` : '';
}

/** 找企业 (/qyhx) searching a keyword: what the home and header boxes open. */
export function searchHref(keyword: string): string {
  return `/qyhx${toQueryString(keyword ? { keyword } : {})}`;
}
