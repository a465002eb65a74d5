import { expect, test } from '@playwright/test';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';

// 智能问答 (/chat): the required question answered with the query shown; 在找企业中打开 opens
// 找企业 with the same filters and the same count; a follow-up narrows it; the right bar's
// 在线咨询 frame answers too.

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('asks, opens the same query in 找企业, follows up, and asks in the right bar', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await autoLogin(page, AUTO_LOGIN.vip, '/chat');
  await page.getByTestId('chat-input').fill('深圳市注册资本超过1亿元的新能源汽车企业有哪些');
  await page.getByTestId('chat-send').click();
  const first = page.getByTestId('chat-turn').first();
  const run = first.getByTestId('tool-run');
  await expect(run).toBeVisible({ timeout: 30_000 });
  await expect(run.getByTestId('run-param').filter({ hasText: '深圳市' })).toBeVisible();
  await expect(run.getByTestId('run-param').filter({ hasText: '1亿' })).toBeVisible();
  await expect(run.getByTestId('run-param').filter({ hasText: '新能源汽车' })).toBeVisible();
  await expect(first.getByRole('button', { name: '有用' })).toBeEnabled();
  const total = digits(await run.getByTestId('run-total').textContent());

  // The follow-up in the same conversation.
  await page.getByTestId('chat-input').fill('其中成立不到5年的呢');
  await page.getByTestId('chat-send').click();
  const second = page.getByTestId('chat-turn').nth(1).getByTestId('tool-run');
  await expect(second.getByTestId('run-param').filter({ hasText: '成立年限' })).toBeVisible({
    timeout: 30_000,
  });
  expect(digits(await second.getByTestId('run-total').textContent())).toBeLessThanOrEqual(total);

  // 在找企业中打开: the same filters, the same count.
  await run.getByTestId('run-link').click();
  await expect(page).toHaveURL(/\/zsai\/qyhx\?.*zczb=10000-/);
  await expect
    .poll(
      async () => {
        const text = await page.getByTestId('result-total').textContent();
        return text?.includes('找到') ? digits(text) : -1;
      },
      {
        timeout: 30_000,
      },
    )
    .toBe(total);

  // The right bar's 在线咨询: the assistant in its frame.
  await page.goto('/zsai/home');
  await page.getByRole('button', { name: '在线咨询' }).click();
  const frame = page.frameLocator('iframe[title="在线咨询"]');
  await frame.getByTestId('chat-input').fill('江苏省有多少家专精特新企业');
  await frame.getByTestId('chat-send').click();
  await expect(frame.getByTestId('tool-run').first()).toContainText('统计企业数', {
    timeout: 30_000,
  });
  await expect(frame.getByTestId('consult-panel')).toContainText('客服电话');
});
