import {
  COMPARE_MESSAGES,
  COMPARE_PERMISSION,
  TRAY_MAX,
  compareParamsSchema,
  trayParamsSchema,
} from '@/lib/contract/compare';
import type { UserRow } from '../../db/queries/users';
import { aliasUser, defineAlias, type AliasContext } from '../alias-handler';
import { assertScreen } from '../chains/access';
import { comparison } from '../compare/compare';
import { trayItems } from '../compare/tray';
import { quotaDay } from '../search/export-quota';

// 企业对比 custom queries (lib/contract/compare.ts): a login and the permission bt-qydb. The
// tray's changes are script calls (services/scripts).

export async function compareUser(ctx: AliasContext): Promise<UserRow> {
  const user = aliasUser(ctx);
  await assertScreen(ctx.db, user, COMPARE_PERMISSION, COMPARE_MESSAGES.noPermission);
  return user;
}

// qydbCompare: 2–5 enterprises side by side, differences and the radar.
export const qydbCompare = defineAlias({
  params: compareParamsSchema,
  run: async (ctx, p) => {
    await compareUser(ctx);
    return { data: [await comparison(ctx.db, p.qyids, quotaDay(ctx.clock.now()))] };
  },
});

// qydbTray: the caller's own tray (对比栏), oldest first.
export const qydbTray = defineAlias({
  params: trayParamsSchema,
  run: async (ctx) => {
    const user = await compareUser(ctx);
    return { data: await trayItems(ctx.db, user.id), extraData: { max: TRAY_MAX } };
  },
});

export const COMPARE_ALIASES = { qydbCompare, qydbTray };
