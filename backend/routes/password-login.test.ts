import { CompactEncrypt, importJWK, type JWK } from 'jose';
import type { Envelope } from '@/lib/contract/envelope';
import { DEMO_USERS } from '../data/demo-users';
import { findUserByPhone } from '../db/queries/users';
import { UPE_MAX_AGE_S } from '../services/auth/password-login';
import { manualClock } from '../test/clock';
import { createSeededTestBackend, type TestBackend } from '../test/test-backend';

const clock = manualClock();
let backend: TestBackend;
beforeAll(async () => {
  backend = await createSeededTestBackend({ clock });
});
afterAll(() => backend.close());

const [VIP, TRIAL, STAFF, ADMIN] = DEMO_USERS;
let deviceCounter = 0;
const newDevice = () => `dev${String(++deviceCounter).padStart(13, '0')}`;

async function captchaFor(deviceId: string) {
  const image = await backend.app.request(`/api-uaa/validata/code/${deviceId}`);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toContain('image/svg+xml');
  expect(await image.text()).toContain('<svg');
  const nonce = image.headers.get('x-captcha-nonce') ?? '';
  const answer = await backend.app.request(`/dev/captcha/${deviceId}`);
  const body = (await answer.json()) as Envelope<{ answer: string }>;
  return { nonce, answer: body.data.answer };
}

async function encrypt(payload: object): Promise<string> {
  const res = await backend.app.request('/api-uaa/oauth/upe/key');
  const { data } = (await res.json()) as Envelope<{ jwk: JWK; alg: string; enc: string }>;
  const key = await importJWK(data.jwk, data.alg);
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: data.alg, enc: data.enc })
    .encrypt(key);
}

async function login(form: Record<string, string>) {
  const res = await backend.app.request('/api-uaa/oauth/user/token', {
    method: 'POST',
    body: new URLSearchParams(form),
  });
  return {
    status: res.status,
    body: (await res.json()) as Envelope<{ access_token: string } | null>,
  };
}

/** A full attempt: fresh picture code, encrypted credentials, the right answer unless given. */
async function attempt(username: string, password: string, options: { answer?: string } = {}) {
  const deviceId = newDevice();
  const { nonce, answer } = await captchaFor(deviceId);
  const iat = Math.floor(clock.now().getTime() / 1000);
  const upe = await encrypt({ username, password, deviceId, nonce, iat });
  return {
    ...(await login({ upe, deviceId, validCode: options.answer ?? answer.toUpperCase() })),
    upe,
    deviceId,
  };
}

describe('POST /api-uaa/oauth/user/token', () => {
  it('logs in with the right password and picture code (case-insensitive)', async () => {
    const result = await attempt(`dzxx_${VIP.phone}`, VIP.password);
    expect(result.status).toBe(200);
    const me = await backend.app.request('/api-user/user/org/osUser/current', {
      headers: { authorization: `Bearer ${result.body.data?.access_token}` },
    });
    expect(me.status).toBe(200);
  });

  it('refuses a wrong picture code and uses the picture up', async () => {
    const deviceId = newDevice();
    const { nonce, answer } = await captchaFor(deviceId);
    const iat = Math.floor(clock.now().getTime() / 1000);
    const upe = await encrypt({
      username: VIP.phone,
      password: VIP.password,
      deviceId,
      nonce,
      iat,
    });
    expect((await login({ upe, deviceId, validCode: 'zzzz' })).body.message).toBe('图形验证码错误');
    expect((await login({ upe, deviceId, validCode: answer })).body.message).toBe(
      '图形验证码已失效，请刷新后重试',
    );
  });

  it('refuses a replayed upe, even with a new picture code for the device', async () => {
    const first = await attempt(VIP.phone, VIP.password);
    expect(first.status).toBe(200);
    const { answer } = await captchaFor(first.deviceId);
    const replay = await login({ upe: first.upe, deviceId: first.deviceId, validCode: answer });
    expect(replay.status).toBe(400);
    expect(replay.body.data).toBeNull();
  });

  it('refuses a upe older than 2 minutes', async () => {
    const deviceId = newDevice();
    const { nonce, answer } = await captchaFor(deviceId);
    const iat = Math.floor(clock.now().getTime() / 1000);
    const upe = await encrypt({
      username: VIP.phone,
      password: VIP.password,
      deviceId,
      nonce,
      iat,
    });
    clock.advance((UPE_MAX_AGE_S + 1) * 1000);
    expect((await login({ upe, deviceId, validCode: answer })).body.message).toBe(
      '登录信息无效，请刷新验证码后重试',
    );
  });

  it('refuses a upe made for another device, and garbage', async () => {
    const deviceId = newDevice();
    const { nonce, answer } = await captchaFor(deviceId);
    const iat = Math.floor(clock.now().getTime() / 1000);
    const upe = await encrypt({
      username: VIP.phone,
      password: VIP.password,
      deviceId: newDevice(),
      nonce,
      iat,
    });
    expect((await login({ upe, deviceId, validCode: answer })).status).toBe(400);
    expect((await login({ upe: 'not.a.jwe.at.all', deviceId, validCode: answer })).status).toBe(
      400,
    );
  });

  it('answers the same for an unknown account and a wrong password', async () => {
    expect((await attempt('13512345678', 'whatever')).body.message).toBe('账户名或密码错误');
    expect((await attempt(STAFF.phone, 'wrong-password')).body.message).toBe('账户名或密码错误');
  });

  it('slows an account down after 5 wrong passwords, and says so', async () => {
    for (let i = 1; i < 5; i++) {
      expect((await attempt(TRIAL.phone, `wrong-${i}`)).body.message).toBe('账户名或密码错误');
    }
    const fifth = await attempt(TRIAL.phone, 'wrong-5');
    expect(fifth).toMatchObject({
      status: 429,
      body: { message: '密码错误次数过多，请30秒后再试' },
    });
    expect((await attempt(TRIAL.phone, TRIAL.password)).status).toBe(429);
    clock.advance(30_000);
    expect((await attempt(TRIAL.phone, TRIAL.password)).status).toBe(200);
  });

  // Issue 31: when the wait ended, ten parallel guesses were each checked against the
  // password (4 were); only the first may be, and the others wait out its new delay.
  it('checks one of ten parallel guesses when the wait ends', async () => {
    const phone = STAFF.phone;
    for (let i = 1; i <= 5; i++) await attempt(phone, `wrong-${i}`);
    clock.advance(30_000);
    const prepared = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const deviceId = newDevice();
        const { nonce, answer } = await captchaFor(deviceId);
        const iat = Math.floor(clock.now().getTime() / 1000);
        const password = `guess-${i}`;
        const upe = await encrypt({ username: phone, password, deviceId, nonce, iat });
        return { upe, deviceId, validCode: answer.toUpperCase() };
      }),
    );
    const results = await Promise.all(prepared.map((form) => login(form)));
    expect(results.map((r) => r.status)).toEqual(Array<number>(10).fill(429));
    expect(results.map((r) => r.body.message)).toEqual(
      Array<string>(10).fill('密码错误次数过多，请60秒后再试'),
    );
    // Checked guesses are counted: one more than the five before.
    expect((await findUserByPhone(backend.db, phone))?.failedLogins).toBe(6);
    clock.advance(60_000);
    expect((await attempt(phone, STAFF.password)).status).toBe(200);
  });

  it('refuses an account without the enterprise role after a correct password', async () => {
    expect((await attempt(ADMIN.phone, ADMIN.password)).body).toMatchObject({
      success: false,
      message: '不存在该用户',
    });
  });

  it('requires the picture code, naming the rule', async () => {
    const res = await login({ upe: 'x', deviceId: newDevice(), validCode: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('请输入验证码');
  });
});
