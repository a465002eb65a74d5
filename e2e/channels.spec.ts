import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';

// 渠道推广 (/qdjt): a VIP creates a channel, sees its code and link, downloads its poster, and
// the link opens registration with the code.

test('create a channel and download its poster', async ({ page }) => {
  test.setTimeout(120_000);
  await autoLogin(page, AUTO_LOGIN.vip);
  await page.goto('/zsai/qdjt');
  const table = page.getByTestId('channels-table');
  // The personal code exists from the first visit.
  await expect(table.getByText('我的邀请码')).toBeVisible({ timeout: 30_000 });

  const name = `测试网点${Date.now() % 1_000_000}`;
  await page.getByRole('button', { name: '新建渠道' }).click();
  const dialog = page.getByRole('dialog', { name: '新建渠道' });
  await dialog.getByLabel('渠道名称').fill(name);
  await dialog.getByRole('button', { name: /创\s?建/ }).click();
  await expect(dialog).toBeHidden();
  const row = table.locator('.ant-table-row', { hasText: name });
  await expect(row).toBeVisible();
  await expect(page.getByRole('heading', { name: `推广漏斗：${name}` })).toBeVisible();
  await expect(page.getByTestId('funnel-chart').locator('canvas')).toBeVisible();
  const code = (await row.locator('code').innerText()).trim();
  expect(code).toMatch(/^[2-9A-Z]{8}$/);

  await row.getByRole('button', { name: '海报' }).click();
  const posterDialog = page.getByRole('dialog', { name: `推广海报：${name}` });
  await expect(posterDialog.getByRole('img', { name: new RegExp(code) })).toBeVisible();
  const download = page.waitForEvent('download');
  await posterDialog.getByRole('link', { name: '下载海报' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`渠道海报-${name}.svg`);
  const svg = await readFile(await file.path(), 'utf8');
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg).toContain(`邀请码 ${code}`);

  // The link records a visit and opens registration carrying the code.
  const landing = await page.request.get(`/zsai/yq/${code}`, { maxRedirects: 0 });
  expect(landing.status()).toBe(302);
  expect(landing.headers()['location']).toMatch(new RegExp(`/zsai/register\\?scene=${code}$`));
});
