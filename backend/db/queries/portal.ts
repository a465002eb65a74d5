import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../client';
import {
  membershipTiers,
  menuItems,
  menuRecords,
  readMarks,
  serviceGrants,
  tierGrants,
} from '../schema';

export type MenuItemRow = typeof menuItems.$inferSelect;
export type MenuRecordRow = typeof menuRecords.$inferSelect;
export type TierRow = typeof membershipTiers.$inferSelect;

export function listMenuItems(db: Database): Promise<MenuItemRow[]> {
  return db.select().from(menuItems).orderBy(asc(menuItems.sort), asc(menuItems.id));
}

/** The menu records a tier holds, optionally narrowed to some ids. */
export async function grantedMenuRecords(
  db: Database,
  rank: number,
  ids?: readonly string[],
): Promise<MenuRecordRow[]> {
  const conditions = [eq(tierGrants.rank, rank)];
  if (ids) {
    if (ids.length === 0) return [];
    conditions.push(inArray(menuRecords.id, [...ids]));
  }
  const rows = await db
    .select({ record: menuRecords })
    .from(menuRecords)
    .innerJoin(tierGrants, eq(tierGrants.menuRecordId, menuRecords.id))
    .where(and(...conditions))
    .orderBy(asc(menuRecords.useType), asc(menuRecords.sort));
  return rows.map((r) => r.record);
}

export function listTiers(db: Database): Promise<TierRow[]> {
  return db.select().from(membershipTiers).orderBy(asc(membershipTiers.rank));
}

/** Every tier's grants, for the membership comparison. */
export async function listTierGrants(db: Database) {
  return db
    .select({ rank: tierGrants.rank, key: menuRecords.key, name: menuRecords.name })
    .from(tierGrants)
    .innerJoin(menuRecords, eq(tierGrants.menuRecordId, menuRecords.id))
    .orderBy(asc(tierGrants.rank), asc(menuRecords.useType), asc(menuRecords.sort));
}

/** Service ids granted through the user's tier or any of the user's role keys. */
export async function grantedServiceIds(
  db: Database,
  rank: number,
  roleKeys: readonly string[],
): Promise<number[]> {
  const subjects = [`rank:${rank}`, ...roleKeys.map((r) => `role:${r}`)];
  const rows = await db
    .selectDistinct({ serviceId: serviceGrants.serviceId })
    .from(serviceGrants)
    .where(or(...subjects.map((s) => eq(serviceGrants.subject, s))))
    .orderBy(asc(serviceGrants.serviceId));
  return rows.map((r) => r.serviceId);
}

export async function addReadMark(
  db: Database,
  userId: string,
  type: string,
  data: string,
  now: Date,
): Promise<void> {
  await db.insert(readMarks).values({ userId, type, data, readAt: now }).onConflictDoNothing();
}

export async function listReadMarks(db: Database, userId: string, type: string) {
  return db
    .select({ data: readMarks.data, readAt: readMarks.readAt })
    .from(readMarks)
    .where(and(eq(readMarks.userId, userId), eq(readMarks.type, type)))
    .orderBy(asc(readMarks.readAt));
}
