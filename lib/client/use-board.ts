import useSWR from 'swr';
import type {
  BoardAnswer,
  BoardLayoutRecord,
  BoardMemberRecord,
  BoardSetRecord,
  BoardSourcesRecord,
  BoardWidgetKey,
} from '@/lib/contract/board';
import { customQuery } from './request';

// 企业看板 (/qykb, qykb: enterprise board): one SWR hook per call of lib/contract/board.ts.

const OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** The set's call parameters (boardSetParams of lib/contract/board.ts). */
export type BoardSetQuery = Record<string, string>;

/** qykbLayout: the caller's saved layout or the defaults. */
export function useBoardLayout() {
  return useSWR<BoardLayoutRecord | undefined, Error>(
    ['qykbLayout'],
    async () => (await customQuery<BoardLayoutRecord[]>('qykbLayout')).data[0],
    OPTIONS,
  );
}

/** qykbSources: follows, own groups, own lists and chains to choose from. */
export function useBoardSources() {
  return useSWR<BoardSourcesRecord | undefined, Error>(
    ['qykbSources'],
    async () => (await customQuery<BoardSourcesRecord[]>('qykbSources')).data[0],
    OPTIONS,
  );
}

/** qykbBoard: KPI figures and charts; null set: nothing to ask yet. */
export function useBoard(set: BoardSetQuery | null) {
  return useSWR<{ board: BoardAnswer | undefined; notice: string | null }, Error>(
    set ? ['qykbBoard', JSON.stringify(set)] : null,
    async () => {
      const res = await customQuery<BoardAnswer[]>('qykbBoard', set);
      return { board: res.data[0], notice: (res.extraData?.notice as string | null) ?? null };
    },
    { ...OPTIONS, keepPreviousData: true },
  );
}

/** qykbMembers: one page of the set's members. */
export function useBoardMembers(
  set: BoardSetQuery | null,
  page: { pageIndex: number; pageSize: number },
) {
  return useSWR<{ rows: BoardMemberRecord[]; total: number; set: BoardSetRecord }, Error>(
    set ? ['qykbMembers', JSON.stringify(set), page.pageIndex, page.pageSize] : null,
    async () => {
      const res = await customQuery<BoardMemberRecord[]>('qykbMembers', { ...set, ...page });
      return {
        rows: res.data,
        total: Number(res.extraData?.totalCount ?? 0),
        set: res.extraData?.set as BoardSetRecord,
      };
    },
    { ...OPTIONS, keepPreviousData: true },
  );
}

/** qykbSaveLayout: saves the widgets and the set; answers the message. */
export async function saveBoardLayout(set: BoardSetQuery, widgets: BoardWidgetKey[]) {
  return (await customQuery<unknown>('qykbSaveLayout', { ...set, widgets })).message;
}
