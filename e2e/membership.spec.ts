import { expect, test, type Page } from '@playwright/test';
import { latestOutboxCode } from './fixtures/outbox';
import { openLoginDialog } from './fixtures/modal';

// 会员购买: a new (trial) user clicks a locked menu item, reaches the membership page, buys VIP,
// pays on the development provider's confirmation page from a second browser context, sees the
// payment page move on, and finds the locked item open with the VIP badge shown.

const menuItem = (page: Page, key: string) =>
  page.locator(`header [data-menu-key="${key}"]`).first();

/** Registers a fresh phone through the login dialog (a trial account), logged in after. */
async function registerTrialUser(page: Page, phone: string) {
  await page.goto('/zsai/home');
  const dialog = await openLoginDialog(page);
  await dialog.getByRole('tab', { name: '密码登录' }).click();
  await dialog.getByRole('button', { name: '免费注册' }).click();
  await dialog.getByLabel('手机号码').fill(phone);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog.getByRole('button', { name: /重新获取\(\d+\)/ })).toBeVisible();
  await dialog.getByLabel('短信验证码').fill(await latestOutboxCode(page.request, phone));
  await dialog.getByLabel('登录密码', { exact: true }).fill('Secret2026');
  await dialog.getByLabel('确认登录密码').fill('Secret2026');
  await dialog.getByRole('button', { name: '注 册' }).click();
  await expect(page.getByTestId('user-name')).toHaveText(phone, { timeout: 20_000 });
  const info = page.getByRole('dialog', { name: '完善信息' });
  await info.getByLabel('姓名').fill('陈采购');
  await info.getByLabel('单位名称').fill('示范采购有限公司');
  await info.getByRole('button', { name: '提 交' }).click();
  await expect(info).toBeHidden();
}

test('a trial user buys VIP, pays from a second device and finds the locked item open', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // A phone of its own: the purchase must not change the shared demo trial account.
  const phone = `1392223${String(Date.now() % 10_000).padStart(4, '0')}`;
  await registerTrialUser(page, phone);

  await expect(menuItem(page, 'zgx')).toHaveAttribute('data-enabled', '0');
  await menuItem(page, 'zgx').click();
  await expect(page).toHaveURL(/\/zsai\/member$/);
  await expect(page.getByTestId('current-tier')).toContainText('试用会员');

  await page.getByTestId('plan-vip-1m').getByRole('button', { name: '立即开通' }).click();
  await expect(page).toHaveURL(/\/zsai\/member\/pay\?order=ZS\d{20}$/);
  await expect(page.getByTestId('order-amount')).toHaveText('¥399.00');
  await expect(page.getByTestId('countdown')).toHaveText(/^1[45]:\d\d$/);
  const orderId = (await page.getByTestId('order-id').innerText()).trim();
  const payUrl = await page.getByTestId('pay-link').getAttribute('href');
  expect(payUrl).toMatch(/\/zsai\/pay\/dev\?orderId=ZS\d{20}&sig=[0-9a-f]{64}$/);

  // The payer's phone: another browser context, not logged in.
  const phoneContext = await browser.newContext();
  try {
    const payer = await phoneContext.newPage();
    await payer.goto(payUrl!);
    await expect(payer.getByText(orderId)).toBeVisible();
    await expect(payer.getByTestId('dev-pay-state')).toHaveText('待支付');
    await payer.getByRole('button', { name: '确认支付 ¥399.00' }).click();
    await expect(payer.getByTestId('dev-pay-state')).toHaveText('已支付');
  } finally {
    await phoneContext.close();
  }

  // The payment page notices by itself.
  await expect(page.getByText('支付成功')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('header').getByText('VIP', { exact: true })).toBeVisible();
  await expect(menuItem(page, 'zgx')).toHaveAttribute('data-enabled', '1');
  await menuItem(page, 'zgx').click();
  await expect(page).toHaveURL(/\/zsai\/zgx$/);
  await expect(page.getByRole('heading', { name: '找关系' })).toBeVisible();

  // The receipt in the personal centre.
  await page.goto('/zsai/user/my_account');
  const row = page.getByTestId('order-list').locator('.ant-table-row', { hasText: orderId });
  await expect(row).toContainText('已支付');
  await expect(row).toContainText('¥399.00');
});
