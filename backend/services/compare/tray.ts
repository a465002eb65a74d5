import { COMPARE_MESSAGES, TRAY_MAX, type TrayItem } from '@/lib/contract/compare';
import type { Database } from '../../db/client';
import { addToTray, clearTray, removeFromTray, trayOf } from '../../db/queries/compare';
import { findEnterprise } from '../../db/queries/enterprise-profile';
import { AppError } from '../../http/errors';

// The comparison tray (对比栏): per user, at most TRAY_MAX enterprises. The owner is the
// caller of every call (never a parameter), so nobody reads or changes another's tray.

export async function trayItems(db: Database, userId: string): Promise<TrayItem[]> {
  return (await trayOf(db, userId)).map((r) => ({
    ID_: String(r.id),
    qyid: String(r.enterpriseId),
    qymc: r.qymc,
    status: r.status,
    addedat: r.createdAt.toISOString(),
  }));
}

export async function addTrayItem(
  db: Database,
  userId: string,
  enterpriseId: number,
): Promise<{ items: TrayItem[]; message: string }> {
  if (!(await findEnterprise(db, enterpriseId))) {
    throw new AppError(404, COMPARE_MESSAGES.noSuchEnterprise(enterpriseId));
  }
  const outcome = await addToTray(db, userId, enterpriseId, TRAY_MAX);
  if (outcome === 'full') throw new AppError(400, COMPARE_MESSAGES.trayFull);
  return {
    items: await trayItems(db, userId),
    message: outcome === 'added' ? COMPARE_MESSAGES.trayAdded : COMPARE_MESSAGES.trayAlready,
  };
}

export async function removeTrayItem(
  db: Database,
  userId: string,
  by: { id?: number; enterpriseId?: number },
): Promise<TrayItem[]> {
  if (!(await removeFromTray(db, userId, by))) {
    throw new AppError(404, COMPARE_MESSAGES.noSuchTrayItem);
  }
  return trayItems(db, userId);
}

export async function emptyTray(db: Database, userId: string): Promise<void> {
  await clearTray(db, userId);
}
