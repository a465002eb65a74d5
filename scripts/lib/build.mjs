// Builds the portal when its sources are newer than the last build, and lays out the
// standalone folder the way Next requires (static assets and public/ copied in).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const standaloneServer = path.join(root, '.next/standalone/server.js');
const buildId = path.join(root, '.next/BUILD_ID');
const SOURCES = [
  'app',
  'components',
  'lib',
  'backend',
  'public',
  'instrumentation.ts',
  'next.config.ts',
  'package-lock.json',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function needsBuild() {
  if (!fs.existsSync(standaloneServer) || !fs.existsSync(buildId)) return true;
  const built = fs.statSync(buildId).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}

export function build() {
  console.log('[zsai] building the portal (next build)...');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
  if (result.status !== 0) {
    console.error('[zsai] build failed');
    process.exit(result.status ?? 1);
  }
}

/** The request gate (lib/net/request-gate.mjs), laid out beside server.js. */
const GATE_FILES = ['client-address.mjs', 'request-gate.mjs', 'install-request-gate.mjs'];
export const gateDir = path.join(root, '.next/standalone/zsai-gate');

/** node's arguments for the standalone server: the request gate first, then Next. */
export function serverArgs() {
  return [
    '--import',
    pathToFileURL(path.join(gateDir, 'install-request-gate.mjs')).href,
    standaloneServer,
  ];
}

export function layOutStandalone() {
  const standalone = path.join(root, '.next/standalone');
  fs.mkdirSync(gateDir, { recursive: true });
  for (const file of GATE_FILES) {
    fs.copyFileSync(path.join(root, 'lib/net', file), path.join(gateDir, file));
  }
  fs.cpSync(path.join(root, '.next/static'), path.join(standalone, '.next/static'), {
    recursive: true,
  });
  if (fs.existsSync(path.join(root, 'public'))) {
    fs.cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true });
  }
}

export function buildIfNeeded() {
  if (needsBuild()) build();
  // Every time, not only after a build: a start interrupted between `next build` and this
  // copy leaves the standalone folder without its static assets.
  layOutStandalone();
}

/** The environment of the standalone server: data kept in the project, not in .next/. */
export function serverEnv(overrides = {}) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...overrides };
  env.PORT = env.PORT ?? '3000';
  env.HOSTNAME = env.ZSAI_HOST ?? '0.0.0.0';
  env.ZSAI_DATA_DIR = path.resolve(root, env.ZSAI_DATA_DIR ?? '.data');
  return env;
}

export { standaloneServer };
