'use client';

import useSWR from 'swr';
import type {
  ReportAnswer,
  ReportDocument,
  ReportKindValue,
  ReportRecord,
} from '@/lib/contract/reports';
import { customQuery } from './request';

// 研究报告 library calls (lib/contract/reports.ts, docs/reports.md "API").

export async function previewReport(kind: ReportKindValue, params: Record<string, unknown>) {
  return (await customQuery<ReportDocument[]>('yjbgPreview', { kind, params })).data[0]!;
}

export async function generateReport(kind: ReportKindValue, params: Record<string, unknown>) {
  return (await customQuery<ReportAnswer[]>('yjbgGenerate', { kind, params })).data[0]!;
}

export async function deleteReport(id: string) {
  await customQuery<null>('yjbgDelete', { id });
}

/** One stored report, rebuilt from its parameters. */
export function useStoredReport(id: string | null) {
  return useSWR<ReportAnswer, Error>(id ? ['yjbgGet', id] : null, async () => {
    return (await customQuery<ReportAnswer[]>('yjbgGet', { id })).data[0]!;
  });
}

/** A page of the caller's reports, optionally of one kind. */
export function useReportList(query: {
  kind?: ReportKindValue;
  pageIndex: number;
  pageSize: number;
}) {
  return useSWR<{ rows: ReportRecord[]; total: number }, Error>(
    ['yjbgList', JSON.stringify(query)],
    async () => {
      const res = await customQuery<ReportRecord[]>('yjbgList', query);
      return {
        rows: res.data,
        total: Number((res as { extraData?: { total?: number } }).extraData?.total ?? 0),
      };
    },
  );
}
