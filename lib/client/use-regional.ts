import useSWR from 'swr';
import type { HgjjAnswer, HgjjPeer, RankingAnswer } from '@/lib/contract/regional';
import { customQuery } from './request';

// 宏观经济 (/hgjj) and 榜单企业 (/qybd): one SWR hook per call of lib/contract/regional.ts.

const OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** hgjjRegion: a region's registry figures and official statistics. */
export function useRegionEconomy(region: string) {
  return useSWR<HgjjAnswer | undefined, Error>(
    ['hgjjRegion', region],
    async () => (await customQuery<HgjjAnswer[]>('hgjjRegion', { region })).data[0],
    { ...OPTIONS, keepPreviousData: true },
  );
}

/** hgjjPeers: the regions of the same level beside it. */
export function useRegionPeers(region: string) {
  return useSWR<HgjjPeer[], Error>(
    ['hgjjPeers', region],
    async () => (await customQuery<HgjjPeer[]>('hgjjPeers', { region })).data,
    OPTIONS,
  );
}

export type RankingQuery = {
  list: string;
  region: string;
  sshy?: string;
  pageIndex: number;
  pageSize: number;
};

/** qybdList: one page of a ranking list. */
export function useRanking(query: RankingQuery) {
  return useSWR<RankingAnswer, Error>(
    ['qybdList', JSON.stringify(query)],
    async () => {
      const res = await customQuery<RankingAnswer['data']>('qybdList', query);
      return { data: res.data, extraData: res.extraData as RankingAnswer['extraData'] };
    },
    { ...OPTIONS, keepPreviousData: true },
  );
}
