import type { Database } from '../../db/client';
import { staleLists } from '../../db/queries/prospect-lists';
import { runList } from './lists';

// Reruns of saved lists without a click (docs/leads.md, Prospect screening): daily, for lists
// whose last run is older than a day (the scheduler), and every list after a data load (the
// derive step `prospect-lists`). Lists run one after another: each is one statement.

export const RERUN_AFTER_MS = 24 * 3600_000;
/** Lists one pass reruns at most; the rest wait for the next pass. */
export const RERUN_BATCH = 200;

/** Reruns the lists last run before `now − olderThanMs` (never-run ones too); how many ran. */
export async function rerunStaleLists(
  db: Database,
  now: Date,
  olderThanMs = RERUN_AFTER_MS,
  limit = RERUN_BATCH,
): Promise<number> {
  const cutoff = new Date(now.getTime() - olderThanMs);
  const due = await staleLists(db, cutoff, limit);
  let ran = 0;
  for (const list of due) {
    if (await runList({ db }, list, now, { onlyIfLastRunBefore: cutoff })) ran += 1;
  }
  return ran;
}

/** Reruns every list not run at `now` (after a data load), batch after batch; how many ran. */
export async function rerunAllLists(db: Database, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    // A run leaves last_run_at at or after `now`, so a list is never due twice.
    const due = await staleLists(db, now, RERUN_BATCH);
    for (const list of due) {
      if (await runList({ db }, list, now, { onlyIfLastRunBefore: now })) total += 1;
    }
    if (due.length < RERUN_BATCH) return total;
  }
}
