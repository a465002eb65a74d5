import {
  CUSTOMER_DEFAULT_GROUPS,
  CUSTOMER_MESSAGES,
  type CustomerGroupRecord,
} from '@/lib/contract/customers';
import type { Database } from '../../db/client';
import {
  createGroup,
  deleteGroup,
  ensureDefaultGroups,
  groupsWithCounts,
  ownGroup,
  renameGroup,
} from '../../db/queries/customers';
import { AppError } from '../../http/errors';

// Customer groups (客户分组): the defaults every user has (dzxxInitKhfz re-creates them by name,
// so they cannot be renamed or deleted) and the user's own.

const isDefaultName = (name: string) =>
  (CUSTOMER_DEFAULT_GROUPS as readonly string[]).includes(name);

export async function listGroups(
  db: Database,
  userId: string,
  now: Date,
): Promise<CustomerGroupRecord[]> {
  await ensureDefaultGroups(db, userId, now);
  return (await groupsWithCounts(db, userId)).map((g) => ({
    ID_: g.id,
    name: g.name,
    sort: g.sort,
    isdefault: isDefaultName(g.name) ? 1 : 0,
    count: g.count,
  }));
}

/** The user's own group, or a 404 that says nothing of other users' groups. */
export async function requireOwnGroup(db: Database, userId: string, groupId: string) {
  const group = await ownGroup(db, userId, groupId);
  if (!group) throw new AppError(404, CUSTOMER_MESSAGES.noSuchGroup);
  return group;
}

/** Creates (no id) or renames a group; a default group or a taken name is refused. */
export async function saveGroup(
  db: Database,
  userId: string,
  p: { id?: string; name: string },
  now: Date,
): Promise<string> {
  if (p.id === undefined) {
    const id = await createGroup(db, userId, p.name, now);
    if (id === false) throw new AppError(409, CUSTOMER_MESSAGES.groupExists);
    return id;
  }
  const group = await requireOwnGroup(db, userId, p.id);
  if (isDefaultName(group.name)) throw new AppError(400, CUSTOMER_MESSAGES.defaultGroupFixed);
  if (isDefaultName(p.name) || !(await renameGroup(db, userId, p.id, p.name))) {
    throw new AppError(409, CUSTOMER_MESSAGES.groupExists);
  }
  return p.id;
}

/** Deletes one of the user's own groups; its customers move to 默认分组. */
export async function removeGroup(db: Database, userId: string, groupId: string, now: Date) {
  const group = await requireOwnGroup(db, userId, groupId);
  if (isDefaultName(group.name)) throw new AppError(400, CUSTOMER_MESSAGES.defaultGroupFixed);
  return deleteGroup(db, userId, groupId, now);
}
