import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './fixtures/sms';

const TRIAL_PASSWORD = 'Zsai@2026try';

/** Waits for the next picture code and reads its answer from the development endpoint. */
async function nextCaptchaAnswer(page: Page, trigger: () => Promise<unknown>): Promise<string> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api-uaa/validata/code/')),
    trigger(),
  ]);
  const deviceId = new URL(response.url()).pathname.split('/').pop()!;
  const answer = await page.request.get(`/zsai/api/dev/captcha/${deviceId}`);
  return ((await answer.json()) as { data: { answer: string } }).data.answer;
}

test('password login: a wrong picture code refreshes it, the right one logs in', async ({
  page,
}) => {
  await page.goto('/zsai/home');
  await page.getByRole('button', { name: '登录/注册' }).click();
  const dialog = page.getByRole('dialog');
  const firstAnswer = await nextCaptchaAnswer(page, () =>
    dialog.getByRole('tab', { name: '密码登录' }).click(),
  );
  expect(firstAnswer).toMatch(/^\w{4}$/);
  await expect(dialog.getByRole('img', { name: '图形验证码' })).toBeVisible();

  await dialog.getByRole('button', { name: '登 录' }).click();
  await expect(dialog.getByText('请输入密码')).toBeVisible();
  await expect(dialog.getByText('请输入验证码')).toBeVisible();

  await dialog.getByLabel('账户名').fill(DEMO.trial);
  await dialog.getByLabel('密码', { exact: true }).fill(TRIAL_PASSWORD);
  await dialog.getByLabel('图形验证码').fill('zzzz');
  const secondAnswer = await nextCaptchaAnswer(page, () =>
    dialog.getByRole('button', { name: '登 录' }).click(),
  );
  await expect(page.getByText('图形验证码错误')).toBeVisible();

  await dialog.getByLabel('图形验证码').fill(secondAnswer);
  await dialog.getByRole('button', { name: '登 录' }).click();
  await expect(page.getByRole('button', { name: '用户菜单' })).toHaveText('李专员');
});
