import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { chinaToday, type Clock } from '../../clock';
import { runDerive, type DeriveReport } from '../derive';
import { ensureChainReference } from '../chain-reference';
import type { Database } from '../../db/client';
import { getMeta, setMeta } from '../../db/queries/app-meta';
import { DATASET_META_KEY, type DatasetMeta } from '../demo-enterprises';
import { ENTITIES, RowRejection, type BatchRow, type ImportContext } from './entities';
import { LatestChanges } from './latest-changes';
import { readRows } from './read-rows';
import { firstIssue } from './row-schemas';

// npm run import: loads CSV/JSONL files into the knowledge base. Each file is one
// transaction (a row that fails in the database rolls back only its savepoint); every
// rejected row is reported with file, line and reason, nothing is dropped silently.

export type Rejection = { file: string; line: number; reason: string };
export type FileSummary = {
  file: string;
  entity: string;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
};
export type ImportResult = {
  files: FileSummary[];
  rejections: Rejection[];
  /** What the derive pipeline did afterwards (when anything changed). */
  derived?: DeriveReport;
};

const EXTENSIONS = ['.csv', '.jsonl'];
const BATCH_SIZE = 500;

/** The entity a file holds, by its name (`bids.csv`, `bids-2026.csv`), if any. */
export function entityOf(file: string) {
  const stem = path.basename(file).replace(/\.(csv|jsonl)$/, '');
  return ENTITIES.find((e) => stem === e.name || stem.startsWith(`${e.name}-`));
}

/** The files of a directory (or the one file) in load order: parents before children. */
export function inputFiles(target: string): string[] {
  const files = fs.statSync(target).isDirectory()
    ? fs
        .readdirSync(target)
        .filter((f) => EXTENSIONS.includes(path.extname(f)))
        .map((f) => path.join(target, f))
    : [target];
  const rank = (f: string) => {
    const entity = entityOf(f);
    return entity ? ENTITIES.indexOf(entity) : -1;
  };
  return files.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** A file's rows parsed for `entity`: the data, or why the row is refused before the database. */
async function* parsedRows(
  file: string,
  entity: (typeof ENTITIES)[number],
): AsyncGenerator<{ line: number; data: unknown } | { line: number; error: string }> {
  const seen = new Map<string, number>();
  for await (const sourceRow of readRows(file)) {
    if ('error' in sourceRow) {
      yield sourceRow;
      continue;
    }
    const parsed = entity.schema.safeParse(sourceRow.record);
    if (!parsed.success) {
      yield { line: sourceRow.line, error: firstIssue(parsed.error) };
      continue;
    }
    const row = parsed.data as Record<string, unknown>;
    const key = entity.key ? entity.key(row) : String(row.id);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      yield { line: sourceRow.line, error: `与第 ${earlier} 行重复` };
      continue;
    }
    seen.set(key, sourceRow.line);
    yield { line: sourceRow.line, data: parsed.data };
  }
}

export async function importPath(
  db: Database,
  target: string,
  options: { source?: string; clock: Clock },
): Promise<ImportResult> {
  const source = options.source ?? 'import';
  // The data date is China's today: a change dated today in China is not "in the future".
  const asOf = chinaToday(options.clock.now());
  const base = fs.statSync(target).isDirectory() ? target : path.dirname(target);
  const result: ImportResult = { files: [], rejections: [] };
  const touched = new Set<number>();
  // Declared links and catalogue rows refer to the built-in chains, also on a database that
  // was never started.
  await ensureChainReference(db, asOf);

  for (const file of inputFiles(target)) {
    const name = path.relative(base, file);
    const entity = entityOf(file);
    if (!entity) {
      result.rejections.push({ file: name, line: 0, reason: '文件名不对应任何实体类型' });
      continue;
    }
    const summary: FileSummary = {
      file: name,
      entity: entity.name,
      inserted: 0,
      updated: 0,
      unchanged: 0,
      rejected: 0,
    };
    const rejections: Rejection[] = [];
    const reject = (line: number, reason: string) => {
      summary.rejected++;
      rejections.push({ file: name, line, reason });
    };
    const latest = new LatestChanges();
    const context = (executor: ImportContext['db']): ImportContext => ({
      db: executor,
      source,
      asOf,
      latest,
      touched,
    });
    // Rows checked against the rest of their file: a first pass over the rows the main
    // pass will take.
    if (entity.firstPass) {
      for await (const row of parsedRows(file, entity))
        if ('data' in row) entity.firstPass(context(db), row.line, row.data);
    }
    await db.transaction(async (tx) => {
      const applyOne = async (line: number, data: unknown) => {
        try {
          const outcome = await tx.transaction((sp) => entity.apply(context(sp), data, line));
          summary[outcome]++;
        } catch (error) {
          reject(
            line,
            error instanceof RowRejection
              ? error.message
              : `数据库拒绝：${(error as Error).message}`,
          );
        }
      };
      // Batched entities write many rows per statement; if the database refuses a batch,
      // its savepoint rolls back and the rows go one by one to find and report the culprit.
      let pending: BatchRow<unknown>[] = [];
      const flush = async () => {
        const rows = pending;
        pending = [];
        if (rows.length === 0) return;
        try {
          const results = await tx.transaction((sp) => entity.applyBatch!(context(sp), rows));
          for (const r of results) {
            if ('reason' in r) reject(r.line, r.reason);
            else summary[r.outcome]++;
          }
        } catch {
          for (const row of rows) await applyOne(row.line, row.data);
        }
      };
      for await (const row of parsedRows(file, entity)) {
        if ('error' in row) reject(row.line, row.error);
        else if (entity.applyBatch) {
          pending.push(row);
          if (pending.length >= BATCH_SIZE) await flush();
        } else {
          await applyOne(row.line, row.data);
        }
      }
      await flush();
    });
    result.rejections.push(...rejections.sort((a, b) => a.line - b.line));
    result.files.push(summary);
  }
  // Fresh statistics, and the visibility map the covering search indexes need to answer
  // without the table (PGlite has no autovacuum).
  if (result.files.some((f) => f.inserted + f.updated > 0)) {
    await db.execute(sql`vacuum analyze`);
    result.derived = await runDerive(db, options.clock, { touched: [...touched] });
  }
  if (result.files.some((f) => f.inserted > 0) && !(await getMeta(db, DATASET_META_KEY))) {
    await setMeta(db, DATASET_META_KEY, { kind: 'imported' } satisfies DatasetMeta);
  }
  return result;
}
