import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';
import { confirmExport } from './fixtures/modal';
import { pickCascaderItem } from './fixtures/select';

// 产业链 (/cyl): from the top menu to a chain in a city, a link's enterprises, why one of them
// is on the link, and the link's list as CSV.

/** The columns of a link's export (backend/services/chains/links.ts LINK_EXPORT_COLUMNS). */
const EXPORT_HEADER = [
  '企业名称',
  '统一社会信用代码',
  '法定代表人',
  '登记状态',
  '成立日期',
  '注册资本(万元)',
  '币种',
  '所属行业',
  '所属地区',
  '企业类型',
  '归属可信度',
  '证据得分',
  '归属证据',
].join(',');

type RegionRow = { code: string; name: string; level: number; enterprisecount: number };

/** The child regions of a region with their 新能源汽车 enterprises (cylRegions). */
async function nevRegions(page: Page, region: string): Promise<RegionRow[]> {
  const res = await page.request.post(
    '/zsai/api/api-form/form/core/formCustomQuery/queryForJson_cylRegions',
    {
      form: { params: JSON.stringify({ chain: 'nev', region }) },
      headers: { origin: new URL(page.url()).origin },
    },
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: RegionRow[] }).data;
}

const mostFirst = (rows: RegionRow[]) =>
  rows.filter((r) => r.enterprisecount > 0).sort((a, b) => b.enterprisecount - a.enterprisecount);

/** A prefecture-level city with enterprises on the chain (the demo data is generated). */
async function cityWithEnterprises(page: Page) {
  for (const province of mostFirst(await nevRegions(page, '000000'))) {
    const city = mostFirst(await nevRegions(page, province.code)).find((r) => r.level === 2);
    if (city) return { province, city };
  }
  throw new Error('no city has 新能源汽车 enterprises');
}

test('产业链: pick 新能源汽车 and a city, open a link, read a placement’s evidence, export CSV', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await autoLogin(page, AUTO_LOGIN.vip);
  const { province, city } = await cityWithEnterprises(page);

  await page.locator('header [data-menu-key="cyl"]').click();
  await expect(page).toHaveURL(/\/zsai\/cyl(\?|$)/);
  await expect(page.getByTestId('chain-diagram')).toBeVisible({ timeout: 30_000 });

  await page.getByTestId('chain-option').filter({ hasText: '新能源汽车' }).click();
  await expect(page).toHaveURL(/[?&]chain=nev(&|$)/);
  await expect(page.getByTestId('chain-option').filter({ hasText: '新能源汽车' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The region picker searches the address tree; a result is a path.
  await page.getByTestId('region-picker').click();
  await page.keyboard.type(city.name);
  await pickCascaderItem(
    page,
    page
      .locator('.ant-cascader-menu-item')
      .filter({ hasText: new RegExp(`^${province.name} / ${city.name}$`) }),
  );
  await expect(page).toHaveURL(new RegExp(`[?&]region=${city.code}(&|$)`));
  await expect(page.getByTestId('chain-summary')).toContainText(city.name);
  await expect(page.getByTestId('chain-summary').getByTestId('chain-asof')).toContainText(
    '数据截至',
  );

  // A link with enterprises in the city; the URL names it, so the view can be shared.
  const link = page.locator('[data-testid="chain-link"]:not([data-count="0"])').first();
  const code = (await link.getAttribute('data-code'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`[?&]node=${code.replace(/\./g, '\\.')}(&|$)`));
  const panel = page.getByTestId('link-panel');
  await expect(panel).toHaveAttribute('data-code', code);
  const names = panel.getByTestId('link-enterprise-name');
  await expect(names.first()).toBeVisible();
  await expect(names.first()).toHaveAttribute('href', /^\/zsai\/cyl\/qyxq\?id=\d+$/);
  await expect(panel.getByTestId('confidence-tag').first()).toHaveText(/确认|较可能|待确认/);

  // 为何在此环节: the evidence that placed the first enterprise.
  await panel.getByTestId('evidence-button').first().click();
  const evidence = page.getByTestId('evidence-list');
  await expect(evidence).toBeVisible();
  await expect(evidence.getByTestId('evidence-item').first()).toContainText('权重');
  await panel.getByTestId('evidence-button').first().click();
  await expect(evidence).toBeHidden();

  const firstName = await names.first().innerText();
  await panel.getByTestId('export-buttons').getByRole('button', { name: '导出CSV' }).click();
  await expect(page.getByTestId('export-quota')).toContainText('今日导出额度');
  const download = await confirmExport(page);
  const csv = (await fs.readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    // A demo installation's export says so first.
    .replace(/^演示数据：[^\r\n]*\r\n/, '');
  const [header, ...rows] = csv.trim().split('\r\n');
  expect(header).toBe(EXPORT_HEADER);
  // The file lists the link's enterprises in the order of the screen.
  expect(rows.length).toBeGreaterThan(0);
  expect(rows[0]!.split(',')[0]).toBe(firstName);
});

test('产业链: an unknown chain in the URL says so and leads back', async ({ page }) => {
  await autoLogin(page, AUTO_LOGIN.vip);
  await page.goto('/zsai/cyl?chain=no-such-chain');
  await expect(page.getByTestId('chain-problem')).toContainText('产业链不存在：no-such-chain');
  await page.getByTestId('chain-problem-action').filter({ hasText: '查看全部产业链' }).click();
  await expect(page.getByTestId('chain-diagram')).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).searchParams.get('chain')).toBeNull();
});
