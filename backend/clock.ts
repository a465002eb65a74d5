/** The backend's source of "now", injectable so tests control time. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };
