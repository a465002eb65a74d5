// npm run bench: prints figures, asserts nothing. Talks only to loopback, bounded in time.
//  1. time from `npm start` to the first 200 on /zsai/home on an empty data directory
//     (with the build already made, so the figure is start-up, not compilation);
//  2. request rate of /zsai/api/... through the proxy to a trivial backend route;
//  3. the company profile's API, p50/p95/p99 per call (scripts/lib/bench-profile.ts), on
//     the default demo data here and on BENCH_DATABASE_URL in step 6;
//  4. the server's resident memory after the load;
//  5. the demo generator's load rate on PGlite at the default size, and on PostgreSQL with
//     BENCH_DATABASE_URL (BENCH_COMPANIES, default 1,000,000). `--only seed` runs just this.
//  6. search latency (scripts/bench-search.ts);
//  7. the chain screens' latency (scripts/bench-chains.ts);
//  8. 找关系 and 企业对比 latency (scripts/bench-relationships.ts);
//  9. lead refresh after 10,000 change records, on BENCH_DATABASE_URL (scripts/bench-lead-refresh.ts);
// 10. lead list latency, on BENCH_DATABASE_URL (scripts/bench-lead-list.ts);
// 11. 潜客筛查 count latency, on BENCH_DATABASE_URL (scripts/bench-prospects.ts);
// 12. investment promotion (招商推荐, 园区画像, 宏观经济, 榜单企业) latency, on
//     BENCH_DATABASE_URL (scripts/bench-investment.ts);
// 13. 政策问答 eligibility and question latency, on an in-memory PGlite of its own or
//     BENCH_DATABASE_URL (scripts/bench-policies.ts);
// 14. the assistant's question parser: evaluation accuracy and parse latency
//     (scripts/bench-assistant-parser.ts);
// 15. the assistant's whole answer through its route, on BENCH_DATABASE_URL: first line,
//     first answer line and last line (scripts/bench-assistant-answer.ts);
// 16. the public pages (home, gywm) beside a bare Next + antd page in one Lighthouse run:
//     score, LCP, CLS, JavaScript and HTML, and the JavaScript ratios
//     (scripts/bench-public-pages.ts);
// 17. searches under load: 200 connections through the portal for 60 s, rate, p50, p99,
//     longest wait, errors and 503 answers (scripts/bench-load.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '@/backend/config';
import { buildIfNeeded } from './lib/build.mjs';
import { benchSeed } from './lib/bench-seed';
import { benchProfile } from './lib/bench-profile';
import { startPortal } from './lib/bench-http';
import { benchSearch } from './bench-search';
import { benchChains } from './bench-chains';
import { benchRelationships } from './bench-relationships';
import { benchLeadList } from './bench-lead-list';
import { benchLeadRefresh } from './bench-lead-refresh';
import { benchProspects } from './bench-prospects';
import { benchInvestment } from './bench-investment';
import { benchIntelligenceAnalysis } from './bench-intelligence-analysis';
import { benchIndustryOverview } from './bench-industry-overview';
import { benchPolicies } from './bench-policies';
import { benchAssistantParser } from './bench-assistant-parser';
import { benchAssistantAnswer } from './bench-assistant-answer';
import { benchPublicPages } from './bench-public-pages';
import { benchLoad } from './bench-load';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

function rssMiB(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}

function serverPid(starter: number): number | undefined {
  // npm start's script spawns the standalone server as its only child.
  try {
    const children = fs.readFileSync(`/proc/${starter}/task/${starter}/children`, 'utf8');
    return Number(children.trim().split(/\s+/)[0]) || undefined;
  } catch {
    return undefined;
  }
}

async function load(
  url: string,
  init: { method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> } = {},
) {
  const result = await autocannon({ url, connections: 10, duration: DURATION_S, ...init });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main() {
  if (!process.argv.includes('--only') || !process.argv.includes('seed')) await benchServer();
  await benchSeed(loadConfig().seedCompanies);
}

async function benchServer() {
  buildIfNeeded();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zsai-bench-'));
  const env: NodeJS.ProcessEnv = { ...process.env, ZSAI_DATA_DIR: dataDir };
  delete env.DATABASE_URL;

  const started = performance.now();
  const portal = await startPortal(env, PORT);
  try {
    const startMs = Math.round(performance.now() - started);
    console.log(`start to first 200 on /zsai/home (empty data dir): ${startMs} ms`);

    const health = await load(`${portal.base}/zsai/api/api-system/system/health`);
    console.log(
      `GET /zsai/api/api-system/system/health via proxy: ${health.rps} req/s, p50 ${health.p50} ms, p99 ${health.p99} ms, non-2xx ${health.non2xx}, errors ${health.errors} (${DURATION_S} s, 10 connections)`,
    );
    const industry = await load(
      `${portal.base}/zsai/api/api-form/form/core/formCustomQuery/queryForJson_qyhxWebHyml`,
      {
        method: 'POST',
        body: 'params=%7B%22rank%22%3A2%7D',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    );
    console.log(
      `POST queryForJson_qyhxWebHyml rank 2 via proxy: ${industry.rps} req/s, p50 ${industry.p50} ms, p99 ${industry.p99} ms, non-2xx ${industry.non2xx}, errors ${industry.errors}`,
    );
    await benchProfile(portal.base, DURATION_S, 'PGlite, default demo data');
    const pid = serverPid(portal.pid);
    const rss = pid ? rssMiB(pid) : undefined;
    console.log(`server resident memory after load: ${rss ?? 'n/a'} MiB`);
  } finally {
    await portal.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  await benchSearch();
  await benchChains();
  await benchRelationships();
  await benchLeadRefresh();
  await benchLeadList();
  await benchProspects();
  await benchInvestment();
  await benchIntelligenceAnalysis();
  await benchIndustryOverview();
  await benchPolicies();
  await benchAssistantParser();
  await benchAssistantAnswer();
  await benchPublicPages();
  await benchLoad();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
