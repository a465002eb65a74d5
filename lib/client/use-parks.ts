import useSWR from 'swr';
import type {
  ParkCompareAnswer,
  ParkEnterprisesAnswer,
  ParkProfile,
  ParksAnswer,
} from '@/lib/contract/parks';
import { customQuery } from './request';

// 园区画像 (/yqhx): one SWR hook per call of lib/contract/parks.ts, keyed by alias and params.

const OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export type ParkListQuery = {
  region: string;
  level?: string;
  type?: string;
  chain?: string;
  keyword?: string;
  sort: string;
  order: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
};

/** yqhxParks: one page of parks. */
export function useParks(query: ParkListQuery) {
  return useSWR<ParksAnswer, Error>(
    ['yqhxParks', JSON.stringify(query)],
    async () => {
      const res = await customQuery<ParksAnswer['data']>('yqhxParks', query);
      return { data: res.data, extraData: res.extraData as ParksAnswer['extraData'] };
    },
    { ...OPTIONS, keepPreviousData: true },
  );
}

/** yqhxPark: a park's profile. */
export function usePark(park: string | null) {
  return useSWR<ParkProfile | undefined, Error>(
    park ? ['yqhxPark', park] : null,
    async () => (await customQuery<ParkProfile[]>('yqhxPark', { park })).data[0],
    OPTIONS,
  );
}

/** yqhxParkEnterprises: a park's members, one page. */
export function useParkEnterprises(
  park: string | null,
  query: { sshy?: string; sort: string; pageIndex: number; pageSize: number },
) {
  return useSWR<ParkEnterprisesAnswer, Error>(
    park ? ['yqhxParkEnterprises', park, JSON.stringify(query)] : null,
    async () => {
      const res = await customQuery<ParkEnterprisesAnswer['data']>('yqhxParkEnterprises', {
        park,
        ...query,
      });
      return {
        data: res.data,
        extraData: res.extraData as ParkEnterprisesAnswer['extraData'],
      };
    },
    { ...OPTIONS, keepPreviousData: true },
  );
}

/** yqhxCompare: 2–4 parks side by side. */
export function useParkCompare(parks: string[]) {
  return useSWR<ParkCompareAnswer, Error>(
    parks.length >= 2 ? ['yqhxCompare', parks.join(',')] : null,
    async () => {
      const res = await customQuery<ParkCompareAnswer['data']>('yqhxCompare', { parks });
      return { data: res.data, extraData: res.extraData as ParkCompareAnswer['extraData'] };
    },
    OPTIONS,
  );
}
