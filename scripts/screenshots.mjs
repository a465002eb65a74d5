// node scripts/screenshots.mjs [base URL]: home logged out and logged in, a company profile,
// its graph and its equity structure, and the 新能源汽车 chain in 上海 (its tree with gap labels,
// its legend) and on the 产业地图 at 1440 px into docs/screenshots/. Needs a running portal
// whose auto-login allow-list holds the VIP demo account:
// ZSAI_AUTO_LOGIN_ACCOUNTS=13800000001 npm start
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

// The profile, graph and equity pages of the enterprise with the most relations among those
// with recent changes (one graph call each).
const query = async (alias, params) => {
  const res = await page.request.post(
    `${base}/zsai/api/api-form/form/core/formCustomQuery/queryForJson_${alias}`,
    { form: { params: JSON.stringify(params) }, headers: { origin: new URL(base).origin } },
  );
  return (await res.json()).data;
};
const ids = [...new Set((await query('qyhxRecentChanges', { pageSize: 30 })).map((r) => r.qyid))];
let busiest = { id: ids[0], nodes: 0 };
for (const id of ids) {
  const nodes = (await query('qyhxGraph', { id: Number(id) }))[0].nodes.length;
  if (nodes > busiest.nodes) busiest = { id, nodes };
}
// The development server's badge, when the portal is one, is no part of the product.
const hideDevBadge = () => page.addStyleTag({ content: 'nextjs-portal { display: none; }' });
await page.goto(`${base}/zsai/cyl/qyxq?id=${busiest.id}`);
await page.getByTestId('section-gdxx').locator('.ant-table-row').first().waitFor();
await hideDevBadge();
await page.screenshot({ path: path.join(out, 'profile.png') });
await page.goto(`${base}/zsai/qyhx/qytp_view?id=${busiest.id}`);
await page.getByTestId('graph-relations').locator('.ant-table-row').first().waitFor();
await hideDevBadge();
await page.screenshot({ path: path.join(out, 'graph.png'), fullPage: true });
await page.goto(`${base}/zsai/cyl/qyxq/relationships/gqjg?id=${busiest.id}`);
await page.getByTestId('equity-diagram').locator('canvas').waitFor();
await page.waitForLoadState('networkidle');
await hideDevBadge();
await page.screenshot({ path: path.join(out, 'equity.png'), fullPage: true });

// 新能源汽车 in 上海, one of its leading cities (docs/demo-data.md): the chain tree with counts and
// gap labels, the legend that explains them, and the country map of the chain.
await page.goto(`${base}/zsai/cyl?chain=nev&region=310000`);
await page.getByTestId('gap-badge').first().waitFor();
await page.waitForLoadState('networkidle');
await hideDevBadge();
await page.screenshot({ path: path.join(out, 'chain-nev-shanghai.png'), fullPage: true });
await page
  .getByTestId('strength-legend')
  .locator('xpath=..')
  .screenshot({
    path: path.join(out, 'chain-nev-shanghai-legend.png'),
  });
await page.goto(`${base}/zsai/cyl/cysj?chain=nev`);
await page.locator('canvas').first().waitFor();
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1500); // the map's entry animation
await hideDevBadge();
await page.screenshot({ path: path.join(out, 'chain-map-nev.png'), fullPage: true });

await browser.close();
console.log(`screenshots written to ${out}`);
