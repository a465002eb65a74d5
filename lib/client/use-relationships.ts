import useSWR from 'swr';
import type { PersonCandidate, RelationshipAnswer } from '@/lib/contract/relationships';
import { customQuery } from './request';

// 找关系 (/zgx): one SWR hook per call of lib/contract/relationships.ts, keyed by the alias
// and its params. A 400 (bad input), 403 or 404 will not change by asking again.

const OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** zgxSearch: paths, suspected ties and common relations of 2–5 entities; null asks nothing. */
export function useRelationshipSearch(params: Record<string, string> | null) {
  return useSWR<RelationshipAnswer | undefined, Error>(
    params ? ['zgxSearch', JSON.stringify(params)] : null,
    async () => (await customQuery<RelationshipAnswer[]>('zgxSearch', params)).data[0],
    { ...OPTIONS, keepPreviousData: true },
  );
}

export type PersonCandidates = { rows: PersonCandidate[]; total: number };

/** zgxPersons: the people of a name, each with their enterprises (never merged). */
export function usePersonCandidates(name: string | null, enterpriseId?: number) {
  return useSWR<PersonCandidates, Error>(
    name ? ['zgxPersons', name, enterpriseId ?? null] : null,
    async () => {
      const res = await customQuery<PersonCandidate[]>('zgxPersons', {
        name,
        ...(enterpriseId ? { enterpriseId } : {}),
      });
      const extra = res.extraData as { totalCount?: number } | undefined;
      return { rows: res.data, total: extra?.totalCount ?? res.data.length };
    },
    OPTIONS,
  );
}
