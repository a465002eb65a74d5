import { z } from 'zod';

// The one date rule of the contract: a day is YYYY-MM-DD and a real day of the calendar.
// A pattern alone let 2026-02-30, 2026-13-45 and 0000-01-01 through to the database, which
// refuses them (a 500); Date.parse alone rolls 2026-02-30 over to March.

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day from 0001-01-01 to 9999-12-31. */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value) || value.startsWith('0000')) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

/** A YYYY-MM-DD string that is a real day; `message` for anything else. */
export const calendarDay = (message: string) =>
  z.string(message).trim().refine(isCalendarDay, message);
