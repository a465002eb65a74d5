import {
  CUSTOMER_MESSAGES,
  CUSTOMER_SOURCE_LABELS,
  stageLabel,
  type CustomerExportFilters,
  type CustomerDetail,
  type CustomerListParams,
  type CustomerRecord,
  type CustomerSource,
  type CustomerStage,
  type FollowUpRecord,
} from '@/lib/contract/customers';
import type { Database } from '../../db/client';
import {
  chinaDay,
  customerPage,
  customersByEnterpriseIds,
  followUpsOf,
  moveCustomers,
  ownCustomer,
  recentChangesOf,
  removeCustomers,
  updateCustomer,
  type CustomerListFilter,
  type CustomerRow,
  type FollowUpRow,
} from '../../db/queries/customers';
import type { ExportColumn } from '../search/export-file';
import { AppError } from '../../http/errors';
import { regionColumnCondition, resolveRegion } from '../chains/regions';
import { regionPath } from '../search/reference';
import { sql } from 'drizzle-orm';
import { requireOwnGroup } from './groups';

// My customers (我的客户): the list, one customer with its follow-ups and its enterprise's
// changes, and the changes a user makes. Every read and write names the owner.

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

export function customerRecord(r: CustomerRow): CustomerRecord {
  return {
    ID_: r.id,
    qyid: String(r.enterprise_id),
    qymc: r.qymc,
    tyshxydm: r.tyshxydm,
    status: r.status,
    region: regionPath(r.region_code),
    groupid: r.group_id,
    groupname: r.group_name ?? '',
    stage: r.stage as CustomerStage,
    stagedates: r.stage_dates,
    source: r.source as CustomerSource,
    note: r.note,
    contactname: r.contact_name,
    contactphone: r.contact_phone,
    fddbr: r.legal_representative,
    lxfs: r.lxfs || null,
    email: r.email || null,
    lastfollowup: r.last_follow_up,
    nextremind: r.next_remind,
    createdat: iso(r.created_at),
  };
}

export function followUpRecord(f: FollowUpRow): FollowUpRecord {
  return {
    ID_: f.id,
    customerid: f.customerId,
    on: f.on,
    method: f.method,
    content: f.content,
    nextstep: f.nextStep,
    remindon: f.remindOn,
    remindedat: f.remindedAt ? f.remindedAt.toISOString() : null,
    createdat: f.createdAt.toISOString(),
  };
}

/** The list's filters as the queries take them (the region resolved, 待提醒 as of today). */
export function customerFilter(p: CustomerExportFilters, now: Date): CustomerListFilter {
  const region = p.region ? resolveRegion(p.region).region : undefined;
  return {
    groupId: p.groupId,
    stage: p.stage,
    source: p.source,
    keyword: p.keyword,
    region: region ? regionColumnCondition(region, sql`e.region_code`) : undefined,
    dueBy: p.due ? chinaDay(now) : undefined,
  };
}

export async function listCustomers(
  db: Database,
  userId: string,
  p: CustomerListParams,
  now: Date,
) {
  const page = await customerPage(db, userId, customerFilter({ ...p, due: !!p.due }, now), p);
  return { rows: page.rows.map(customerRecord), total: page.total };
}

/** Columns of the customer book's export: the enterprise, its contacts, then the book's own. */
export const CUSTOMER_EXPORT_COLUMNS: ExportColumn<CustomerRecord>[] = [
  { header: '企业名称', width: 40, value: (r) => r.qymc },
  { header: '统一社会信用代码', width: 22, value: (r) => r.tyshxydm },
  { header: '登记状态', width: 10, value: (r) => r.status },
  { header: '所属地区', width: 24, value: (r) => r.region },
  { header: '法定代表人', width: 12, value: (r) => r.fddbr },
  { header: '企业电话', width: 18, value: (r) => r.lxfs ?? '' },
  { header: '邮箱', width: 24, value: (r) => r.email ?? '' },
  { header: '联系人', width: 12, value: (r) => r.contactname },
  { header: '联系电话', width: 18, value: (r) => r.contactphone },
  { header: '客户分组', width: 14, value: (r) => r.groupname },
  { header: '阶段', width: 10, value: (r) => stageLabel(r.stage) },
  { header: '来源', width: 12, value: (r) => CUSTOMER_SOURCE_LABELS[r.source] ?? '' },
  { header: '最近跟进', width: 12, value: (r) => r.lastfollowup ?? '' },
  { header: '下次提醒', width: 12, value: (r) => r.nextremind ?? '' },
  { header: '加入日期', width: 12, value: (r) => chinaDay(new Date(r.createdat)) },
  { header: '备注', width: 40, value: (r) => r.note },
];

/** The user's customers of these enterprises as export rows. */
export async function customerExportRows(db: Database, userId: string, ids: number[]) {
  return (await customersByEnterpriseIds(db, userId, ids)).map(customerRecord);
}

/** The user's customer, or a 404 that says nothing of other users' customers. */
export async function requireOwnCustomer(db: Database, userId: string, id: string) {
  const row = await ownCustomer(db, userId, id);
  if (!row) throw new AppError(404, CUSTOMER_MESSAGES.noSuchCustomer);
  return row;
}

export const CUSTOMER_CHANGES_SHOWN = 20;

export async function customerDetail(
  db: Database,
  userId: string,
  id: string,
): Promise<CustomerDetail> {
  const row = await requireOwnCustomer(db, userId, id);
  const [followUps, changes] = await Promise.all([
    followUpsOf(db, userId, id),
    recentChangesOf(db, Number(row.enterprise_id), CUSTOMER_CHANGES_SHOWN),
  ]);
  return {
    ...customerRecord(row),
    followups: followUps.map(followUpRecord),
    changes: changes.map((c) => ({
      ID_: String(c.id),
      on: c.changedOn,
      class_name: c.className,
      item: c.item,
      before: c.before,
      after: c.after,
    })),
  };
}

export async function changeCustomer(
  db: Database,
  userId: string,
  p: {
    id: string;
    stage?: CustomerStage;
    groupId?: string;
    note?: string;
    contactName?: string;
    contactPhone?: string;
  },
  now: Date,
) {
  if (p.groupId !== undefined) await requireOwnGroup(db, userId, p.groupId);
  const { id, ...change } = p;
  if (!(await updateCustomer(db, userId, id, change, now))) {
    throw new AppError(404, CUSTOMER_MESSAGES.noSuchCustomer);
  }
  return customerRecord((await ownCustomer(db, userId, id))!);
}

/** Moves customers to a group; none of the ids being the user's is a 404. */
export async function moveToGroup(
  db: Database,
  userId: string,
  ids: readonly string[],
  groupId: string,
  now: Date,
) {
  await requireOwnGroup(db, userId, groupId);
  const moved = await moveCustomers(db, userId, ids, groupId, now);
  if (moved === 0) throw new AppError(404, CUSTOMER_MESSAGES.noSuchCustomer);
  return moved;
}

export async function removeFromBook(db: Database, userId: string, ids: readonly string[]) {
  const removed = await removeCustomers(db, userId, ids);
  if (removed === 0) throw new AppError(404, CUSTOMER_MESSAGES.noSuchCustomer);
  return removed;
}
