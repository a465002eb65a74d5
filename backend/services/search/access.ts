import { SEARCH_MESSAGES } from '@/lib/contract/search';
import type { UserRow } from '../../db/queries/users';
import type { Database } from '../../db/client';
import { tierHolds } from '../tier-grants';
import { AppError } from '../../http/errors';

/** 找企业 is a menu permission (bt-qyhx): the caller's tier must hold it. */
export async function assertMaySearch(db: Database, user: UserRow): Promise<void> {
  if (!(await tierHolds(db, user.rank, 'bt-qyhx'))) {
    throw new AppError(403, SEARCH_MESSAGES.noPermission);
  }
}
