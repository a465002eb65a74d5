import { unsealData } from 'iron-session';
import { QR_BROWSER_HEADER } from '@/lib/contract/auth';
import { portalEnv } from './env';
import { LOGIN_PATHS, LOGOUT_PATH, readSession, sessionHooks } from './session';

// The door: no login answer reaching the browser carries the token; it is sealed instead.

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyIn0.c2lnbmF0dXJl';
const incoming = () => new Request('http://127.0.0.1:3000/zsai/api/x', { method: 'POST' });
const loginAnswer = () =>
  Response.json({
    success: true,
    code: 200,
    message: '登录成功',
    show: false,
    data: { access_token: TOKEN },
  });

describe('sessionHooks.afterForward', () => {
  it.each([...LOGIN_PATHS])('seals the token of %s and removes it from the body', async (path) => {
    const response = await sessionHooks.afterForward!(incoming(), loginAnswer(), path);
    const text = await response.text();
    expect(text).not.toContain(TOKEN);
    expect(JSON.parse(text)).toMatchObject({ success: true, data: {} });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^zsai-session=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
    const sealed = cookie.split(';')[0]!.slice('zsai-session='.length);
    const data = await unsealData<{ accessToken: string }>(sealed, {
      password: portalEnv().sessionSecret,
    });
    expect(data.accessToken).toBe(TOKEN);
  });

  it('leaves answers of other paths alone', async () => {
    const response = await sessionHooks.afterForward!(incoming(), loginAnswer(), '/api-form/x');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('clears the cookies on logout and on a 401', async () => {
    const logout = await sessionHooks.afterForward!(incoming(), Response.json({}), LOGOUT_PATH);
    expect(logout.headers.get('set-cookie')).toContain(
      'zsai-session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0',
    );
    const dead = await sessionHooks.afterForward!(
      incoming(),
      Response.json({ success: false }, { status: 401 }),
      '/api-user/user/org/osUser/current',
    );
    expect(dead.headers.get('set-cookie')).toContain('Max-Age=0');
  });
});

describe('readSession', () => {
  const withCookie = (cookie: string) =>
    new Request('http://127.0.0.1:3000/zsai/api/x', { headers: { cookie } });

  it('opens the sealed cookie, again from memory, and refuses a tampered one', async () => {
    const response = await sessionHooks.afterForward!(
      incoming(),
      loginAnswer(),
      '/api-uaa/oauth/user/token',
    );
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(await readSession(withCookie(cookie))).toEqual({ accessToken: TOKEN });
    expect(await readSession(withCookie(`other=1; ${cookie}`))).toEqual({ accessToken: TOKEN });
    const tampered = cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(await readSession(withCookie(tampered))).toBeUndefined();
    expect(await readSession(withCookie('zsai-session='))).toBeUndefined();
  });
});

describe('the QR login browser value', () => {
  const create = '/api-weixin/weixin/xcx/createQrcode';
  const poll = '/api-weixin/weixin/xcx/getScanResult';
  const request = (headers: Record<string, string> = {}) =>
    new Request('http://127.0.0.1:3000/zsai/api/x', { headers });

  it('is made on the first code, kept in an httpOnly cookie and sent with the poll', async () => {
    const first = request({ [QR_BROWSER_HEADER]: 'chosen-by-a-page-0000000000' });
    const out = new Headers();
    await sessionHooks.beforeForward!(first, out, create);
    const value = out.get(QR_BROWSER_HEADER) ?? '';
    expect(value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const answer = await sessionHooks.afterForward!(first, Response.json({}), create);
    expect(answer.headers.get('set-cookie')).toBe(
      `zsai-qr=${value}; Path=/; HttpOnly; SameSite=Lax`,
    );

    const polled = new Headers();
    await sessionHooks.beforeForward!(request({ cookie: `zsai-qr=${value}` }), polled, poll);
    expect(polled.get(QR_BROWSER_HEADER)).toBe(value);
  });

  it('is never taken from the request itself', async () => {
    const out = new Headers();
    const forged = request({ [QR_BROWSER_HEADER]: 'the-attackers-own-browser-value' });
    await sessionHooks.beforeForward!(forged, out, poll);
    expect(out.get(QR_BROWSER_HEADER)).toBeNull();
  });
});
