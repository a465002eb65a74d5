import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { reports, type ReportKind } from '../schema';

// 研究报告: the report library (docs/intelligence.md "Reports"). Every read and write names the
// owner: another user's report is absent, not forbidden.

export type ReportRow = typeof reports.$inferSelect;

export async function insertReport(
  db: Database,
  input: {
    userId: string;
    kind: ReportKind;
    title: string;
    params: Record<string, unknown>;
    dataAsOf: Date | null;
    now: Date;
  },
): Promise<ReportRow> {
  const [row] = await db
    .insert(reports)
    .values({
      userId: input.userId,
      kind: input.kind,
      title: input.title,
      params: input.params,
      dataAsOf: input.dataAsOf,
      createdAt: input.now,
    })
    .returning();
  return row!;
}

/** The owner's reports, newest first, optionally of one kind. */
export async function listReports(
  db: Database,
  userId: string,
  filter: { kind?: ReportKind; pageIndex: number; pageSize: number },
): Promise<{ rows: ReportRow[]; total: number }> {
  const where = and(
    eq(reports.userId, userId),
    filter.kind ? eq(reports.kind, filter.kind) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(reports)
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(filter.pageSize)
      .offset((Math.max(1, filter.pageIndex) - 1) * filter.pageSize),
    db.select({ n: count() }).from(reports).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/** One of the owner's reports, or undefined (also when it is another user's). */
export async function reportOf(
  db: Database,
  userId: string,
  id: number,
): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), eq(reports.userId, userId)))
    .limit(1);
  return row;
}

/** Deletes one of the owner's reports; false when there was none of theirs. */
export async function deleteReport(db: Database, userId: string, id: number): Promise<boolean> {
  const gone = await db
    .delete(reports)
    .where(and(eq(reports.id, id), eq(reports.userId, userId)))
    .returning({ id: reports.id });
  return gone.length > 0;
}

/** Whether the owner already has a report of this kind with exactly these parameters. */
export async function hasReportWith(
  db: Database,
  userId: string,
  kind: ReportKind,
  params: Record<string, unknown>,
): Promise<boolean> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.userId, userId),
        eq(reports.kind, kind),
        sql`${reports.params} = ${JSON.stringify(params)}::jsonb`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
