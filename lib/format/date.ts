import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '@/lib/constants';
import { EMPTY_DISPLAY } from './number';

dayjs.extend(utc);

// Dates per SPEC.md §9: sent as YYYY-MM-DD HH:mm:ss or null; shown as YYYY-MM-DD (or with
// the time), '-' when empty. The product's time is China time (UTC+8, no daylight saving)
// wherever it is shown, whatever the zone of the server (UTC) or the browser: an instant (a
// Date, epoch milliseconds, an ISO string with Z or an offset) is written in China time; a
// wall-clock string without a zone ('2026-11-20', '2026-11-20 10:00:00') is already one and
// is written as it is; a dayjs value (a picker's) keeps the wall clock it holds.

/** China's offset from UTC in minutes. */
export const CHINA_UTC_OFFSET_MINUTES = 8 * 60;

type DateInput = string | number | Date | dayjs.Dayjs | null | undefined;

/** An ISO time that names its zone: …T20:17:58Z, …T20:17:58.000+08:00, … 20:17:58+0800. */
const ZONED = /\d{2}:\d{2}(:\d{2}(\.\d+)?)?\s*([zZ]|[+-]\d{2}(:?\d{2})?)$/;

function parse(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (dayjs.isDayjs(value)) return value.isValid() ? value : null;
  const instant = typeof value !== 'string' || ZONED.test(value.trim());
  const d = instant ? dayjs.utc(value).add(CHINA_UTC_OFFSET_MINUTES, 'minute') : dayjs(value);
  return d.isValid() ? d : null;
}

/** The wire format of a date value: 'YYYY-MM-DD HH:mm:ss', or null when empty or invalid. */
export function toDateTimeValue(value: DateInput): string | null {
  return parse(value)?.format(DATE_TIME_FORMAT) ?? null;
}

/** Display: 'YYYY-MM-DD', or with the time, in China time; '-' when empty. */
export function formatDate(value: DateInput, withTime = false): string {
  return parse(value)?.format(withTime ? DATE_TIME_FORMAT : DATE_FORMAT) ?? EMPTY_DISPLAY;
}

/** The China calendar day of a value ('2026-11-21'), or null when empty or invalid. */
export function chinaDay(value: DateInput): string | null {
  return parse(value)?.format(DATE_FORMAT) ?? null;
}

/**
 * A report's one as-of statement, the same on its page and in its PDF: 数据截至 2026-11-21 in
 * China time, or 数据尚未计算 when the data has no date yet (never 未知).
 */
export function formatAsOf(value: DateInput): string {
  const day = chinaDay(value);
  return day ? `数据截至 ${day}` : '数据尚未计算';
}
