// node scripts/screenshots.mjs [base URL]: home logged out and logged in at 1440 px into
// docs/screenshots/. Needs a running portal whose auto-login allow-list holds the VIP demo
// account: ZSAI_AUTO_LOGIN_ACCOUNTS=13800000001 npm start
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = path.resolve('docs/screenshots');
const systemChromium = '/usr/bin/chromium';
const browser = await chromium.launch(
  fs.existsSync(systemChromium)
    ? { executablePath: systemChromium, args: ['--no-sandbox', '--disable-gpu'] }
    : {},
);
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
fs.mkdirSync(out, { recursive: true });

await page.goto(`${base}/zsai/home`);
await page.getByRole('button', { name: '登录/注册' }).waitFor();
await page.screenshot({ path: path.join(out, 'home-logged-out.png') });

await page.goto(`${base}/zsai/login?account=13800000001`);
await page.getByTestId('user-name').waitFor();
await page.waitForLoadState('networkidle');
await page.screenshot({ path: path.join(out, 'home-logged-in.png') });

await browser.close();
console.log(`screenshots written to ${out}`);
