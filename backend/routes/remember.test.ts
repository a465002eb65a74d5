import type { Envelope } from '@/lib/contract/envelope';
import { REMEMBER_PASSWORD_TTL_MS } from '@/lib/constants';
import { DEMO_USERS } from '../data/demo-users';
import { ROTATION_GRACE_MS } from '../services/auth/remember';
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
    clock.advance(ROTATION_GRACE_MS);
    expect((await rememberLogin(first)).status).toBe(401);
    expect((await rememberLogin(login.body.data.credential)).status).toBe(200);
  });

  it("answers a page's simultaneous calls alike: one rotation, shared within the grace", async () => {
    const first = await issue(await smsLogin());
    const answers = await Promise.all([1, 2, 3, 4].map(() => rememberLogin(first)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const successors = new Set(answers.map((a) => a.body.data.credential));
    const tokens = new Set(answers.map((a) => a.body.data.access_token));
    expect([successors.size, tokens.size]).toEqual([1, 1]);

    // A late twin (sent before the browser had the new cookie) gets the same answer.
    clock.advance(ROTATION_GRACE_MS - 1_000);
    const late = await rememberLogin(first);
    expect(late.body.data).toEqual(answers[0]?.body.data);

    // The successor is the one credential that goes on working.
    const [successor] = successors;
    expect((await rememberLogin(successor ?? '')).status).toBe(200);
  });

  it('ends the grace when the successor is revoked (logout) or the secret is wrong', async () => {
    const first = await issue(await smsLogin());
    const login = await rememberLogin(first);
    const [id] = first.split('.');
    expect((await rememberLogin(`${id}.not-the-secret`)).status).toBe(401);
    await post('/api-uaa/oauth/remember/revoke', { credential: login.body.data.credential });
    expect((await rememberLogin(first)).status).toBe(401);
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

  it('leaves a credential usable when someone tries its id with a wrong secret', async () => {
    const credential = await issue(await smsLogin());
    const [id] = credential.split('.');
    expect((await rememberLogin(`${id}.wrong-secret-guess`)).status).toBe(401);
    await post('/api-uaa/oauth/remember/revoke', { credential: `${id}.wrong-secret-guess` });
    expect((await rememberLogin(credential)).status).toBe(200);
  });

  it('needs a logged-in user to issue one', async () => {
    expect((await post('/api-uaa/oauth/remember/issue')).status).toBe(401);
  });
});
