import type { Database } from '../../db/client';
import type { UserRow } from '../../db/queries/users';
import type { ExportColumn } from '../search/export-file';
import { quotaDay } from '../search/export-quota';
import { channelFunnel, channelsWithFigures, ownChannel } from './channels';
import { resolvePeriod } from './period';

// The export of 渠道推广: my channels with their figures over the period, or, with a
// channel, that channel's funnel day by day. Both are small (≤ 100 channels, ≤ 366 days), so
// the rows are computed first and the export service streams them by index.

type Cell = string | number;
export type ChannelExport = {
  rows: Cell[][];
  columns: ExportColumn<Cell[]>[];
  fileName: string;
  asciiName: string;
  sheetName: string;
};

const columns = (headers: [string, number][]): ExportColumn<Cell[]>[] =>
  headers.map(([header, width], i) => ({ header, width, value: (row) => row[i] ?? null }));

const FIGURE_HEADERS: [string, number][] = [
  ['访问次数', 10],
  ['访客数', 10],
  ['注册数', 10],
  ['激活数', 10],
  ['首次登录数', 12],
];

export async function channelExportRows(
  db: Database,
  user: UserRow,
  p: { channelId?: string; sjfwS?: string; sjfwE?: string },
  now: Date,
  linkBase = '',
): Promise<ChannelExport> {
  const period = resolvePeriod(now, p.sjfwS, p.sjfwE);
  const range = `${period.from}至${period.to}`;
  if (p.channelId) {
    const channel = await ownChannel(db, user, p.channelId);
    const funnel = await channelFunnel(db, channel, period);
    return {
      rows: funnel.days.map((d) => [
        d.day,
        d.visits,
        d.visitors,
        d.registrations,
        d.activations,
        d.firstlogins,
      ]),
      columns: columns([['日期', 12], ...FIGURE_HEADERS]),
      fileName: `渠道推广-${channel.name}-${range}`,
      asciiName: `qdjt-${channel.code}`,
      sheetName: '渠道漏斗',
    };
  }
  const list = await channelsWithFigures(db, user, period, false);
  return {
    rows: list.map((c) => [
      c.name,
      c.kindlabel,
      c.code,
      `${linkBase}/zsai${c.link}`,
      c.visits,
      c.visitors,
      c.registrations,
      c.activations,
      c.firstlogins,
      `${c.conversion}%`,
      quotaDay(new Date(c.createdat)),
    ]),
    columns: columns([
      ['渠道名称', 24],
      ['渠道类型', 14],
      ['邀请码', 12],
      ['推广链接', 40],
      ...FIGURE_HEADERS,
      ['注册转化率', 12],
      ['创建日期', 12],
    ]),
    fileName: `渠道推广-${range}`,
    asciiName: 'qdjt-channels',
    sheetName: '渠道推广',
  };
}
