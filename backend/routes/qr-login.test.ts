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

async function create() {
  const res = await backend.app.request('/api-weixin/weixin/xcx/createQrcode', { method: 'POST' });
  return ((await res.json()) as Envelope<{ kid: string; url: string }>).data;
}

async function poll(kid: string) {
  const res = await backend.app.request(`/api-weixin/weixin/xcx/getScanResult?kid=${kid}`);
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

  it('refuses a malformed kid', async () => {
    expect((await poll('short')).status).toBe(400);
  });
});
