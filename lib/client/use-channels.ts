import useSWR from 'swr';
import type { ChannelKind, ChannelRecord, FunnelAnswer } from '@/lib/contract/channels';
import { customQuery } from './request';

// 渠道推广 (/qdjt): my channels with their figures, one channel's funnel, and the changes
// (create, rename, archive), each answering the channel as it now is.

const OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export type ChannelPeriodQuery = { sjfwS: string; sjfwE: string };

/** qdjtChannels: my channels over the period (active, or the archived ones). */
export function useChannels(period: ChannelPeriodQuery, archived: boolean) {
  return useSWR<ChannelRecord[], Error>(
    ['qdjtChannels', period.sjfwS, period.sjfwE, archived],
    async () => (await customQuery<ChannelRecord[]>('qdjtChannels', { ...period, archived })).data,
    { ...OPTIONS, keepPreviousData: true },
  );
}

/** qdjtFunnel: one channel's figures by day; null asks nothing. */
export function useFunnel(channelId: string | null, period: ChannelPeriodQuery) {
  return useSWR<FunnelAnswer | undefined, Error>(
    channelId ? ['qdjtFunnel', channelId, period.sjfwS, period.sjfwE] : null,
    async () => (await customQuery<FunnelAnswer[]>('qdjtFunnel', { channelId, ...period })).data[0],
    { ...OPTIONS, keepPreviousData: true },
  );
}

async function change(alias: string, params: Record<string, unknown>) {
  const res = await customQuery<ChannelRecord[]>(alias, params);
  return { channel: res.data[0], message: res.message };
}

export const createChannel = (channelName: string, channelKind: Exclude<ChannelKind, 'personal'>) =>
  change('qdjtCreateChannel', { channelName, channelKind });

export const renameChannel = (channelId: string, channelName: string) =>
  change('qdjtRenameChannel', { channelId, channelName });

export const archiveChannel = (channelId: string, archived: boolean) =>
  change('qdjtArchiveChannel', { channelId, archived });
