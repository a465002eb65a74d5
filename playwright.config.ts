import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, SYSTEM_CHROMIUM } from './scripts/lib/chromium';

// End-to-end against the production build, started by scripts/e2e.mjs on a fresh data dir.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium when present.
const launchOptions = fs.existsSync(SYSTEM_CHROMIUM)
  ? { executablePath: SYSTEM_CHROMIUM, args: CHROMIUM_FLAGS }
  : {};

// Journeys that must have the server to themselves run after the others, one at a time: the
// admin import rebuilds every derived table under other tests; shell asserts the exact unread
// count of the VIP's bell, which other journeys' follows, customers and messages move; profile
// editing changes the VIP's company and region, which matchmaking and shell assert.
const ALONE = ['intelligence-feed', 'shell', 'profile-edit'].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: './e2e',
  // The files of a project run side by side, the tests of one file in order.
  fullyParallel: false,
  workers: 2,
  // No retries: a flaky test is fixed at its cause.
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 120_000,
  // Pages render on a 2-core machine that may also be building: give assertions room.
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
  },
  projects: [
    // Each allow-listed account logs in once; journeys start from its saved session.
    { name: 'sessions', testMatch: /sessions\.setup\.ts$/, use: { launchOptions } },
    {
      name: 'journeys',
      testIgnore: ALONE,
      dependencies: ['sessions'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: 'alone',
      testMatch: ALONE,
      workers: 1,
      dependencies: ['journeys'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/zsai/home`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      ZSAI_HOST: '127.0.0.1',
      ZSAI_ENV: 'test',
      // The journeys were written on a world of 5,000 (the default is larger: docs/demo-data.md);
      // it also keeps the server's first start short.
      ZSAI_SEED_COMPANIES: '5000',
      LOG_LEVEL: 'warn',
      ZSAI_DEV_ENDPOINTS: '1',
      // The trial, the staff VIP and the importing admin demo accounts may log in by URL
      // (auto-login, shell specs, the intelligence feed's import).
      ZSAI_AUTO_LOGIN_ACCOUNTS: '13800000002,13800000003,13800000005',
      ZSAI_AUTO_LOGIN_DEFAULT: '13800000002',
    },
  },
});
