'use client';

import { App } from 'antd';
import { useState } from 'react';
import { COMPARE_PERMISSION, type TrayItem } from '@/lib/contract/compare';
import { changeTray, useCompareTray } from '@/lib/client/use-compare';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { usePermissions } from '@/lib/client/use-portal';

/**
 * The caller's comparison tray (对比栏) for the buttons and the dock: nothing is asked
 * without the permission bt-qydb; every change answers the tray as it now is and says so.
 */
export function useTray() {
  const { user } = useCurrentUser();
  const { permissions } = usePermissions(user?.userId);
  const allowed = Boolean(user) && permissions.buttons.has(COMPARE_PERMISSION.key);
  const tray = useCompareTray(allowed);
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const items: TrayItem[] = tray.data ?? [];

  const change = async (what: Parameters<typeof changeTray>[0]) => {
    setBusy(true);
    try {
      const answer = await changeTray(what);
      await tray.mutate(answer.items, { revalidate: false });
      if (answer.message) void message.success(answer.message);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return {
    allowed,
    items,
    loaded: tray.data !== undefined,
    busy,
    has: (qyid: number | string) => items.some((i) => i.qyid === String(qyid)),
    add: (qyid: number | string) => change({ add: Number(qyid) }),
    remove: (qyid: number | string) => change({ remove: Number(qyid) }),
    clear: () => change({ clear: true }),
  };
}
