import useSWR from 'swr';
import type { QbfxAnswer } from '@/lib/contract/intelligence-analysis';
import { customQuery } from './request';

// 情报分析 (/cyjj/qbfx): the one call of lib/contract/intelligence-analysis.ts.

/** qbfxAnalysis: the feed's events under the URL's filter, aggregated. */
export function useIntelligenceAnalysis(params: Record<string, string>) {
  return useSWR<QbfxAnswer | undefined, Error>(
    ['qbfxAnalysis', JSON.stringify(params)],
    async () => (await customQuery<QbfxAnswer[]>('qbfxAnalysis', params)).data[0],
    { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true },
  );
}
