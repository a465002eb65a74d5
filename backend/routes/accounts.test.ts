import { eq } from 'drizzle-orm';
import type { Envelope } from '@/lib/contract/envelope';
import { DEMO_USERS } from '../data/demo-users';
import { eventTracks, users } from '../db/schema';
import { manualClock } from '../test/clock';
import { smsCodeFor, wrongCode } from '../test/sms-helpers';
import { postJson as postJsonTo } from '../test/calls';
import { createSeededTestBackend, type TestBackend } from '../test/test-backend';

const clock = manualClock();
let backend: TestBackend;
beforeAll(async () => {
  backend = await createSeededTestBackend({ clock });
});
afterAll(() => backend.close());

const [VIP] = DEMO_USERS;

async function script<T>(alias: string, params: unknown) {
  const res = await backend.app.request(`/api-system/system/core/sysInvokeScript/invoke/${alias}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ params }),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

function registration(phone: string, validCode: string, password = 'Secret2026') {
  return {
    fullname: phone,
    username: `dzxx_${phone}`,
    password,
    phone,
    validCode,
    code: 'dzxx',
    sysId: 'zsai',
    scene: '',
    source: 'zsai-pc',
  };
}

async function activationRows(username: string, ticket: string) {
  const res = await backend.app.request(
    '/api-form/form/core/formCustomQuery/queryForJson_dzxxWebAct',
    {
      method: 'POST',
      body: new URLSearchParams({ params: JSON.stringify({ u: username, t: ticket }) }),
    },
  );
  return ((await res.json()) as Envelope<{ peak: number; progress: number; service: number }[]>)
    .data;
}

async function waitForActivation(username: string, ticket: string) {
  for (let i = 0; i < 50; i++) {
    const [row] = await activationRows(username, ticket);
    if (row && row.service > 0) return row;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('activation did not finish');
}

const postJson = <T>(path: string, body: unknown, token?: string) =>
  postJsonTo<T>(backend, path, body, token);

const advanceResend = () => clock.advance(60_000);

describe('registration, activation and automatic login', () => {
  it('creates a trial enterprise user that activates and logs in once with its ticket', async () => {
    const phone = '13511110001';
    const code = await smsCodeFor(backend, phone);
    const registered = await script<{ success: boolean; ticket: string }>(
      'dzxxWebRegister',
      registration(phone, code),
    );
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({ message: '注册成功', data: { success: true } });
    const { ticket } = registered.body.data;

    const done = await waitForActivation(`dzxx_${phone}`, ticket);
    expect(done.progress).toBe(done.peak);

    const [user] = await backend.db.select().from(users).where(eq(users.phone, phone));
    expect(user).toMatchObject({ rank: 1, roleKeys: ['qy'], status: 'active', fullname: phone });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);

    const login = await postJson<{ access_token: string }>(
      '/api-zsai-query/zsai/user/dzxxWebActLogin',
      { username: `dzxx_${phone}`, ticket },
    );
    expect(login.status).toBe(200);
    const again = await postJson('/api-zsai-query/zsai/user/dzxxWebActLogin', {
      username: `dzxx_${phone}`,
      ticket,
    });
    expect(again.body.message).toBe('激活凭证无效，请登录');
    advanceResend();
  });

  it('tells nothing about an account without its ticket', async () => {
    expect(await activationRows(`dzxx_${VIP.phone}`, 'x'.repeat(32))).toEqual([]);
  });

  it('needs a valid SMS code before saying a phone is taken', async () => {
    const code = await smsCodeFor(backend, VIP.phone);
    const wrong = await script('dzxxWebRegister', registration(VIP.phone, wrongCode(code)));
    expect(wrong.body.message).toBe('验证码错误');
    const taken = await script('dzxxWebRegister', registration(VIP.phone, code));
    expect(taken.body).toMatchObject({ success: false, message: '手机号码已经注册帐号' });
    advanceResend();
  });

  it('checks the payload: password length, fixed codes, username form', async () => {
    const phone = '13511110002';
    const short = await script('dzxxWebRegister', registration(phone, '123456', '123'));
    expect(short).toMatchObject({ status: 400 });
    expect(short.body.message).toContain('密码长度为6-18位');
    const badCode = await script('dzxxWebRegister', {
      ...registration(phone, '123456'),
      code: 'x',
    });
    expect(badCode.body.message).toContain('验证码：');
    const badName = await script('dzxxWebRegister', {
      ...registration(phone, '123456'),
      username: 'y',
    });
    expect(badName.body.message).toContain('账户名：');
  });
});

describe('find password', () => {
  it('sets a new password and ends every session of the user', async () => {
    const phone = '13511110003';
    const code = await smsCodeFor(backend, phone);
    const { ticket } = (
      await script<{ ticket: string }>('dzxxWebRegister', registration(phone, code))
    ).body.data;
    await waitForActivation(`dzxx_${phone}`, ticket);
    const login = await postJson<{ access_token: string }>(
      '/api-zsai-query/zsai/user/dzxxWebActLogin',
      {
        username: phone,
        ticket,
      },
    );
    const token = login.body.data.access_token;
    advanceResend();

    const resetCode = await smsCodeFor(backend, phone);
    const changed = await script('dzxxWebFindPwd', {
      phone,
      password: 'NewSecret2026',
      code: resetCode,
    });
    expect(changed.body).toMatchObject({
      success: true,
      message: '修改成功',
      data: { success: true },
    });

    const me = await backend.app.request('/api-user/user/org/osUser/current', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(401);
    advanceResend();
  });

  it('refuses a wrong code', async () => {
    const phone = '13511110004';
    const code = await smsCodeFor(backend, phone);
    const res = await script('dzxxWebFindPwd', {
      phone,
      password: 'NewSecret2026',
      code: wrongCode(code),
    });
    expect(res.body.message).toBe('验证码错误');
    advanceResend();
  });
});

describe('event tracking', () => {
  it('records every login as (0, 0, 1) and saves menu records of the user', async () => {
    const code = await smsCodeFor(backend, VIP.phone);
    const login = await postJson<{ access_token: string }>(
      '/api-zsai-query/zsai/user/dzxxWebSmsLogin',
      {
        username: VIP.phone,
        code,
      },
    );
    const token = login.body.data.access_token;
    const saved = await postJson(
      '/api-system/system/core/sysEventTrack/save',
      { menuName: '找企业', isVisit: 1, isUse: 0, isLogin: 0, appCode: 'zsai-pc' },
      token,
    );
    expect(saved.status).toBe(200);
    const [user] = await backend.db.select().from(users).where(eq(users.phone, VIP.phone));
    const rows = await backend.db
      .select()
      .from(eventTracks)
      .where(eq(eventTracks.userId, user!.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ isVisit: 0, isUse: 0, isLogin: 1, appCode: 'zsai-pc' }),
        expect.objectContaining({ menuName: '找企业', isVisit: 1, isLogin: 0 }),
      ]),
    );
    const anonymous = await postJson('/api-system/system/core/sysEventTrack/save', {
      menuName: 'x',
      appCode: 'zsai-pc',
    });
    expect(anonymous.status).toBe(401);
    advanceResend();
  });
});

describe('dzxxInitKhfz', () => {
  it('gives the user the default customer groups once, and needs a user', async () => {
    const anonymous = await script('dzxxInitKhfz', {});
    expect(anonymous.status).toBe(401);

    const code = await smsCodeFor(backend, VIP.phone);
    const login = await postJson<{ access_token: string }>(
      '/api-zsai-query/zsai/user/dzxxWebSmsLogin',
      {
        username: VIP.phone,
        code,
      },
    );
    const token = login.body.data.access_token;
    const call = () =>
      postJson<{ success: boolean; groups: { name: string; isDefault: number }[] }>(
        '/api-system/system/core/sysInvokeScript/invoke/dzxxInitKhfz',
        { params: {} },
        token,
      );
    const first = await call();
    expect(first.body.data.groups.map((g) => g.name)).toEqual([
      '默认分组',
      '重点客户',
      '潜在客户',
      '已合作客户',
    ]);
    expect(first.body.data.groups[0]?.isDefault).toBe(1);
    expect((await call()).body.data.groups).toHaveLength(4);
    advanceResend();
  });
});
