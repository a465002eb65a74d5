import { randomUUID } from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { CUSTOMER_DEFAULT_GROUPS, type CustomerSource } from '@/lib/contract/customers';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import {
  changeRecords,
  customerFollowUps,
  customerGroups,
  customerImports,
  customers,
  enterprises,
} from '../schema';

// The customer book's shared queries (docs/leads.md "Customer book"): the predicates other
// lists use to mark or drop a user's customers, and adding customers. Every query takes the
// owner, so nothing here reads or writes another user's rows.

/** EXISTS: the enterprise (a column or SQL of its id) is one of the user's customers. */
export function isACustomer(userId: string, enterpriseId: SQLWrapper): SQL {
  return sql`exists (select 1 from ${customers} where ${customers.userId} = ${userId} and ${customers.enterpriseId} = ${enterpriseId})`;
}

/** NOT EXISTS of isACustomer: lists that exclude the user's existing customers. */
export function notACustomer(userId: string, enterpriseId: SQLWrapper): SQL {
  return sql`not ${isACustomer(userId, enterpriseId)}`;
}

/** The calendar day in China (UTC+8, no daylight saving) of an instant. */
export const chinaDay = (now: Date) =>
  new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/** Makes sure the user has the default groups (as dzxxInitKhfz does); answers 默认分组's id. */
export async function ensureDefaultGroups(db: Database, userId: string, now: Date) {
  await db
    .insert(customerGroups)
    .values(
      CUSTOMER_DEFAULT_GROUPS.map((name, sort) => ({
        id: randomUUID(),
        userId,
        name,
        sort,
        isDefault: sort === 0 ? 1 : 0,
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(
      and(eq(customerGroups.userId, userId), eq(customerGroups.name, CUSTOMER_DEFAULT_GROUPS[0])),
    );
  return row!.id;
}

/** The group if it is the user's, else undefined. */
export async function ownGroup(db: Database, userId: string, groupId: string) {
  const [row] = await db
    .select()
    .from(customerGroups)
    .where(and(eq(customerGroups.id, groupId), eq(customerGroups.userId, userId)));
  return row;
}

/** Which of these enterprise ids exist. */
export async function existingEnterpriseIds(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(inArray(enterprises.id, [...ids]));
  return new Set(rows.map((r) => Number(r.id)));
}

/** Which of these enterprises are the user's customers. */
export async function customerEnterpriseIds(
  db: Database,
  userId: string,
  enterpriseIds: readonly number[],
): Promise<number[]> {
  if (enterpriseIds.length === 0) return [];
  const rows = await db
    .select({ id: customers.enterpriseId })
    .from(customers)
    .where(and(eq(customers.userId, userId), inArray(customers.enterpriseId, [...enterpriseIds])));
  const found = new Set(rows.map((r) => Number(r.id)));
  return enterpriseIds.filter((id) => found.has(id));
}

export type AddCustomersResult = { addedIds: number[]; alreadyIds: number[] };

/**
 * Adds enterprises to the user's book at stage 线索. `groupId` must be the user's (default:
 * 默认分组, created when missing); null when it is not. Enterprises that do not exist are
 * skipped (callers that take ids from a user check them first); one already in the book
 * stays as it is and is reported in `alreadyIds`. Safe under concurrent adds (unique index).
 */
export async function addCustomers(
  db: Database,
  userId: string,
  enterpriseIds: readonly number[],
  options: { source: CustomerSource; groupId?: string; now: Date },
): Promise<AddCustomersResult | null> {
  const { now, source } = options;
  let groupId = options.groupId;
  if (groupId === undefined) groupId = await ensureDefaultGroups(db, userId, now);
  else if (!(await ownGroup(db, userId, groupId))) return null;
  const ids = [...new Set(enterpriseIds)];
  if (ids.length === 0) return { addedIds: [], alreadyIds: [] };
  const existing = await existingEnterpriseIds(db, ids);
  const valid = ids.filter((id) => existing.has(id));
  if (valid.length === 0) return { addedIds: [], alreadyIds: [] };
  const inserted = await db
    .insert(customers)
    .values(
      valid.map((enterpriseId) => ({
        id: randomUUID(),
        userId,
        enterpriseId,
        groupId,
        stage: 'lead' as const,
        stageDates: { lead: chinaDay(now) },
        source,
        note: '',
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: [customers.userId, customers.enterpriseId] })
    .returning({ enterpriseId: customers.enterpriseId });
  const added = new Set(inserted.map((r) => Number(r.enterpriseId)));
  return {
    addedIds: valid.filter((id) => added.has(id)),
    alreadyIds: valid.filter((id) => !added.has(id)),
  };
}

/** The user's groups, in order, with how many customers each holds. */
export async function groupsWithCounts(db: Database, userId: string) {
  return db
    .select({
      id: customerGroups.id,
      name: customerGroups.name,
      sort: customerGroups.sort,
      count: sql<number>`count(${customers.id})`.mapWith(Number),
    })
    .from(customerGroups)
    .leftJoin(
      customers,
      and(eq(customers.groupId, customerGroups.id), eq(customers.userId, userId)),
    )
    .where(eq(customerGroups.userId, userId))
    .groupBy(customerGroups.id)
    .orderBy(customerGroups.sort, customerGroups.createdAt, customerGroups.name);
}

/** A new group of the user after its last; false when the name is taken. */
export async function createGroup(db: Database, userId: string, name: string, now: Date) {
  const [last] = await db
    .select({ sort: sql<number>`coalesce(max(${customerGroups.sort}), 0)`.mapWith(Number) })
    .from(customerGroups)
    .where(eq(customerGroups.userId, userId));
  const inserted = await db
    .insert(customerGroups)
    .values({
      id: randomUUID(),
      userId,
      name,
      sort: (last?.sort ?? 0) + 1,
      isDefault: 0,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: customerGroups.id });
  return inserted[0]?.id ?? false;
}

/** Renames the user's group; false when the name is taken by another of its groups. */
export async function renameGroup(db: Database, userId: string, groupId: string, name: string) {
  const [taken] = await db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(and(eq(customerGroups.userId, userId), eq(customerGroups.name, name)));
  if (taken && taken.id !== groupId) return false;
  await db
    .update(customerGroups)
    .set({ name })
    .where(and(eq(customerGroups.id, groupId), eq(customerGroups.userId, userId)));
  return true;
}

/** Deletes the user's group after moving its customers to 默认分组; answers how many moved. */
export async function deleteGroup(db: Database, userId: string, groupId: string, now: Date) {
  const fallback = await ensureDefaultGroups(db, userId, now);
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(customers)
      .set({ groupId: fallback, updatedAt: now })
      .where(and(eq(customers.userId, userId), eq(customers.groupId, groupId)))
      .returning({ id: customers.id });
    await tx
      .delete(customerGroups)
      .where(and(eq(customerGroups.id, groupId), eq(customerGroups.userId, userId)));
    return moved.length;
  });
}

// ---- The book: customers, follow-ups, reminders, pipeline ----

export type CustomerListFilter = {
  groupId?: string;
  stage?: string;
  source?: string;
  keyword?: string;
  /** The region's condition on `e.region_code` (services/chains/regions), when filtered. */
  region?: SQL;
  /** Only customers with a reminder due on or before this day. */
  dueBy?: string;
};

export type CustomerRow = {
  id: string;
  enterprise_id: string;
  qymc: string;
  tyshxydm: string;
  status: string;
  region_code: string;
  group_id: string | null;
  group_name: string | null;
  stage: string;
  stage_dates: Partial<Record<string, string>>;
  source: string;
  note: string;
  contact_name: string;
  contact_phone: string;
  legal_representative: string;
  lxfs: string | null;
  email: string | null;
  last_follow_up: string | null;
  next_remind: string | null;
  created_at: string | Date;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

function customerWhere(userId: string, f: CustomerListFilter): SQL {
  const parts: SQL[] = [sql`c.user_id = ${userId}`];
  if (f.groupId) parts.push(sql`c.group_id = ${f.groupId}`);
  if (f.stage) parts.push(sql`c.stage = ${f.stage}`);
  if (f.source) parts.push(sql`c.source = ${f.source}`);
  const keyword = f.keyword?.trim();
  if (keyword) {
    const like = `%${escapeLike(keyword)}%`;
    parts.push(
      sql`(e.qymc ilike ${like} or e.tyshxydm = ${keyword.toUpperCase()} or c.note ilike ${like})`,
    );
  }
  if (f.region) parts.push(f.region);
  if (f.dueBy) {
    parts.push(sql`exists (select 1 from customer_follow_ups d where d.customer_id = c.id
      and d.user_id = ${userId} and d.remind_on <= ${f.dueBy} and d.reminded_at is null)`);
  }
  return sql.join(parts, sql` and `);
}

const CUSTOMER_COLUMNS = sql`c.id, c.enterprise_id, e.qymc, e.tyshxydm, e.status, e.region_code,
  c.group_id, g.name as group_name, c.stage, c.stage_dates, c.source, c.note, c.created_at,
  c.contact_name, c.contact_phone, e.legal_representative, e.lxfs, e.email,
  (select to_char(max(f.on), 'YYYY-MM-DD') from customer_follow_ups f where f.customer_id = c.id) as last_follow_up,
  (select to_char(min(f.remind_on), 'YYYY-MM-DD') from customer_follow_ups f
    where f.customer_id = c.id and f.remind_on is not null and f.reminded_at is null) as next_remind`;

const CUSTOMER_FROM = sql`customers c join enterprises e on e.id = c.enterprise_id
  left join customer_groups g on g.id = c.group_id and g.user_id = c.user_id`;

/** One page of the user's customers, newest first. */
export async function customerPage(
  db: Database,
  userId: string,
  f: CustomerListFilter,
  page: { pageIndex: number; pageSize: number },
): Promise<{ rows: CustomerRow[]; total: number }> {
  const where = customerWhere(userId, f);
  const [rows, total] = await Promise.all([
    db.execute(sql`select ${CUSTOMER_COLUMNS} from ${CUSTOMER_FROM} where ${where}
      order by c.created_at desc, c.id
      limit ${page.pageSize} offset ${(page.pageIndex - 1) * page.pageSize}`),
    db.execute(sql`select count(*)::int as n from ${CUSTOMER_FROM} where ${where}`),
  ]);
  return {
    rows: (rows as { rows: CustomerRow[] }).rows,
    total: Number((total as { rows: { n: number }[] }).rows[0]?.n ?? 0),
  };
}

// Export (routes/customers-export.ts): the filtered book's enterprise ids in the list's order
// up to a limit, its size up to a cap, and the rows of some enterprise ids, always the user's.

export async function customerExportIds(
  db: Database,
  userId: string,
  f: CustomerListFilter,
  limit: number,
): Promise<number[]> {
  const res = (await db.execute(sql`select c.enterprise_id as id from ${CUSTOMER_FROM}
    where ${customerWhere(userId, f)} order by c.created_at desc, c.id limit ${limit}`)) as {
    rows: { id: string | number }[];
  };
  return res.rows.map((r) => Number(r.id));
}

export async function customerCount(
  db: Database,
  userId: string,
  f: CustomerListFilter,
  cap: number,
): Promise<number> {
  const res = (await db.execute(sql`select count(*)::int as n from (select 1 from ${CUSTOMER_FROM}
    where ${customerWhere(userId, f)} limit ${cap}) x`)) as { rows: { n: number }[] };
  return Number(res.rows[0]?.n ?? 0);
}

/** The user's customers of these enterprises, in the ids' order. */
export async function customersByEnterpriseIds(
  db: Database,
  userId: string,
  ids: readonly number[],
): Promise<CustomerRow[]> {
  if (ids.length === 0) return [];
  const res = (await db.execute(sql`select ${CUSTOMER_COLUMNS} from ${CUSTOMER_FROM}
    where c.user_id = ${userId} and c.enterprise_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`)) as { rows: CustomerRow[] };
  const byId = new Map(res.rows.map((r) => [Number(r.enterprise_id), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One of the user's customers, or undefined (also for another user's id). */
export async function ownCustomer(db: Database, userId: string, id: string) {
  const res = await db.execute<CustomerRow>(
    sql`select ${CUSTOMER_COLUMNS} from ${CUSTOMER_FROM} where c.user_id = ${userId} and c.id = ${id}`,
  );
  return (res as { rows: CustomerRow[] }).rows[0];
}

/** Changes the stage (recording the day it was reached), group, note or contact of a customer. */
export async function updateCustomer(
  db: Database,
  userId: string,
  id: string,
  change: {
    stage?: (typeof customers.$inferSelect)['stage'];
    groupId?: string;
    note?: string;
    contactName?: string;
    contactPhone?: string;
  },
  now: Date,
): Promise<boolean> {
  const set: PgUpdateSetSource<typeof customers> = { updatedAt: now };
  if (change.groupId !== undefined) set.groupId = change.groupId;
  if (change.note !== undefined) set.note = change.note;
  if (change.contactName !== undefined) set.contactName = change.contactName;
  if (change.contactPhone !== undefined) set.contactPhone = change.contactPhone;
  if (change.stage !== undefined) {
    set.stage = change.stage;
    // Reaching a stage again (after 已流失, say) dates it anew; the others keep their dates.
    set.stageDates = sql`case when ${customers.stage} = ${change.stage} then ${customers.stageDates}
      else ${customers.stageDates} || jsonb_build_object(${change.stage}::text, ${chinaDay(now)}::text) end`;
  }
  const updated = await db
    .update(customers)
    .set(set)
    .where(and(eq(customers.id, id), eq(customers.userId, userId)))
    .returning({ id: customers.id });
  return updated.length > 0;
}

/** Moves the user's customers among `ids` to a group (the caller checked it is the user's). */
export async function moveCustomers(
  db: Database,
  userId: string,
  ids: readonly string[],
  groupId: string,
  now: Date,
): Promise<number> {
  const moved = await db
    .update(customers)
    .set({ groupId, updatedAt: now })
    .where(and(eq(customers.userId, userId), inArray(customers.id, [...ids])))
    .returning({ id: customers.id });
  return moved.length;
}

/** Removes the user's customers among `ids` (their follow-ups cascade). */
export async function removeCustomers(db: Database, userId: string, ids: readonly string[]) {
  const removed = await db
    .delete(customers)
    .where(and(eq(customers.userId, userId), inArray(customers.id, [...ids])))
    .returning({ id: customers.id });
  return removed.length;
}

export type FollowUpRow = typeof customerFollowUps.$inferSelect;

/** A follow-up of the user's customer (checked by the caller). */
export async function insertFollowUp(
  db: Database,
  row: Omit<typeof customerFollowUps.$inferInsert, 'id'>,
): Promise<string> {
  const id = randomUUID();
  await db.insert(customerFollowUps).values({ ...row, id });
  return id;
}

/** The follow-ups of one of the user's customers, newest first. */
export async function followUpsOf(db: Database, userId: string, customerId: string) {
  return db
    .select()
    .from(customerFollowUps)
    .where(and(eq(customerFollowUps.customerId, customerId), eq(customerFollowUps.userId, userId)))
    .orderBy(desc(customerFollowUps.on), desc(customerFollowUps.createdAt));
}

export async function deleteFollowUp(db: Database, userId: string, id: string) {
  const deleted = await db
    .delete(customerFollowUps)
    .where(and(eq(customerFollowUps.id, id), eq(customerFollowUps.userId, userId)))
    .returning({ id: customerFollowUps.id });
  return deleted.length > 0;
}

/** The newest change records of an enterprise. */
export async function recentChangesOf(db: Database, enterpriseId: number, limit: number) {
  return db
    .select()
    .from(changeRecords)
    .where(eq(changeRecords.enterpriseId, enterpriseId))
    .orderBy(desc(changeRecords.changedOn), desc(changeRecords.id))
    .limit(limit);
}

export type ReminderRow = FollowUpRow & { qymc: string; enterpriseId: number };

/** Open reminders of the user: due (on or before `today`) or upcoming (after it). */
export async function reminderPage(
  db: Database,
  userId: string,
  scope: 'due' | 'upcoming',
  today: string,
  page: { pageIndex: number; pageSize: number },
): Promise<{ rows: ReminderRow[]; total: number }> {
  const where = and(
    eq(customerFollowUps.userId, userId),
    eq(customers.userId, userId),
    isNotNull(customerFollowUps.remindOn),
    isNull(customerFollowUps.remindedAt),
    scope === 'due'
      ? lte(customerFollowUps.remindOn, today)
      : gt(customerFollowUps.remindOn, today),
  );
  const from = () =>
    db
      .select({
        followUp: customerFollowUps,
        qymc: enterprises.qymc,
        enterpriseId: customers.enterpriseId,
      })
      .from(customerFollowUps)
      .innerJoin(customers, eq(customers.id, customerFollowUps.customerId))
      .innerJoin(enterprises, eq(enterprises.id, customers.enterpriseId));
  const [rows, total] = await Promise.all([
    from()
      .where(where)
      .orderBy(asc(customerFollowUps.remindOn), asc(customerFollowUps.createdAt))
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db
      .select({ n: count() })
      .from(customerFollowUps)
      .innerJoin(customers, eq(customers.id, customerFollowUps.customerId))
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.followUp, qymc: r.qymc, enterpriseId: Number(r.enterpriseId) })),
    total: Number(total[0]?.n ?? 0),
  };
}

/** How many of the user's reminders are due (the bell's count). */
export async function dueReminderCount(db: Database, userId: string, today: string) {
  const [row] = await db
    .select({ n: count() })
    .from(customerFollowUps)
    .where(
      and(
        eq(customerFollowUps.userId, userId),
        lte(customerFollowUps.remindOn, today),
        isNull(customerFollowUps.remindedAt),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Marks the user's reminders among `ids` done; answers how many were. */
export async function markRemindersDone(
  db: Database,
  userId: string,
  ids: readonly string[],
  now: Date,
) {
  const done = await db
    .update(customerFollowUps)
    .set({ remindedAt: now })
    .where(
      and(
        eq(customerFollowUps.userId, userId),
        inArray(customerFollowUps.id, [...ids]),
        isNotNull(customerFollowUps.remindOn),
        isNull(customerFollowUps.remindedAt),
      ),
    )
    .returning({ id: customerFollowUps.id });
  return done.length;
}

/** Counts of the user's customers by stage and by group. */
export async function pipelineCounts(db: Database, userId: string) {
  const [stages, groups] = await Promise.all([
    db
      .select({ stage: customers.stage, n: count() })
      .from(customers)
      .where(eq(customers.userId, userId))
      .groupBy(customers.stage),
    groupsWithCounts(db, userId),
  ]);
  return { stages: stages.map((s) => ({ stage: s.stage, n: Number(s.n) })), groups };
}

// ---- Imports ----

export type EnterpriseMatch = { id: number; qymc: string; tyshxydm: string; regionCode: string };

/** Enterprises by credit code (unique) and by exact name (possibly several each). */
export async function matchEnterprises(
  db: Database,
  codes: readonly string[],
  names: readonly string[],
): Promise<{ byCode: Map<string, EnterpriseMatch>; byName: Map<string, EnterpriseMatch[]> }> {
  const columns = {
    id: enterprises.id,
    qymc: enterprises.qymc,
    tyshxydm: enterprises.tyshxydm,
    regionCode: enterprises.regionCode,
  };
  const byCode = new Map<string, EnterpriseMatch>();
  const byName = new Map<string, EnterpriseMatch[]>();
  for (let i = 0; i < codes.length; i += 500) {
    const rows = await db
      .select(columns)
      .from(enterprises)
      .where(inArray(enterprises.tyshxydm, codes.slice(i, i + 500)));
    for (const r of rows) byCode.set(r.tyshxydm, { ...r, id: Number(r.id) });
  }
  for (let i = 0; i < names.length; i += 500) {
    const rows = await db
      .select(columns)
      .from(enterprises)
      .where(inArray(enterprises.qymc, names.slice(i, i + 500)))
      .orderBy(enterprises.id);
    for (const r of rows) {
      const list = byName.get(r.qymc) ?? [];
      list.push({ ...r, id: Number(r.id) });
      byName.set(r.qymc, list);
    }
  }
  return { byCode, byName };
}

export async function insertImport(db: Database, row: typeof customerImports.$inferInsert) {
  await db.insert(customerImports).values(row);
}

export async function importPage(
  db: Database,
  userId: string,
  page: { pageIndex: number; pageSize: number },
) {
  const where = eq(customerImports.userId, userId);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: customerImports.id,
        fileName: customerImports.fileName,
        totals: customerImports.totals,
        createdAt: customerImports.createdAt,
      })
      .from(customerImports)
      .where(where)
      .orderBy(desc(customerImports.createdAt), desc(customerImports.id))
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ n: count() }).from(customerImports).where(where),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}

/** One of the user's imports, or undefined (also for another user's id). */
export async function ownImport(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(customerImports)
    .where(and(eq(customerImports.id, id), eq(customerImports.userId, userId)));
  return row;
}

export async function updateImportReport(
  db: Database,
  userId: string,
  id: string,
  report: unknown[],
  totals: Record<string, number>,
) {
  await db
    .update(customerImports)
    .set({ report, totals })
    .where(and(eq(customerImports.id, id), eq(customerImports.userId, userId)));
}

/** Sets the note of the user's customer of an enterprise. */
export async function setNoteByEnterprise(
  db: Database,
  userId: string,
  enterpriseId: number,
  note: string,
) {
  await db
    .update(customers)
    .set({ note })
    .where(and(eq(customers.userId, userId), eq(customers.enterpriseId, enterpriseId)));
}
