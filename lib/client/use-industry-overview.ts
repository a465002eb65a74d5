import useSWR from 'swr';
import type { FzzlOverview } from '@/lib/contract/industry-overview';
import { customQuery } from './request';

// 看行业 (/cyjj/fzzl): the SWR hook of fzzlOverview (lib/contract/industry-overview.ts).

export type OverviewQuery = { industry?: string; chain?: string; region: string };

/** fzzlOverview: an industry or a chain in a region (null: nothing chosen yet). */
export function useIndustryOverview(query: OverviewQuery | null) {
  return useSWR<FzzlOverview | undefined, Error>(
    query ? ['fzzlOverview', query.industry ?? '', query.chain ?? '', query.region] : null,
    async () => (await customQuery<FzzlOverview[]>('fzzlOverview', query)).data[0],
    { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true },
  );
}
