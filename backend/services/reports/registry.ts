import type { z } from 'zod';
import type { ReportDocument, ReportKindValue } from '@/lib/contract/reports';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/queries/users';

// 研究报告: how each kind of report is built (docs/intelligence.md "Reports"). A report is
// stored by its parameters and rebuilt from them on every open and download, so a kind is a
// parameter schema plus a pure-over-the-data builder. Each kind registers itself here.

export type ReportBuilder<P extends Record<string, unknown> = Record<string, unknown>> = {
  kind: ReportKindValue;
  /** Validates the parameters on generate and re-reads the stored ones on open. */
  params: z.ZodType<P>;
  /** The title the library lists, e.g. 新能源汽车产业简报（江苏省，2026年10月）. */
  title: (db: Database, params: P) => Promise<string>;
  /**
   * The document; the same parameters on the same data give the same document. Its `asof` is
   * the report's one as-of, which the library also records.
   */
  build: (db: Database, user: UserRow, params: P, clock: Clock) => Promise<ReportDocument>;
};

const builders = new Map<ReportKindValue, ReportBuilder>();

/** Registers a kind's builder (once, at module load of the kind). */
export function registerReportBuilder<P extends Record<string, unknown>>(
  builder: ReportBuilder<P>,
): void {
  builders.set(builder.kind, builder as unknown as ReportBuilder);
}

export function reportBuilder(kind: ReportKindValue): ReportBuilder | undefined {
  return builders.get(kind);
}
