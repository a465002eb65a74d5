import { expect, test, type Page } from '@playwright/test';
import { CUSTOM_QUERY, customQuery } from './fixtures/custom-query';
import { AUTO_LOGIN, autoLogin } from './fixtures/session';

// Issue 31 against the production server: what a page on another site makes the browser send
// is refused at the door (an export would have spent the victim's quota; an attacker's
// approved QR ticket would have logged the victim into the attacker's account), a client's
// own X-Forwarded-For names no address, and a broken percent escape gets a Chinese 400.

const CURRENT = '/zsai/api/api-user/user/org/osUser/current';
const QR = '/zsai/api/api-weixin/weixin/xcx';
const FOREIGN = 'http://foreign-site.test';

/** Opens a page of another site holding one link to `target`, and follows it. */
async function followForeignLink(page: Page, target: string) {
  await page.route(`${FOREIGN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><meta charset="utf-8"><a id="go" href="${target}">打开</a>`,
    }),
  );
  await page.goto(`${FOREIGN}/page.html`);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().startsWith(target.split('?')[0]!)),
    page.click('#go'),
  ]);
  return answer;
}

test('a link on another site to an export downloads nothing and spends no quota', async ({
  page,
  baseURL,
}) => {
  await autoLogin(page, AUTO_LOGIN.vip);
  const filter = { keyword: '科技' };
  const before = await customQuery<unknown[]>(page, 'qyhxExportQuota', filter);
  let downloaded = false;
  page.on('download', () => (downloaded = true));

  const answer = await followForeignLink(
    page,
    `${baseURL}/zsai/api/api-zsai-query/zsai/qyhx/export?keyword=${encodeURIComponent('科技')}`,
  );
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toMatchObject({
    message: '请求来自其他网站，已拒绝。请在本站页面中操作',
  });
  expect(downloaded).toBe(false);

  await page.goto('/zsai/home');
  expect(await customQuery<unknown[]>(page, 'qyhxExportQuota', filter)).toEqual(before);
});

test("another browser's approved QR ticket does not log this browser in", async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL!;
  // The attacker shows a code in their own browser and approves it from their own phone.
  const attacker = await browser.newContext({ baseURL: origin });
  const attackerPage = await attacker.newPage();
  await attackerPage.goto('/zsai/home');
  const created = await attackerPage.request.post(`${QR}/createQrcode`, { headers: { origin } });
  const { kid } = ((await created.json()) as { data: { kid: string } }).data;
  const phone = await browser.newContext({ baseURL: origin });
  const phonePage = await phone.newPage();
  await autoLogin(phonePage, AUTO_LOGIN.admin);
  const approved = await phonePage.request.post(`${QR}/confirm`, {
    headers: { origin },
    data: { kid, approve: true },
  });
  expect(approved.status()).toBe(200);

  // The victim is sent to collect it, from another site and directly.
  const poll = `${origin}${QR}/getScanResult?kid=${kid}`;
  expect((await followForeignLink(page, poll)).status()).toBe(403);
  const typed = await page.goto(poll);
  expect(await typed?.json()).toMatchObject({ success: false, message: '二维码已失效' });
  expect((await page.request.get(CURRENT)).status()).toBe(401);

  // The ticket was good: its own browser collects it.
  const own = await attackerPage.request.get(poll);
  expect(await own.json()).toMatchObject({ success: true });
  await attacker.close();
  await phone.close();
});

test("a client's own X-Forwarded-For does not place it elsewhere", async ({ request }) => {
  // 113.57.0.1 is in Wuhan; the end-to-end server trusts no proxy, so the client is loopback.
  const res = await request.post(`${CUSTOM_QUERY}dzxxLocate`, {
    headers: { 'x-forwarded-for': '113.57.0.1' },
  });
  expect(await res.json()).toMatchObject({ success: true, data: [] });
});

test('a broken percent escape gets a 400 in Chinese, an envelope under the API', async ({
  request,
}) => {
  const api = await request.get('/zsai/api/%E0');
  expect(api.status()).toBe(400);
  expect(await api.json()).toMatchObject({
    success: false,
    code: 400,
    message: '请求错误：地址含有无法识别的编码',
  });
  const page = await request.get('/zsai/%');
  expect(page.status()).toBe(400);
  expect(await page.text()).toContain('请求错误：地址含有无法识别的编码');
});
