import { PROFILE_MESSAGES } from '@/lib/contract/profile';
import type { Database } from '../../db/client';
import { tierGrants } from '../tier-grants';
import type { UserRow } from '../../db/queries/users';
import { AppError } from '../../http/errors';

// Which profile modules (dimension keys of the qyhx module menus) a tier may open. The portal
// hides locked sections; this is the check that counts.

/** Dimension keys listed by the qyhx module menus the tier holds. */
export async function grantedProfileModules(db: Database, rank: number): Promise<Set<string>> {
  const modules = new Set<string>();
  for (const record of await tierGrants(db, rank)) {
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
  const modules = await grantedProfileModules(db, user.rank);
  if (!modules.has(key)) throw new AppError(403, PROFILE_MESSAGES.locked(name));
  return modules;
}
