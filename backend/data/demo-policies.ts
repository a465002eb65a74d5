import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { getMeta } from '../db/queries/app-meta';
import { writePolicies } from '../db/queries/policies';
import { DATASET_META_KEY, type DatasetMeta } from './demo-enterprises';
import { demoPolicies } from './generator/policies';

// The demo policy library (政策问答, docs/policy-qa.md "Demo data"): written with the demo
// enterprises, and once on a later start of a demo installation seeded before the library
// existed. Never into an imported dataset.

const BATCH = 100;

/** Writes the demo policies of a seed; returns how many. */
export async function seedDemoPolicies(
  db: Database,
  seedNumber: number,
  now: Date,
): Promise<number> {
  const rows = demoPolicies(seedNumber, now);
  for (let i = 0; i < rows.length; i += BATCH) await writePolicies(db, rows.slice(i, i + BATCH));
  return rows.length;
}

/** A demo dataset without any policy gets the demo library; returns how many were written. */
export async function ensureDemoPolicies(db: Database, now: Date): Promise<number> {
  const meta = await getMeta<DatasetMeta>(db, DATASET_META_KEY);
  if (meta?.kind !== 'demo') return 0;
  const [row] = (
    (await db.execute(sql`select exists (select 1 from policies) as any`)) as {
      rows: { any: boolean }[];
    }
  ).rows;
  if (row?.any) return 0;
  return seedDemoPolicies(db, meta.seedNumber ?? 1, now);
}
