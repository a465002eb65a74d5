import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORDS } from './fixtures/sms';
import { nextCaptchaAnswer } from './fixtures/captcha';
import { openLoginDialog } from './fixtures/modal';

test('password login: a wrong picture code refreshes it, the right one logs in', async ({
  page,
}) => {
  await page.goto('/zsai/home');
  const dialog = await openLoginDialog(page);
  const firstAnswer = await nextCaptchaAnswer(page, () =>
    dialog.getByRole('tab', { name: '密码登录' }).click(),
  );
  expect(firstAnswer).toMatch(/^\w{4}$/);
  await expect(dialog.getByRole('img', { name: '图形验证码' })).toBeVisible();

  await dialog.getByRole('button', { name: '登 录' }).click();
  await expect(dialog.getByText('请输入密码')).toBeVisible();
  await expect(dialog.getByText('请输入验证码')).toBeVisible();

  await dialog.getByLabel('账户名').fill(DEMO.trial);
  await dialog.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORDS.trial);
  await dialog.getByLabel('图形验证码').fill('zzzz');
  const secondAnswer = await nextCaptchaAnswer(page, () =>
    dialog.getByRole('button', { name: '登 录' }).click(),
  );
  await expect(page.getByText('图形验证码错误')).toBeVisible();

  await dialog.getByLabel('图形验证码').fill(secondAnswer);
  await dialog.getByRole('button', { name: '登 录' }).click();
  await expect(page.getByTestId('user-name')).toHaveText('李专员');
});
