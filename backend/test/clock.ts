import type { Clock } from '../clock';

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-11-21T08:00:00Z')) {
  let now = start.getTime();
  const clock: Clock & { advance: (ms: number) => void } = {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
  };
  return clock;
}
