import useSWR from 'swr';
import type { AddressNode, IndustryNode } from '@/lib/contract/form-query';
import { customQuery } from './request';
import { sessionCached } from './session-cache';

/** The address tree to `level` (2 for the city picker), cached per user for the session. */
export function useAddressTree(userId: string | undefined, level: number, enabled = true) {
  const { data } = useSWR(enabled ? ['addr', userId, level] : null, () =>
    sessionCached(`addr:${level}`, userId, async () => {
      return (await customQuery<AddressNode[]>('qyhxWebAddr', { level })).data;
    }),
  );
  return data;
}

/** The GB/T 4754 industry tree to `rank`, cached per user for the session. */
export function useIndustryTree(userId: string | undefined, rank: number, enabled = true) {
  const { data } = useSWR(enabled ? ['hyml', userId, rank] : null, () =>
    sessionCached(`hyml:${rank}`, userId, async () => {
      return (await customQuery<IndustryNode[]>('qyhxWebHyml', { rank })).data;
    }),
  );
  return data;
}
