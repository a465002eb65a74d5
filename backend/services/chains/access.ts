import type { UserRow } from '../../db/queries/users';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { tierHolds } from '../tier-grants';

// The chain and product screens are menu permissions (bt-{key}, docs/menus.md): the caller's
// tier must hold the screen's record, as 找企业 checks bt-qyhx (services/search/access.ts).

export type ScreenPermission = { key: string; screen: string };

export async function assertScreen(
  db: Database,
  user: UserRow,
  permission: ScreenPermission,
  message: string,
): Promise<void> {
  if (!(await tierHolds(db, user.rank, permission.key))) throw new AppError(403, message);
}
