import { AsyncLocalStorage } from 'node:async_hooks';

/** The backend's source of "now", injectable so tests control time. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** The calendar day in China (UTC+8, no daylight saving): the product's "today". */
export function chinaToday(now: Date): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/**
 * Request header of a test installation (ZSAI_ENV=test): serve this request as if the clock
 * were this many milliseconds ahead. An end-to-end test sees an SMS resend wait end or a QR
 * ticket expire without sleeping, and the tests running beside it keep the real time.
 */
export const TEST_CLOCK_HEADER = 'x-zsai-test-clock-ahead-ms';
/** At most a day ahead, and never back: a test moves time forward only. */
export const TEST_CLOCK_MAX_AHEAD_MS = 86_400_000;

const requestAhead = new AsyncLocalStorage<number>();

/** System time plus what the current request's TEST_CLOCK_HEADER asked for. */
export const testClock: Clock = {
  now: () => new Date(Date.now() + (requestAhead.getStore() ?? 0)),
};

/** Runs `fn` (one request) with the test clock moved `aheadMs` ahead. */
export function withClockAhead<T>(aheadMs: number, fn: () => T): T {
  return requestAhead.run(aheadMs, fn);
}

/** The clock of an installation: only a test one (never production) honours the header. */
export function clockFor(env: 'demo' | 'test' | 'production'): Clock {
  return env === 'test' ? testClock : systemClock;
}
