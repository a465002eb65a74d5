import type { Envelope } from '@/lib/contract/envelope';
import { REMEMBER_PASSWORD_TTL_MS } from '@/lib/constants';
import { DEMO_USERS } from '../data/demo-users';
import { manualClock } from '../test/clock';
import { smsCodeFor } from '../test/sms-helpers';
import { createSeededTestBackend, type TestBackend } from '../test/test-backend';

const clock = manualClock();
let backend: TestBackend;
beforeAll(async () => {
  backend = await createSeededTestBackend({ clock });
});
afterAll(() => backend.close());

const [VIP] = DEMO_USERS;

async function post<T>(path: string, body?: unknown, token?: string) {
  const res = await backend.app.request(path, {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

async function smsLogin(): Promise<string> {
  clock.advance(60_000);
  const code = await smsCodeFor(backend, VIP.phone);
  const login = await post<{ access_token: string }>('/api-zsai-query/zsai/user/dzxxWebSmsLogin', {
    username: VIP.phone,
    code,
  });
  return login.body.data.access_token;
}

const issue = async (token: string) =>
  (await post<{ credential: string }>('/api-uaa/oauth/remember/issue', undefined, token)).body.data
    .credential;
const rememberLogin = (credential: string) =>
  post<{ access_token: string; credential: string }>('/api-uaa/oauth/remember/login', {
    credential,
  });

describe('remember me', () => {
  it('logs in with the credential once and hands out the next one', async () => {
    const first = await issue(await smsLogin());
    const login = await rememberLogin(first);
    expect(login.status).toBe(200);
    expect(login.body.data.credential).not.toBe(first);
    expect((await rememberLogin(first)).status).toBe(401);
    expect((await rememberLogin(login.body.data.credential)).status).toBe(200);
  });

  it('ends after 7 days', async () => {
    const credential = await issue(await smsLogin());
    clock.advance(REMEMBER_PASSWORD_TTL_MS);
    expect((await rememberLogin(credential)).status).toBe(401);
  });

  it('is revoked by logout and by a password change', async () => {
    const token = await smsLogin();
    const revoked = await issue(token);
    await post('/api-uaa/oauth/remember/revoke', { credential: revoked });
    expect((await rememberLogin(revoked)).status).toBe(401);

    const kept = await issue(token);
    clock.advance(60_000);
    const code = await smsCodeFor(backend, VIP.phone);
    await post('/api-system/system/core/sysInvokeScript/invoke/dzxxWebFindPwd', {
      params: { phone: VIP.phone, password: 'Changed2026', code },
    });
    expect((await rememberLogin(kept)).status).toBe(401);
  });

  it('refuses a forged credential', async () => {
    expect((await rememberLogin('00000000-0000-0000-0000-000000000000.forged')).status).toBe(401);
  });

  it('needs a logged-in user to issue one', async () => {
    expect((await post('/api-uaa/oauth/remember/issue')).status).toBe(401);
  });
});
