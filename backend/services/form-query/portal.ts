import {
  addReadParamsSchema,
  getMenuParamsSchema,
  getReadParamsSchema,
  locateParamsSchema,
  webMenuListParamsSchema,
} from '@/lib/contract/portal';
import { z } from 'zod';
import {
  addReadMark,
  grantedMenuRecords,
  grantedServiceIds,
  listMenuItems,
  listReadMarks,
  listTierGrants,
  listTiers,
} from '../../db/queries/portal';
import { SERVICE_IDS } from '../../data/portal-catalog';
import { aliasUser, defineAlias } from '../alias-handler';
import { locateByIp } from '../location';

// The shell's custom queries: menus, permissions, chat flags, tiers and read marks.

// dzxxWebMenuList: 菜单列表, the top menu's items (open to visitors: they see disabled items).
export const dzxxWebMenuList = defineAlias({
  params: webMenuListParamsSchema,
  run: async (ctx) => {
    const items = await listMenuItems(ctx.db);
    return {
      data: items.map((m) => ({
        id: m.id,
        pid: m.pid,
        sort: m.sort,
        key_: m.key,
        name: m.name,
        component: m.component,
        settingType: m.settingType,
        params: m.params,
        icon: m.icon,
      })),
    };
  },
});

function recordRow(r: Awaited<ReturnType<typeof grantedMenuRecords>>[number]) {
  return {
    id: r.id,
    pid: r.pid,
    sort: r.sort,
    useType: r.useType,
    menuType: r.menuType,
    key_: r.key,
    name: r.name,
    // menuData keeps its own keys (pcSceneMenuData ...); it is a JSON string on the platform.
    menuData: JSON.stringify(r.menuData),
  };
}

// dzxxAppUser: 应用用户, the caller's tier and the ids of the menu records it holds.
export const dzxxAppUser = defineAlias({
  params: z.object({}).passthrough(),
  run: async (ctx) => {
    const user = aliasUser(ctx);
    const [records, tiers] = await Promise.all([
      grantedMenuRecords(ctx.db, user.rank),
      listTiers(ctx.db),
    ]);
    return {
      data: [
        {
          userId: user.id,
          rank: user.rank,
          rankName: tiers.find((t) => t.rank === user.rank)?.name ?? '',
          menuIds: records.map((r) => r.id).join(','),
        },
      ],
    };
  },
});

// dzxxGetMenu: 菜单记录, the records of the given ids that the caller's tier holds.
export const dzxxGetMenu = defineAlias({
  params: getMenuParamsSchema,
  run: async (ctx, params) => {
    const user = aliasUser(ctx);
    const ids = params.menuIds.split(',').filter(Boolean);
    return { data: (await grantedMenuRecords(ctx.db, user.rank, ids)).map(recordRow) };
  },
});

// dzxxAppMenus: 应用菜单, every record the caller's tier holds (buttons and profile modules).
export const dzxxAppMenus = defineAlias({
  params: z.object({}).passthrough(),
  run: async (ctx) => {
    const user = aliasUser(ctx);
    return { data: (await grantedMenuRecords(ctx.db, user.rank)).map(recordRow) };
  },
});

// dzxxGetChatPermissions: 服务权限, rows of granted service ids (10010 chat, 10011 glht ...).
export const dzxxGetChatPermissions = defineAlias({
  params: z.object({}).passthrough(),
  run: async (ctx) => {
    const user = aliasUser(ctx);
    const ids = await grantedServiceIds(ctx.db, user.rank, user.roleKeys);
    return {
      data: ids.map((serviceId) => ({ serviceId })),
      extraData: {
        isChat: ids.includes(SERVICE_IDS.isChat),
        isGlht: ids.includes(SERVICE_IDS.isGlht),
        isYyht: ids.includes(SERVICE_IDS.isYyht),
      },
    };
  },
});

// dzxxMemberTiers: 会员等级, every tier with what it unlocks (open to visitors).
export const dzxxMemberTiers = defineAlias({
  params: z.object({}).passthrough(),
  run: async (ctx) => {
    const [tiers, grants] = await Promise.all([listTiers(ctx.db), listTierGrants(ctx.db)]);
    return {
      data: tiers.map((t) => ({
        ...t,
        grants: grants.filter((g) => g.rank === t.rank).map((g) => ({ key: g.key, name: g.name })),
      })),
    };
  },
});

// dzxxAddRead: 标记已读, remember that the caller read an item of a type.
export const dzxxAddRead = defineAlias({
  params: addReadParamsSchema,
  run: async (ctx, params) => {
    const user = aliasUser(ctx);
    await addReadMark(ctx.db, user.id, params.type, params.data, ctx.clock.now());
    return { data: [{ type: params.type, data: params.data }] };
  },
});

// dzxxGetRead: 已读列表, what the caller read of a type.
export const dzxxGetRead = defineAlias({
  params: getReadParamsSchema,
  run: async (ctx, params) => {
    const user = aliasUser(ctx);
    const marks = await listReadMarks(ctx.db, user.id, params.type);
    return {
      data: marks.map((m) => ({ type: params.type, data: m.data, readTime: m.readAt })),
    };
  },
});

// dzxxLocate: 定位, the visitor's city from the client address (empty when unknown).
export const dzxxLocate = defineAlias({
  params: locateParamsSchema,
  run: (ctx) => {
    const found = locateByIp(ctx.clientIp);
    return { data: found ? [found] : [] };
  },
});
