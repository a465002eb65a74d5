import { expect, test, type Page } from '@playwright/test';
import { SCREENS } from '@/lib/site/screens';
import { hoverClick, hoverOpen } from './fixtures/hover';
import { AUTO_LOGIN, autoLogin, openUserMenu } from './fixtures/session';
import { pickCascaderItem } from './fixtures/select';

const mainMenu = (page: Page) => page.getByRole('menu', { name: '主菜单' });
const menuItem = (page: Page, key: string) => page.locator(`[data-menu-key="${key}"]`).first();

test.describe('menus and permissions', () => {
  test('a trial user sees VIP-only items disabled and lands on the membership page', async ({
    page,
  }) => {
    await autoLogin(page, AUTO_LOGIN.trial);
    await expect(menuItem(page, 'qyhx')).toHaveAttribute('data-enabled', '1');
    await expect(menuItem(page, 'zgx')).toHaveAttribute('data-enabled', '0');
    await menuItem(page, 'zgx').click();
    await expect(page).toHaveURL(/\/zsai\/member$/);
    await expect(page.getByTestId('current-tier')).toContainText('试用会员');
    await expect(page.getByTestId('upgrade-contact')).toContainText('客服电话');
    // The application drop-down shows what the tier cannot open with a lock (qdtj stays hidden);
    // a locked one goes to the membership page as a locked top-menu item does.
    // From another page, so the click on a locked app is what brings the membership page.
    await page.goto('/zsai/qyhx');
    const panel = page.getByTestId('application-panel');
    await hoverOpen(
      page.getByRole('button', { name: '应用' }),
      panel.locator('[data-menu-key="kjcx"]'),
    );
    await expect(panel.locator('[data-menu-key="rzsj"]')).toHaveAttribute('data-enabled', '0');
    await expect(panel.locator('[data-menu-key="qdtj"]')).toHaveCount(0);
    await expect(page.locator('header').getByText('金融版')).toHaveCount(0);
    await panel.locator('[data-menu-key="rzsj"]').click();
    await expect(page).toHaveURL(/\/zsai\/member$/);
  });

  test('a VIP user opens every enabled item of the menu and the application drop-down', async ({
    page,
    context,
  }) => {
    await autoLogin(page, AUTO_LOGIN.vip);
    const keys = await mainMenu(page)
      .locator('[data-menu-key]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-menu-key') ?? ''));
    expect(keys.slice(0, 2)).toEqual(['home', 'qyhx']);
    for (const key of keys) {
      await expect(menuItem(page, key)).toHaveAttribute('data-enabled', '1');
    }
    const tracked = page.waitForRequest((r) => r.url().endsWith('/sysEventTrack/save'));
    await menuItem(page, 'zgx').click();
    await expect(page).toHaveURL(/\/zsai\/zgx$/);
    expect((await tracked).postDataJSON()).toMatchObject({ menuName: '找关系', isVisit: 1 });
    await expect(page.getByRole('heading', { name: '找关系' })).toBeVisible();

    // A network item opens in a new window.
    const popup = context.waitForEvent('page');
    await menuItem(page, 'gyl').click();
    expect((await popup).url()).toContain('/zsaigyl/home');

    const apps = page.getByRole('button', { name: '应用' });
    const panel = page.getByTestId('application-panel');
    await hoverOpen(apps, panel);
    await expect(panel.locator('[data-menu-key]')).toHaveCount(16);
    const appKeys = await panel
      .locator('[data-menu-key]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-menu-key') ?? ''));
    expect(appKeys).toHaveLength(16);
    for (const [key, path] of [
      ['qykb', '/qykb'],
      ['qksc', '/qksc'],
      ['hgjj', '/hgjj'],
      ['qybd', '/qybd'],
    ] as const) {
      await page.mouse.move(0, 600);
      await hoverClick(apps, panel.locator(`[data-menu-key="${key}"]`));
      await expect(page).toHaveURL(new RegExp(`/zsai${path}$`));
      // A built screen has its own page; the others still say they are coming.
      await expect(page.getByRole('banner')).toBeVisible();
      const built = SCREENS.some((s) => s.path === path && s.built);
      await expect(page.getByTestId('coming-soon')).toHaveCount(built ? 0 : 1);
    }
    await expect(page.locator('header').getByText('金融版')).toBeVisible();
  });

  test('a visitor clicking a disabled item gets the login modal', async ({ page }) => {
    await page.goto('/zsai/home');
    await expect(menuItem(page, 'zgx')).toHaveAttribute('data-enabled', '0');
    await menuItem(page, 'zgx').click();
    await expect(page.getByRole('tab', { name: '验证码登录' })).toBeVisible();
    await expect(page).toHaveURL(/\/zsai\/home$/);
  });

  test('the user menu offers the workbenches the user may open', async ({ page }) => {
    await autoLogin(page, AUTO_LOGIN.vip);
    await openUserMenu(page, '个人中心', '管理工作台', '运营工作台');
    await expect(page.locator('header').getByText('VIP', { exact: true })).toBeVisible();
  });
});

test.describe('chrome', () => {
  test('the right bar is open on home and folded on the industry chain', async ({ page }) => {
    await autoLogin(page, AUTO_LOGIN.vip);
    await expect(page.getByTestId('right-bar')).toHaveAttribute('data-folded', '0');
    await expect(page.getByRole('button', { name: '小程序' })).toBeVisible();
    const height = await page
      .getByTestId('right-bar')
      .locator('> div')
      .first()
      .evaluate((e) => e.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(900 - 304);
    await page.goto('/zsai/cyl');
    await expect(page.getByTestId('right-bar')).toHaveAttribute('data-folded', '1');
    await page.getByRole('button', { name: '展开侧边栏' }).click();
    await page.getByRole('button', { name: '在线咨询' }).click();
    await expect(page.getByRole('dialog', { name: '在线咨询' }).locator('iframe')).toBeVisible();
    // The frame shows its own panel with the contact lines, not the portal with its header.
    const frame = page.frameLocator('iframe[title="在线咨询"]');
    await expect(frame.getByTestId('consult-panel')).toContainText('客服电话');
    await expect(frame.locator('header')).toHaveCount(0);
    await page.getByRole('button', { name: '关闭在线咨询' }).click();
    await expect(page.getByRole('dialog', { name: '在线咨询' })).toHaveCount(0);
  });

  test('the footer carries contact, legal links and filing lines', async ({ page }) => {
    await page.goto('/zsai/home');
    const footer = page.locator('footer');
    await expect(footer.getByText('联合出品')).toBeVisible();
    await expect(footer.getByText(/客服电话/)).toBeVisible();
    await expect(footer.getByRole('link', { name: '用户协议' })).toHaveAttribute(
      'href',
      '/zsai/gywm?cur=0',
    );
    await expect(footer.getByRole('img', { name: '公众号二维码' })).toBeVisible();
    await expect(footer.getByText(/ICP/)).toBeVisible();
    await expect(footer.getByText(/增值电信业务经营许可证/)).toBeVisible();
  });

  test('a visitor on loopback sees 定位失败; a user sees the city of their region', async ({
    page,
  }) => {
    await page.goto('/zsai/home');
    await expect(page.getByTestId('location')).toHaveText('定位失败');
    await autoLogin(page, AUTO_LOGIN.vip);
    await expect(page.getByTestId('location')).toHaveText('上海市');

    // Changing the city saves ssqy through the user's form and survives a reload.
    const pick = async (province: string, city: string) => {
      await page.getByTestId('location').click();
      const columns = page.locator('.ant-cascader-menu');
      const item = (column: number, title: string) =>
        columns.nth(column).locator(`.ant-cascader-menu-item[title="${title}"]`);
      // The picker sits in a popover that closes on the choice, not on the cascader's own menu.
      await pickCascaderItem(page, item(0, province), { closes: false });
      await pickCascaderItem(page, item(1, city), { closes: false });
      await expect(page.getByTestId('location')).toHaveText(city);
    };
    await pick('广东省', '深圳市');
    await page.reload();
    await expect(page.getByTestId('location')).toHaveText('深圳市');
    await pick('上海市', '上海市');
  });
});

test('the bell counts unread dynamics and lists the latest 10 after following enterprises', async ({
  page,
}) => {
  await autoLogin(page, AUTO_LOGIN.vip);
  const origin = new URL(page.url()).origin;
  const query = async (alias: string, params: unknown) => {
    const res = await page.request.post(
      `/zsai/api/api-form/form/core/formCustomQuery/queryForJson_${alias}`,
      { form: { params: JSON.stringify(params) }, headers: { origin } },
    );
    expect(res.status(), alias).toBe(200);
    return (await res.json()) as { data: { qyid: string }[]; extraData?: { totalCount: number } };
  };
  const recent = await query('qyhxRecentChanges', { pageSize: 30 });
  const qyids = [...new Set(recent.data.map((r) => r.qyid))].slice(0, 12);
  for (const qyid of qyids) await query('dzxxFollow', { qyid });
  const monthAgo = new Date(Date.now() - 31 * 86_400_000).toISOString().slice(0, 10);
  const unread = await query('dzxxUserDtjcGroup', {
    pageIndex: 1,
    pageSize: 10,
    sjfwS: monthAgo,
    isRead: 0,
  });
  const total = unread.extraData!.totalCount;
  expect(total).toBeGreaterThan(10);

  await page.reload();
  const bell = page.getByRole('link', { name: /企业动态，未读/ });
  await expect(bell).toHaveAttribute('aria-label', `企业动态，未读 ${total} 条`);
  await hoverOpen(bell, page.getByTestId('bell-list'));
  await expect(page.getByTestId('bell-list').locator('li')).toHaveCount(10);
  await expect(page.getByRole('link', { name: '查看更多' })).toBeVisible();
  await page.getByRole('link', { name: '查看更多' }).click();
  await expect(page).toHaveURL(/\/zsai\/user\/glzx_trends$/);
  await expect(page.getByRole('heading', { name: '企业动态' })).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
});
