import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@/lib/contract/auth';
import { DEMO_USERS } from '../data/demo-users';
import { users } from '../db/schema';
import { SMS_POLICY } from '../services/sms/codes';
import { manualClock } from '../test/clock';
import { postJson } from '../test/calls';
import { createSeededTestBackend, type TestBackend } from '../test/test-backend';
import { latestSmsCode, sendSmsCode, smsLoginToken, wrongCode } from '../test/sms-helpers';

// 设置密码: a password proven by an SMS code to the caller's own phone, for users who only log
// in by SMS. The code comes through the same send endpoint (and limits) as every SMS code.

const clock = manualClock();
let backend: TestBackend;
beforeAll(async () => {
  backend = await createSeededTestBackend({ clock });
});
afterAll(() => backend.close());

const [VIP, TRIAL] = DEMO_USERS;
const SET_PASSWORD = '/api-user/user/org/osUser/setPassword';

let ipCounter = 0;
const freshIp = () => `10.7.0.${++ipCounter}`;
/** The resend wait of a phone has passed. */
const nextMinute = () => clock.advance(SMS_POLICY.resendAfterMs);

async function codeFor(phone: string): Promise<string> {
  const sent = await sendSmsCode(backend, phone, freshIp());
  expect(sent.status).toBe(200);
  return latestSmsCode(backend, phone);
}

async function current(token: string) {
  const res = await backend.app.request('/api-user/user/org/osUser/current', {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, user: ((await res.json()) as { data: CurrentUser | null }).data };
}

const setPassword = (token: string, body: unknown) =>
  postJson<null>(backend, SET_PASSWORD, body, token);

const changePassword = (token: string, oldPassword: string, newPassword: string) =>
  postJson<unknown>(
    backend,
    '/api-system/system/core/sysInvokeScript/invoke/dzxxChangePwd',
    { params: { oldPassword, newPassword } },
    token,
  );

describe('设置密码 by SMS code', () => {
  it('lets a user without a password set one, then ends the session', async () => {
    // The trial user as someone who has only ever logged in by SMS.
    await backend.db.update(users).set({ passwordHash: null }).where(eq(users.phone, TRIAL.phone));
    const token = await smsLoginToken(backend, TRIAL.phone, freshIp());
    expect((await current(token)).user).toMatchObject({ hasPassword: false });

    nextMinute();
    const res = await setPassword(token, {
      code: await codeFor(TRIAL.phone),
      password: 'SmsOnly@2026',
    });
    expect(res).toMatchObject({
      status: 200,
      body: { success: true, message: '密码设置成功，请重新登录' },
    });
    expect((await current(token)).status).toBe(401);

    // The new password is the one the change form now asks for.
    nextMinute();
    const again = await smsLoginToken(backend, TRIAL.phone, freshIp());
    expect((await current(again)).user).toMatchObject({ hasPassword: true });
    expect((await changePassword(again, 'SmsOnly@2026', 'Zsai@2026try')).status).toBe(200);
  });

  it('refuses a code sent to another phone', async () => {
    nextMinute();
    const token = await smsLoginToken(backend, VIP.phone, freshIp());
    nextMinute();
    // Someone holding the VIP's session receives a code on their own phone (the trial one).
    const othersCode = await codeFor(TRIAL.phone);
    const withoutOwnCode = await setPassword(token, { code: othersCode, password: 'Taken@2026' });
    expect(withoutOwnCode).toMatchObject({ status: 400, body: { message: '验证码无效' } });

    const ownCode = await codeFor(VIP.phone);
    const res = await setPassword(token, {
      code: othersCode === ownCode ? wrongCode(ownCode) : othersCode,
      password: 'Taken@2026',
    });
    expect(res).toMatchObject({ status: 400, body: { message: '验证码错误' } });
    // Nothing changed: the session lives and the old password still proves the user.
    expect((await current(token)).status).toBe(200);
    const changed = await changePassword(token, 'Zsai@2026vip', 'Zsai@2026vip');
    expect(changed.status).toBe(200);
  });

  it('needs a login, a code and a password within bounds, named in Chinese', async () => {
    expect(
      (await postJson(backend, SET_PASSWORD, { code: '123456', password: 'Abc@12345' })).status,
    ).toBe(401);
    nextMinute();
    const token = await smsLoginToken(backend, VIP.phone, freshIp());
    expect((await setPassword(token, { code: '12', password: 'Abc@12345' })).body.message).toBe(
      '验证码：验证码错误',
    );
    expect((await setPassword(token, { code: '123456', password: '123' })).body.message).toBe(
      '密码：密码长度为6-18位',
    );
    expect((await setPassword(token, { password: 'Abc@12345' })).body.message).toBe(
      '验证码：请输入短信验证码',
    );
  });

  it('sends its code within the same limits as every SMS code', async () => {
    nextMinute();
    await codeFor(VIP.phone);
    const tooSoon = await sendSmsCode(backend, VIP.phone, freshIp());
    expect(tooSoon.status).toBe(429);
  });
});
