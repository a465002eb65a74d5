import { sql } from 'drizzle-orm';
import { CHAIN_MESSAGES, type RegionRef } from '@/lib/contract/chains';
import { WAN } from '@/lib/constants';
import { EMPTY_DISPLAY, formatAmount, formatPercent, regionPathName } from '@/lib/format';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { findRegion } from '../chains/regions';
import { assertScreen } from '../chains/access';
import type { UserRow } from '../../db/queries/users';
import { REPORT_KIND_PERMISSIONS } from '@/lib/contract/report-kinds';

// What 产业链报告, 区域报告 and 对标报告 share (docs/report-kinds.md): the region a stored code
// names and the name a reader reads for it, amounts in 万/亿, and whether the data is the
// generated demo set. The as-of date is the document's `asof`, stated once by the page and
// the PDF (formatAsOf), never again in the text.

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

/** A region as a reader names it: 北京市, 江苏省苏州市 (not 北京市/北京市 or its code). */
export const regionName = (region: Pick<RegionRef, 'name' | 'path'>): string =>
  regionPathName(region.path) || region.name;

/**
 * An indicator's value for a table beside its unit (indicatorUnit): money (万元) in 万/亿 with
 * the unit 元 (SPEC.md §5.7), the rest as computed.
 */
export const indicatorValue = (value: number, unit: string): string | number =>
  unit === '万元' ? formatAmount(value * WAN) : value;

export const indicatorUnit = (unit: string): string => (unit === '万元' ? '元' : unit || '—');

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
