import { QR_BROWSER_HEADER } from '@/lib/contract/auth';
import type { Envelope } from '@/lib/contract/envelope';
import { DEMO_USERS } from '../data/demo-users';
import { QR_TTL_MS } from '../services/auth/qr-login';
import { manualClock } from '../test/clock';
import { smsCodeFor } from '../test/sms-helpers';
import { createSeededTestBackend, type TestBackend } from '../test/test-backend';

const clock = manualClock();
let backend: TestBackend;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  backend = await createSeededTestBackend({ clock });
  for (const user of [VIP, ADMIN]) {
    const code = await smsCodeFor(backend, user.phone);
    const res = await backend.app.request('/api-zsai-query/zsai/user/dzxxWebSmsLogin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user.phone, code }),
    });
    const body = (await res.json()) as Envelope<{ access_token: string } | null>;
    // The admin may not log in; confirming needs a session, so it gets none.
    if (body.data) tokens[user.phone] = body.data.access_token;
  }
});
afterAll(() => backend.close());

const [VIP, , , ADMIN] = DEMO_USERS;

// Two browsers' values of QR_BROWSER_HEADER, as the portal keeps them in their cookies.
const BROWSER = 'browser-of-the-desktop-user-0001';
const OTHER_BROWSER = 'browser-of-somebody-else-00000002';

async function create(browser = BROWSER) {
  const res = await backend.app.request('/api-weixin/weixin/xcx/createQrcode', {
    method: 'POST',
    headers: { [QR_BROWSER_HEADER]: browser },
  });
  return ((await res.json()) as Envelope<{ kid: string; url: string }>).data;
}

async function poll(kid: string, browser: string | undefined = BROWSER) {
  const res = await backend.app.request(`/api-weixin/weixin/xcx/getScanResult?kid=${kid}`, {
    headers: browser ? { [QR_BROWSER_HEADER]: browser } : {},
  });
  return {
    status: res.status,
    body: (await res.json()) as Envelope<{ access_token: string } | null>,
  };
}

async function answer(kid: string, approve: boolean, token: string | undefined) {
  const res = await backend.app.request('/api-weixin/weixin/xcx/confirm', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ kid, approve }),
  });
  return { status: res.status, body: (await res.json()) as Envelope<null> };
}

describe('QR login', () => {
  it('waits, then hands the token once after the phone confirms', async () => {
    const { kid, url } = await create();
    expect(url).toBe(`/zsai/m/qr?kid=${kid}`);
    expect(await poll(kid)).toMatchObject({ status: 200, body: { success: true, data: null } });

    expect((await answer(kid, true, tokens[VIP.phone])).body.message).toBe('已确认登录');
    const done = await poll(kid);
    expect(done.body.success).toBe(true);
    const me = await backend.app.request('/api-user/user/org/osUser/current', {
      headers: { authorization: `Bearer ${done.body.data?.access_token}` },
    });
    expect(me.status).toBe(200);
    expect((await poll(kid)).body).toMatchObject({ success: false, message: '二维码已失效' });
  });

  it('expires after 2 minutes', async () => {
    const { kid } = await create();
    clock.advance(QR_TTL_MS);
    expect((await poll(kid)).body).toMatchObject({ success: false, message: '二维码已失效' });
    expect((await answer(kid, true, tokens[VIP.phone])).body.message).toBe('二维码已失效');
  });

  it('ends when the phone rejects', async () => {
    const { kid } = await create();
    expect((await answer(kid, false, tokens[VIP.phone])).body.message).toBe('已取消登录');
    expect((await poll(kid)).body.success).toBe(false);
  });

  it('needs a logged-in phone to confirm', async () => {
    const { kid } = await create();
    expect((await answer(kid, true, undefined)).status).toBe(401);
    expect(tokens[ADMIN.phone]).toBeUndefined();
  });

  // Login CSRF (issue 31): an attacker approves their own ticket from their phone and sends
  // the victim's browser to collect it; the victim's browser did not create it.
  it('hands the token only to the browser that created the ticket', async () => {
    const { kid } = await create(OTHER_BROWSER);
    await answer(kid, true, tokens[VIP.phone]);
    expect((await poll(kid, BROWSER)).body).toMatchObject({
      success: false,
      message: '二维码已失效',
    });
    expect((await poll(kid, undefined)).body.message).toBe('二维码已失效');
    // The refused polls did not consume it: its own browser still logs in.
    expect((await poll(kid, OTHER_BROWSER)).body.data?.access_token).toEqual(expect.any(String));
  });

  it('needs the browser value to create a ticket', async () => {
    const res = await backend.app.request('/api-weixin/weixin/xcx/createQrcode', {
      method: 'POST',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Envelope<null>).message).toBe('浏览器标识：不能为空');
  });

  it('refuses a malformed kid', async () => {
    expect((await poll('short')).status).toBe(400);
  });
});
