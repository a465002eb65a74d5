import { expect, test } from '@playwright/test';
import { pickOption } from './fixtures/select';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';

// 招商推荐 (/yqtj): a city and a chain, a reason card with its three lines linked to the
// profile, one recommendation marked 不合适 leaves the list, and 撤销 brings it back.

test('opens recommendations for a city and chain, reads a card and marks one 不合适', async ({
  page,
}) => {
  // 苏州, 新能源汽车: the demo data has gap links there.
  await autoLogin(page, AUTO_LOGIN.vip, '/yqtj?region=320500&chain=nev');
  await expect(page.getByText('演示数据').first()).toBeVisible();
  const cards = page.getByTestId('recommendation');
  await expect(cards.first()).toBeVisible();

  const card = cards.first();
  await expect(card.getByText('为什么是它')).toBeVisible();
  await expect(card.getByText('为什么是现在')).toBeVisible();
  await expect(card.getByText('为什么是这里')).toBeVisible();
  await expect(card.getByText(/推荐分/)).toBeVisible();
  // The evidence of 为什么是这里 opens the profile.
  const evidence = card.getByTestId('reason-line').nth(2).getByRole('link').first();
  await expect(evidence).toHaveAttribute('href', /\/cyl\/qyxq\?id=/);

  const name = (await card.locator('.ant-card-head-title a').first().textContent())!.trim();
  await card.getByRole('button', { name: '不合适' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('不合适的原因').click();
  await pickOption(page, '规模不匹配');
  await dialog.getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('已标记为不合适，不再推荐')).toBeVisible();
  await expect(cards.filter({ hasText: name })).toHaveCount(0);
  await expect(page.getByText('已标记不合适 1 家')).toBeVisible();

  // 撤销 returns it.
  await page.getByRole('button', { name: /撤\s?销/ }).click();
  await expect(cards.filter({ hasText: name }).first()).toBeVisible();
});
