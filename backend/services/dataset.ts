import { remember } from '@/lib/cache/ttl-cache';
import { DATASET_META_KEY, type DatasetMeta } from '../data/demo-enterprises';
import type { Database } from '../db/client';
import { getMeta } from '../db/queries/app-meta';
import { cachePerDatabase } from './per-database';

// What kind of enterprise data this installation holds (演示数据 or imported). It changes only
// when data is loaded, and profile and search answers both carry it: read at most once a
// minute per database.
const DATASET_TTL_MS = 60_000;
const datasetCache = cachePerDatabase<'kind', Promise<DatasetMeta['kind'] | null>>({
  maxEntries: 1,
  ttlMs: DATASET_TTL_MS,
});

export function datasetKind(db: Database): Promise<DatasetMeta['kind'] | null> {
  return remember(datasetCache(db), 'kind', async () => {
    return (await getMeta<Partial<DatasetMeta>>(db, DATASET_META_KEY))?.kind ?? null;
  });
}
