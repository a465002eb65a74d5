import useSWR from 'swr';
import type { PersonAnswer } from '@/lib/contract/person';
import type {
  DimensionExtra,
  DimensionFilters,
  DimensionKey,
  EquityAnswer,
  EquityParams,
  GraphAnswer,
  ProfileRecord,
} from '@/lib/contract/profile';
import { customQuery } from './request';

// The company profile's data: one SWR hook per call, keyed by the alias and its params.

/** The profile record; `initial` (read by the server for this page) is used without asking again. */
export function useEnterpriseProfile(id: number | undefined, initial?: ProfileRecord) {
  const { data, error, isLoading, mutate } = useSWR<ProfileRecord | undefined, Error>(
    id ? ['qyhxProfile', id] : null,
    async () => (await customQuery<ProfileRecord[]>('qyhxProfile', { id })).data[0],
    { revalidateOnFocus: false, fallbackData: initial, revalidateOnMount: !initial },
  );
  return { profile: data, error, isLoading, mutate };
}

export type DimensionQuery = {
  id: number;
  dim: DimensionKey;
  pageIndex: number;
  pageSize: number;
  filters: DimensionFilters;
  /** A row ("ID_") to show: the answer is the page holding it. */
  focus?: number;
};

export async function fetchDimension(q: DimensionQuery) {
  const answer = await customQuery<Record<string, unknown>[]>('qyhxDimension', q);
  const extra = (answer.extraData ?? {
    totalCount: 0,
    pageIndex: q.pageIndex,
    facets: {},
  }) as DimensionExtra;
  return {
    rows: answer.data,
    total: Number(extra.totalCount),
    pageIndex: Number(extra.pageIndex),
    facets: extra.facets,
  };
}

/** One page of a dimension; `enabled` false (a locked section) asks nothing. */
export function useDimension(q: DimensionQuery, enabled: boolean) {
  const { data, error, isLoading } = useSWR<Awaited<ReturnType<typeof fetchDimension>>, Error>(
    enabled ? ['qyhxDimension', q] : null,
    () => fetchDimension(q),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
  return { page: data, error, isLoading };
}

export async function fetchEquity(params: Partial<EquityParams> & { id: number }) {
  return (await customQuery<EquityAnswer[]>('qyhxEquity', params)).data[0]!;
}

export async function fetchGraph(id: number) {
  return (await customQuery<GraphAnswer[]>('qyhxGraph', { id })).data[0]!;
}

/** A person and their roles across enterprises; `id` undefined asks nothing. */
export function usePerson(id: number | undefined) {
  const { data, error, isLoading } = useSWR<PersonAnswer | undefined, Error>(
    id ? ['qyhxPerson', id] : null,
    async () => (await customQuery<PersonAnswer[]>('qyhxPerson', { id })).data[0],
    { revalidateOnFocus: false },
  );
  return { person: data, error, isLoading };
}
