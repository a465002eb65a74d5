import useSWR, { mutate as globalMutate } from 'swr';
import type {
  ChainLinkOption,
  MatchesAnswer,
  PostDetail,
  PostRecord,
  PostsParams,
  PublishPostParams,
  ThreadAnswer,
  ThreadRecord,
} from '@/lib/contract/matchmaking';
import { customQuery } from './request';

// 商业对接 (/sydj) and its conversations (个人中心 对接消息): one SWR hook per read of
// lib/contract/matchmaking.ts, and the changes, each answering the record as it now is.

const OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
/** Conversations refresh while open, so a reply from the other side shows up. */
const LIVE = { ...OPTIONS, refreshInterval: 15_000 } as const;

/** The bell's key (components/layout/notification-bell.tsx): unread counts live there too. */
const BELL_KEY = 'dynamics-unread';

/** sydjPosts: a page of posts with the total. */
export function usePosts(params: PostsParams) {
  return useSWR<{ rows: PostRecord[]; total: number }, Error>(
    ['sydjPosts', JSON.stringify(params)],
    async () => {
      const res = await customQuery<PostRecord[]>('sydjPosts', params);
      return { rows: res.data, total: Number(res.extraData?.totalCount ?? 0) };
    },
    { ...OPTIONS, keepPreviousData: true },
  );
}

/** sydjPost: one post; null asks nothing. */
export function usePost(id: string | null) {
  return useSWR<PostDetail | undefined, Error>(
    id ? ['sydjPost', id] : null,
    async () => (await customQuery<PostDetail[]>('sydjPost', { postId: id })).data[0],
    OPTIONS,
  );
}

/** sydjMatches: 匹配推荐 of a post. */
export function useMatches(id: string | null) {
  return useSWR<MatchesAnswer | undefined, Error>(
    id ? ['sydjMatches', id] : null,
    async () => (await customQuery<MatchesAnswer[]>('sydjMatches', { postId: id })).data[0],
    OPTIONS,
  );
}

/** sydjChainLinks: chains → segments → links for the pickers. */
export function useChainLinks(enabled = true) {
  return useSWR<ChainLinkOption[], Error>(
    enabled ? ['sydjChainLinks'] : null,
    async () => (await customQuery<ChainLinkOption[]>('sydjChainLinks', {})).data,
    OPTIONS,
  );
}

/** sydjThreads: my conversations with their unread counts. */
export function useThreads(userId: string | undefined) {
  return useSWR<ThreadRecord[], Error>(
    userId ? ['sydjThreads', userId] : null,
    async () => (await customQuery<ThreadRecord[]>('sydjThreads', {})).data,
    LIVE,
  );
}

/** sydjThread: one conversation (opening it marks its messages to me read). */
export function useThread(id: string | null) {
  return useSWR<ThreadAnswer | undefined, Error>(
    id ? ['sydjThread', id] : null,
    async () => (await customQuery<ThreadAnswer[]>('sydjThread', { threadId: id })).data[0],
    LIVE,
  );
}

/** After a change: the lists and counts that may show it ask again. */
const REFRESHED = new Set(['sydjPosts', 'sydjThreads', BELL_KEY]);

function refreshLists() {
  void globalMutate((key) => Array.isArray(key) && REFRESHED.has(String(key[0])));
}

async function single<T>(alias: string, params: unknown) {
  const res = await customQuery<T[]>(alias, params);
  refreshLists();
  return { record: res.data[0]!, message: res.message };
}

export const publishPost = (params: PublishPostParams) => single<PostDetail>('sydjPublish', params);

export const closePost = (postId: string) => single<PostDetail>('sydjClose', { postId });

export async function reportPost(postId: string, reason: string) {
  const res = await customQuery<unknown[]>('sydjReport', { postId, reason });
  return { message: res.message };
}

export const contactPoster = (postId: string, text: string) =>
  single<ThreadAnswer>('sydjContact', { postId, text });

export const replyInThread = (threadId: string, text: string) =>
  single<ThreadAnswer>('sydjReply', { threadId, text });

/** Once a conversation was read, the counts that include it ask again. */
export const refreshUnread = refreshLists;
