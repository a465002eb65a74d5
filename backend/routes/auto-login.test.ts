import type { Envelope } from '@/lib/contract/envelope';
import { loadConfig } from '../config';
import { DEMO_USERS } from '../data/demo-users';
import { manualClock } from '../test/clock';
import { createSeededTestBackend, createTestBackend, type TestBackend } from '../test/test-backend';

const [VIP, TRIAL, , ADMIN] = DEMO_USERS;
const clock = manualClock();
let backend: TestBackend;
beforeAll(async () => {
  backend = await createSeededTestBackend({
    clock,
    config: { autoLogin: { accounts: [TRIAL.phone, ADMIN.phone], defaultAccount: TRIAL.phone } },
  });
});
afterAll(() => backend.close());

async function autoLogin(body: object) {
  const res = await backend.app.request('/api-zsai-query/zsai/user/dzxxAutoLogin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as Envelope<{ access_token: string } | null>,
  };
}

async function info(account: string) {
  const res = await backend.app.request(
    '/api-form/form/core/formCustomQuery/queryForJson_getAutoLoginInfo',
    { method: 'POST', body: new URLSearchParams({ params: JSON.stringify({ account }) }) },
  );
  return ((await res.json()) as Envelope<Record<string, string>[]>).data;
}

describe('auto-login', () => {
  it('logs in the default account with isLogin=1 and a listed account by name', async () => {
    expect((await autoLogin({ isLogin: '1' })).status).toBe(200);
    expect((await autoLogin({ account: `dzxx_${TRIAL.phone}` })).status).toBe(200);
  });

  it('refuses any account that is not listed', async () => {
    const res = await autoLogin({ account: VIP.phone });
    expect(res).toMatchObject({
      status: 403,
      body: { message: '该帐号不支持免密登录', data: null },
    });
  });

  it('still refuses a listed account without the enterprise role', async () => {
    expect((await autoLogin({ account: ADMIN.phone })).body.message).toBe('不存在该用户');
  });

  it('answers getAutoLoginInfo only for listed accounts, with lowercased keys', async () => {
    expect(await info(TRIAL.phone)).toEqual([
      { name_: `dzxx_${TRIAL.phone}`, value_: TRIAL.fullname },
    ]);
    expect(await info(VIP.phone)).toEqual([]);
  });

  it('lists nobody by default', async () => {
    const plain = await createTestBackend();
    try {
      const res = await plain.app.request('/api-zsai-query/zsai/user/dzxxAutoLogin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ isLogin: '1' }),
      });
      expect(res.status).toBe(403);
    } finally {
      await plain.close();
    }
  });
});

describe('auto-login settings', () => {
  it('needs the default among the listed accounts', () => {
    expect(() =>
      loadConfig({
        ZSAI_AUTO_LOGIN_ACCOUNTS: '13800000002',
        ZSAI_AUTO_LOGIN_DEFAULT: '13800000001',
      }),
    ).toThrow(/ZSAI_AUTO_LOGIN_DEFAULT/);
  });

  it('needs the explicit switch in production', () => {
    expect(() =>
      loadConfig({ ZSAI_ENV: 'production', ZSAI_AUTO_LOGIN_ACCOUNTS: '13800000002' }),
    ).toThrow(/ZSAI_AUTO_LOGIN_ENABLED=1/);
  });
});
