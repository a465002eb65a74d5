import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { SEARCH_MESSAGES, type ExportQuota } from '@/lib/contract/search';
import type { Database } from '../../db/client';
import { takeExportRows } from '../../db/queries/export-quotas';
import { AppError } from '../../http/errors';
import { datasetKind } from '../dataset';
import { quotaDay } from './export-quota';
import type { SearchHit } from './types';

// The export service of every list (ARCHITECTURE.md, Exports): a list's rows as CSV or
// Excel, taken from the caller's daily quota. Rows arrive in batches and are written as they
// come, so a file never sits whole in memory; CSV starts with a UTF-8 BOM so Excel reads
// Chinese. A list brings its columns, its ordered ids and a way to fetch rows by id.

export type ExportColumn<T> = {
  header: string;
  width: number;
  value: (row: T) => string | number | null;
};

/** 找企业's columns. */
export const EXPORT_COLUMNS: ExportColumn<SearchHit>[] = [
  { header: '企业名称', width: 40, value: (h) => h.qymc },
  { header: '统一社会信用代码', width: 22, value: (h) => h.tyshxydm },
  { header: '法定代表人', width: 12, value: (h) => h.legalRepresentative },
  { header: '登记状态', width: 10, value: (h) => h.status },
  { header: '成立日期', width: 12, value: (h) => h.establishedOn },
  { header: '注册资本(万元)', width: 16, value: (h) => h.zczb },
  { header: '币种', width: 8, value: (h) => h.capitalCurrency },
  { header: '所属行业', width: 24, value: (h) => h.dlhy },
  { header: '所属地区', width: 24, value: (h) => h.region },
  { header: '企业类型', width: 30, value: (h) => h.qylx },
  { header: '联系电话', width: 14, value: (h) => h.lxfs },
  { header: '邮箱', width: 24, value: (h) => h.email },
];

export type RowBatches<T> = AsyncIterable<T[]>;
export type HitBatches = RowBatches<SearchHit>;

// Excel reads a cell that starts with = + - @ (or tab, CR) as a formula: `-1+1+cmd|...` runs a
// command. Such a text is defused with a leading ', unless it is a plain negative number (-12.5).
const PLAIN_NUMBER = /^-\d+(\.\d+)?$|^-$/;

/** A CSV cell: quoted when needed; a text Excel would run as a formula is defused. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** What an export of demo data says first (CSV) or on its own sheet (Excel). */
export const DEMO_EXPORT_NOTE =
  '演示数据：本文件中的企业及相关数据为系统生成的演示数据，不代表真实企业';
export const DEMO_SHEET_NAME = '说明';

/** `note`: a line before the header (the demo-data notice). */
export function csvStream<T>(
  batches: RowBatches<T>,
  columns: ExportColumn<T>[],
  note?: string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        const first = note === undefined ? '' : csvLine([note]);
        controller.enqueue(
          encoder.encode(`\uFEFF${first}${csvLine(columns.map((c) => c.header))}`),
        );
        return;
      }
      const next = await iterator.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(
        encoder.encode(next.value.map((h) => csvLine(columns.map((c) => c.value(h)))).join('')),
      );
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/**
 * An .xlsx written by exceljs's streaming WorkbookWriter, row by row. `note` (the demo-data
 * notice): the data sheet's tab says 演示数据 and a sheet 说明 holds the notice, so the data
 * sheet keeps its header in the first row.
 */
export function xlsxStream<T>(
  batches: RowBatches<T>,
  columns: ExportColumn<T>[],
  sheetName: string,
  note?: string,
): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(
    note === undefined ? sheetName : `${sheetName}（演示数据）`.slice(0, 31),
  );
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width }));
  void (async () => {
    try {
      for await (const batch of batches) {
        for (const row of batch) sheet.addRow(columns.map((c) => c.value(row))).commit();
      }
      sheet.commit();
      if (note !== undefined) {
        const notice = workbook.addWorksheet(DEMO_SHEET_NAME);
        notice.columns = [{ key: 'note', width: 80 }];
        notice.addRow([note]).commit();
        notice.commit();
      }
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}

const EXPORT_BATCH = 500;

export function attachment(asciiName: string, name: string): string {
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export type ExportRequest<T> = {
  db: Database;
  user: { id: string };
  now: Date;
  /** exportQuota's answer for this list. */
  quota: ExportQuota;
  format: 'csv' | 'xlsx';
  /** The file's name without extension (Chinese) and its ASCII fallback. */
  fileName: string;
  asciiName: string;
  sheetName: string;
  columns: ExportColumn<T>[];
  /** The first `limit` ids in the screen's order. */
  orderedIds: (limit: number) => Promise<number[]>;
  /** The rows of some ids, in their order. */
  rowsByIds: (ids: number[]) => Promise<T[]>;
};

/**
 * The file response of a list export: refused when today's quota is spent or nothing
 * matches; the rows are taken from the quota atomically before streaming.
 */
export async function exportResponse<T>(req: ExportRequest<T>): Promise<Response> {
  const { quota } = req;
  if (quota.remaining === 0) throw new AppError(403, SEARCH_MESSAGES.exportQuotaExhausted);
  if (quota.rows === 0) throw new AppError(400, SEARCH_MESSAGES.exportNothing);
  const ids = await req.orderedIds(quota.rows);
  const day = quotaDay(req.now);
  if (!(await takeExportRows(req.db, req.user.id, day, ids.length, quota.limit))) {
    throw new AppError(403, SEARCH_MESSAGES.exportQuotaExhausted);
  }
  // The ids in batches of rows, fetched only as the file asks for them.
  async function* batches() {
    for (let i = 0; i < ids.length; i += EXPORT_BATCH) {
      yield await req.rowsByIds(ids.slice(i, i + EXPORT_BATCH));
    }
  }
  // Once here for every list: a file of demo data says so.
  const note = (await datasetKind(req.db)) === 'demo' ? DEMO_EXPORT_NOTE : undefined;
  const xlsx = req.format === 'xlsx';
  const body = xlsx
    ? xlsxStream(batches(), req.columns, req.sheetName, note)
    : csvStream(batches(), req.columns, note);
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': xlsx
        ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        : 'text/csv; charset=utf-8',
      'content-disposition': attachment(
        `${req.asciiName}.${req.format}`,
        `${req.fileName}-${day}.${req.format}`,
      ),
      'x-export-rows': String(ids.length),
      'cache-control': 'no-store',
    },
  });
}
