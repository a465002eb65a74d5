import { expect, test } from '@playwright/test';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';
import { confirmExport } from './fixtures/modal';

// 宏观经济 (/hgjj) between two provinces, and a 榜单企业 list (/qybd) opened and exported. The
// figures are the demo data's: registry figures and generated official statistics say 演示数据.

test('switches the regional economy between two provinces', async ({ page }) => {
  await autoLogin(page, AUTO_LOGIN.vip, '/hgjj?region=320000');
  await expect(page.getByTestId('hgjj-title')).toContainText('江苏省');
  const registry = page.getByTestId('hgjj-registry');
  await expect(registry.getByText('存续企业')).toBeVisible();
  await expect(registry.locator('canvas').first()).toBeVisible();
  const official = page.getByTestId('hgjj-official');
  await expect(official.getByText('演示数据，非官方统计').first()).toBeVisible();
  const jiangsu = await registry.locator('.ant-statistic-content').first().textContent();

  // Another province from the picker: 浙江省.
  await page.getByTestId('hgjj-region').click();
  await page
    .getByRole('menuitemcheckbox', { name: '浙江省' })
    .or(page.getByTitle('浙江省'))
    .first()
    .click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/region=33/);
  await expect(page.getByTestId('hgjj-title')).toContainText('浙江');
  await expect(page.getByTestId('hgjj-peers').locator('tbody tr').first()).toBeVisible();
  const zhejiang = await registry.locator('.ant-statistic-content').first().textContent();
  expect(zhejiang).not.toBeNull();
  expect(jiangsu).not.toBeNull();
});

test('opens a ranking list and exports it', async ({ page }) => {
  await autoLogin(page, AUTO_LOGIN.vip, '/qybd?list=high-tech');
  await expect(page.getByTestId('qybd-title')).toHaveText('高新技术企业');
  const rows = page.locator('[data-testid="qybd-screen"] tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().locator('td').first()).toHaveText('1');
  const score = Number(await page.getByTestId('ranking-score').first().textContent());
  expect(score % 10).toBe(0);

  await page.getByTestId('export-buttons').getByRole('button', { name: '导出CSV' }).click();
  await expect(page.getByTestId('export-quota')).toContainText('今日导出额度');
  const download = await confirmExport(page);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
});
