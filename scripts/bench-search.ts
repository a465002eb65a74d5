// Search latency through the whole stack (/zsai/api/... → proxy → backend → database):
// p50/p95/p99 at concurrency 1 and 16 for name, pinyin, person and filtered queries.
// Prints figures, asserts nothing. Part of `npm run bench`.
//
// BENCH_SEARCH_DATA_DIR  a PGlite data directory already seeded (npm run seed); without it
//                        a temporary one is seeded with BENCH_SEARCH_COMPANIES (100000)
// BENCH_DATABASE_URL     also run on this PostgreSQL database (seeded beforehand)
// BENCH_SEARCH_DURATION_S  seconds per query type and concurrency (5)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pinyin } from 'pinyin-pro';
import { root } from './lib/build.mjs';

const PORT = Number(process.env.BENCH_SEARCH_PORT ?? 3401);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.BENCH_SEARCH_DURATION_S ?? 5);
const PHONE = '13800000001';
const QUERY_URL = `${BASE}/zsai/api/api-form/form/core/formCustomQuery/queryForJson_qyhxSearch`;

type Params = Record<string, string | number>;

async function waitFor200(url: string, deadlineMs: number) {
  while (Date.now() < deadlineMs) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer 200 in time`);
}

/** Logs the VIP demo user in by SMS through the portal and returns the session cookie. */
async function login(): Promise<string> {
  const headers = { origin: BASE };
  await fetch(`${BASE}/zsai/api/api-zsai-query/zsai/sms/send/${PHONE}`, {
    method: 'POST',
    headers,
  });
  const outbox = (await (await fetch(`${BASE}/zsai/api/dev/outbox?phone=${PHONE}`)).json()) as {
    data: { code: string }[];
  };
  const res = await fetch(`${BASE}/zsai/api/api-zsai-query/zsai/user/dzxxWebSmsLogin`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ username: PHONE, code: outbox.data[0]?.code }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('bench login failed');
  return cookie;
}

function post(cookie: string, params: Params) {
  return fetch(QUERY_URL, {
    method: 'POST',
    headers: { origin: BASE, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ params: JSON.stringify(params) }),
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** `concurrency` workers loop over the queries for the duration; latency of every call. */
async function run(cookie: string, queries: Params[], concurrency: number) {
  const latencies: number[] = [];
  let failures = 0;
  const end = Date.now() + DURATION_S * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const params = queries[next++ % queries.length]!;
        const t = performance.now();
        const res = await post(cookie, params);
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
        if (res.status !== 200) failures++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  return `n ${latencies.length}, p50 ${f(percentile(latencies, 50))} ms, p95 ${f(percentile(latencies, 95))} ms, p99 ${f(percentile(latencies, 99))} ms${failures ? `, non-200 ${failures}` : ''}`;
}

/** Query sets built from real rows of the database, so every query finds something. */
async function querySets(cookie: string): Promise<Record<string, Params[]>> {
  const res = await post(cookie, { sort: 'capital', pageSize: 50 });
  const rows = ((await res.json()) as { data: { qymc: string; fddbr: string }[] }).data;
  // What users type: the brand words after the region (酒泉市鹏永生物… → 鹏永生物), not a
  // generic middle like 集团有限 that half the names share.
  const cores = rows
    .map((r) => [...r.qymc.replace(/^.{1,6}?[省市区县]/u, '')].slice(0, 4).join(''))
    .filter((s) => s.length === 4);
  const initials = cores.map((c) =>
    pinyin(c, { toneType: 'none', type: 'array' })
      .map((s) => s[0])
      .join(''),
  );
  return {
    'name (4 characters, contains)': cores.map((keyword) => ({ keyword })),
    'pinyin initials (4 letters)': initials.map((keyword) => ({ keyword, keyType: 'name' })),
    'person (legal rep, executive, shareholder)': rows.map((r) => ({
      keyword: r.fddbr,
      keyType: 'person',
    })),
    'filtered (2-char keyword + province + status + capital)': rows.map((r) => ({
      keyword: [...r.qymc].slice(0, 2).join(''),
      addr: '440000,110000,310000',
      status: '存续,在业',
      zczb: '100-200,200-500,500-1000,1000-5000,5000-',
    })),
    'filters only (province + industry, by capital)': [
      { addr: '440000', sshy: 'I', sort: 'capital' },
      { addr: '320000', sshy: 'C', sort: 'capital' },
      { addr: '330000', other: 'phone', sort: 'founded' },
    ],
  };
}

async function benchEngine(label: string, env: NodeJS.ProcessEnv) {
  const server: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    env: {
      ...env,
      PORT: String(PORT),
      ZSAI_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ZSAI_DEV_ENDPOINTS: '1',
    },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitFor200(`${BASE}/zsai/home`, Date.now() + 600_000);
    const cookie = await login();
    const sets = await querySets(cookie);
    console.log(`search via /zsai/api (${label}), ${DURATION_S} s per line:`);
    for (const [name, queries] of Object.entries(sets)) {
      for (const concurrency of [1, 16]) {
        console.log(
          `  ${name}, concurrency ${concurrency}: ${await run(cookie, queries, concurrency)}`,
        );
      }
    }
  } finally {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

export async function benchSearch() {
  let dataDir = process.env.BENCH_SEARCH_DATA_DIR;
  let temporary = false;
  if (!dataDir) {
    const companies = process.env.BENCH_SEARCH_COMPANIES ?? '100000';
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zsai-bench-search-'));
    temporary = true;
    console.log(`seeding ${companies} companies into ${dataDir} (PGlite) ...`);
    const env: NodeJS.ProcessEnv = { ...process.env, ZSAI_DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    spawnSync('npx', ['tsx', 'scripts/seed.ts', '--companies', companies], {
      cwd: root,
      env,
      stdio: 'ignore',
    });
  }
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, ZSAI_DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    await benchEngine(`PGlite, ${dataDir}`, env);
  } finally {
    if (temporary) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.BENCH_DATABASE_URL) {
    await benchEngine('PostgreSQL', {
      ...process.env,
      DATABASE_URL: process.env.BENCH_DATABASE_URL,
    });
  }
}

// Run alone: `npx tsx scripts/bench-search.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  benchSearch().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
