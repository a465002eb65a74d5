import {
  REPORT_KIND_LABELS,
  REPORT_MESSAGES,
  type ReportAnswer,
  type ReportDocument,
  type ReportKindValue,
  type ReportRecord,
} from '@/lib/contract/reports';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { insertReport, reportOf, type ReportRow } from '../../db/queries/reports';
import type { UserRow } from '../../db/queries/users';
import { AppError } from '../../http/errors';
import { invalidInput } from '../../http/validation';
import { reportParamsTexts } from './params-text';
import { reportBuilder, type ReportBuilder } from './registry';

// 研究报告 library (docs/reports.md "Library"): a report is validated by its kind's schema,
// stored by its parameters, and rebuilt from them on every open and download. Reads go
// through the owner (db/queries/reports.ts): another user's report is a 404.

type Deps = { db: Database; clock: Clock };

function builderOf(kind: ReportKindValue): ReportBuilder {
  const builder = reportBuilder(kind);
  if (!builder) throw new AppError(400, REPORT_MESSAGES.kindUnavailable(REPORT_KIND_LABELS[kind]));
  return builder;
}

/** The kind's parameters as its schema parses them; a bad one is a 400 naming the field. */
export function parseReportParams(
  kind: ReportKindValue,
  params: unknown,
): { builder: ReportBuilder; params: Record<string, unknown> } {
  const builder = builderOf(kind);
  const parsed = builder.params.safeParse(params);
  if (!parsed.success) throw invalidInput(parsed.error.issues, '参数');
  return { builder, params: parsed.data };
}

function reportRecord(row: ReportRow, paramstext: string): ReportRecord {
  return {
    ID_: String(row.id),
    kind: row.kind,
    kindname: REPORT_KIND_LABELS[row.kind],
    title: row.title,
    params: row.params,
    paramstext,
    dataasof: row.dataAsOf?.toISOString() ?? null,
    createdat: row.createdAt.toISOString(),
  };
}

/** Library entries, each with its parameters in words (params-text.ts). */
export async function reportRecords(db: Database, rows: ReportRow[]): Promise<ReportRecord[]> {
  const texts = await reportParamsTexts(
    db,
    rows.map((r) => r.params),
  );
  return rows.map((row, i) => reportRecord(row, texts[i]!));
}

/** Builds a report without storing it (the briefing's preview). */
export async function previewReport(
  deps: Deps,
  user: UserRow,
  kind: ReportKindValue,
  raw: unknown,
): Promise<ReportDocument> {
  const { builder, params } = parseReportParams(kind, raw);
  return builder.build(deps.db, user, params, deps.clock);
}

/**
 * Stores a report: builds it first (an unknown subject is its builder's 404, not a stored
 * entry that cannot open), then records its title, parameters and the document's as-of.
 */
export async function generateReport(
  deps: Deps,
  user: UserRow,
  kind: ReportKindValue,
  raw: unknown,
): Promise<ReportAnswer> {
  const { builder, params } = parseReportParams(kind, raw);
  const document = await builder.build(deps.db, user, params, deps.clock);
  const title = await builder.title(deps.db, params);
  const row = await insertReport(deps.db, {
    userId: user.id,
    kind,
    title,
    params,
    // The document's own as-of, so the library and the report state the same date.
    dataAsOf: document.asof ? new Date(document.asof) : null,
    now: deps.clock.now(),
  });
  const [record] = await reportRecords(deps.db, [row]);
  return { record: record!, document };
}

/** One of the user's reports and its document rebuilt from the stored parameters. */
export async function openReport(deps: Deps, user: UserRow, id: number): Promise<ReportAnswer> {
  const row = await reportOf(deps.db, user.id, id);
  if (!row) throw new AppError(404, REPORT_MESSAGES.noSuchReport);
  const { builder, params } = parseReportParams(row.kind, row.params);
  const [[record], document] = await Promise.all([
    reportRecords(deps.db, [row]),
    builder.build(deps.db, user, params, deps.clock),
  ]);
  return { record: record!, document };
}
