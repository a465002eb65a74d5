// npm run import -- <dir|file> [--source NAME] [--report FILE]: loads CSV/JSONL files into the
// configured database (format: docs/data-format.md) and writes rejected rows to a report.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '@/backend/config';
import { systemClock } from '@/backend/clock';
import { assertChineseTrigrams, openDatabase } from '@/backend/db/client';
import { importPath, type ImportResult } from '@/backend/data/import/run-import';

const csvCell = (value: string | number) => {
  const s = String(value);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

function writeReport(file: string, result: ImportResult): void {
  const lines = [
    'file,line,reason',
    ...result.rejections.map((r) => [r.file, r.line, r.reason].map(csvCell).join(',')),
  ];
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
}

function summary(result: ImportResult, seconds: number): string {
  const rows = result.files.map(
    (f) =>
      `  ${f.file.padEnd(28)} ${f.entity.padEnd(18)} +${f.inserted} ~${f.updated} =${f.unchanged} ✗${f.rejected}`,
  );
  const total = result.files.reduce((n, f) => n + f.inserted + f.updated + f.unchanged, 0);
  return [
    '  file                         entity             +inserted ~updated =unchanged ✗rejected',
    ...rows,
    `  ${total} rows accepted, ${result.rejections.length} rejected, ${seconds.toFixed(1)} s`,
  ].join('\n');
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { source: { type: 'string' }, report: { type: 'string' } },
  });
  const target = positionals[0];
  if (!target)
    throw new Error('usage: npm run import -- <dir|file> [--source NAME] [--report FILE]');
  const reportFile = values.report ?? 'import-report.csv';
  const database = await openDatabase(loadConfig());
  try {
    await database.migrate();
    await assertChineseTrigrams(database.db);
    const started = performance.now();
    const result = await importPath(database.db, target, {
      source: values.source,
      clock: systemClock,
    });
    writeReport(reportFile, result);
    console.log(summary(result, (performance.now() - started) / 1000));
    for (const step of result.derived ?? [])
      console.log(
        `  derive ${step.step}: ${step.rows} rows, ${(step.durationMs / 1000).toFixed(1)} s${
          step.enterprisesPerSecond ? `, ${step.enterprisesPerSecond} enterprises/s` : ''
        }`,
      );
    console.log(`rejected rows: ${reportFile}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
