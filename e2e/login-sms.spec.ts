import { expect, test } from '@playwright/test';
import { DEMO } from './fixtures/sms';
import { latestOutboxCode } from './fixtures/outbox';
import { clickUserMenu } from './fixtures/session';
import { openLoginDialog } from './fixtures/modal';

test.describe('SMS login in the login modal', () => {
  test('validates, sends a code with a countdown, logs in, and logs out', async ({
    page,
    request,
  }) => {
    await page.goto('/zsai/home');
    const dialog = await openLoginDialog(page);
    await expect(dialog.getByRole('tab', { name: '验证码登录' })).toBeVisible();

    await dialog.getByRole('button', { name: '登 录' }).click();
    await expect(dialog.getByText('请输入账户名')).toBeVisible();
    await expect(dialog.getByText('请输入短信验证码')).toBeVisible();

    await dialog.getByLabel('手机号').fill(DEMO.vip);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await expect(dialog.getByRole('button', { name: /重新获取\(\d+\)/ })).toBeDisabled();
    const code = await latestOutboxCode(request, DEMO.vip);
    await dialog.getByLabel('短信验证码').fill(code);
    const groupsInitialised = page.waitForResponse((r) => r.url().includes('/dzxxInitKhfz'));
    await dialog.getByRole('button', { name: '登 录' }).click();

    // The page reloads logged in: the header shows the user's name, and the user's customer
    // groups are initialised in the background.
    await expect(page.getByTestId('user-name')).toHaveText('王经理');
    expect(await (await groupsInitialised).json()).toMatchObject({ success: true });
    expect(await page.evaluate(() => document.cookie)).not.toContain('zsai-session');

    // A hover menu can swallow a click while it is still opening on a loaded machine (no
    // logout request was sent): click again until the header shows the visitor's button.
    const loginButton = page.getByRole('button', { name: '登录/注册' });
    await expect(async () => {
      if (await loginButton.isVisible()) return;
      await clickUserMenu(page, '退出登录');
      await expect(loginButton).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(page).toHaveURL(/\/zsai\/home$/);
  });

  test('shows the server message when the code is wrong', async ({ page, request }) => {
    await page.goto('/zsai/home');
    const dialog = await openLoginDialog(page);
    await dialog.getByLabel('手机号').fill(DEMO.staff);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    const code = await latestOutboxCode(request, DEMO.staff);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await dialog.getByLabel('短信验证码').fill(wrong);
    await dialog.getByRole('button', { name: '登 录' }).click();
    await expect(page.getByText('验证码错误')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '登 录' })).toBeEnabled();
  });

  test('opens the agreement from the consent line and closes the modal', async ({ page }) => {
    await page.goto('/zsai/home');
    const dialog = await openLoginDialog(page);
    await dialog.getByRole('link', { name: '《隐私政策》' }).click();
    await expect(page).toHaveURL(/\/zsai\/gywm\?cur=1$/);
    await expect(page.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
