import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import {
  CUSTOMER_IMPORT_COLUMNS,
  CUSTOMER_IMPORT_MAX_ROWS,
  CUSTOMER_MESSAGES,
  type ImportDetail,
  type ImportRecord,
  type ImportRowOutcome,
  type ImportTotals,
} from '@/lib/contract/customers';
import type { Database } from '../../db/client';
import {
  addCustomers,
  ensureDefaultGroups,
  groupsWithCounts,
  importPage,
  insertImport,
  matchEnterprises,
  ownImport,
  setNoteByEnterprise,
  updateImportReport,
  type EnterpriseMatch,
} from '../../db/queries/customers';
import { AppError } from '../../http/errors';
import { csvCell } from '../search/export-file';
import { regionPath } from '../search/reference';
import { requireOwnGroup } from './groups';

// 客户导入: a customer list from Excel or CSV, each row matched to an enterprise by 统一社会信用代码
// or exact name. Every row gets an outcome in the stored report (added, already a customer,
// ambiguous with its candidates, not found with the reason); none is dropped.

type SheetRow = { row: number; cells: string[] };

const HEADER_PATTERNS = {
  code: /统一社会信用代码|信用代码/,
  name: /企业名称|公司名称|客户名称|单位名称|名称/,
  group: /分组/,
  note: /备注/,
} as const;

/** The sheet's rows; a file with a NUL character (no spreadsheet's text holds one) is refused. */
async function readSheet(bytes: Uint8Array, fileName: string): Promise<SheetRow[]> {
  const rows = await readSheetRows(bytes, fileName);
  if (rows.some((r) => r.cells.some((cell) => cell.includes('\u0000')))) {
    throw new AppError(400, CUSTOMER_MESSAGES.importNulCharacter);
  }
  return rows;
}

/** The sheet's non-empty rows with their row numbers as the user's spreadsheet shows them. */
async function readSheetRows(bytes: Uint8Array, fileName: string): Promise<SheetRow[]> {
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b; // PK: an .xlsx is a zip
  if (zip || /\.xlsx$/i.test(fileName)) {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    } catch {
      throw new AppError(400, CUSTOMER_MESSAGES.importBadFile);
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new AppError(400, CUSTOMER_MESSAGES.importEmpty);
    const rows: SheetRow[] = [];
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, col) => {
        cells[col - 1] = cell.text.trim();
      });
      rows.push({ row: rowNumber, cells: Array.from(cells, (c) => c ?? '') });
    });
    return rows;
  }
  if (!/\.(csv|txt)$/i.test(fileName)) throw new AppError(400, CUSTOMER_MESSAGES.importBadFile);
  // Excel in China saves CSV as GB18030 unless told otherwise; UTF-8 first, then that.
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('gb18030').decode(bytes);
  }
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false });
  } catch {
    throw new AppError(400, CUSTOMER_MESSAGES.importBadFile);
  }
  return records.map((cells, i) => ({ row: i + 1, cells: cells.map((c) => c.trim()) }));
}

type Columns = { name?: number; code?: number; group?: number; note?: number };

function headerColumns(header: string[]): Columns {
  const find = (pattern: RegExp, skip?: number) => {
    const i = header.findIndex((h, index) => index !== skip && pattern.test(h));
    return i < 0 ? undefined : i;
  };
  const code = find(HEADER_PATTERNS.code);
  return {
    code,
    name: find(HEADER_PATTERNS.name, code),
    group: find(HEADER_PATTERNS.group),
    note: find(HEADER_PATTERNS.note),
  };
}

const normaliseCode = (s: string) => s.replace(/\s+/g, '').toUpperCase();
const normaliseName = (s: string) => s.replace(/\s+/g, '');

type ParsedRow = { row: number; name: string; code: string; group: string; note: string };

/** The data rows under the header; blank rows are not data. */
export async function parseCustomerFile(bytes: Uint8Array, fileName: string): Promise<ParsedRow[]> {
  const rows = (await readSheet(bytes, fileName)).filter((r) => r.cells.some((c) => c !== ''));
  const [header, ...data] = rows;
  if (!header) throw new AppError(400, CUSTOMER_MESSAGES.importEmpty);
  const cols = headerColumns(header.cells);
  if (cols.name === undefined && cols.code === undefined) {
    throw new AppError(400, CUSTOMER_MESSAGES.importNoColumn);
  }
  if (data.length === 0) throw new AppError(400, CUSTOMER_MESSAGES.importEmpty);
  if (data.length > CUSTOMER_IMPORT_MAX_ROWS)
    throw new AppError(400, CUSTOMER_MESSAGES.importTooMany);
  const at = (r: SheetRow, i: number | undefined) => (i === undefined ? '' : (r.cells[i] ?? ''));
  return data.map((r) => ({
    row: r.row,
    name: normaliseName(at(r, cols.name)),
    code: normaliseCode(at(r, cols.code)),
    group: at(r, cols.group).trim(),
    note: at(r, cols.note).slice(0, 500),
  }));
}

const candidate = (e: EnterpriseMatch) => ({
  qyid: String(e.id),
  qymc: e.qymc,
  tyshxydm: e.tyshxydm,
  region: regionPath(e.regionCode),
});

export function importTotals(report: ImportRowOutcome[]): ImportTotals {
  const n = (o: ImportRowOutcome['outcome']) => report.filter((r) => r.outcome === o).length;
  return {
    rows: report.length,
    matched: n('added') + n('already'),
    added: n('added'),
    already: n('already'),
    ambiguous: n('ambiguous'),
    notfound: n('notFound'),
  };
}

/**
 * Matches the rows, adds the matched enterprises (in the row's 客户分组 when the user has a
 * group of that name, else in `groupId` or 默认分组) and stores the report.
 */
export async function importCustomers(
  db: Database,
  userId: string,
  file: { name: string; bytes: Uint8Array },
  options: { groupId?: string; now: Date },
): Promise<ImportDetail> {
  const { now } = options;
  const fallbackGroup = options.groupId
    ? (await requireOwnGroup(db, userId, options.groupId)).id
    : await ensureDefaultGroups(db, userId, now);
  const rows = await parseCustomerFile(file.bytes, file.name);
  const { byCode, byName } = await matchEnterprises(
    db,
    [...new Set(rows.map((r) => r.code).filter(Boolean))],
    [...new Set(rows.map((r) => r.name).filter(Boolean))],
  );
  const groupsByName = new Map((await groupsWithCounts(db, userId)).map((g) => [g.name, g.id]));

  // Match first; then add per group, so each enterprise is added once and later rows naming
  // it again report it as already a customer.
  type Matched = { row: ParsedRow; enterprise: EnterpriseMatch; groupId: string };
  const matched: Matched[] = [];
  const report: ImportRowOutcome[] = [];
  for (const row of rows) {
    const base = { row: row.row, name: row.name, code: row.code };
    const byThisCode = row.code ? byCode.get(row.code) : undefined;
    const named = row.name ? (byName.get(row.name) ?? []) : [];
    const enterprise = byThisCode ?? (named.length === 1 ? named[0] : undefined);
    if (enterprise) {
      matched.push({ row, enterprise, groupId: groupsByName.get(row.group) ?? fallbackGroup });
      report.push({
        ...base,
        outcome: 'added',
        qyid: String(enterprise.id),
        qymc: enterprise.qymc,
      });
    } else if (named.length > 1) {
      report.push({ ...base, outcome: 'ambiguous', candidates: named.map(candidate) });
    } else {
      report.push({ ...base, outcome: 'notFound', reason: notFoundReason(row) });
    }
  }

  const added = new Set<number>();
  const byGroup = new Map<string, number[]>();
  for (const m of matched)
    byGroup.set(m.groupId, [...(byGroup.get(m.groupId) ?? []), m.enterprise.id]);
  for (const [groupId, ids] of byGroup) {
    const result = await addCustomers(db, userId, ids, { source: 'import', groupId, now });
    for (const id of result?.addedIds ?? []) added.add(id);
  }
  const reported = new Set<number>();
  for (const entry of report) {
    if (entry.outcome !== 'added') continue;
    const id = Number(entry.qyid);
    if (!added.has(id) || reported.has(id)) entry.outcome = 'already';
    reported.add(id);
  }
  await noteNewCustomers(db, userId, matched, report);

  const id = randomUUID();
  const totals = importTotals(report);
  await insertImport(db, { id, userId, fileName: file.name, totals, report, createdAt: now });
  return { ID_: id, filename: file.name, totals, createdat: now.toISOString(), report };
}

function notFoundReason(row: ParsedRow): string {
  if (!row.name && !row.code) return '缺少企业名称和统一社会信用代码';
  if (row.code && row.name) return '统一社会信用代码和企业名称均未找到匹配企业';
  return row.code ? '未找到该统一社会信用代码的企业' : '未找到该名称的企业';
}

/** The 备注 of a row becomes the note of the customer it added (not of one already there). */
async function noteNewCustomers(
  db: Database,
  userId: string,
  matched: { row: ParsedRow; enterprise: EnterpriseMatch }[],
  report: ImportRowOutcome[],
) {
  const addedRows = new Set(report.filter((r) => r.outcome === 'added').map((r) => r.row));
  for (const m of matched) {
    if (!m.row.note || !addedRows.has(m.row.row)) continue;
    await setNoteByEnterprise(db, userId, m.enterprise.id, m.row.note);
  }
}

export async function listImports(
  db: Database,
  userId: string,
  page: { pageIndex: number; pageSize: number },
): Promise<{ rows: ImportRecord[]; total: number }> {
  const { rows, total } = await importPage(db, userId, page);
  return {
    rows: rows.map((r) => ({
      ID_: r.id,
      filename: r.fileName,
      totals: r.totals as ImportTotals,
      createdat: r.createdAt.toISOString(),
    })),
    total,
  };
}

export async function readImport(db: Database, userId: string, id: string): Promise<ImportDetail> {
  const row = await ownImport(db, userId, id);
  if (!row) throw new AppError(404, CUSTOMER_MESSAGES.noSuchImport);
  return {
    ID_: row.id,
    filename: row.fileName,
    totals: row.totals as ImportTotals,
    createdat: row.createdAt.toISOString(),
    report: row.report as ImportRowOutcome[],
  };
}

/** Adds the candidate the user picked for an ambiguous row; the row reports the outcome. */
export async function pickCandidate(
  db: Database,
  userId: string,
  p: { id: string; row: number; enterpriseId: number },
  now: Date,
): Promise<ImportDetail> {
  const detail = await readImport(db, userId, p.id);
  const index = detail.report.findIndex((r) => r.row === p.row);
  const entry = detail.report[index];
  if (!entry || entry.outcome !== 'ambiguous') {
    throw new AppError(400, CUSTOMER_MESSAGES.importNotAmbiguous);
  }
  const chosen = entry.candidates.find((c) => c.qyid === String(p.enterpriseId));
  if (!chosen) throw new AppError(400, CUSTOMER_MESSAGES.importNotCandidate);
  const result = await addCustomers(db, userId, [p.enterpriseId], { source: 'import', now });
  const outcome = result?.addedIds.length ? 'added' : 'already';
  detail.report[index] = {
    row: entry.row,
    name: entry.name,
    code: entry.code,
    outcome,
    qyid: chosen.qyid,
    qymc: chosen.qymc,
  };
  const totals = importTotals(detail.report);
  await updateImportReport(db, userId, p.id, detail.report, totals);
  return { ...detail, totals };
}

/** The import template: the columns, and in Excel a second sheet that explains them. */
export async function importTemplate(format: 'csv' | 'xlsx'): Promise<Uint8Array> {
  const headers = Object.values(CUSTOMER_IMPORT_COLUMNS);
  if (format === 'csv') {
    return new TextEncoder().encode(`\uFEFF${headers.map(csvCell).join(',')}\r\n`);
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('客户名单');
  sheet.columns = headers.map((header, i) => ({ header, width: i === 0 ? 40 : 22 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(2).numFmt = '@';
  const help = workbook.addWorksheet('填写说明');
  help.columns = [{ header: '说明', width: 90 }];
  for (const line of [
    '每行一家企业，填写“企业名称”或“统一社会信用代码”（两者都填时优先按信用代码匹配）。',
    '企业名称须与工商登记名称完全一致；同名企业有多家时，导入结果中会列出候选企业供选择。',
    '“客户分组”填写已有分组名称时加入该分组，否则加入导入时选择的分组（默认分组）。',
    `一次最多导入 ${CUSTOMER_IMPORT_MAX_ROWS} 行；只读取第一个工作表。`,
  ]) {
    help.addRow([line]);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
