// Day arithmetic of 情报分析 on 'YYYY-MM-DD' strings (UTC calendar days, no time zone to
// shift them), shared by the backend's buckets and their tests. Pure.

const DAY_MS = 86_400_000;

const dayMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export function addDays(day: string, n: number): string {
  return dayOf(dayMs(day) + n * DAY_MS);
}

/** Days from `from` to `to`, both included. */
export function daysIn(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;
}

/** The Monday of the ISO week holding `day`. */
export function mondayOf(day: string): string {
  const weekday = new Date(dayMs(day)).getUTCDay(); // 0 Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** Every week touching [from, to]: its Monday and its days inside the period. */
export function weeksOf(from: string, to: string): { week: string; from: string; to: string }[] {
  const out: { week: string; from: string; to: string }[] = [];
  for (let week = mondayOf(from); week <= to; week = addDays(week, 7)) {
    const sunday = addDays(week, 6);
    out.push({ week, from: week < from ? from : week, to: sunday > to ? to : sunday });
  }
  return out;
}
