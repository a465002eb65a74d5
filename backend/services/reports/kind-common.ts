import { sql } from 'drizzle-orm';
import { CHAIN_MESSAGES, type RegionRef } from '@/lib/contract/chains';
import { EMPTY_DISPLAY, formatPercent } from '@/lib/format';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { findRegion } from '../chains/regions';
import { assertScreen } from '../chains/access';
import type { UserRow } from '../../db/queries/users';
import { REPORT_KIND_PERMISSIONS } from '@/lib/contract/report-kinds';

// What 产业链报告, 区域报告 and 对标报告 share (docs/report-kinds.md): the region a stored code
// names, the as-of date in words, and whether the data is the generated demo set.

/** The caller's tier must hold the kind's screen record (bt-cylfx), else a 403. */
export async function assertKindScreen(
  db: Database,
  user: UserRow,
  kind: keyof typeof REPORT_KIND_PERMISSIONS,
): Promise<void> {
  const permission = REPORT_KIND_PERMISSIONS[kind];
  await assertScreen(db, user, permission, CHAIN_MESSAGES.noPermission(permission.screen));
}

/** A stored region code's region; an unknown code is a 404 naming it. */
export function reportRegion(code: string): RegionRef {
  const region = findRegion(code);
  if (!region) throw new AppError(404, CHAIN_MESSAGES.noSuchRegion(code));
  return region;
}

/** The China date of an ISO time ('2026-11-20'), or null. */
export function chinaDate(iso: string | null): string | null {
  if (!iso) return null;
  return new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** 数据截至 2026-11-20 (or 数据尚未计算). */
export const asOfText = (iso: string | null) => {
  const day = chinaDate(iso);
  return day ? `数据截至 ${day}` : '数据尚未计算';
};

export const toDate = (iso: string | null) => (iso ? new Date(iso) : null);

/**
 * Whether the enterprises are the generated demo set (source 'demo'): the document then says
 * 演示数据. One probe of the (source, source_id) index.
 */
export async function hasDemoData(db: Database): Promise<boolean> {
  const result = (await db.execute(
    sql`select exists(select 1 from enterprises where source = 'demo') as demo`,
  )) as { rows: { demo: boolean }[] };
  return Boolean(result.rows[0]?.demo);
}

/** A share in percent with one decimal ('12.3%'), '-' when the whole is 0. */
export function shareText(part: number, whole: number): string {
  return whole > 0 ? formatPercent((part / whole) * 100, 1) : EMPTY_DISPLAY;
}
