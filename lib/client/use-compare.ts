import useSWR from 'swr';
import type { CompareAnswer, TrayItem } from '@/lib/contract/compare';
import { customQuery, invokeScript } from './request';

// 企业对比 (/qyhx/qyhxModel) and its tray (对比栏): qydbCompare, qydbTray and the tray's
// scripts. The tray is one SWR entry, replaced by each script's answer (the tray as it now is).

const OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** qydbCompare: the enterprises side by side (ids as the URL has them); null asks nothing. */
export function useComparison(ids: readonly string[] | null) {
  return useSWR<CompareAnswer | undefined, Error>(
    ids ? ['qydbCompare', ids.join(',')] : null,
    async () =>
      (await customQuery<CompareAnswer[]>('qydbCompare', { qyids: ids!.join(',') })).data[0],
    { ...OPTIONS, keepPreviousData: true },
  );
}

export const TRAY_KEY = ['qydbTray'] as const;

/** qydbTray: the caller's tray, oldest first; `enabled` false (no permission) asks nothing. */
export function useCompareTray(enabled: boolean) {
  return useSWR<TrayItem[], Error>(
    enabled ? TRAY_KEY : null,
    async () => (await customQuery<TrayItem[]>('qydbTray', {})).data,
    OPTIONS,
  );
}

type TrayAnswer = { success: boolean; items: TrayItem[] };

/** qydbTrayAdd, qydbTrayRemove, qydbTrayClear: the tray after the change and the server's message. */
export async function changeTray(
  change: { add: number } | { remove: number } | { clear: true },
): Promise<{ items: TrayItem[]; message: string }> {
  const res =
    'add' in change
      ? await invokeScript<TrayAnswer>('qydbTrayAdd', { qyid: change.add })
      : 'remove' in change
        ? await invokeScript<TrayAnswer>('qydbTrayRemove', { qyid: change.remove })
        : await invokeScript<TrayAnswer>('qydbTrayClear', {});
  return { items: res.data.items, message: res.message };
}
