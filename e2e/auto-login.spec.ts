import { expect, test } from '@playwright/test';

test('?account= logs an allow-listed account in and follows redirect', async ({ page }) => {
  await page.goto('/zsai/login?account=13800000002&redirect=%2Fgywm%3Fcur%3D1');
  await expect(page).toHaveURL(/\/zsai\/gywm\?cur=1$/);
  await expect(page.getByTestId('user-name')).toHaveText('李专员');
});

test('?isLogin=1 logs the default account in and goes home', async ({ page }) => {
  await page.goto('/zsai/login?isLogin=1');
  await expect(page).toHaveURL(/\/zsai\/home$/);
  await expect(page.getByTestId('user-name')).toHaveText('李专员');
});

test('an account that is not listed gets the login dialog, not a session', async ({ page }) => {
  await page.goto('/zsai/login?account=13800000001');
  await expect(page).toHaveURL(/\/zsai\/home\?login=1$/);
  await expect(page.getByRole('tab', { name: '验证码登录' })).toBeVisible();
  const me = await page.request.get('/zsai/api/api-user/user/org/osUser/current');
  expect(me.status()).toBe(401);
});

test('visiting login clears the session', async ({ page }) => {
  await page.goto('/zsai/login?isLogin=1');
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
  await page.goto('/zsai/login');
  await expect(page).toHaveURL(/\/zsai\/home\?login=1$/);
  const me = await page.request.get('/zsai/api/api-user/user/org/osUser/current');
  expect(me.status()).toBe(401);
});
