import useSWR from 'swr';
import type {
  FeedbackParams,
  FeedbackRecord,
  MapLayerAnswer,
  RecommendationsAnswer,
  RegionSummary,
} from '@/lib/contract/recommendations';
import { customQuery } from './request';

// 招商推荐 (/yqtj) and 招商地图 (/zsgj): one SWR hook per call of lib/contract/recommendations.ts.

const OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export type RecommendationQuery = {
  region: string;
  chain?: string;
  pageIndex: number;
  pageSize: number;
};

/** yqtjRecommendations: one page of recommendations with their reasons. */
export function useRecommendations(query: RecommendationQuery) {
  return useSWR<RecommendationsAnswer, Error>(
    ['yqtjRecommendations', JSON.stringify(query)],
    async () => {
      const res = await customQuery<RecommendationsAnswer['data']>('yqtjRecommendations', query);
      return { data: res.data, extraData: res.extraData as RecommendationsAnswer['extraData'] };
    },
    { ...OPTIONS, keepPreviousData: true },
  );
}

/** yqtjMyFeedback: the caller's feedback for a region × chain. */
export function useMyFeedback(region: string, chain: string | undefined) {
  return useSWR<FeedbackRecord[], Error>(
    ['yqtjMyFeedback', region, chain ?? ''],
    async () => (await customQuery<FeedbackRecord[]>('yqtjMyFeedback', { region, chain })).data,
    OPTIONS,
  );
}

export async function sendFeedback(params: Omit<FeedbackParams, 'qyid'> & { qyid: string }) {
  return customQuery<unknown>('yqtjFeedback', params);
}

export async function undoFeedback(params: { region: string; chain?: string; qyid: string }) {
  return customQuery<unknown>('yqtjUndoFeedback', params);
}

/** zsgjLayer: a layer's figures for a map level. */
/** One layer of 招商地图; null while the query is not yet known (the chains still loading). */
export function useMapLayer(
  query: {
    layer: string;
    level: string;
    chain?: string;
    node?: string;
  } | null,
) {
  return useSWR<MapLayerAnswer, Error>(
    query ? ['zsgjLayer', JSON.stringify(query)] : null,
    async () => {
      if (!query) throw new Error('unreachable: SWR does not fetch a null key');
      const res = await customQuery<MapLayerAnswer['data']>('zsgjLayer', query);
      return { data: res.data, extraData: res.extraData as MapLayerAnswer['extraData'] };
    },
    OPTIONS,
  );
}

/** zsgjRegion: a region's summary for the side panel. */
export function useRegionSummary(region: string | null, chain: string | undefined) {
  return useSWR<RegionSummary | undefined, Error>(
    region ? ['zsgjRegion', region, chain ?? ''] : null,
    async () => (await customQuery<RegionSummary[]>('zsgjRegion', { region, chain })).data[0],
    OPTIONS,
  );
}
