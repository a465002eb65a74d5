import { expect, test } from '@playwright/test';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';
import { pickCascaderItem } from './fixtures/select';

// 看行业 (/cyjj/fzzl) from the top menu: an industry overview opens (制造业 nationally), a 大类 is
// picked (汽车制造业, a class the demo's chains weigh up), its figures and charts show, and
// switching from 全国 to 江苏省 changes the figures while the URL holds industry and region.

test('看行业 shows an industry overview and switches region', async ({ page }) => {
  await autoLogin(page, AUTO_LOGIN.vip);
  await page.locator('[data-menu-key="kxy"]').first().click();
  await expect(page).toHaveURL(/\/zsai\/cyjj\/fzzl/);
  await expect(page.getByTestId('fzzl-title')).toContainText('全国');
  await expect(page.getByTestId('fzzl-title')).toContainText('制造业');

  // A 大类 through the cascader's search (a result is a path).
  await page.getByTestId('fzzl-industry').click();
  await page.keyboard.type('汽车制造业');
  await pickCascaderItem(
    page,
    page.locator('.ant-cascader-menu-item').filter({ hasText: /^制造业 \/ 汽车制造业$/ }),
  );
  await expect(page).toHaveURL(/[?&]industry=36(&|$)/);
  await expect(page.getByTestId('fzzl-title')).toContainText('汽车制造业');
  const stock = page.getByTestId('fzzl-stock');
  await expect(stock.getByText('存续企业（家）')).toBeVisible();
  await expect(stock.locator('canvas').first()).toBeVisible();
  await expect(page.getByTestId('fzzl-bands').locator('canvas').first()).toBeVisible();
  await expect(page.getByTestId('demo-data-tag').first()).toBeVisible();
  await expect(page.getByTestId('chain-asof').first()).toContainText('数据截至');
  const figure = stock.locator('.ant-statistic-content').first();
  const national = (await figure.textContent())!;
  expect(Number(national.replace(/,/g, ''))).toBeGreaterThan(0);

  // From 全国 to a province: the figures change, the URL keeps both choices.
  await page.getByTestId('fzzl-region').click();
  await page
    .getByRole('menuitemcheckbox', { name: '江苏省' })
    .or(page.getByTitle('江苏省'))
    .first()
    .click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/[?&]region=320000(&|$)/);
  await expect(page).toHaveURL(/[?&]industry=36(&|$)/);
  await expect(page.getByTestId('fzzl-title')).toContainText('江苏省');
  await expect(figure).not.toHaveText(national);
  await expect(page.getByTestId('fzzl-leaders')).toBeVisible();
});

test('a VIP who clicks a menu item before the permissions arrive gets the item, not the membership page', async ({
  page,
}) => {
  // The menu's permissions are held back until the click has been made.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/formCustomQuery/queryForJson_dzxxGetMenu', async (route) => {
    await held;
    await route.continue();
  });
  await autoLogin(page, AUTO_LOGIN.vip);
  await expect(page.locator('[data-menu-key="kxy"]').first()).toHaveAttribute('data-enabled', '0');
  await page.locator('[data-menu-key="kxy"]').first().click();
  release();
  await expect(page).toHaveURL(/\/zsai\/cyjj\/fzzl/);
  await expect(page.getByTestId('fzzl-title')).toContainText('全国');
});
