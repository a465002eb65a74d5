import { expect, test } from '@playwright/test';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';
import { pickOption } from './fixtures/select';

// 潜客筛查 (/qksc) and 潜客名单 (/qksc/list): a VIP user builds a screen with an OR group, sees
// the matching count follow the conditions, saves it as a named list and finds it in 潜客名单
// with its count; opens its members, reruns it; a trial user sees the VIP lock.

test('build a screen, watch the count, save it and find it in 潜客名单', async ({ page }) => {
  test.setTimeout(180_000);
  await autoLogin(page, AUTO_LOGIN.vip);
  await page.goto('/zsai/qksc');
  const count = page.getByTestId('prospect-count-value');
  // No condition yet: every enterprise.
  await expect(count).toBeVisible({ timeout: 30_000 });
  const all = Number((await count.innerText()).replace(/,/g, ''));
  expect(all).toBeGreaterThan(0);

  // 登记状态 存续, and (注册资本 5000万以上 or 有中标 近5年).
  await page.getByTestId('add-condition').last().click();
  const first = page.getByTestId('prospect-condition').first();
  await first.getByTestId('condition-field').click();
  await pickOption(page, '登记状态');
  await first.getByTestId('condition-status').click();
  await pickOption(page, '存续', { multiple: true });
  await page.keyboard.press('Escape');
  await expect
    .poll(async () => Number((await count.innerText()).replace(/,/g, '')), { timeout: 30_000 })
    .toBeLessThan(all);
  const alive = Number((await count.innerText()).replace(/,/g, ''));

  await page.getByTestId('prospect-root').getByTestId('add-group').first().click();
  const group = page.getByTestId('prospect-group');
  await group.getByTestId('group-op').getByText('或').click();
  const inGroup = group.getByTestId('prospect-condition');
  await inGroup.first().getByTestId('condition-field').click();
  await pickOption(page, '注册资本');
  await inGroup.first().getByTestId('condition-zczb').click();
  await pickOption(page, '5000万以上', { multiple: true });
  await page.keyboard.press('Escape');
  await expect
    .poll(async () => Number((await count.innerText()).replace(/,/g, '')), { timeout: 30_000 })
    .toBeLessThan(alive);
  const bigOnly = Number((await count.innerText()).replace(/,/g, ''));
  await group.getByTestId('add-condition').click();
  await inGroup.nth(1).getByTestId('condition-field').click();
  await pickOption(page, '有中标');
  await inGroup.nth(1).getByTestId('condition-period').click();
  await pickOption(page, '近5年');
  // 或: the bids widen the group beyond the large capitals alone.
  await expect
    .poll(async () => Number((await count.innerText()).replace(/,/g, '')), { timeout: 30_000 })
    .toBeGreaterThan(bigOnly);
  // The count follows the last change (debounced): read it once two reads a second apart agree.
  const read = async () => Number((await count.innerText()).replace(/,/g, ''));
  let last = -1;
  await expect
    .poll(
      async () => {
        const before = last;
        last = await read();
        return last === before;
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(true);
  const screened = last;
  expect(screened).toBeGreaterThan(0);

  // The preview lists the matches, each linked to its profile.
  const rows = page.getByTestId('prospect-preview').locator('.ant-table-row');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await expect(rows.first().getByTestId('prospect-name')).toHaveAttribute('href', /qyxq\?id=\d+/);

  const name = `存续大额或中标${Date.now() % 100000}`;
  await page.getByTestId('prospect-save').click();
  await page.getByTestId('prospect-save-name').fill(name);
  await page.locator('#prospect-save-confirm').click();
  await expect(page.getByText('名单已保存')).toBeVisible({ timeout: 30_000 });

  await page.getByTestId('prospect-my-lists').click();
  await expect(page).toHaveURL(/\/zsai\/qksc\/list$/);
  const row = page.getByTestId('lists-table').locator('.ant-table-row', { hasText: name });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByTestId('list-count')).toHaveText(screened.toLocaleString('en-US'));
  await expect(row).toContainText('登记状态：存续');

  await row.getByTestId('list-view').click();
  await expect(page.getByTestId('members-title')).toContainText(name);
  await expect(page.getByTestId('list-members').locator('.ant-table-row').first()).toBeVisible({
    timeout: 30_000,
  });
  await page.getByTestId('members-new-only').click();
  await expect(page.getByTestId('list-members')).toContainText('最近一次运行没有新增企业');

  await row.getByTestId('list-run').click();
  await expect(page.getByText(/名单已更新：匹配 .* 家，新增 0 家/)).toBeVisible({
    timeout: 30_000,
  });

  // Tidy up: the list is the user's own and stays otherwise.
  await row.getByTestId('list-remove').click();
  await page.locator('#list-remove-confirm').click();
  await expect(row).toHaveCount(0, { timeout: 30_000 });
});

test('a trial user sees 潜客筛查 locked', async ({ page }) => {
  await autoLogin(page, AUTO_LOGIN.trial);
  await page.goto('/zsai/qksc');
  await expect(page.getByTestId('locked-section')).toContainText('潜客筛查', { timeout: 30_000 });
});
