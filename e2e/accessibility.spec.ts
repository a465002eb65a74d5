import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';
import { dialogsSettled } from './fixtures/modal';

// axe-core (WCAG 2.1 A and AA rules) on the pages a new user meets first: no serious or
// critical violation. Contrast is among the rules, so secondary text, the 演示数据 tag and the
// filter counts are checked at 4.5:1 wherever they show.

async function expectAccessible(page: Page, what: string, include?: string) {
  // Contrast is judged on the settled look: a button still fading from disabled to enabled, or
  // still loading its state (关注 while the follow status is read: antd dims it), on a loaded
  // machine is not what a user reads.
  await expect(page.locator(`${include ?? 'body'} .ant-btn-loading`)).toHaveCount(0, {
    timeout: 15_000,
  });
  // The style goes again afterwards: later steps wait for animations to end.
  const settled = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  await settled.evaluate((element) => (element as Element).remove());
  const grave = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect.soft(grave, what).toEqual([]);
}

test('home, login, find companies, profile, equity, member and personal centre pass axe', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/zsai/home');
  await expect(page.getByTestId('live-figures')).toBeVisible();
  await expectAccessible(page, 'home');

  // The login modal, opened as a visitor opens it: a locked menu item.
  await page.locator('header [data-menu-key="zgx"]').click();
  await expect(page.getByRole('tab', { name: '验证码登录' })).toBeVisible();
  // Contrast is measured on what is painted: wait until the modal's zoom-in has ended (a
  // half-faded modal fails it on a loaded machine).
  await dialogsSettled(page);
  await expectAccessible(page, 'login modal', '.ant-modal');

  await autoLogin(page, AUTO_LOGIN.vip);
  await page.goto('/zsai/qyhx?keyword=科技');
  const first = page.getByTestId('result-name').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('filter-status')).toBeVisible();
  await expectAccessible(page, 'find companies');

  const href = await first.getAttribute('href');
  const id = new URL(href!, 'http://x').searchParams.get('id');
  await page.goto(`/zsai/cyl/qyxq?id=${id}`);
  await expect(page.getByTestId('profile-header')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('section-gsxx')).toContainText('统一社会信用代码');
  await expectAccessible(page, 'profile');

  await page.goto(`/zsai/cyl/qyxq/relationships/gqjg?id=${id}`);
  await expect(page.getByTestId('equity-summary')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'equity');

  await page.goto('/zsai/member');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expectAccessible(page, 'member');

  await page.goto('/zsai/user/my_account');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await expectAccessible(page, 'personal centre');
});

test('the industry-chain screens pass axe: 产业链, 产业地图, 竞争力分析, 找产品', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await autoLogin(page, AUTO_LOGIN.vip);
  await page.goto('/zsai/cyl?chain=nev&region=000000');
  await expect(page.getByTestId('chain-link').first()).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, '产业链');

  await page.goto('/zsai/cyl/cysj?chain=nev');
  await expect(page.getByTestId('map-ranking')).toBeVisible({ timeout: 30_000 });
  // Measure once the map is drawn and its export buttons are live, not while they flip.
  await expect(page.getByRole('button', { name: '导出CSV' }).first()).toBeEnabled({
    timeout: 30_000,
  });
  await expectAccessible(page, '产业地图');

  await page.goto('/zsai/cyl/jzlfx?chain=nev&region=320000');
  await expect(page.getByTestId('overall-score')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, '竞争力分析');

  await page.goto('/zsai/cyl/zcp');
  await expect(page.getByTestId('hot-product').first()).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, '找产品');
});

test('找关系 and 企业对比 pass axe', async ({ page }) => {
  test.setTimeout(120_000);
  await autoLogin(page, AUTO_LOGIN.vip);
  await page.goto('/zsai/qyhx?keyword=集团');
  const names = page.getByTestId('result-name');
  await expect(names.nth(1)).toBeVisible({ timeout: 30_000 });
  const ids = await Promise.all(
    [0, 1].map(async (i) => {
      const href = await names.nth(i).getAttribute('href');
      return new URL(href!, 'http://x').searchParams.get('id');
    }),
  );
  await page.goto(`/zsai/zgx?ids=${ids.join(',')}`);
  await expect(page.getByTestId('zgx-summary')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, '找关系');

  await page.goto(`/zsai/qyhx/qyhxModel?ids=${ids.join(',')}`);
  await expect(page.getByTestId('compare-table')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, '企业对比');
});
