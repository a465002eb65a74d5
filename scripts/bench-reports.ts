// 产业简报 latency (issue 17 targets at 1,000,000 enterprises on PostgreSQL: a briefing's
// preview ≤ 1 s; docs/reports.md). Prints figures, asserts nothing; not run at scale by the
// tests. Needs a seeded and derived database (steps industry-overview, industry-events).
//
// In-process, against the library's own functions: previewReport (the kind's schema, the
// reads and the document, as yjbgPreview answers it minus HTTP and JSON) and renderReportPdf
// (the same document as a PDF). The questions come from the database: the biggest chain and
// 大类 rows of the step industry-overview, nationally and in provinces, for the last full month
// and the last full quarter.
//
// BENCH_DATABASE_URL      the PostgreSQL database (required; skipped without it)
// BENCH_REPORTS_ROUNDS    rounds over the questions (5)
import { sql } from 'drizzle-orm';
import { systemClock } from '@/backend/clock';
import { openPostgres } from '@/backend/db/client';
import { previewReport } from '@/backend/services/reports/library';
import { renderReportPdf } from '@/backend/services/reports/pdf';
import '@/backend/services/form-query/reports';
import { benchUser, rowsOf, timeLine } from './lib/bench-in-process';

const LINE = {
  rounds: Number(process.env.BENCH_REPORTS_ROUNDS ?? 5),
  warmUp: 2,
  hint: 'is the step industry-overview derived?',
};

export async function benchReports(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log('reports: skipped (set BENCH_DATABASE_URL to a seeded database)');
    return;
  }
  const handle = await openPostgres(url);
  try {
    const { db } = handle;
    const bench = await benchUser(db, 'reports');
    if (!bench) return;
    const { user } = bench;
    const deps = { db, clock: systemClock };
    const now = new Date();
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const month = `${last.getUTCFullYear()}-${String(last.getUTCMonth() + 1).padStart(2, '0')}`;
    const quarterEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1));
    const quarter = `${quarterEnd.getUTCFullYear()}-Q${Math.floor(quarterEnd.getUTCMonth() / 3) + 1}`;
    const subjects = await rowsOf<{ kind: number; code: string; region: string }>(
      db,
      sql`(select subject_kind as kind, subject_code as code, region_code as region
          from industry_overview_stats where subject_kind = 2 and region_level <= 1
          order by enterprise_count desc nulls last limit 6)
        union all
        (select 0, subject_code, region_code from industry_overview_stats
          where subject_kind = 0 and region_level <= 1
          order by financing_count desc, subject_code, region_code limit 4)`,
    );
    const questions = subjects.flatMap((s) =>
      [month, quarter].map((period) => ({
        ...(Number(s.kind) === 0 ? { chain: s.code } : { industry: s.code }),
        region: s.region,
        period,
      })),
    );
    await timeLine(
      'briefing preview (yjbgPreview)',
      questions.map((q) => () => previewReport(deps, user, 'briefing', q)),
      LINE,
    );
    const documents = await Promise.all(
      questions.slice(0, 4).map((q) => previewReport(deps, user, 'briefing', q)),
    );
    await timeLine(
      'briefing PDF (renderReportPdf of a built document)',
      documents.map((d) => () => renderReportPdf(d)),
      LINE,
    );
    // 产业链报告, 区域报告 (docs/report-kinds.md; target: a chain report's PDF ≤ 5 s): the
    // largest chain × province rows of chain-region-stats, built and rendered as the library's
    // PDF download does (build, then renderReportPdf).
    const chainRegions = await rowsOf<{ chain: string; region: string }>(
      db,
      sql`select c.code as chain, s.region_code as region from chain_region_stats s
        join industry_chains c on c.id = s.chain_id where s.region_level = 1
        order by s.enterprise_count desc, c.code, s.region_code limit 4`,
    );
    await timeLine(
      'chain report PDF (build + renderReportPdf)',
      chainRegions.map(
        (q) => async () => renderReportPdf(await previewReport(deps, user, 'chain', q)),
      ),
      LINE,
    );
    await timeLine(
      'regional report (build)',
      [...new Set(chainRegions.map((q) => q.region))].map(
        (region) => () => previewReport(deps, user, 'regional', { region }),
      ),
      LINE,
    );
  } finally {
    await handle.close();
  }
}

if (process.argv[1]?.endsWith('bench-reports.ts')) {
  benchReports().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
