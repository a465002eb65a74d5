import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../client';
import { changeRecords, customers, dynamicReads, enterprises, follows } from '../schema';

// Dynamics (企业动态): the change records of the enterprises a user follows or has as customers
// (客户管理), derived by query so that every imported change record reaches them; read state is
// per user.

export type DynamicsFilter = {
  since?: Date;
  until?: Date;
  isRead?: 0 | 1;
  keyword?: string;
  /** 1-based. */
  pageIndex: number;
  pageSize: number;
};

export type DynamicRow = {
  id: string;
  enterpriseId: number;
  qymc: string;
  className: string;
  /** ISO string of the change date. */
  gxsj: string;
  item: string;
  before: string;
  after: string;
  isRead: 0 | 1;
};

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The change record's enterprise is followed by the user or one of the user's customers. */
function watched(userId: string): SQL {
  return sql`${changeRecords.enterpriseId} in (
    select f.enterprise_id from ${follows} f where f.user_id = ${userId}
    union select c.enterprise_id from ${customers} c where c.user_id = ${userId})`;
}

function conditions(userId: string, filter: Omit<DynamicsFilter, 'pageIndex' | 'pageSize'>) {
  const where: (SQL | undefined)[] = [watched(userId)];
  if (filter.since) where.push(gte(changeRecords.changedOn, isoDay(filter.since)));
  if (filter.until) where.push(lte(changeRecords.changedOn, isoDay(filter.until)));
  if (filter.isRead === 1) where.push(isNotNull(dynamicReads.changeRecordId));
  if (filter.isRead === 0) where.push(isNull(dynamicReads.changeRecordId));
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
    where.push(
      or(
        ilike(enterprises.qymc, like),
        ilike(changeRecords.item, like),
        ilike(changeRecords.className, like),
      ),
    );
  }
  return and(...where);
}

function dynamicsFrom(db: Database, userId: string, selection: Parameters<Database['select']>[0]) {
  return db
    .select(selection)
    .from(changeRecords)
    .innerJoin(enterprises, eq(enterprises.id, changeRecords.enterpriseId))
    .leftJoin(
      dynamicReads,
      and(eq(dynamicReads.changeRecordId, changeRecords.id), eq(dynamicReads.userId, userId)),
    );
}

/** Newest first (change date, then id). */
export async function listDynamics(
  db: Database,
  userId: string,
  filter: DynamicsFilter,
): Promise<{ rows: DynamicRow[]; total: number }> {
  const where = conditions(userId, filter);
  const [rows, totals] = await Promise.all([
    dynamicsFrom(db, userId, {
      id: changeRecords.id,
      enterpriseId: changeRecords.enterpriseId,
      qymc: enterprises.qymc,
      className: changeRecords.className,
      changedOn: changeRecords.changedOn,
      item: changeRecords.item,
      before: changeRecords.before,
      after: changeRecords.after,
      readId: dynamicReads.changeRecordId,
    })
      .where(where)
      .orderBy(desc(changeRecords.changedOn), desc(changeRecords.id))
      .limit(filter.pageSize)
      .offset((Math.max(1, filter.pageIndex) - 1) * filter.pageSize),
    dynamicsFrom(db, userId, { n: count() }).where(where),
  ]);
  return {
    rows: (rows as RawDynamic[]).map((r) => ({
      id: String(r.id),
      enterpriseId: r.enterpriseId,
      qymc: r.qymc,
      className: r.className,
      gxsj: new Date(`${r.changedOn}T00:00:00.000Z`).toISOString(),
      item: r.item,
      before: r.before,
      after: r.after,
      isRead: r.readId === null ? 0 : 1,
    })),
    total: Number((totals[0] as { n: number } | undefined)?.n ?? 0),
  };
}

type RawDynamic = {
  id: number;
  enterpriseId: number;
  qymc: string;
  className: string;
  changedOn: string;
  item: string;
  before: string;
  after: string;
  readId: number | null;
};

/** Unread dynamics since a date: the bell's count. */
export async function countUnreadDynamics(
  db: Database,
  userId: string,
  since: Date,
): Promise<number> {
  const rows = await dynamicsFrom(db, userId, { n: count() }).where(
    conditions(userId, { since, isRead: 0 }),
  );
  return Number((rows[0] as { n: number } | undefined)?.n ?? 0);
}

/** Marks the given dynamics (change-record ids) or all of the user's dynamics as read. */
export async function markDynamicsRead(
  db: Database,
  userId: string,
  ids: string[] | 'all',
): Promise<void> {
  const followed = db
    .select({ id: changeRecords.id })
    .from(changeRecords)
    .where(
      ids === 'all'
        ? watched(userId)
        : and(
            watched(userId),
            inArray(changeRecords.id, ids.filter((id) => /^\d{1,18}$/.test(id)).map(Number)),
          ),
    );
  if (ids !== 'all' && ids.length === 0) return;
  await db.execute(sql`
    insert into ${dynamicReads} (user_id, change_record_id)
    select ${userId}, f.id from (${followed}) as f
    on conflict do nothing`);
}
