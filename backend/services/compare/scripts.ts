import {
  COMPARE_MESSAGES,
  trayAddSchema,
  trayClearSchema,
  trayRemoveSchema,
} from '@/lib/contract/compare';
import { defineAlias } from '../alias-handler';
import { compareUser } from '../form-query/compare';
import { addTrayItem, emptyTray, removeTrayItem } from './tray';

// The comparison tray's changes, as script calls (sysInvokeScript/invoke/{alias}); each
// answers the tray as it now is.

// qydbTrayAdd: 加入对比.
const qydbTrayAdd = defineAlias({
  params: trayAddSchema,
  run: async (ctx, p) => {
    const user = await compareUser(ctx);
    const { items, message } = await addTrayItem(ctx.db, user.id, p.qyid);
    return { data: { success: true, items }, message };
  },
});

// qydbTrayRemove: 移出对比, by the item's id or the enterprise.
const qydbTrayRemove = defineAlias({
  params: trayRemoveSchema,
  run: async (ctx, p) => {
    const user = await compareUser(ctx);
    const items = await removeTrayItem(ctx.db, user.id, {
      ...(p.id !== undefined ? { id: p.id } : {}),
      ...(p.qyid !== undefined ? { enterpriseId: p.qyid } : {}),
    });
    return { data: { success: true, items }, message: COMPARE_MESSAGES.trayRemoved };
  },
});

// qydbTrayClear: 清空对比栏.
const qydbTrayClear = defineAlias({
  params: trayClearSchema,
  run: async (ctx) => {
    const user = await compareUser(ctx);
    await emptyTray(ctx.db, user.id);
    return { data: { success: true, items: [] }, message: COMPARE_MESSAGES.trayCleared };
  },
});

export const COMPARE_SCRIPTS = { qydbTrayAdd, qydbTrayRemove, qydbTrayClear };
