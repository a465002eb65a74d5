/** The backend's source of "now", injectable so tests control time. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** The calendar day in China (UTC+8, no daylight saving): the product's "today". */
export function chinaToday(now: Date): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}
