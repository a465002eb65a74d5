import { sql } from 'drizzle-orm';
import type { Envelope } from '@/lib/contract/envelope';
import type { AppUserRecord, MenuItemRecord, MenuRecord, TierRecord } from '@/lib/contract/portal';
import { ensureReferenceData } from '../data/reference-data';
import { createSeededTestBackend, type TestBackend } from '../test/test-backend';
import { smsLoginToken } from '../test/sms-helpers';
import { customQuery, invokeScript } from '../test/calls';

let backend: TestBackend;
let vip: string;
let trial: string;
let ops: string;
beforeAll(async () => {
  backend = await createSeededTestBackend();
  [vip, trial, ops] = await Promise.all([
    smsLoginToken(backend, '13800000001'),
    smsLoginToken(backend, '13800000002'),
    smsLoginToken(backend, '13800000003'),
  ]);
});
afterAll(() => backend.close());

const query = <T>(alias: string, params: unknown = {}, token?: string) =>
  customQuery<T>(backend, alias, params, token);
const script = <T>(alias: string, params: unknown, token?: string) =>
  invokeScript<T>(backend, alias, params, token);

async function buttonsOf(token: string): Promise<string[]> {
  const app = await query<AppUserRecord[]>('dzxxAppUser', {}, token);
  const menuIds = app.body.data[0]?.menuids ?? '';
  const records = await query<MenuRecord[]>('dzxxGetMenu', { menuIds }, token);
  return records.body.data.filter((r) => r.menutype === 'button').map((r) => r.key_);
}

describe('menus', () => {
  it('lists the default top menu of §2.3 to anyone, with pinyin keys and lowercased fields', async () => {
    const { status, body } = await query<MenuItemRecord[]>('dzxxWebMenuList', { type: 'zsai' });
    expect(status).toBe(200);
    const top = body.data.filter((m) => m.pid === null).map((m) => m.name);
    expect(top).toEqual([
      '首页',
      '找企业',
      '供应链',
      '找关系',
      '找产品',
      '看行业',
      '产业链',
      '应用',
    ]);
    const byKey = new Map(body.data.map((m) => [m.key_, m]));
    expect(byKey.get('qyhx')).toMatchObject({ component: '/qyhx', settingtype: 'custom' });
    expect(byKey.get('zgx')?.component).toBe('/zgx');
    expect(byKey.get('zcp')?.component).toBe('/cyl/zcp');
    expect(byKey.get('gyl')?.settingtype).toBe('network');
    const sections = body.data.filter((m) => m.pid === 'm-application').map((m) => m.name);
    expect(sections).toEqual(['快捷查询', '金融服务', '产业服务']);
    const count = (pid: string) => body.data.filter((m) => m.pid === pid).length;
    expect(count('m-jrfw')).toBe(5);
    expect(count('m-cyfw')).toBe(10);
    expect(byKey.get('zccx')?.settingtype).toBe('network');
  });

  it('refuses an unknown menu type with a 400 naming the field', async () => {
    const { status, body } = await query('dzxxWebMenuList', { type: 'other' });
    expect(status).toBe(400);
    expect(body.message).toContain('类型：');
  });

  it('brings an older installation’s profile modules up to the catalogue on start', async () => {
    await backend.db.execute(sql`update menu_records set menu_data = jsonb_build_object(
        'qyhxPcSceneMenuData', (menu_data->'qyhxPcSceneMenuData') - 'rzlc')
      where key = 'qyhx-advanced'`);
    const modules = async () =>
      (
        (await backend.db.execute(
          sql`select menu_data->'qyhxPcSceneMenuData' as m from menu_records where key = 'qyhx-advanced'`,
        )) as { rows: { m: string[] }[] }
      ).rows[0]!.m;
    expect(await modules()).not.toContain('rzlc');
    await ensureReferenceData(backend.db);
    expect(await modules()).toContain('rzlc');
  });

  it('is idempotent to re-run the reference data', async () => {
    await ensureReferenceData(backend.db);
    const { body } = await query<MenuItemRecord[]>('dzxxWebMenuList');
    expect(new Set(body.data.map((m) => m.key_)).size).toBe(body.data.length);
  });
});

describe('permissions by tier', () => {
  it('gives a trial user the basic set only', async () => {
    const buttons = await buttonsOf(trial);
    expect(buttons.sort()).toEqual(
      ['bt-home', 'bt-qyhx', 'bt-qyxq', 'bt-cyl', 'bt-kxy', 'bt-zcp', 'bt-kjcx'].sort(),
    );
  });

  it('gives a VIP user every button, the collaboration view and both module menus', async () => {
    const buttons = await buttonsOf(vip);
    expect(buttons).toEqual(expect.arrayContaining(['bt-rzsj', 'bt-zgx', 'bt-gylfx', 'cyl/glgzt']));
    const menus = await query<MenuRecord[]>('dzxxAppMenus', {}, vip);
    const modules = menus.body.data.filter((r) => r.usetype === 'qyhx').map((r) => r.key_);
    expect(modules).toEqual(['qyhx-basic', 'qyhx-advanced']);
    const button = menus.body.data.find((r) => r.key_ === 'bt-rzsj');
    expect(JSON.parse(button!.menudata)).toEqual({ pcSceneMenuData: { key: 'bt-rzsj' } });
  });

  it('never returns records outside the caller tier, whatever ids are asked for', async () => {
    const all = await query<AppUserRecord[]>('dzxxAppUser', {}, vip);
    const asked = all.body.data[0]!.menuids;
    const got = await query<MenuRecord[]>('dzxxGetMenu', { menuIds: asked }, trial);
    expect(got.body.data.map((r) => r.key_)).not.toContain('bt-rzsj');
    expect(got.body.data.length).toBeLessThan(asked.split(',').length);
  });

  it('answers 401 to anonymous permission queries and 400 to malformed ids', async () => {
    expect((await query('dzxxAppUser')).status).toBe(401);
    expect((await query('dzxxGetMenu', { menuIds: "r-1'; drop" }, vip)).status).toBe(400);
  });

  it('derives the chat flags from service grants of the tier and the role keys', async () => {
    const flags = async (t: string) =>
      (await query('dzxxGetChatPermissions', {}, t)).body.extraData;
    expect(await flags(trial)).toEqual({ isChat: false, isGlht: false, isYyht: false });
    expect(await flags(vip)).toEqual({ isChat: true, isGlht: false, isYyht: false });
    expect(await flags(ops)).toEqual({ isChat: true, isGlht: true, isYyht: true });
  });

  it('publishes the tiers with what each unlocks', async () => {
    const { body } = await query<TierRecord[]>('dzxxMemberTiers');
    expect(body.data.map((t) => [t.rank, t.name])).toEqual([
      [1, '试用会员'],
      [2, 'VIP会员'],
    ]);
    expect(body.data[0]!.grants.length).toBeLessThan(body.data[1]!.grants.length);
  });
});

describe('read marks', () => {
  it('records what a user read, once, per type', async () => {
    await query('dzxxAddRead', { type: 'notice', data: 'n-1' }, trial);
    await query('dzxxAddRead', { type: 'notice', data: 'n-1' }, trial);
    await query('dzxxAddRead', { type: 'guide', data: 'g-1' }, trial);
    const { body } = await query<{ data: string }[]>('dzxxGetRead', { type: 'notice' }, trial);
    expect(body.data.map((r) => r.data)).toEqual(['n-1']);
    const other = await query<unknown[]>('dzxxGetRead', { type: 'notice' }, vip);
    expect(other.body.data).toEqual([]);
    expect((await query('dzxxAddRead', { type: 'notice', data: '' }, trial)).status).toBe(400);
  });
});

describe('location', () => {
  it('finds no city for a loopback client, so the portal shows 定位失败', async () => {
    const { body } = await query<unknown[]>('dzxxLocate');
    expect(body.data).toEqual([]);
  });

  it('finds the city of a public mainland address offline', async () => {
    const res = await backend.app.request(
      '/api-form/form/core/formCustomQuery/queryForJson_dzxxLocate',
      { method: 'POST', headers: { 'x-forwarded-for': '113.57.0.1' } },
    );
    const body = (await res.json()) as Envelope<{ ssqy: string }[]>;
    expect(body.data[0]?.ssqy).toBe('湖北省/武汉市');
  });
});

describe('info modal and personal centre', () => {
  it('saves full name and company, refusing empty and over-long values', async () => {
    const empty = await script('dzxxSaveBcxx', { fullname: ' ', company: '某公司' }, trial);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('该填写项不能为空');
    const long = await script('dzxxSaveBcxx', { fullname: '李'.repeat(51), company: 'x' }, trial);
    expect(long.status).toBe(400);
    const banned = await script(
      'dzxxSaveBcxx',
      { fullname: '李专员', company: '代开发票公司' },
      trial,
    );
    expect(banned.status).toBe(400);
    expect(banned.body.message).toContain('单位名称');
    const saved = await script('dzxxSaveBcxx', { fullname: '李专员', company: '示范园区' }, trial);
    expect(saved.body).toMatchObject({ success: true, message: '保存成功' });
    expect((await script('dzxxSaveBcxx', { fullname: 'a', company: 'b' })).status).toBe(401);
  });

  it('lists live sessions and marks the current one', async () => {
    const { body } = await script<{ current: boolean; method: string }[]>(
      'dzxxListSessions',
      {},
      vip,
    );
    expect(body.data.some((s) => s.current && s.method === 'sms')).toBe(true);
  });

  it('changes the password only with the current one, then ends every session', async () => {
    const wrong = await script(
      'dzxxChangePwd',
      { oldPassword: 'nope', newPassword: 'NewPass@2026' },
      ops,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('原密码不正确');
    const ok = await script(
      'dzxxChangePwd',
      { oldPassword: 'Zsai@2026ops', newPassword: 'NewPass@2026' },
      ops,
    );
    expect(ok.body.success).toBe(true);
    expect((await query('dzxxAppUser', {}, ops)).status).toBe(401);
  });
});
