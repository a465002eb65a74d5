import { expect, test, type Page } from '@playwright/test';
import { CAPABILITIES } from '../lib/site/capabilities';
import { nextCaptchaAnswer } from './fixtures/captcha';
import { holdScripts } from './fixtures/hold-scripts';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';
import { DEMO, DEMO_PASSWORDS } from './fixtures/sms';

// Flows from home that used to dead-end: searching while logged out, Enter taking a
// suggestion instead of the typed words, and the feature cards that opened nothing.

const homeBox = (page: Page) => page.getByTestId('home-search').locator('input');
const keywordOf = (page: Page) => new URL(page.url()).searchParams.get('keyword');

test('a visitor searches from home, logs in from the prompt and lands on the results', async ({
  page,
}) => {
  await page.goto('/zsai/home');
  // The page knows the visitor is logged out once the header offers to log in.
  await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
  await homeBox(page).fill('臻阳');
  await homeBox(page).press('Enter');

  // The login modal, on home, with the keyword still in the box.
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('tab') });
  await expect(dialog.getByRole('tab', { name: '验证码登录' })).toBeVisible();
  await expect(page).toHaveURL(/\/zsai\/home$/);
  await expect(homeBox(page)).toHaveValue('臻阳');

  const answer = await nextCaptchaAnswer(page, () =>
    dialog.getByRole('tab', { name: '密码登录' }).click(),
  );
  await dialog.getByLabel('账户名').fill(DEMO.vip);
  await dialog.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORDS.vip);
  await dialog.getByLabel('图形验证码').fill(answer);
  await dialog.getByRole('button', { name: '登 录' }).click();

  await expect(page).toHaveURL(/\/zsai\/qyhx\?keyword=/);
  expect(keywordOf(page)).toBe('臻阳');
  await expect(page.getByTestId('search-input').locator('input')).toHaveValue('臻阳');

  // Words typed before the page's scripts ran are the box's words: they get suggestions, and
  // Enter searches what was typed, even while a suggestion starting with it is listed.
  const release = await holdScripts(page);
  await page.goto('/zsai/home', { waitUntil: 'domcontentloaded' });
  await homeBox(page).fill('北京');
  release();
  await expect(page.getByTestId('suggestion').first()).toBeVisible();
  await page.unrouteAll();
  await homeBox(page).press('Enter');
  await expect(page).toHaveURL(/\/zsai\/qyhx\?keyword=/);
  expect(keywordOf(page)).toBe('北京');

  // A suggestion reached with the arrow keys is the one searched (the header box).
  await page.goto('/zsai/member');
  const headerBox = page.getByTestId('header-search').locator('input');
  await headerBox.fill('北京');
  await expect(page.getByTestId('suggestion').first()).toBeVisible();
  await headerBox.press('ArrowDown');
  const picked = await page
    .locator('.ant-select-item-option-active [data-testid="suggestion"]')
    .filter({ visible: true })
    .innerText();
  expect(picked).not.toBe('北京');
  await headerBox.press('Enter');
  await expect(page).toHaveURL(/\/zsai\/qyhx\?keyword=/);
  expect(keywordOf(page)).toBe(picked);
});

// Where each card goes for a user holding every permission (docs/menus.md, Home cards).
const EXPECTED: Record<string, string> = {
  找客户: '/zsai/qksc',
  找商机: '/zsai/user/glzx_trends',
  找产品: '/zsai/cyl/zcp',
  企业查询: '/zsai/qyhx',
  产业链查询: '/zsai/cyl',
  产业情报: '/zsai/cyjj/qbzl',
  金融服务: '/zsai/rzsj',
};

test('each home card opens its screen', async ({ page }) => {
  await autoLogin(page, AUTO_LOGIN.vip);
  const card = (title: string) =>
    page
      .getByTestId('capability')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  // The permissions are in once the header's menu shows its items enabled.
  const ready = async () => {
    await page.goto('/zsai/home');
    await expect(page.locator('header [data-menu-key="zgx"][data-enabled="1"]')).toBeVisible();
  };

  for (const { title } of CAPABILITIES) {
    await ready();
    if (title === '供应链分析') {
      // A network item: the supply-chain application in a new window.
      const [popup] = await Promise.all([page.waitForEvent('popup'), card(title).click()]);
      await expect(popup).toHaveURL(/\/zsaigyl\/home$/);
      await popup.close();
      continue;
    }
    await card(title).click();
    await expect(page, title).toHaveURL(new RegExp(`${EXPECTED[title]}$`));
  }
});
