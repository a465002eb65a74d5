import { expect, test } from '@playwright/test';
import { pickOption } from './fixtures/select';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';

// 园区画像 (/yqhx): the park list, a filter, a park's profile with its charts, and two parks
// compared side by side. Parks and figures are the demo data's, so they say 演示数据.

test('opens the park list, filters it, opens a profile and compares two parks', async ({
  page,
}) => {
  await autoLogin(page, AUTO_LOGIN.vip, '/yqhx');
  const list = page.getByTestId('park-list');
  await expect(list.getByTestId('park-name').first()).toBeVisible();
  await expect(list.getByText('演示数据').first()).toBeVisible();

  // Only national high-tech zones.
  await page.getByTestId('park-type').click();
  await pickOption(page, '高新技术产业开发区');
  await expect(list.locator('tbody tr').first()).toContainText('高新技术产业开发区');
  for (const row of await list.locator('tbody tr').all())
    await expect(row).toContainText('高新技术产业开发区');

  // The first (most enterprises) park's profile.
  const first = list.getByTestId('park-name').first();
  const name = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/\/yqhx\?park=/);
  const profile = page.getByTestId('park-profile');
  await expect(profile.getByTestId('park-title')).toContainText(name);
  await expect(profile.getByText('核心指标')).toBeVisible();
  await expect(profile.getByTestId('park-monthly-chart').locator('canvas')).toBeVisible();
  await expect(profile.getByText('演示数据').first()).toBeVisible();

  // Back to the list, pick two parks, compare.
  await profile.getByRole('button', { name: '返回园区列表' }).click();
  const boxes = page.getByTestId('park-list').locator('tbody .ant-checkbox-input');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByTestId('park-compare').click();
  await expect(page).toHaveURL(/\/yqhx\?compare=/);
  const compare = page.getByTestId('park-compare-view');
  await expect(compare.getByText('入驻企业')).toBeVisible();
  await expect(compare.locator('thead th')).toHaveCount(3);
});

test('opens a park from the investment map', async ({ page }) => {
  await autoLogin(page, AUTO_LOGIN.vip, '/zsgj?layer=parks');
  const panel = page.getByTestId('china-map-panel');
  await expect(panel.getByTestId('china-map').locator('canvas')).toBeVisible({ timeout: 30_000 });
  // The parks are points on the map; the list under it names the same points as text.
  await expect(panel.getByRole('img')).toHaveAttribute('aria-label', /\d+ 个园区/);
  const point = page.getByTestId('zsgj-park-points').getByTestId('zsgj-park-point').first();
  await expect(point).toBeVisible();
  const name = (await point.innerText()).replace(/（.*$/, '').trim();
  await point.click();
  await expect(page).toHaveURL(/\/yqhx\?park=/);
  await expect(page.getByTestId('park-profile').getByTestId('park-title')).toContainText(name);
});
