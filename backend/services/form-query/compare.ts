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
import { compareEnterprises, comparison } from '../compare/compare';
import { trayItems } from '../compare/tray';
import { listExportQuota, quotaDay } from '../search/export-quota';

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

// qydbExportQuota: today's export quota and the rows (one per enterprise) the export takes,
// asked before the download so a used-up quota is a message, not a downloaded error.
export const qydbExportQuota = defineAlias({
  params: compareParamsSchema,
  run: async (ctx, p) => {
    const user = await compareUser(ctx);
    const now = ctx.clock.now();
    const list = await compareEnterprises(ctx.db, p.qyids, quotaDay(now));
    const quota = await listExportQuota({ db: ctx.db, now }, user, (cap) =>
      Promise.resolve(Math.min(cap, list.length)),
    );
    return { data: [quota] };
  },
});

export const COMPARE_ALIASES = { qydbCompare, qydbTray, qydbExportQuota };
