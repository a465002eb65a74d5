import { eq } from 'drizzle-orm';
import type { Envelope } from '@/lib/contract/envelope';
import { DEMO_USERS } from '../data/demo-users';
import { sessions, smsCodes, users } from '../db/schema';
import { SMS_POLICY } from '../services/sms/codes';
import { manualClock } from '../test/clock';
import { createSeededTestBackend, createTestBackend, type TestBackend } from '../test/test-backend';
import { latestSmsCode, sendSmsCode, wrongCode } from '../test/sms-helpers';

const clock = manualClock();
let backend: TestBackend;
beforeAll(async () => {
  backend = await createSeededTestBackend({ clock });
});
afterAll(() => backend.close());

const [VIP, TRIAL, , ADMIN] = DEMO_USERS;
let ipCounter = 0;
// Each test phone gets its own client address unless a test says otherwise.
const freshIp = () => `10.0.0.${++ipCounter}`;

const sendCode = (phone: string, ip = freshIp()) => sendSmsCode(backend, phone, ip);
const latestCode = (phone: string) => latestSmsCode(backend, phone);

async function smsLogin(username: string, code: string) {
  const res = await backend.app.request('/api-zsai-query/zsai/user/dzxxWebSmsLogin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, code }),
  });
  return {
    status: res.status,
    body: (await res.json()) as Envelope<{ access_token: string } | null>,
  };
}

async function current(token: string) {
  const res = await backend.app.request('/api-user/user/org/osUser/current', {
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: res.status,
    body: (await res.json()) as Envelope<Record<string, unknown> | null>,
  };
}

describe('SMS login', () => {
  it('sends a 6-digit code that logs the user in once', async () => {
    const sent = await sendCode(VIP.phone);
    expect(sent).toMatchObject({ status: 200, body: { success: true } });
    const code = await latestCode(VIP.phone);
    expect(code).toMatch(/^\d{6}$/);

    const login = await smsLogin(`dzxx_${VIP.phone}`, code);
    expect(login.status).toBe(200);
    const token = login.body.data?.access_token ?? '';
    const me = await current(token);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      username: `dzxx_${VIP.phone}`,
      rank: 2,
      roleKeys: ['qy'],
      deptName: '企业用户',
    });

    const again = await smsLogin(VIP.phone, code);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('验证码无效');
    clock.advance(SMS_POLICY.resendAfterMs);
  });

  it('stores codes only as hashes', async () => {
    await sendCode(TRIAL.phone);
    const code = await latestCode(TRIAL.phone);
    const rows = await backend.db.select().from(smsCodes).where(eq(smsCodes.phone, TRIAL.phone));
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(code);
    clock.advance(SMS_POLICY.resendAfterMs);
  });

  it('refuses an expired code', async () => {
    await sendCode(TRIAL.phone);
    const code = await latestCode(TRIAL.phone);
    clock.advance(SMS_POLICY.ttlMs + 1);
    expect((await smsLogin(TRIAL.phone, code)).body.message).toBe('验证码无效');
  });

  it('kills a code after 5 wrong tries', async () => {
    await sendCode(TRIAL.phone);
    const code = await latestCode(TRIAL.phone);
    for (let i = 0; i < SMS_POLICY.maxFailedAttempts; i++) {
      expect((await smsLogin(TRIAL.phone, wrongCode(code))).body.message).toBe('验证码错误');
    }
    expect((await smsLogin(TRIAL.phone, code)).body.message).toBe('验证码无效');
    clock.advance(SMS_POLICY.resendAfterMs);
  });

  it('makes a resend wait 60 s', async () => {
    const phone = '13900000001';
    expect((await sendCode(phone)).status).toBe(200);
    const soon = await sendCode(phone);
    expect(soon.status).toBe(429);
    expect(soon.body.message).toBe('发送过于频繁，请60秒后再试');
    clock.advance(59_000);
    expect((await sendCode(phone)).body.message).toBe('发送过于频繁，请1秒后再试');
    clock.advance(1_000);
    expect((await sendCode(phone)).status).toBe(200);
  });

  it('caps codes per phone per hour and per day', async () => {
    const phone = '13900000002';
    for (let i = 0; i < SMS_POLICY.perPhone.hour; i++) {
      expect((await sendCode(phone)).status).toBe(200);
      clock.advance(SMS_POLICY.resendAfterMs);
    }
    expect((await sendCode(phone)).body.message).toBe('发送次数过多，请一小时后再试');
    clock.advance(3_600_000);
    for (let i = 0; i < SMS_POLICY.perPhone.day - SMS_POLICY.perPhone.hour; i++) {
      expect((await sendCode(phone)).status).toBe(200);
      clock.advance(SMS_POLICY.resendAfterMs);
    }
    expect((await sendCode(phone)).body.message).toBe('今日发送次数已达上限，请明天再试');
    clock.advance(24 * 3_600_000);
  });

  it('caps codes per client address per hour', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < SMS_POLICY.perIp.hour; i++) {
      expect((await sendCode(`137${String(i).padStart(8, '0')}`, ip)).status).toBe(200);
    }
    const capped = await sendCode('13799999999', ip);
    expect(capped.status).toBe(429);
    expect(capped.body.message).toBe('发送次数过多，请一小时后再试');
    clock.advance(24 * 3_600_000);
  });

  it('refuses a malformed phone with the format message', async () => {
    const res = await sendCode('12345');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('格式不正确');
  });

  it('answers 不存在该用户 for a phone without an account, only after a valid code', async () => {
    const phone = '13600000000';
    await sendCode(phone);
    expect((await smsLogin(phone, wrongCode(await latestCode(phone)))).body.message).toBe(
      '验证码错误',
    );
    const login = await smsLogin(phone, await latestCode(phone));
    expect(login).toMatchObject({ status: 400, body: { success: false, message: '不存在该用户' } });
    clock.advance(SMS_POLICY.resendAfterMs);
  });

  it('refuses a user without the enterprise role', async () => {
    await sendCode(ADMIN.phone);
    const login = await smsLogin(ADMIN.phone, await latestCode(ADMIN.phone));
    expect(login.body).toMatchObject({ success: false, message: '不存在该用户', data: null });
    clock.advance(SMS_POLICY.resendAfterMs);
  });
});

describe('tokens and sessions', () => {
  async function logIn(phone: string): Promise<string> {
    clock.advance(SMS_POLICY.resendAfterMs);
    await sendCode(phone);
    const login = await smsLogin(phone, await latestCode(phone));
    return login.body.data?.access_token ?? '';
  }

  it('refuses calls without a token, with a forged one, or after logout', async () => {
    expect((await backend.app.request('/api-user/user/org/osUser/current')).status).toBe(401);
    const token = await logIn(VIP.phone);
    const [h, p, s] = token.split('.');
    const forged = `${h}.${p}.${s?.slice(0, -2)}xx`;
    expect((await current(forged)).body).toMatchObject({ code: 401, message: 'tokenInvalid' });

    const logout = await backend.app.request(`/api-uaa/oauth/remove/token?token=${token}`, {
      method: 'POST',
    });
    expect(logout.status).toBe(200);
    expect((await current(token)).body).toMatchObject({ code: 401, message: 'tokenExpried' });
  });

  it('refuses an expired token', async () => {
    const token = await logIn(TRIAL.phone);
    expect((await current(token)).status).toBe(200);
    clock.advance(backend.config.accessTokenTtlS * 1000 + 1000);
    expect((await current(token)).body).toMatchObject({ code: 401, message: 'tokenExpried' });
  });

  it('refuses a token whose session row has ended, though the token itself has not', async () => {
    const token = await logIn(TRIAL.phone);
    expect((await current(token)).status).toBe(200);
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      sid: string;
    };
    await backend.db
      .update(sessions)
      .set({ expiresAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(sessions.id, sid));
    expect((await current(token)).body).toMatchObject({ code: 401, message: 'tokenExpried' });
  });

  it('stores argon2id password hashes for the demo users', async () => {
    const rows = await backend.db.select({ hash: users.passwordHash }).from(users);
    expect(rows.length).toBe(DEMO_USERS.length);
    for (const row of rows) expect(row.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('/dev/outbox', () => {
  it('is not mounted unless ZSAI_DEV_ENDPOINTS is on', async () => {
    const plain = await createTestBackend();
    try {
      expect((await plain.app.request(`/dev/outbox?phone=${VIP.phone}`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
