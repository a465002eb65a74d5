import type { Logger } from 'pino';
import type { Database } from './db/client';
import type { Clock } from './clock';
import { rerunStaleLists } from './services/prospects/rerun';

// Periodic jobs of a running backend (the one place for them): each runs every `everyMs`, one
// pass at a time, and a failure is logged, never thrown. Jobs must be safe when several
// processes run them (each pass picks what is due from the database). Tests call the jobs'
// functions with their own Clock instead of waiting for timers.

export type Job = { name: string; everyMs: number; run: () => Promise<number> };

export function backendJobs(db: Database, clock: Clock): Job[] {
  return [
    // 潜客名单: rerun lists whose last run is older than a day (docs/leads.md).
    {
      name: 'prospect-lists-daily',
      everyMs: 3600_000,
      run: () => rerunStaleLists(db, clock.now()),
    },
  ];
}

/** Starts the jobs' timers (unref'd: they never keep a process alive); answers a stop. */
export function startJobs(jobs: Job[], logger: Pick<Logger, 'info' | 'error'>): () => void {
  const timers = jobs.map((job) => {
    let running = false;
    const tick = () => {
      if (running) return;
      running = true;
      const started = performance.now();
      job
        .run()
        .then((n) => {
          if (n > 0)
            logger.info(
              { job: job.name, n, ms: Math.round(performance.now() - started) },
              'job ran',
            );
        })
        .catch((error: unknown) => logger.error({ job: job.name, err: error }, 'job failed'))
        .finally(() => {
          running = false;
        });
    };
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    return timer;
  });
  return () => timers.forEach((t) => clearInterval(t));
}
