import useSWR, { mutate } from 'swr';
import type {
  ProspectGroupInput,
  ProspectListRecord,
  ProspectMemberRecord,
  ProspectRecord,
} from '@/lib/contract/prospects';
import { customQuery } from './request';

// 潜客筛查 (/qksc) and 潜客名单 (/qksc/list): the live count and preview of a screen, the
// caller's lists and a list's members (qksc*), keyed by alias and params. A 400 or 403 will
// not change by asking again.

const OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** qkscCount: the screen's matching count; null asks nothing. */
export function useProspectCount(tree: ProspectGroupInput | null) {
  return useSWR<number, Error>(
    tree ? ['qkscCount', JSON.stringify(tree)] : null,
    async () =>
      (await customQuery<{ count: number }[]>('qkscCount', { conditions: tree })).data[0]!.count,
    { ...OPTIONS, keepPreviousData: true },
  );
}

/** qkscPreview: a page of the screen's matches. */
export function useProspectPreview(
  tree: ProspectGroupInput | null,
  page: { pageIndex: number; pageSize: number },
) {
  return useSWR<{ rows: ProspectRecord[]; total: number }, Error>(
    tree ? ['qkscPreview', JSON.stringify(tree), page.pageIndex, page.pageSize] : null,
    async () => {
      const res = await customQuery<ProspectRecord[]>('qkscPreview', { conditions: tree, ...page });
      return { rows: res.data, total: Number(res.extraData?.totalCount ?? 0) };
    },
    { ...OPTIONS, keepPreviousData: true },
  );
}

export const LISTS_KEY = ['qkscLists'] as const;

/** qkscLists: the caller's lists; `enabled` false (no permission) asks nothing. */
export function useProspectLists(enabled: boolean) {
  return useSWR<ProspectListRecord[], Error>(
    enabled ? LISTS_KEY : null,
    async () => (await customQuery<ProspectListRecord[]>('qkscLists', {})).data,
    OPTIONS,
  );
}

/** qkscListMembers: a page of a list's members (only the new with `newOnly`). */
export function useProspectMembers(
  listId: string | null,
  params: { newOnly: boolean; pageIndex: number; pageSize: number },
) {
  return useSWR<{ rows: ProspectMemberRecord[]; total: number }, Error>(
    listId ? ['qkscListMembers', listId, params.newOnly, params.pageIndex, params.pageSize] : null,
    async () => {
      const res = await customQuery<ProspectMemberRecord[]>('qkscListMembers', {
        listId,
        ...params,
      });
      return { rows: res.data, total: Number(res.extraData?.totalCount ?? 0) };
    },
    { ...OPTIONS, keepPreviousData: true },
  );
}

/** A change of the caller's lists (save, run, rename, delete, move); answers the server's message. */
export async function changeProspectList<T>(alias: string, params: unknown) {
  const res = await customQuery<T>(alias, params);
  await mutate(LISTS_KEY);
  // Members of a rerun list changed too.
  await mutate((key) => Array.isArray(key) && key[0] === 'qkscListMembers');
  return res;
}
