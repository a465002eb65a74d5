import {
  CUSTOMER_MESSAGES,
  type AddCustomersAnswer,
  type AddCustomersParams,
} from '@/lib/contract/customers';
import type { Database } from '../../db/client';
import { addCustomers, existingEnterpriseIds } from '../../db/queries/customers';
import { AppError } from '../../http/errors';

/**
 * glzxAddCustomers: unknown enterprises and another user's group are refused; one enterprise
 * already in the book is refused (409) so a single 加入客户 says so; in bulk the rest are added
 * and the ones already there are reported.
 */
export async function addToBook(
  db: Database,
  userId: string,
  p: AddCustomersParams,
  now: Date,
): Promise<{ answer: AddCustomersAnswer; message: string }> {
  const existing = await existingEnterpriseIds(db, p.enterpriseIds);
  const unknown = p.enterpriseIds.filter((id) => !existing.has(id));
  if (unknown.length > 0) throw new AppError(404, CUSTOMER_MESSAGES.noSuchEnterprise(unknown));
  const result = await addCustomers(db, userId, p.enterpriseIds, {
    source: p.source,
    groupId: p.groupId,
    now,
  });
  if (!result) throw new AppError(404, CUSTOMER_MESSAGES.noSuchGroup);
  if (p.enterpriseIds.length === 1 && result.alreadyIds.length === 1) {
    throw new AppError(409, CUSTOMER_MESSAGES.alreadyCustomer);
  }
  const answer = {
    added: result.addedIds.length,
    already: result.alreadyIds.length,
    addedids: result.addedIds,
    alreadyids: result.alreadyIds,
  };
  const message =
    p.enterpriseIds.length === 1
      ? CUSTOMER_MESSAGES.addedOne
      : CUSTOMER_MESSAGES.added(answer.added, answer.already);
  return { answer, message };
}
