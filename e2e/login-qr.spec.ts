import { expect, test } from '@playwright/test';
import { nextCaptchaAnswer } from './fixtures/captcha';
import { DEMO, DEMO_PASSWORDS } from './fixtures/sms';
import { openLoginDialog } from './fixtures/modal';
import { serverClockAhead } from './fixtures/clock';

test('QR login confirmed from a second browser context', async ({ page, browser }) => {
  await page.goto('/zsai/home');
  // 扫码登录 toggles the view: a click on the dialog still zooming in can be taken as two
  // (Playwright retries one the moving wrapper intercepted), so it waits until it has settled.
  const dialog = await openLoginDialog(page);
  const [created] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api-weixin/weixin/xcx/createQrcode')),
    dialog.getByRole('button', { name: '扫码登录' }).click(),
  ]);
  const { data } = (await created.json()) as { data: { kid: string; url: string } };
  await expect(dialog.getByRole('heading', { name: '微信扫一扫登录' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: '扫码登录二维码' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: '密码/验证码登录' })).toBeVisible();

  // The phone: a logged-in user opens the code's URL and confirms.
  const phone = await browser.newContext();
  const mobile = await phone.newPage();
  await mobile.goto(data.url);
  await mobile.getByRole('button', { name: '去登录' }).click();
  const phoneDialog = mobile.getByRole('dialog').filter({ has: mobile.getByRole('tab') });
  const answer = await nextCaptchaAnswer(mobile, () =>
    phoneDialog.getByRole('tab', { name: '密码登录' }).click(),
  );
  await phoneDialog.getByLabel('账户名').fill(DEMO.vip);
  await phoneDialog.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORDS.vip);
  await phoneDialog.getByLabel('图形验证码').fill(answer);
  await phoneDialog.getByRole('button', { name: '登 录' }).click();
  await expect(mobile).toHaveURL(new RegExp(`/zsai/m/qr\\?kid=${data.kid}$`));
  await mobile.getByRole('button', { name: '确认登录' }).click();
  await expect(mobile.getByText('已确认，请在电脑上继续使用')).toBeVisible();
  await phone.close();

  // The desktop's polling picks it up and the page reloads logged in.
  await expect(page.getByTestId('user-name')).toHaveText('王经理', {
    timeout: 15_000,
  });
});

test('an expired QR code offers a refresh', async ({ page }) => {
  await page.goto('/zsai/home');
  const dialog = await openLoginDialog(page);
  await dialog.getByRole('button', { name: '扫码登录' }).click();
  await expect(dialog.getByRole('img', { name: '扫码登录二维码' })).toBeVisible();
  await expect(dialog.getByText('二维码已失效')).toBeHidden();
  // The ticket lives 2 minutes on the server: its clock runs past them for this browser.
  await serverClockAhead(page.context(), 2 * 60_000 + 1_000);
  await expect(dialog.getByText('二维码已失效')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: '点击刷新' }).click();
  await expect(dialog.getByText('二维码已失效')).toBeHidden();
  await expect(dialog.getByRole('img', { name: '扫码登录二维码' })).toBeVisible();
});
