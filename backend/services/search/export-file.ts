import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { SearchHit } from './types';

// Export files of a result set. Rows arrive in batches and are written as they come, so a
// file never sits whole in memory; CSV starts with a UTF-8 BOM so Excel reads Chinese.

export const EXPORT_COLUMNS: {
  header: string;
  width: number;
  value: (h: SearchHit) => string | number | null;
}[] = [
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

export type HitBatches = AsyncIterable<SearchHit[]>;

/** A CSV cell: quoted when needed; a leading = + @ is defused so Excel does not run it. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+@\t\r]/.test(text) || /^-[^\d]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

export function csvStream(batches: HitBatches): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(EXPORT_COLUMNS.map((c) => c.header))}`));
        return;
      }
      const next = await iterator.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(
        encoder.encode(
          next.value.map((h) => csvLine(EXPORT_COLUMNS.map((c) => c.value(h)))).join(''),
        ),
      );
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** An .xlsx written by exceljs's streaming WorkbookWriter, row by row. */
export function xlsxStream(batches: HitBatches): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet('企业列表');
  sheet.columns = EXPORT_COLUMNS.map((c, i) => ({
    header: c.header,
    key: `c${i}`,
    width: c.width,
  }));
  void (async () => {
    try {
      for await (const batch of batches) {
        for (const hit of batch) sheet.addRow(EXPORT_COLUMNS.map((c) => c.value(hit))).commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
