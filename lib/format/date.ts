import dayjs from 'dayjs';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '@/lib/constants';
import { EMPTY_DISPLAY } from './number';

// Dates per SPEC.md §9: sent as YYYY-MM-DD HH:mm:ss or null; shown as YYYY-MM-DD (or with
// the time), '-' when empty.

type DateInput = string | number | Date | dayjs.Dayjs | null | undefined;

function parse(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

/** The wire format of a date value: 'YYYY-MM-DD HH:mm:ss', or null when empty or invalid. */
export function toDateTimeValue(value: DateInput): string | null {
  return parse(value)?.format(DATE_TIME_FORMAT) ?? null;
}

/** Display: 'YYYY-MM-DD', or with the time; '-' when empty. */
export function formatDate(value: DateInput, withTime = false): string {
  return parse(value)?.format(withTime ? DATE_TIME_FORMAT : DATE_FORMAT) ?? EMPTY_DISPLAY;
}
