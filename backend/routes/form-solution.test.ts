import type { CurrentUser } from '@/lib/contract/auth';
import type { Envelope } from '@/lib/contract/envelope';
import { ENGINE_DEMO_ALIAS, ENGINE_DEMO_FIELDS } from '@/lib/contract/forms/engine-demo';
import { PROFILE_FIELDS, PROFILE_FORM_ALIAS } from '@/lib/contract/forms/profile';
import { RULE_CASES } from '@/lib/validation/rule-cases';
import { RULE_MESSAGES } from '@/lib/validation/messages';
import { assertRuleStrings } from '@/lib/validation/form';
import { createFormRegistry } from '../services/forms';
import { smsLoginToken } from '../test/sms-helpers';
import { postJson } from '../test/calls';
import { createSeededTestBackend, createTestBackend, type TestBackend } from '../test/test-backend';

let backend: TestBackend;
let vip: string;
let trial: string;
beforeAll(async () => {
  backend = await createSeededTestBackend();
  vip = await smsLoginToken(backend, '13800000001', '10.9.0.1');
  trial = await smsLoginToken(backend, '13800000002', '10.9.0.2');
});
afterAll(() => backend.close());

const call = <T>(path: string, body: unknown, token?: string) =>
  postJson<T>(backend, path, body, token);

const saveTo = (alias: string, data: Record<string, unknown>, token = vip) =>
  call<{ pk: string }>(
    '/api-form/form/core/formSolution/saveForm',
    { action: 'save', alias, data },
    token,
  );
/** The engine's demonstration: one field per type and rule. */
const save = (data: Record<string, unknown>, token = vip) => saveTo(ENGINE_DEMO_ALIAS, data, token);
/** The user's own profile. */
const saveProfile = (data: Record<string, unknown>, token = vip) =>
  saveTo(PROFILE_FORM_ALIAS, data, token);

async function current(token: string) {
  const res = await backend.app.request('/api-user/user/org/osUser/current', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as Envelope<CurrentUser>).data;
}

async function load(token = vip, alias = ENGINE_DEMO_ALIAS) {
  const res = await backend.app.request(
    '/api-form/form/core/formCustomQuery/queryForJson_dzxxFormData',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Bearer ${token}`,
      },
      body: new URLSearchParams({ params: JSON.stringify({ alias }) }),
    },
  );
  return ((await res.json()) as Envelope<Record<string, unknown>[]>).data[0];
}

describe('form definitions', () => {
  it('every registered form has valid rule strings', () => {
    for (const solution of createFormRegistry({ devForms: true }).all())
      expect(() => assertRuleStrings(solution.fields)).not.toThrow();
  });
});

describe('saveForm runs the shared rule table', () => {
  // The engine's demonstration has one field per rule; each case is submitted through it.
  const fieldFor = (rule: string) => {
    const field = ENGINE_DEMO_FIELDS.find((f) => f.type === 'input' && f.rule === rule);
    if (!field) throw new Error(`no demonstration field with rule ${rule}`);
    return field;
  };
  it('has a field for every case of the table', () => {
    for (const c of RULE_CASES) expect(fieldFor(c.rule).rule).toBe(c.rule);
  });

  it.each(RULE_CASES)('$rule', async ({ rule, message, valid, invalid }) => {
    const field = fieldFor(rule);
    for (const value of valid) {
      const res = await save({ [field.model]: value });
      expect({ value, status: res.status, message: res.body.message }).toEqual({
        value,
        status: 200,
        message: '保存成功',
      });
    }
    for (const value of invalid) {
      const res = await save({ [field.model]: value });
      expect({ value, status: res.status, message: res.body.message }).toEqual({
        value,
        status: 400,
        message: `${field.label}：${message}`,
      });
    }
  });

  it('checks required, parameters and default lengths', async () => {
    expect((await save({ fullname: '' })).body.message).toBe(`姓名：${RULE_MESSAGES.required}`);
    expect((await save({ fullname: '王'.repeat(51) })).body.message).toBe(
      `姓名：${RULE_MESSAGES.length(50)}`,
    );
    expect((await save({ bio: 'x'.repeat(101) })).body.message).toBe(
      `个人简介：${RULE_MESSAGES.length(100)}`,
    );
    expect((await save({ age: '17' })).body.message).toBe(`年龄：${RULE_MESSAGES.minnum(18)}`);
    expect((await save({ age: '66' })).body.message).toBe(`年龄：${RULE_MESSAGES.maxnum(65)}`);
    expect((await save({ salarymin: '-1', salarymax: '5' })).body.message).toBe(
      `期望薪资：${RULE_MESSAGES.positiveInteger}`,
    );
  });
});

describe('saveForm and the first-row load', () => {
  it('saves, answers data.pk as ID_, and loads the record back', async () => {
    const first = await load();
    const res = await save({
      ID_: first?.ID_,
      fullname: '王经理',
      company: '招商测试有限公司',
      ssqy: '广东省/深圳市',
      focus: '1,3',
      birthday: '1990-05-01 00:00:00',
      lastvisit: null,
      intro: '<p onclick="x()">你好<script>alert(1)</script></p>',
      attachments: '[]',
      experience: 5,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.pk).toBe(first?.ID_);
    const row = await load();
    expect(row).toMatchObject({
      ID_: res.body.data.pk,
      fullname: '王经理',
      company: '招商测试有限公司',
      ssqy: '广东省/深圳市',
      focus: '1,3',
      birthday: '1990-05-01 00:00:00',
      lastvisit: null,
      intro: '<div class="zsai-editor"><p>你好</p></div>',
      attachments: '[]',
      experience: 5,
    });
  });

  it("refuses another user's ID_, unknown forms, bad dates and foreign file urls", async () => {
    const mine = await load(vip);
    expect((await save({ ID_: mine?.ID_, fullname: '李' }, trial)).status).toBe(403);
    expect(
      (await call('/api-form/form/core/formSolution/saveForm', { alias: 'nope', data: {} }, vip))
        .status,
    ).toBe(404);
    expect((await save({ birthday: '1990/05/01' })).status).toBe(400);
    expect(
      (await save({ photo: JSON.stringify([{ uid: '1', url: 'javascript:alert(1)', name: 'a' }]) }))
        .body.message,
    ).toBe('头像：文件格式不正确');
    expect((await save({ fullname: '王' })).status).toBe(200);
    expect((await save({ fullname: '王' }, '')).status).toBe(401);
  });

  it('ignores keys that are not fields of the form', async () => {
    expect((await save({ rank: 2, roleKeys: ['admin'], fullname: '王经理' }, trial)).status).toBe(
      200,
    );
    const row = await load(trial);
    expect(row).not.toHaveProperty('rank');
    expect(row).not.toHaveProperty('rolekeys');
  });
});

describe("the user's own profile (dzxx_base_user)", () => {
  const photo = (id: string) =>
    JSON.stringify([
      {
        uid: '1',
        url: `/zsai/api/api-system/system/core/sysFile/previewFile?fileId=${id}`,
        name: 'me.png',
      },
    ]);

  it('saves name, company, region and head image to the user, as the session knows them', async () => {
    const mine = await load(vip, PROFILE_FORM_ALIAS);
    const me = await current(vip);
    expect(mine?.ID_).toBe(me.userId);
    const res = await saveProfile({
      ID_: mine?.ID_,
      fullname: '王晓明',
      company: '招商银行深圳分行',
      ssqy: '广东省/深圳市',
      photo: photo('0b5d7c1e-8a1f-4c2b-9d3e-5f6a7b8c9d0e'),
    });
    expect(res).toMatchObject({ status: 200, body: { data: { pk: me.userId } } });
    expect(await current(vip)).toMatchObject({
      fullname: '王晓明',
      company: '招商银行深圳分行',
      ssqy: '广东省/深圳市',
      photo: photo('0b5d7c1e-8a1f-4c2b-9d3e-5f6a7b8c9d0e'),
    });
    expect(await load(vip, PROFILE_FORM_ALIAS)).toEqual({
      ID_: me.userId,
      fullname: '王晓明',
      company: '招商银行深圳分行',
      ssqy: '广东省/深圳市',
      photo: photo('0b5d7c1e-8a1f-4c2b-9d3e-5f6a7b8c9d0e'),
    });
  });

  it('has only the profile fields: the engine demonstration never reaches it', async () => {
    expect(PROFILE_FIELDS.map((f) => f.model)).toEqual(['fullname', 'company', 'ssqy', 'photo']);
    expect((await save({ fullname: '示例姓名' })).status).toBe(200);
    expect((await current(vip)).fullname).toBe('王晓明');
    expect((await saveProfile({ loss: '-5', fullname: '王晓明' })).status).toBe(200);
    expect(await load(vip, PROFILE_FORM_ALIAS)).not.toHaveProperty('loss');
  });

  it('keeps the other fields when only the region is sent (the location picker)', async () => {
    const me = await current(vip);
    expect((await saveProfile({ ID_: me.userId, ssqy: '浙江省/杭州市' })).status).toBe(200);
    expect(await current(vip)).toMatchObject({ fullname: '王晓明', ssqy: '浙江省/杭州市' });
  });

  it("lets nobody edit another user's profile", async () => {
    const vipId = (await current(vip)).userId;
    const forged = await saveProfile({ ID_: vipId, fullname: '冒名顶替' }, trial);
    expect(forged).toMatchObject({ status: 403, body: { message: '无权修改该记录' } });
    expect((await current(vip)).fullname).toBe('王晓明');
    // Without an ID_ the save lands on the caller's own row, whatever else is sent.
    const own = await saveProfile({ fullname: '李专员', userId: vipId, id: vipId }, trial);
    expect(own.body.data.pk).toBe((await current(trial)).userId);
    expect((await current(vip)).fullname).toBe('王晓明');
    expect((await saveProfile({ fullname: '王' }, '')).status).toBe(401);
  });

  it('checks the rules of its fields', async () => {
    expect((await saveProfile({ fullname: '' })).body.message).toBe(
      `姓名：${RULE_MESSAGES.required}`,
    );
    expect((await saveProfile({ company: '某'.repeat(51) })).body.message).toBe(
      `单位名称：${RULE_MESSAGES.length(50)}`,
    );
    expect((await saveProfile({ photo: photo('not-a-uuid') })).body.message).toBe(
      '头像：文件格式不正确',
    );
  });
});

describe('the engine demonstration is for developers only', () => {
  let plain: TestBackend;
  beforeAll(async () => {
    plain = await createTestBackend();
  });
  afterAll(() => plain.close());

  it('is unknown without dev endpoints, while the profile stays', async () => {
    const definition = (alias: string) =>
      plain.app.request(`/api-form/form/core/formSolution/getByAlias?alias=${alias}`);
    expect((await definition(ENGINE_DEMO_ALIAS)).status).toBe(404);
    expect((await definition(PROFILE_FORM_ALIAS)).status).toBe(200);
  });
});

describe('sensitive words', () => {
  it('refuses free text with a listed word, naming the field and category', async () => {
    const res = await save({ company: '某某冰毒贸易公司' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('公司名称包含涉毒类敏感词，请修改后重新提交');
    expect((await save({ bio: '日 赚 千 元，速来' })).body.message).toBe(
      '个人简介包含广告类敏感词，请修改后重新提交',
    );
    expect((await save({ intro: '<p>信用卡<b>套现</b></p>' })).body.message).toBe(
      '详细介绍包含诈骗类敏感词，请修改后重新提交',
    );
    const row = await load();
    expect(row?.company).not.toContain('冰毒');
  });
});

describe('formPc helpers', () => {
  it('checks unique values among other users', async () => {
    expect((await save({ email: 'wang@example.com' })).status).toBe(200);
    const check = (token: string, value: string) =>
      call<boolean>(
        '/api-form/form/core/formPc/checkUniqueValue',
        { alias: ENGINE_DEMO_ALIAS, field: 'email', value },
        token,
      );
    expect((await check(vip, 'wang@example.com')).body.data).toBe(true);
    expect((await check(trial, 'wang@example.com')).body.data).toBe(false);
    expect((await check(trial, 'li@example.com')).body.data).toBe(true);
    expect((await save({ email: 'wang@example.com' }, trial)).body.message).toBe('电子邮箱已存在');
    const bad = await call(
      '/api-form/form/core/formPc/checkUniqueValue',
      { alias: ENGINE_DEMO_ALIAS, field: 'fullname', value: 'x' },
      vip,
    );
    expect(bad.status).toBe(400);
  });

  it('gives pinyin initials or the full pinyin', async () => {
    const pinyin = (words: string, isAll?: boolean) =>
      call<string>('/api-form/form/core/formPc/getPinyin', { words, isAll });
    expect((await pinyin('招商银行')).body.data).toBe('zsyh');
    expect((await pinyin('招商银行', true)).body.data).toBe('zhaoshangyinhang');
  });

  it('serves the form definition', async () => {
    const res = await backend.app.request(
      `/api-form/form/core/formSolution/getByAlias?alias=${PROFILE_FORM_ALIAS}`,
    );
    const body = (await res.json()) as Envelope<{ fields: { model: string }[] }>;
    expect(body.data.fields.map((f) => f.model)).toEqual(PROFILE_FIELDS.map((f) => f.model));
  });
});
