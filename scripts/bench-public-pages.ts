// Public pages' weight beside the framework's own (issue 20): Lighthouse (desktop preset,
// performance only) on the logged-out public pages (/zsai/home, /zsai/gywm?cur=0|1) and on a
// bare Next + antd page with the same base path (bench/public-reference/, built from the
// product's node_modules), in one run, interleaved round by round so that both meet the same
// machine load. Prints the medians per page (score, LCP, TBT, CLS, JavaScript and HTML
// transferred) and each page's JavaScript as a multiple of the reference's. Prints, never
// asserts. Part of `npm run bench`; alone: `npx tsx scripts/bench-public-pages.ts`.
//
// BENCH_LIGHTHOUSE_ROUNDS (3) rounds; BENCH_PUBLIC_URL (e.g. http://127.0.0.1:3000) measures
// already running portals instead of starting one (comma-separated: several builds side by
// side, such as before and after a change); BENCH_PUBLIC_REPORT_DIR keeps every Lighthouse
// report (JSON) there.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { root } from './lib/build.mjs';
import { startPortal, waitFor200, type Portal } from './lib/bench-http';
import { CHROMIUM_FLAGS, SYSTEM_CHROMIUM } from './lib/chromium';

const ROUNDS = Number(process.env.BENCH_LIGHTHOUSE_ROUNDS ?? 3);
const PORTAL_PORT = Number(process.env.BENCH_PORT ?? 3400) + 1;
const REFERENCE_PORT = PORTAL_PORT + 1;
const REFERENCE_DIR = path.join(root, 'bench/public-reference');

type Page = { name: string; url: string };

type Measure = {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  htmlBytes: number;
};

const versionOf = (pkg: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

function newestMtime(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .filter((entry) => entry !== '.next')
    .reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), 0);
}

/** Builds the reference when its sources or the Next/antd versions changed since its build. */
function buildReferenceIfNeeded(): void {
  const stamp = path.join(REFERENCE_DIR, '.next/zsai-versions.json');
  const versions = JSON.stringify({ next: versionOf('next'), antd: versionOf('antd') });
  const fresh =
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, 'utf8') === versions &&
    fs.statSync(stamp).mtimeMs > newestMtime(REFERENCE_DIR);
  if (fresh) return;
  console.log('[bench] building the Next + antd reference page (next build)...');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'build'],
    {
      cwd: REFERENCE_DIR,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
  if (result.status !== 0) throw new Error('the reference page did not build');
  fs.writeFileSync(stamp, versions);
}

async function startReference(): Promise<{ base: string; stop: () => void }> {
  const base = `http://127.0.0.1:${REFERENCE_PORT}`;
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/next/dist/bin/next'),
      'start',
      '-p',
      String(REFERENCE_PORT),
      '-H',
      '127.0.0.1',
    ],
    {
      cwd: REFERENCE_DIR,
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  try {
    await waitFor200(`${base}/zsai/home`, Date.now() + 60_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}

async function chromiumPath(): Promise<string> {
  if (fs.existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  // Playwright's own browser where Debian's is absent.
  const { chromium } = await import('@playwright/test');
  return chromium.executablePath();
}

/** Chromium with a DevTools port for Lighthouse; the port is read from its first lines. */
async function launchChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'zsai-lighthouse-'));
  const child: ChildProcess = spawn(
    await chromiumPath(),
    [
      '--headless=new',
      ...CHROMIUM_FLAGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    // The profile is still being written until the browser has exited.
    await exited;
    fs.rmSync(profile, { recursive: true, force: true });
  };
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error('Chromium gave no DevTools port')), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', () => reject(new Error(`Chromium exited: ${text.slice(-500)}`)));
  });
  return { port, stop };
}

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };

async function measure(url: string, port: number, reportName: string): Promise<Measure> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const reportDir = process.env.BENCH_PUBLIC_REPORT_DIR;
  if (reportDir) {
    fs.mkdirSync(reportDir, { recursive: true });
    fs.writeFileSync(path.join(reportDir, `${reportName}.json`), JSON.stringify(lhr));
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const items = details?.items ?? [];
  const bytes = (type: string) =>
    items
      .filter((item) => item.resourceType === type)
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsBytes: bytes('Script'),
    htmlBytes: bytes('Document'),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function summarise(runs: Measure[]): Measure {
  const of = (key: keyof Measure) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    jsBytes: of('jsBytes'),
    htmlBytes: of('htmlBytes'),
  };
}

export async function benchPublicPages(): Promise<void> {
  buildReferenceIfNeeded();
  let portal: Portal | undefined;
  let dataDir: string | undefined;
  const bases = process.env.BENCH_PUBLIC_URL?.split(',').filter(Boolean) ?? [];
  if (bases.length === 0) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zsai-bench-public-'));
    const env: NodeJS.ProcessEnv = { ...process.env, ZSAI_DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    portal = await startPortal(env, PORTAL_PORT);
    bases.push(portal.base);
  }
  const reference = await startReference();
  const chromium = await launchChromium();
  try {
    const pages: Page[] = [{ name: 'reference', url: `${reference.base}/zsai/home` }];
    bases.forEach((base, i) => {
      const suffix = bases.length > 1 ? `@${i + 1}` : '';
      pages.push(
        { name: `home${suffix}`, url: `${base}/zsai/home` },
        { name: `gywm-0${suffix}`, url: `${base}/zsai/gywm?cur=0` },
        { name: `gywm-1${suffix}`, url: `${base}/zsai/gywm?cur=1` },
      );
    });
    // Warm-up: the first answers of a fresh server compile and fill caches.
    for (const page of pages) for (let i = 0; i < 2; i++) await (await fetch(page.url)).text();
    const runs = new Map<string, Measure[]>(pages.map((page) => [page.name, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const page of pages) {
        runs.get(page.name)!.push(await measure(page.url, chromium.port, `${page.name}-${round}`));
      }
    }
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
    const refJs = summarise(runs.get('reference')!).jsBytes;
    console.log(
      `public pages, Lighthouse desktop (median of ${ROUNDS}; JS and HTML transferred; ratio = JS / reference JS):`,
    );
    if (bases.length > 1) bases.forEach((base, i) => console.log(`  @${i + 1}: ${base}`));
    for (const page of pages) {
      const m = summarise(runs.get(page.name)!);
      console.log(
        `  ${page.name.padEnd(11)} score ${m.score}, LCP ${m.lcpMs.toFixed(0)} ms, TBT ${m.tbtMs.toFixed(0)} ms, CLS ${m.cls.toFixed(3)}, JS ${kb(m.jsBytes)} (${(m.jsBytes / refJs).toFixed(2)}×), HTML ${kb(m.htmlBytes)}`,
      );
    }
  } finally {
    await chromium.stop();
    reference.stop();
    await portal?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchPublicPages().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
