import useSWR from 'swr';
import type { Competitiveness, CompetitivenessDimension, MapAnswer } from '@/lib/contract/chains';
import { customQuery } from './request';

// 产业地图 and 竞争力分析: one SWR hook per call (cylMap, cylCompetitiveness), keyed by the
// alias and its params. A 404 or 403 will not change by asking again.

const OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export type MapQuery = { chain: string; node?: string; level: string };

/** cylMap: a chain's or a link's figures for the features of a map level. */
export function useMapFigures(query: MapQuery | null) {
  return useSWR<MapAnswer, Error>(
    query ? ['cylMap', query.chain, query.node ?? '', query.level] : null,
    async () => {
      const res = await customQuery<MapAnswer['data']>('cylMap', query!);
      return { data: res.data, extraData: res.extraData as MapAnswer['extraData'] };
    },
    OPTIONS,
  );
}

export type CompetitivenessQuery = {
  chain: string;
  /** A region code, or 'local' for the user's city. */
  region: string;
  weights?: Record<CompetitivenessDimension, number>;
};

/** cylCompetitiveness: a region's competitiveness in a chain among its peers. */
export function useCompetitiveness(query: CompetitivenessQuery | null) {
  return useSWR<Competitiveness | undefined, Error>(
    query ? ['cylCompetitiveness', JSON.stringify(query)] : null,
    async () => (await customQuery<Competitiveness[]>('cylCompetitiveness', query!)).data[0],
    // The previous answer stays while new weights are scored, so the page does not jump.
    { ...OPTIONS, keepPreviousData: true },
  );
}
