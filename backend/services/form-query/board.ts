import {
  BOARD_MESSAGES,
  BOARD_PERMISSION,
  boardEmptyParamsSchema,
  boardMembersParamsSchema,
  boardParamsSchema,
  boardSaveLayoutParamsSchema,
  boardSetSchema,
  DEFAULT_BOARD_WIDGETS,
  type BoardLayoutRecord,
  type BoardSetParams,
  type BoardStoredSet,
  type BoardSourcesRecord,
  type BoardWidgetKey,
} from '@/lib/contract/board';
import { CHAIN_MESSAGES, NATIONAL_REGION } from '@/lib/contract/chains';
import { boardChains, boardLayoutOf, followCount, saveBoardLayout } from '../../db/queries/board';
import { groupsWithCounts } from '../../db/queries/customers';
import { listsOf } from '../../db/queries/prospect-lists';
import type { UserRow } from '../../db/queries/users';
import { aliasUser, defineAlias, type AliasContext } from '../alias-handler';
import { assertScreen } from '../chains/access';
import { boardFigures, boardMemberPage, resolveSet } from '../board/board';

// qykb: 企业看板 custom queries (lib/contract/board.ts, docs/investment-promotion.md
// "Enterprise board"). Each needs a login and bt-qykb; groups, lists and layouts are read
// through their owner only.

async function boardScreen(ctx: AliasContext): Promise<UserRow> {
  const user = aliasUser(ctx);
  await assertScreen(
    ctx.db,
    user,
    BOARD_PERMISSION,
    CHAIN_MESSAGES.noPermission(BOARD_PERMISSION.screen),
  );
  return user;
}

/** The set's fields alone (what a layout stores). */
function setOf(p: BoardSetParams): Record<string, string> {
  const set: Record<string, string> = { setKind: p.setKind };
  if (p.setKind === 'group' && p.groupId) set.groupId = p.groupId;
  if (p.setKind === 'list' && p.listId) set.listId = p.listId;
  if (p.setKind === 'region-chain') {
    set.region = p.region;
    if (p.chain) set.chain = p.chain;
  }
  return set;
}

/** A stored set as answers carry it; 我的关注 when none was saved. */
function storedSet(p: BoardSetParams | undefined): BoardStoredSet {
  return {
    setkind: p?.setKind ?? 'follows',
    groupid: p?.groupId ?? null,
    listid: p?.listId ?? null,
    region: p?.region ?? NATIONAL_REGION,
    chain: p?.chain ?? null,
  };
}

// qykbBoard: the KPI cards and charts of a set.
export const qykbBoard = defineAlias({
  params: boardParamsSchema,
  run: async (ctx, p) => {
    const user = await boardScreen(ctx);
    const set = await resolveSet(ctx.db, user, p);
    const board = await boardFigures(ctx.db, set, ctx.clock.now());
    const notice = board.set.capped ? BOARD_MESSAGES.capped(board.set.count) : null;
    return { data: [board], extraData: { notice } };
  },
});

// qykbMembers: a page of the set's members with their latest change.
export const qykbMembers = defineAlias({
  params: boardMembersParamsSchema,
  run: async (ctx, p) => {
    const user = await boardScreen(ctx);
    const set = await resolveSet(ctx.db, user, p);
    const page = await boardMemberPage(ctx.db, set, ctx.clock.now(), p);
    return {
      data: page.rows,
      extraData: {
        totalCount: page.set.count,
        pageIndex: p.pageIndex,
        pageSize: p.pageSize,
        set: page.set,
      },
    };
  },
});

// qykbLayout: the caller's saved layout, or the defaults (every widget, 我的关注).
export const qykbLayout = defineAlias({
  params: boardEmptyParamsSchema,
  run: async (ctx): Promise<{ data: BoardLayoutRecord[] }> => {
    const user = await boardScreen(ctx);
    const row = await boardLayoutOf(ctx.db, user.id);
    // A stored layout is re-read through the schema, so a widget removed later drops out.
    const stored = row ? boardSetSchema.safeParse(row.boardSet) : undefined;
    const widgets = (row?.widgets ?? []).filter((w): w is BoardWidgetKey =>
      (DEFAULT_BOARD_WIDGETS as string[]).includes(w),
    );
    return {
      data: [
        {
          widgets: widgets.length > 0 ? widgets : DEFAULT_BOARD_WIDGETS,
          set: storedSet(stored?.success ? stored.data : undefined),
          saved: row !== undefined,
          updatedat: row?.updatedAt.toISOString() ?? null,
        },
      ],
    };
  },
});

// qykbSaveLayout: saves the widgets and the set (a group or list must be the caller's: 404).
export const qykbSaveLayout = defineAlias({
  params: boardSaveLayoutParamsSchema,
  run: async (ctx, p) => {
    const user = await boardScreen(ctx);
    await resolveSet(ctx.db, user, p);
    await saveBoardLayout(ctx.db, user.id, p.widgets, setOf(p), ctx.clock.now());
    return { data: [], message: BOARD_MESSAGES.saved };
  },
});

// qykbSources: what the caller can choose: follows, own groups, own lists, chains.
export const qykbSources = defineAlias({
  params: boardEmptyParamsSchema,
  run: async (ctx): Promise<{ data: BoardSourcesRecord[] }> => {
    const user = await boardScreen(ctx);
    const [follows, groups, lists, chains] = await Promise.all([
      followCount(ctx.db, user.id),
      groupsWithCounts(ctx.db, user.id),
      listsOf(ctx.db, user.id),
      boardChains(ctx.db),
    ]);
    return {
      data: [
        {
          followcount: follows,
          groups: groups.map((g) => ({ id: g.id, name: g.name, count: g.count })),
          lists: lists.map((l) => ({ id: l.id, name: l.name, count: l.matchCount })),
          chains: chains.map(({ code, name }) => ({ code, name })),
        },
      ],
    };
  },
});

export const BOARD_ALIASES = { qykbBoard, qykbMembers, qykbLayout, qykbSaveLayout, qykbSources };
