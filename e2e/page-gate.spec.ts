import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORDS } from './fixtures/sms';
import { nextCaptchaAnswer } from './fixtures/captcha';

test('a protected page while logged out goes home with the login prompt', async ({ page }) => {
  await page.goto('/zsai/qyhx?keyword=%E6%8B%9B%E5%95%86');
  await expect(page).toHaveURL(/\/zsai\/home\?needLogin=1&from=%2Fqyhx/);
  const prompt = page.getByRole('dialog', { name: '请先登录用户 ?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: '取 消' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('tab', { name: '验证码登录' })).toBeHidden();
});

test('confirming the prompt opens the login modal', async ({ page }) => {
  await page.goto('/zsai/user/my_account');
  await page.getByRole('button', { name: '确 认' }).click();
  await expect(page.getByRole('dialog').getByRole('tab', { name: '验证码登录' })).toBeVisible();
});

test('a forged cookie passes the gate but the backend still refuses it', async ({
  page,
  baseURL,
}) => {
  await page
    .context()
    .addCookies([{ name: 'zsai-session', value: 'forged', url: baseURL!, httpOnly: true }]);
  const res = await page.request.get('/zsai/api/api-user/user/org/osUser/current');
  expect(res.status()).toBe(401);
  // The dead cookie is cleared by the answer.
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'zsai-session')).toBeUndefined();
});

test('after logging in from the prompt the visitor goes on to the page asked for', async ({
  page,
}) => {
  await page.goto('/zsai/zgx');
  await page.getByRole('button', { name: '确 认' }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('tab') });
  const answer = await nextCaptchaAnswer(page, () =>
    dialog.getByRole('tab', { name: '密码登录' }).click(),
  );
  await dialog.getByLabel('账户名').fill(DEMO.vip);
  await dialog.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORDS.vip);
  await dialog.getByLabel('图形验证码').fill(answer);
  await dialog.getByRole('button', { name: '登 录' }).click();
  await expect(page).toHaveURL(/\/zsai\/zgx$/);
});

test('the x-middleware-subrequest header gains nothing', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' });
  await page.goto('/zsai/qyhx');
  await expect(page).toHaveURL(/\/zsai\/home\?needLogin=1/);
  const me = await page.request.get('/zsai/api/api-user/user/org/osUser/current', {
    headers: { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
  });
  expect(me.status()).toBe(401);
});
