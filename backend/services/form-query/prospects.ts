import { CUSTOMER_MESSAGES, CUSTOMER_PERMISSION } from '@/lib/contract/customers';
import {
  PROSPECT_LISTS_MAX,
  PROSPECT_MESSAGES,
  PROSPECT_MOVE_MAX,
  PROSPECT_PERMISSION,
  prospectCountParamsSchema,
  prospectExportQuotaParamsSchema,
  prospectListParamsSchema,
  prospectListsParamsSchema,
  prospectMembersParamsSchema,
  prospectMoveParamsSchema,
  prospectPreviewParamsSchema,
  prospectRenameParamsSchema,
  prospectSaveParamsSchema,
} from '@/lib/contract/prospects';
import { addCustomers } from '../../db/queries/customers';
import {
  deleteList,
  insertList,
  listCountOf,
  listsOf,
  ownList,
  renameList,
} from '../../db/queries/prospect-lists';
import { AppError } from '../../http/errors';
import { aliasUser, defineAlias, type AliasContext } from '../alias-handler';
import { assertScreen } from '../chains/access';
import { listExportQuota } from '../search/export-quota';
import {
  NO_QUERY,
  currentMembers,
  memberCount,
  memberIds,
  memberRecords,
  runList,
  screenCondition,
  screenCount,
  screenIds,
  listRecord,
  listRecords,
  toProspectRecord,
} from '../prospects/lists';

// 潜客筛查 and 潜客名单 custom queries (lib/contract/prospects.ts, docs/leads.md): a login and the
// screen's permission bt-qksc; a list is only ever found through its owner, so another user's
// id answers 名单不存在 (404) whatever it does.

async function screenUser(ctx: AliasContext) {
  const user = aliasUser(ctx);
  await assertScreen(ctx.db, user, PROSPECT_PERMISSION, PROSPECT_MESSAGES.noPermission);
  return user;
}

/** The caller's list, or 404. */
export async function callerList(ctx: Pick<AliasContext, 'db'>, userId: string, listId: string) {
  const list = await ownList(ctx.db, userId, listId);
  if (!list) throw new AppError(404, PROSPECT_MESSAGES.noSuchList);
  return list;
}

const page = (p: { pageIndex: number; pageSize: number }) => ({
  offset: (p.pageIndex - 1) * p.pageSize,
  limit: p.pageSize,
});

// qkscCount: how many enterprises the screen matches.
export const qkscCount = defineAlias({
  params: prospectCountParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx);
    const where = await screenCondition(ctx, user.id, p.conditions, ctx.clock.now());
    return { data: [{ count: await screenCount(ctx.db, where) }] };
  },
});

// qkscPreview: a page of the screen's matches, largest capital first.
export const qkscPreview = defineAlias({
  params: prospectPreviewParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx);
    const where = await screenCondition(ctx, user.id, p.conditions, ctx.clock.now());
    const [total, ids] = await Promise.all([
      screenCount(ctx.db, where),
      screenIds(ctx.db, where, page(p)),
    ]);
    const hits = await ctx.search.hitsByIds(ids, NO_QUERY);
    return {
      data: hits.map(toProspectRecord),
      extraData: { totalCount: total, pageIndex: p.pageIndex, pageSize: p.pageSize },
    };
  },
});

// qkscSaveList: save the screen as a named list and run it (its baseline).
export const qkscSaveList = defineAlias({
  params: prospectSaveParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx);
    if (p.conditions.items.length === 0) throw new AppError(400, PROSPECT_MESSAGES.emptyScreen);
    const now = ctx.clock.now();
    // Checks the tree's values before anything is stored.
    await screenCondition(ctx, user.id, p.conditions, now);
    if ((await listCountOf(ctx.db, user.id)) >= PROSPECT_LISTS_MAX)
      throw new AppError(400, PROSPECT_MESSAGES.tooManyLists);
    const created = await insertList(ctx.db, {
      userId: user.id,
      name: p.title,
      conditions: p.conditions,
      now,
    });
    if (!created) throw new AppError(409, PROSPECT_MESSAGES.nameTaken);
    const outcome = await runList(ctx, created, now);
    const list = await callerList(ctx, user.id, created.id);
    return {
      data: [await listRecord(ctx.db, list)],
      message: outcome?.capped ? PROSPECT_MESSAGES.capped : PROSPECT_MESSAGES.saved,
    };
  },
});

// qkscLists: the caller's lists, last changed first.
export const qkscLists = defineAlias({
  params: prospectListsParamsSchema,
  run: async (ctx) => {
    const user = await screenUser(ctx);
    return { data: await listRecords(ctx.db, await listsOf(ctx.db, user.id)) };
  },
});

// qkscList: one of the caller's lists.
export const qkscList = defineAlias({
  params: prospectListParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx);
    return { data: [await listRecord(ctx.db, await callerList(ctx, user.id, p.listId))] };
  },
});

// qkscRenameList.
export const qkscRenameList = defineAlias({
  params: prospectRenameParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx);
    const outcome = await renameList(ctx.db, user.id, p.listId, p.title, ctx.clock.now());
    if (outcome === 'missing') throw new AppError(404, PROSPECT_MESSAGES.noSuchList);
    if (outcome === 'taken') throw new AppError(409, PROSPECT_MESSAGES.nameTaken);
    return {
      data: [await listRecord(ctx.db, await callerList(ctx, user.id, p.listId))],
      message: PROSPECT_MESSAGES.renamed,
    };
  },
});

// qkscDeleteList: the list and its members.
export const qkscDeleteList = defineAlias({
  params: prospectListParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx);
    if (!(await deleteList(ctx.db, user.id, p.listId)))
      throw new AppError(404, PROSPECT_MESSAGES.noSuchList);
    return { data: [{ ID_: p.listId }], message: PROSPECT_MESSAGES.deleted };
  },
});

// qkscRunList: rerun the list now.
export const qkscRunList = defineAlias({
  params: prospectListParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx);
    const list = await callerList(ctx, user.id, p.listId);
    const outcome = await runList(ctx, list, ctx.clock.now());
    // Deleted meanwhile (by another tab of the same user).
    if (!outcome) throw new AppError(404, PROSPECT_MESSAGES.noSuchList);
    return {
      data: [await listRecord(ctx.db, await callerList(ctx, user.id, p.listId))],
      message: outcome.capped
        ? PROSPECT_MESSAGES.capped
        : PROSPECT_MESSAGES.ran(outcome.matched, outcome.fresh),
    };
  },
});

// qkscListMembers: a page of the list's members (of its last run), optionally only the new.
export const qkscListMembers = defineAlias({
  params: prospectMembersParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx);
    const list = await callerList(ctx, user.id, p.listId);
    const [total, ids] = await Promise.all([
      memberCount(ctx.db, list, p.newOnly),
      memberIds(ctx.db, list, p.newOnly, page(p)),
    ]);
    return {
      data: await memberRecords(ctx.db, ctx.search, list, ids, ctx.clock.now()),
      extraData: {
        totalCount: total,
        pageIndex: p.pageIndex,
        pageSize: p.pageSize,
        list: await listRecord(ctx.db, list),
      },
    };
  },
});

// qkscMoveToCustomers: the list's members (all, new, or the selected) into a customer group.
export const qkscMoveToCustomers = defineAlias({
  params: prospectMoveParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx);
    // The customer book is a screen of its own (bt-khgl).
    await assertScreen(ctx.db, user, CUSTOMER_PERMISSION, CUSTOMER_MESSAGES.noPermission);
    const list = await callerList(ctx, user.id, p.listId);
    let ids: number[];
    if (p.enterpriseIds) {
      ids = await currentMembers(ctx.db, list, p.enterpriseIds);
      if (ids.length !== p.enterpriseIds.length)
        throw new AppError(400, PROSPECT_MESSAGES.notMembers);
    } else {
      ids = await memberIds(ctx.db, list, p.newOnly, { offset: 0, limit: PROSPECT_MOVE_MAX });
    }
    if (ids.length === 0) throw new AppError(400, PROSPECT_MESSAGES.nothingToMove);
    const result = await addCustomers(ctx.db, user.id, ids, {
      source: 'qksc',
      ...(p.groupId ? { groupId: p.groupId } : {}),
      now: ctx.clock.now(),
    });
    // Another user's group is "not found", as the customer book answers it.
    if (!result) throw new AppError(404, PROSPECT_MESSAGES.noSuchGroup);
    return {
      data: [
        {
          added: result.addedIds.length,
          already: result.alreadyIds.length,
          addedIds: result.addedIds.map(String),
          alreadyIds: result.alreadyIds.map(String),
        },
      ],
      message: PROSPECT_MESSAGES.moved(result.addedIds.length, result.alreadyIds.length),
    };
  },
});

// qkscExportQuota: today's export quota and the rows an export of the list would take.
export const qkscExportQuota = defineAlias({
  params: prospectExportQuotaParamsSchema,
  run: async (ctx, p) => {
    const user = await screenUser(ctx);
    const list = await callerList(ctx, user.id, p.listId);
    const quota = await listExportQuota({ db: ctx.db, now: ctx.clock.now() }, user, (cap) =>
      memberCount(ctx.db, list, p.newOnly, cap),
    );
    return { data: [quota] };
  },
});

export const PROSPECT_ALIASES = {
  qkscCount,
  qkscPreview,
  qkscSaveList,
  qkscLists,
  qkscList,
  qkscRenameList,
  qkscDeleteList,
  qkscRunList,
  qkscListMembers,
  qkscMoveToCustomers,
  qkscExportQuota,
};
