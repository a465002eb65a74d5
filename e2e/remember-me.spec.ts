import { expect, test, type Browser, type Page } from '@playwright/test';
import { nextCaptchaAnswer } from './fixtures/captcha';
import { clickUserMenu } from './fixtures/session';
import { DEMO, DEMO_PASSWORDS } from './fixtures/sms';
import { openLoginDialog } from './fixtures/modal';

async function logIn(page: Page, remember: boolean) {
  await page.goto('/zsai/home');
  const dialog = await openLoginDialog(page);
  const answer = await nextCaptchaAnswer(page, () =>
    dialog.getByRole('tab', { name: '密码登录' }).click(),
  );
  await dialog.getByLabel('账户名').fill(DEMO.vip);
  await dialog.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORDS.vip);
  await dialog.getByLabel('图形验证码').fill(answer);
  if (remember) {
    await dialog.getByRole('tabpanel', { name: '密码登录' }).getByText('记住密码').click();
  }
  await dialog.getByRole('button', { name: '登 录' }).click();
  await expect(page.getByTestId('user-name')).toHaveText('王经理');
}

/** A browser restart keeps only the cookies that have an expiry. */
async function restart(browser: Browser, page: Page) {
  const state = await page.context().storageState();
  await page.context().close();
  const context = await browser.newContext({
    storageState: { ...state, cookies: state.cookies.filter((c) => c.expires > 0) },
  });
  return context.newPage();
}

test('remember me survives a browser restart', async ({ page, browser }) => {
  await logIn(page, true);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'zsai-remember')).toMatchObject({ httpOnly: true });
  expect(await page.evaluate(() => document.cookie)).not.toContain('zsai-remember');

  const first = await restart(browser, page);
  await first.goto('/zsai/home');
  await expect(first.getByTestId('user-name')).toHaveText('王经理');
  // That page's first calls all carried the credential. It was rotated once, and the browser
  // kept the new one: a second restart is still logged in.
  await first.waitForLoadState('networkidle');
  const after = await restart(browser, first);
  await after.goto('/zsai/home');
  await expect(after.getByTestId('user-name')).toHaveText('王经理');

  // Logging out forgets the credential too.
  await Promise.all([
    after.waitForResponse((r) => r.url().endsWith('/api-uaa/oauth/remove/token')),
    clickUserMenu(after, '退出登录'),
  ]);
  await expect(after.getByRole('button', { name: '登录/注册' })).toBeVisible();
  const again = await restart(browser, after);
  await again.goto('/zsai/home');
  await expect(again.getByRole('button', { name: '登录/注册' })).toBeVisible();
  await again.context().close();
});

test('without remember me a browser restart logs the user out', async ({ page, browser }) => {
  await logIn(page, false);
  const after = await restart(browser, page);
  await after.goto('/zsai/home');
  await expect(after.getByRole('button', { name: '登录/注册' })).toBeVisible();
  await after.context().close();
});
