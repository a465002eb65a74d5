import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from './build.mjs';

// What the benchmarks share: a production portal started on loopback, a logged-in session,
// and load from autocannon (a light client, so the load generator takes as little of the
// machine's two cores as possible), one request body per call from a list, with every
// response time kept so p95 can be computed (autocannon itself reports no p95).

/** The VIP demo account; the bench portal allow-lists it for password-free login. */
export const BENCH_PHONE = '13800000001';

export async function waitFor200(url: string, deadlineMs: number): Promise<void> {
  while (Date.now() < deadlineMs) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer 200 in time`);
}

export type Portal = { base: string; pid: number; stop: () => Promise<void> };

/**
 * `npm start` on `port` with `env`, answered on /zsai/home. Logs in without SMS (whose
 * hourly limit a repeated bench would reach): the bench phone is allow-listed for 免密登录.
 */
export async function startPortal(env: NodeJS.ProcessEnv, port: number): Promise<Portal> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    env: {
      ...env,
      PORT: String(port),
      ZSAI_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ZSAI_AUTO_LOGIN_ACCOUNTS: BENCH_PHONE,
    },
    stdio: 'ignore',
    detached: true,
  });
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 1000));
  };
  try {
    await waitFor200(`${base}/zsai/home`, Date.now() + 600_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: child.pid!, stop };
}

/** The session cookie of the bench account, through the portal's door. */
export async function benchCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/zsai/api/api-zsai-query/zsai/user/dzxxAutoLogin`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ account: BENCH_PHONE }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error(`bench login of ${BENCH_PHONE} set no cookie (${res.status})`);
  return cookie;
}

export const queryUrl = (base: string, alias: string) =>
  `${base}/zsai/api/api-form/form/core/formCustomQuery/queryForJson_${alias}`;

/** One custom query through the portal, as the browser sends it. */
export async function customQuery<T>(base: string, cookie: string, alias: string, params: object) {
  const res = await fetch(queryUrl(base, alias), {
    method: 'POST',
    headers: { origin: base, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ params: JSON.stringify(params) }),
  });
  return (await res.json()) as { data: T[]; extraData?: Record<string, unknown> };
}

export type LoadStats = {
  n: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  /** Answers 503 (load shed or database unavailable), part of non2xx. */
  status503: number;
  /** Connection errors, time-outs included. */
  errors: number;
  timeouts: number;
  /** Answers slower than the `slowMs` asked for (0 when none was asked). */
  slow: number;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/**
 * POSTs the custom query `alias` from `connections` clients, the n-th call with the n-th
 * params (cycling). With `amount` every params is sent once at most (first-time questions);
 * otherwise the calls go on for `durationS`.
 */
export async function loadQuery(options: {
  base: string;
  cookie: string;
  alias: string;
  params: readonly object[];
  connections: number;
  durationS: number;
  amount?: number;
  /** Seconds autocannon waits for an answer before counting a time-out (its default 10). */
  timeoutS?: number;
  slowMs?: number;
}): Promise<LoadStats> {
  const bodies = options.params.map((p) =>
    new URLSearchParams({ params: JSON.stringify(p) }).toString(),
  );
  let next = 0;
  const times: number[] = [];
  let status503 = 0;
  const headers = {
    origin: options.base,
    cookie: options.cookie,
    'content-type': 'application/x-www-form-urlencoded',
    // What browsers send: the portal compresses its answers.
    'accept-encoding': 'gzip',
  };
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: queryUrl(options.base, options.alias),
        connections: options.connections,
        duration: options.durationS,
        ...(options.amount === undefined ? {} : { amount: options.amount }),
        ...(options.timeoutS === undefined ? {} : { timeout: options.timeoutS }),
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => ({
              ...request,
              headers,
              body: bodies[next++ % bodies.length],
            }),
          },
        ],
      },
      (error, done) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    instance.on('response', (_client, status: number, _bytes, responseTime: number) => {
      times.push(responseTime);
      if (status === 503) status503 += 1;
    });
  });
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    n: times.length,
    rps: Math.round(times.length / seconds),
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    max: round(times.at(-1) ?? NaN),
    non2xx: result.non2xx,
    status503,
    errors: result.errors,
    timeouts: result.timeouts,
    slow: options.slowMs === undefined ? 0 : times.filter((t) => t > options.slowMs!).length,
  };
}

export function formatStats(s: LoadStats): string {
  const trouble = s.non2xx || s.errors ? `, non-2xx ${s.non2xx}, errors ${s.errors}` : '';
  return `n ${s.n}, ${s.rps} req/s, p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms${trouble}`;
}
