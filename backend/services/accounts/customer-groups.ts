import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { customerGroupsOf, ensureCustomerGroups } from '../../db/queries/customer-groups';
import type { Clock } from '../../clock';
import { CUSTOMER_DEFAULT_GROUPS } from '@/lib/contract/customers';

/** The customer groups every user starts with; the first is where new customers go. */
export const DEFAULT_CUSTOMER_GROUPS = CUSTOMER_DEFAULT_GROUPS;

/** dzxxInitKhfz: make sure the user has the default groups; safe to call on every load. */
export async function initCustomerGroups(db: Database, userId: string, clock: Clock) {
  const now = clock.now();
  await ensureCustomerGroups(
    db,
    DEFAULT_CUSTOMER_GROUPS.map((name, sort) => ({
      id: randomUUID(),
      userId,
      name,
      sort,
      isDefault: sort === 0 ? 1 : 0,
      createdAt: now,
    })),
  );
  const groups = await customerGroupsOf(db, userId);
  return groups.map((g) => ({ id: g.id, name: g.name, sort: g.sort, isDefault: g.isDefault }));
}
