import { PROFILE_MESSAGES } from '@/lib/contract/profile';
import type { Database } from '../../db/client';
import { grantedMenuRecords } from '../../db/queries/portal';
import type { UserRow } from '../../db/queries/users';
import { AppError } from '../../http/errors';

// Which profile modules (dimension keys of the qyhx module menus) a tier may open. The portal
// hides locked sections; this is the check that counts.

// Every profile call asks this; grants change only when an operator edits them, so a tier's
// answer is kept for a few seconds per database (a profile page makes ~17 calls at once).
const CACHE_TTL_MS = 10_000;
const cache = new WeakMap<Database, Map<number, { at: number; modules: Promise<Set<string>> }>>();

/** Dimension keys listed by the qyhx module menus the tier holds. */
export function grantedProfileModules(db: Database, rank: number): Promise<Set<string>> {
  const perDb = cache.get(db) ?? new Map<number, { at: number; modules: Promise<Set<string>> }>();
  cache.set(db, perDb);
  const hit = perDb.get(rank);
  if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.modules;
  const modules = loadProfileModules(db, rank);
  perDb.set(rank, { at: Date.now(), modules });
  modules.catch(() => perDb.delete(rank));
  return modules;
}

async function loadProfileModules(db: Database, rank: number): Promise<Set<string>> {
  const records = await grantedMenuRecords(db, rank);
  const modules = new Set<string>();
  for (const record of records) {
    if (record.useType !== 'qyhx') continue;
    const data = record.menuData as { qyhxPcSceneMenuData?: unknown };
    if (Array.isArray(data.qyhxPcSceneMenuData)) {
      for (const key of data.qyhxPcSceneMenuData) if (typeof key === 'string') modules.add(key);
    }
  }
  return modules;
}

/** Throws the 403 that names the module when the user's tier does not hold it. */
export async function assertProfileModule(
  db: Database,
  user: UserRow,
  key: string,
  name: string,
): Promise<Set<string>> {
  const modules = new Set(await grantedProfileModules(db, user.rank));
  if (!modules.has(key)) throw new AppError(403, PROFILE_MESSAGES.locked(name));
  return modules;
}
