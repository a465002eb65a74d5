import { expect, test } from '@playwright/test';
import { DEMO, requestSmsCode } from './fixtures/sms';

const SMS_LOGIN = '/zsai/api/api-zsai-query/zsai/user/dzxxWebSmsLogin';
const CURRENT = '/zsai/api/api-user/user/org/osUser/current';
const LOGOUT = '/zsai/api/api-uaa/oauth/remove/token';

test.describe('the session door', () => {
  test('seals the SMS login token into an httpOnly cookie and keeps it from the page', async ({
    page,
    baseURL,
  }) => {
    const origin = baseURL!;
    await page.goto('/zsai/home');
    const request = page.request;
    const code = await requestSmsCode(request, origin, DEMO.trial);

    const login = await request.post(SMS_LOGIN, {
      headers: { origin },
      data: { username: `dzxx_${DEMO.trial}`, code },
    });
    expect(login.status()).toBe(200);
    const text = await login.text();
    expect(text).not.toContain('access_token');
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    expect(JSON.parse(text)).toMatchObject({ success: true });

    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === 'zsai-session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const me = await request.get(CURRENT);
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ data: { username: `dzxx_${DEMO.trial}`, rank: 1 } });

    // Nothing of the token in what page scripts can read.
    const visible = await page.evaluate(() => ({
      cookie: document.cookie,
      local: JSON.stringify(localStorage),
      session: JSON.stringify(sessionStorage),
    }));
    expect(visible.cookie).not.toContain('zsai-session');
    expect(`${visible.local}${visible.session}`).not.toMatch(/eyJ[\w-]+\.[\w-]+/);

    const logout = await request.post(LOGOUT, { headers: { origin } });
    expect(logout.status()).toBe(200);
    expect((await request.get(CURRENT)).status()).toBe(401);
  });

  test('refuses a mutating call from a foreign origin', async ({ request }) => {
    const res = await request.post(`/zsai/api/api-zsai-query/zsai/sms/send/${DEMO.vip}`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status()).toBe(403);
    expect(await res.json()).toMatchObject({
      success: false,
      message: '请求来自其他网站，已拒绝。请在本站页面中操作',
    });
  });

  test('answers 不存在该用户 to an account without the enterprise role', async ({
    request,
    baseURL,
  }) => {
    const code = await requestSmsCode(request, baseURL!, DEMO.admin);
    const login = await request.post(SMS_LOGIN, {
      headers: { origin: baseURL! },
      data: { username: DEMO.admin, code },
    });
    expect(await login.json()).toMatchObject({ success: false, message: '不存在该用户' });
  });
});
