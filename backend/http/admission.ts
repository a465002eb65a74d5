import type { Context, MiddlewareHandler } from 'hono';
import { errorEnvelope } from '@/lib/contract/envelope';
import { MESSAGES } from '@/lib/contract/messages';
import type { AppEnv } from './env';

// Admission queue (docs/decisions/011-admission-queue.md). Without it every request in
// flight interleaves its queries on the database's connections (PGlite has one), so under
// load all of them slow down together and some wait far longer than the rest. The gate lets
// `concurrency` requests run at once and queues the others first come, first served; one
// that has waited `maxWaitMs` is answered 503 (服务繁忙) with Retry-After instead of starving.

export type AdmissionOptions = {
  /** Requests served at once; the rest wait. */
  concurrency: number;
  /** Longest wait in the queue before the 503. */
  maxWaitMs: number;
  /** Longest queue: beyond it a request is refused at once (memory bound under a flood). */
  maxQueue?: number;
};

const DEFAULT_MAX_QUEUE = 2000;

type Waiter = { admit: (admitted: boolean) => void; done: boolean };

export type AdmissionStats = { active: number; queued: number; shed: number };

export type AdmissionGate = {
  /** Resolves true when admitted (call leave() after), false when shed or abandoned. */
  enter: (signal?: AbortSignal) => Promise<boolean>;
  leave: () => void;
  stats: () => AdmissionStats;
  /** Seconds a shed caller should wait before asking again. */
  retryAfterS: number;
};

export function createAdmissionGate(options: AdmissionOptions): AdmissionGate {
  const { concurrency, maxWaitMs } = options;
  const maxQueue = options.maxQueue ?? DEFAULT_MAX_QUEUE;
  // FIFO with lazy removal: a waiter that timed out or whose caller left stays in the array,
  // marked done, until it reaches the head.
  const queue: Waiter[] = [];
  let head = 0;
  let queued = 0;
  let active = 0;
  let shed = 0;

  const settle = (waiter: Waiter, admitted: boolean) => {
    if (waiter.done) return false;
    waiter.done = true;
    queued -= 1;
    waiter.admit(admitted);
    return true;
  };

  const admitNext = () => {
    while (active < concurrency && head < queue.length) {
      const waiter = queue[head]!;
      head += 1;
      if (settle(waiter, true)) active += 1;
    }
    if (head > 1024 && head * 2 > queue.length) {
      queue.splice(0, head);
      head = 0;
    }
  };

  return {
    retryAfterS: Math.max(1, Math.ceil(maxWaitMs / 1000)),

    enter(signal) {
      if (signal?.aborted) return Promise.resolve(false);
      if (active < concurrency && queued === 0) {
        active += 1;
        return Promise.resolve(true);
      }
      if (queued >= maxQueue || maxWaitMs <= 0) {
        shed += 1;
        return Promise.resolve(false);
      }
      return new Promise<boolean>((resolve) => {
        const onAbort = () => settle(waiter, false);
        const timer = setTimeout(() => {
          if (settle(waiter, false)) shed += 1;
        }, maxWaitMs);
        const waiter: Waiter = {
          done: false,
          admit: (admitted) => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', onAbort);
            resolve(admitted);
          },
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(waiter);
        queued += 1;
      });
    },

    leave() {
      active -= 1;
      admitNext();
    },

    stats: () => ({ active, queued, shed }),
  };
}

/** The 503 of a shed request: the envelope and when to ask again. */
export function busyResponse(c: Context<AppEnv>, gate: AdmissionGate): Response {
  c.header('Retry-After', String(gate.retryAfterS));
  return c.json(errorEnvelope(503, MESSAGES.serviceBusy), 503);
}

/**
 * Every request through the gate except `exempt` ones (the health check: a shed liveness
 * probe would get a busy server restarted).
 */
export function admission(
  gate: AdmissionGate,
  exempt: (path: string) => boolean = () => false,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (exempt(c.req.path)) return next();
    if (!(await gate.enter(c.req.raw.signal))) return busyResponse(c, gate);
    try {
      await next();
    } finally {
      gate.leave();
    }
  };
}
