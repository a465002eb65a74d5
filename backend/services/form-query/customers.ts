import {
  CUSTOMER_MESSAGES,
  addCustomersParamsSchema,
  addFollowUpParamsSchema,
  customerExportQuotaParamsSchema,
  customerListParamsSchema,
  customerParamsSchema,
  deleteFollowUpParamsSchema,
  importParamsSchema,
  importPickParamsSchema,
  importsParamsSchema,
  moveCustomersParamsSchema,
  pipelineParamsSchema,
  reminderDoneParamsSchema,
  remindersParamsSchema,
  removeCustomersParamsSchema,
  updateCustomerParamsSchema,
  customerGroupsParamsSchema,
  customerIdsParamsSchema,
  deleteGroupParamsSchema,
  saveGroupParamsSchema,
} from '@/lib/contract/customers';
import { customerCount, customerEnterpriseIds } from '../../db/queries/customers';
import { listExportQuota } from '../search/export-quota';
import { defineAlias } from '../alias-handler';
import { customerBookUser } from '../customers/access';
import { addToBook } from '../customers/add';
import { listGroups, removeGroup, saveGroup } from '../customers/groups';
import {
  changeCustomer,
  customerDetail,
  customerFilter,
  listCustomers,
  moveToGroup,
  removeFromBook,
} from '../customers/book';
import {
  addFollowUp,
  completeReminders,
  listReminders,
  pipeline,
  removeFollowUp,
} from '../customers/follow-ups';
import { listImports, pickCandidate, readImport } from '../customers/import';

// 客户管理 custom queries (lib/contract/customers.ts, docs/leads.md "Customer book"): a login
// and bt-khgl; every query is scoped to the caller's own rows.

// glzxAddCustomers: add enterprises to the caller's book.
export const glzxAddCustomers = defineAlias({
  params: addCustomersParamsSchema,
  run: async (ctx, p) => {
    const user = await customerBookUser(ctx);
    const { answer, message } = await addToBook(ctx.db, user.id, p, ctx.clock.now());
    return { data: [answer], message };
  },
});

// glzxCustomerIds: which of these enterprises are already the caller's customers.
export const glzxCustomerIds = defineAlias({
  params: customerIdsParamsSchema,
  run: async (ctx, p) => {
    const user = await customerBookUser(ctx);
    return { data: [{ ids: await customerEnterpriseIds(ctx.db, user.id, p.enterpriseIds) }] };
  },
});

// glzxGroups: the caller's groups (the defaults made when missing) with their counts.
export const glzxGroups = defineAlias({
  params: customerGroupsParamsSchema,
  run: async (ctx) => {
    const user = await customerBookUser(ctx);
    return { data: await listGroups(ctx.db, user.id, ctx.clock.now()) };
  },
});

// glzxSaveGroup: create or rename one of the caller's own groups.
export const glzxSaveGroup = defineAlias({
  params: saveGroupParamsSchema,
  run: async (ctx, p) => {
    const user = await customerBookUser(ctx);
    const id = await saveGroup(ctx.db, user.id, p, ctx.clock.now());
    return { data: [{ ID_: id, name: p.name }], message: CUSTOMER_MESSAGES.groupSaved };
  },
});

// glzxDeleteGroup: delete one of the caller's own groups; its customers move to 默认分组.
export const glzxDeleteGroup = defineAlias({
  params: deleteGroupParamsSchema,
  run: async (ctx, p) => {
    const user = await customerBookUser(ctx);
    const moved = await removeGroup(ctx.db, user.id, p.id, ctx.clock.now());
    return { data: [{ moved }], message: CUSTOMER_MESSAGES.groupDeleted(moved) };
  },
});

// glzxCustomers: one page of the caller's customers (我的客户).
export const glzxCustomers = defineAlias({
  params: customerListParamsSchema,
  run: async (ctx, p) => {
    const user = await customerBookUser(ctx);
    const { rows, total } = await listCustomers(ctx.db, user.id, p, ctx.clock.now());
    return {
      data: rows,
      extraData: { totalCount: total, pageIndex: p.pageIndex, pageSize: p.pageSize },
    };
  },
});

// glzxExportQuota: today's export quota and the rows an export of the (filtered) book would take.
export const glzxExportQuota = defineAlias({
  params: customerExportQuotaParamsSchema,
  run: async (ctx, p) => {
    const user = await customerBookUser(ctx);
    const now = ctx.clock.now();
    const filter = customerFilter(p, now);
    const quota = await listExportQuota({ db: ctx.db, now }, user, (cap) =>
      customerCount(ctx.db, user.id, filter, cap),
    );
    return { data: [quota] };
  },
});

// glzxCustomer: one customer with its follow-ups and its enterprise's recent changes.
export const glzxCustomer = defineAlias({
  params: customerParamsSchema,
  run: async (ctx, p) => {
    const user = await customerBookUser(ctx);
    return { data: [await customerDetail(ctx.db, user.id, p.id)] };
  },
});

// glzxUpdateCustomer: the stage (dated), group or note of one customer.
export const glzxUpdateCustomer = defineAlias({
  params: updateCustomerParamsSchema,
  run: async (ctx, p) => {
    const user = await customerBookUser(ctx);
    const record = await changeCustomer(ctx.db, user.id, p, ctx.clock.now());
    return { data: [record], message: CUSTOMER_MESSAGES.saved };
  },
});

// glzxMoveCustomers: several customers into one group.
export const glzxMoveCustomers = defineAlias({
  params: moveCustomersParamsSchema,
  run: async (ctx, p) => {
    const user = await customerBookUser(ctx);
    const moved = await moveToGroup(ctx.db, user.id, p.ids, p.groupId, ctx.clock.now());
    return { data: [{ moved }], message: CUSTOMER_MESSAGES.moved(moved) };
  },
});

// glzxRemoveCustomers: take customers out of the book.
export const glzxRemoveCustomers = defineAlias({
  params: removeCustomersParamsSchema,
  run: async (ctx, p) => {
    const user = await customerBookUser(ctx);
    const removed = await removeFromBook(ctx.db, user.id, p.ids);
    return { data: [{ removed }], message: CUSTOMER_MESSAGES.removed(removed) };
  },
});

// glzxAddFollowUp: a follow-up record, optionally with a reminder.
export const glzxAddFollowUp = defineAlias({
  params: addFollowUpParamsSchema,
  run: async (ctx, p) => {
    const user = await customerBookUser(ctx);
    const id = await addFollowUp(ctx.db, user.id, p, ctx.clock.now());
    return { data: [{ ID_: id }], message: CUSTOMER_MESSAGES.followUpSaved };
  },
});

// glzxDeleteFollowUp: delete one of the caller's follow-ups.
export const glzxDeleteFollowUp = defineAlias({
  params: deleteFollowUpParamsSchema,
  run: async (ctx, p) => {
    const user = await customerBookUser(ctx);
    await removeFollowUp(ctx.db, user.id, p.id);
    return { data: [] };
  },
});

// glzxReminders: the caller's open reminders, due or upcoming.
export const glzxReminders = defineAlias({
  params: remindersParamsSchema,
  run: async (ctx, p) => {
    const user = await customerBookUser(ctx);
    const { rows, total } = await listReminders(ctx.db, user.id, p, ctx.clock.now());
    return { data: rows, extraData: { totalCount: total } };
  },
});

// glzxReminderDone: mark reminders done.
export const glzxReminderDone = defineAlias({
  params: reminderDoneParamsSchema,
  run: async (ctx, p) => {
    const user = await customerBookUser(ctx);
    const done = await completeReminders(ctx.db, user.id, p.ids, ctx.clock.now());
    return { data: [{ done }], message: CUSTOMER_MESSAGES.reminderDone };
  },
});

// glzxPipeline: counts by stage and by group (销售漏斗).
export const glzxPipeline = defineAlias({
  params: pipelineParamsSchema,
  run: async (ctx) => {
    const user = await customerBookUser(ctx);
    return { data: [await pipeline(ctx.db, user.id, ctx.clock.now())] };
  },
});

// glzxImports: the caller's imports, newest first.
export const glzxImports = defineAlias({
  params: importsParamsSchema,
  run: async (ctx, p) => {
    const user = await customerBookUser(ctx);
    const { rows, total } = await listImports(ctx.db, user.id, p);
    return { data: rows, extraData: { totalCount: total } };
  },
});

// glzxImport: one import with its match report.
export const glzxImport = defineAlias({
  params: importParamsSchema,
  run: async (ctx, p) => {
    const user = await customerBookUser(ctx);
    return { data: [await readImport(ctx.db, user.id, p.id)] };
  },
});

// glzxImportPick: add the chosen candidate of an ambiguous row.
export const glzxImportPick = defineAlias({
  params: importPickParamsSchema,
  run: async (ctx, p) => {
    const user = await customerBookUser(ctx);
    const detail = await pickCandidate(ctx.db, user.id, p, ctx.clock.now());
    return { data: [detail], message: CUSTOMER_MESSAGES.importPicked };
  },
});

export const CUSTOMER_ALIASES = {
  glzxAddCustomers,
  glzxCustomerIds,
  glzxGroups,
  glzxSaveGroup,
  glzxDeleteGroup,
  glzxCustomers,
  glzxCustomer,
  glzxExportQuota,
  glzxUpdateCustomer,
  glzxMoveCustomers,
  glzxRemoveCustomers,
  glzxAddFollowUp,
  glzxDeleteFollowUp,
  glzxReminders,
  glzxReminderDone,
  glzxPipeline,
  glzxImports,
  glzxImport,
  glzxImportPick,
};
