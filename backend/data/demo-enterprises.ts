import { count, eq, sql } from 'drizzle-orm';
import { getTableName } from 'drizzle-orm';
import type { Database } from '../db/client';
import { setMeta } from '../db/queries/app-meta';
import {
  enterprises,
  industryChainNodes,
  officialStatistics,
  parks,
  productCategories,
} from '../db/schema';
import { BUILTIN_SOURCE, ensureChainReference } from './chain-reference';
import { generatorLinks } from './generator/chain-links';
import { Calendar } from './generator/calendar';
import { openRowWriter, type RowWriter } from './generator/copy-writer';
import { dropSecondaryIndexes, rebuildIndexes } from './generator/deferred-indexes';
import { generateBatches } from './generator/generate';
import { demoOfficialStatistics } from './generator/official-statistics';
import { demoParks } from './generator/parks';
import { seedDemoPolicies } from './demo-policies';
import { referenceRows } from './generator/reference-rows';
import { LOAD_TABLES, type Batch, type LoadTableName } from './generator/tables';
import type { SeedStep } from './seed';

/** app_meta key saying what kind of enterprise data this installation holds. */
export const DATASET_META_KEY = 'dataset';
export type DatasetMeta = {
  kind: 'demo' | 'imported';
  seedNumber?: number;
  companies?: number;
  generatedAt?: string;
};

const BATCH_SIZE = 1000;

async function writeBatch(writer: RowWriter, batch: Batch, totals: Map<string, number>) {
  for (const name of Object.keys(LOAD_TABLES) as LoadTableName[]) {
    const rows = batch[name];
    await writer.write(LOAD_TABLES[name], rows);
    const table = getTableName(LOAD_TABLES[name]);
    totals.set(table, (totals.get(table) ?? 0) + rows.length);
  }
}

/** Identity sequences continue after the ids the generator chose, for later imports. */
async function syncSequences(db: Database, tables: string[]): Promise<void> {
  for (const table of tables) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`,
      ),
    );
  }
}

/**
 * Fills an empty knowledge base with the deterministic demo dataset, streamed in batches by
 * COPY; the next batch is generated while the database takes the previous one.
 */
export async function loadDemoEnterprises(
  db: Database,
  options: { companies: number; seedNumber: number; now: Date; deferIndexes?: boolean },
  progress?: Parameters<SeedStep['run']>[3],
): Promise<Record<string, number>> {
  const existing = await db.select({ n: count() }).from(enterprises);
  if ((existing[0]?.n ?? 0) > 0) {
    throw new Error('The database already holds enterprises; seed demo data into an empty one.');
  }
  const cal = new Calendar(options.now);
  const reference = referenceRows(cal.todayIso);
  // The chains are reference data (usually there from the start); the generator puts its
  // enterprises on the built-in links.
  await ensureChainReference(db, cal.todayIso);
  const nodes = await db
    .select({ id: industryChainNodes.id, code: industryChainNodes.code })
    .from(industryChainNodes)
    .where(eq(industryChainNodes.source, BUILTIN_SOURCE));
  const chainLinks = generatorLinks(new Map(nodes.map((n) => [n.code, n.id])));
  await db.insert(productCategories).values(reference.categories);
  const totals = new Map<string, number>([['product_categories', reference.categories.length]]);

  const tables = Object.values(LOAD_TABLES).map(getTableName);
  const deferred = options.deferIndexes ? await dropSecondaryIndexes(db, tables) : [];
  const writer = await openRowWriter(db);
  progress?.start(options.companies);
  let done = 0;
  try {
    let pending: Promise<void> = Promise.resolve();
    for (const batch of generateBatches({
      ...options,
      batchSize: BATCH_SIZE,
      chainLinks,
      productCategories: reference.leavesByCategory,
    })) {
      await pending;
      progress?.update(done);
      done += batch.enterprises.length;
      pending = writeBatch(writer, batch, totals);
    }
    await pending;
    progress?.update(done);
  } finally {
    progress?.stop();
    await writer.close();
  }
  await rebuildIndexes(db, deferred);
  await syncSequences(db, [
    ...tables.filter((t) => t !== 'industry_chain_enterprises'),
    'product_categories',
  ]);
  // The demo parks whose names the generated addresses use (membership is derived later).
  const parkRows = demoParks().map((p) => ({
    ...p,
    source: 'demo',
    sourceId: p.code,
    asOf: cal.todayIso,
  }));
  await db.insert(parks).values(parkRows).onConflictDoNothing();
  totals.set('parks', parkRows.length);
  // Demo official statistics (宏观经济), sourced 演示数据 and shown as such.
  const statRows = demoOfficialStatistics(options.now).map((r) => ({
    ...r,
    source: 'demo',
    asOf: cal.todayIso,
  }));
  for (let i = 0; i < statRows.length; i += 1000)
    await db
      .insert(officialStatistics)
      .values(statRows.slice(i, i + 1000))
      .onConflictDoNothing();
  totals.set('official_statistics', statRows.length);
  // Demo policies (政策问答), is_demo and labelled 演示数据 wherever they show.
  totals.set('policies', await seedDemoPolicies(db, options.seedNumber, options.now));
  // Statistics for the planner, and the visibility map that lets the covering search indexes
  // answer without the table (index-only scans); PGlite has no autovacuum to do it later.
  await db.execute(sql`vacuum analyze`);
  await setMeta(db, DATASET_META_KEY, {
    kind: 'demo',
    seedNumber: options.seedNumber,
    companies: options.companies,
    generatedAt: options.now.toISOString(),
  } satisfies DatasetMeta);
  return Object.fromEntries(totals);
}

/** Large loads build their indexes once at the end; small ones (first start) keep them. */
export const shouldDeferIndexes = (companies: number) => companies >= 50_000;

export const demoEnterprisesStep: SeedStep = {
  name: 'demo-enterprises',
  run: (db, options, clock, progress) =>
    loadDemoEnterprises(
      db,
      {
        companies: options.companies,
        seedNumber: options.seedNumber,
        now: clock.now(),
        deferIndexes: shouldDeferIndexes(options.companies),
      },
      progress,
    ),
};
