import useSWR from 'swr';
import type { SearchRecord, SearchStats } from '@/lib/contract/search';
import { customQuery } from '@/lib/client/request';

/** One page of 找企业 results for these params (qyhxSearch). */
export function useSearchResults(params: Record<string, string>) {
  return useSWR(
    ['qyhxSearch', JSON.stringify(params)],
    async () => {
      const res = await customQuery<SearchRecord[]>('qyhxSearch', params);
      const extra = (res as { extraData?: { totalCount?: number; capped?: boolean } }).extraData;
      return { rows: res.data, total: extra?.totalCount ?? 0, capped: extra?.capped ?? false };
    },
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

/** Facet counts of the same filters (qyhxSearchStats). */
export function useSearchStats(filters: Record<string, string>) {
  return useSWR(
    ['qyhxSearchStats', JSON.stringify(filters)],
    async () => {
      const res = await customQuery<SearchStats[]>('qyhxSearchStats', filters);
      return res.data[0];
    },
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}
