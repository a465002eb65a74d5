import { expect, test } from '@playwright/test';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';

// 企业看板 (/qykb) over the enterprises the VIP demo user follows (the demo follows step gives
// them some): KPI cards, charts and members appear, the widgets are rearranged and saved, and
// the saved layout comes back on the next visit. Figures are the demo data's (演示数据).

test('builds a board over followed enterprises and restores its layout', async ({ page }) => {
  await autoLogin(page, AUTO_LOGIN.vip, '/qykb');
  await expect(page.getByTestId('board-screen')).toBeVisible();
  await expect(page.getByTestId('board-title')).toContainText('我的关注');
  await expect(
    page.getByTestId('board-kpi-count').locator('.ant-statistic-content'),
  ).not.toHaveText('0家');
  await expect(page.getByText('演示数据').first()).toBeVisible();
  await expect(page.getByTestId('board-industry').locator('canvas').first()).toBeVisible();
  await expect(page.getByTestId('board-map').locator('canvas').first()).toBeVisible();
  const members = page.getByTestId('board-members').locator('tbody tr.ant-table-row');
  await expect(members.first()).toBeVisible();
  await expect(members.first().getByRole('link').first()).toHaveAttribute('href', /qyxq\?id=/);

  // Hide the map, then save.
  await page.getByTestId('board-widgets').click();
  const dialog = page.getByRole('dialog', { name: '看板组件' });
  await dialog.getByRole('checkbox', { name: '地区分布' }).uncheck();
  await dialog.getByRole('button', { name: /完\s?成/ }).click();
  await expect(page.getByTestId('board-map')).toHaveCount(0);
  await page.getByTestId('board-save').click();
  await expect(page.getByText('看板已保存')).toBeVisible();

  // The next visit restores it; then show the map again and save, leaving the defaults.
  await page.reload();
  await expect(page.getByTestId('board-title')).toContainText('我的关注');
  await expect(page.getByTestId('board-kpi-count')).toBeVisible();
  await expect(page.getByTestId('board-map')).toHaveCount(0);
  await page.getByTestId('board-widgets').click();
  await dialog.getByRole('checkbox', { name: '地区分布' }).check();
  await dialog.getByRole('button', { name: /完\s?成/ }).click();
  await page.getByTestId('board-save').click();
  await expect(page.getByTestId('board-map')).toBeVisible();
});
