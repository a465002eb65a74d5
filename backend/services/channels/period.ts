import {
  CHANNEL_MESSAGES,
  CHANNEL_PERIOD_DEFAULT_DAYS,
  CHANNEL_PERIOD_MAX_DAYS,
} from '@/lib/contract/channels';
import { AppError } from '../../http/errors';
import { quotaDay } from '../search/export-quota';

// A funnel period is a range of China days (UTC+8, as the export quota counts days): by
// default the last 30 days up to today.

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3600_000;

export type ChannelPeriod = { from: string; to: string; start: Date; end: Date; days: string[] };

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

export function resolvePeriod(now: Date, sjfwS?: string, sjfwE?: string): ChannelPeriod {
  const to = sjfwE ?? quotaDay(now);
  const from = sjfwS ?? addDays(to, -(CHANNEL_PERIOD_DEFAULT_DAYS - 1));
  if (from > to) throw new AppError(400, CHANNEL_MESSAGES.dateOrder);
  const length = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  if (length > CHANNEL_PERIOD_MAX_DAYS) {
    throw new AppError(400, CHANNEL_MESSAGES.periodTooLong(CHANNEL_PERIOD_MAX_DAYS));
  }
  return {
    from,
    to,
    // A China day starts at 16:00 UTC of the day before.
    start: new Date(Date.parse(`${from}T00:00:00Z`) - CHINA_OFFSET_MS),
    end: new Date(Date.parse(`${addDays(to, 1)}T00:00:00Z`) - CHINA_OFFSET_MS),
    days: Array.from({ length }, (_, i) => addDays(from, i)),
  };
}
