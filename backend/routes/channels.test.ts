import { sql } from 'drizzle-orm';
import type { ChannelRecord, ChannelVisitAnswer, FunnelAnswer } from '@/lib/contract/channels';
import type { ExportQuota } from '@/lib/contract/search';
import { manualClock } from '../test/clock';
import { customQuery, invokeScript, postJson } from '../test/calls';
import { smsCodeFor, smsLoginToken } from '../test/sms-helpers';
import { createSeededTestBackend, type TestBackend } from '../test/test-backend';

// 渠道推广: channels and codes, the landing's visits, registrations through a code counted in
// their channel only, the funnel against direct counts, the poster and export, and that no
// other user can see or change a channel.

const clock = manualClock(new Date('2026-11-21T08:00:00Z'));
let backend: TestBackend;
let vip: string;
let other: string;
let trial: string;

beforeAll(async () => {
  backend = await createSeededTestBackend({ clock });
  vip = await smsLoginToken(backend, '13800000001');
  other = await smsLoginToken(backend, '13800000003');
  trial = await smsLoginToken(backend, '13800000002');
  clock.advance(61_000);
}, 60_000);

/** Moves the clock by whole days; tokens live 12 h, so the users log in again. */
async function nextDay() {
  clock.advance(24 * 3600_000);
  vip = await smsLoginToken(backend, '13800000001');
  other = await smsLoginToken(backend, '13800000003');
  trial = await smsLoginToken(backend, '13800000002');
}
afterAll(() => backend.close());

const query = <T>(alias: string, params: unknown, token: string | undefined = vip) =>
  customQuery<T>(backend, alias, params, token);

async function rows<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await backend.db.execute(statement)) as { rows: T[] }).rows;
}

const visit = async (code: string, ip = '127.0.0.1', userAgent = 'Browser A') => {
  const res = await backend.app.request(`/api-zsai-query/zsai/qdjt/visit/${code}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': ip, 'user-agent': userAgent },
  });
  return { status: res.status, body: (await res.json()) as { data: ChannelVisitAnswer } };
};

const get = (path: string, token?: string) =>
  backend.app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });

async function createChannel(name: string, kind = 'branch', token = vip) {
  const res = await query<ChannelRecord[]>(
    'qdjtCreateChannel',
    { channelName: name, channelKind: kind },
    token,
  );
  expect(res.status).toBe(200);
  return res.body.data[0]!;
}

/** Registers a phone with a scene, waits for its activation; returns the ticket. */
async function register(phone: string, scene: string) {
  const code = await smsCodeFor(backend, phone);
  const res = await invokeScript<{ ticket: string }>(backend, 'dzxxWebRegister', {
    fullname: phone,
    username: `dzxx_${phone}`,
    password: 'Secret2026',
    phone,
    validCode: code,
    code: 'dzxx',
    sysId: 'zsai',
    scene,
    source: 'zsai-pc',
  });
  expect(res.body.message).toBe('注册成功');
  for (let i = 0; i < 100; i++) {
    const [row] = await rows<{ done: boolean }>(
      sql`select a.finished_at is not null as done from activations a join users u on u.id = a.user_id where u.phone = ${phone}`,
    );
    if (row?.done) return res.body.data.ticket;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('activation did not finish');
}

describe('channels', () => {
  it('gives each user one personal code, created on first use', async () => {
    const first = await query<ChannelRecord[]>('qdjtChannels', {});
    expect(first.status).toBe(200);
    const personal = first.body.data.filter((c) => c.kind === 'personal');
    expect(personal).toHaveLength(1);
    expect(personal[0]).toMatchObject({ name: '我的邀请码', kindlabel: '个人邀请码' });
    expect(personal[0]!.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(personal[0]!.link).toBe(`/yq/${personal[0]!.code}`);
    const again = await query<ChannelRecord[]>('qdjtChannels', {});
    expect(again.body.data.filter((c) => c.kind === 'personal')).toEqual(personal);
  });

  it('creates named channels with unique codes and refuses a duplicate name in Chinese', async () => {
    const a = await createChannel('浦东支行');
    const b = await createChannel('秋季沙龙', 'event');
    expect(a.code).not.toBe(b.code);
    expect(b.kindlabel).toBe('活动');
    const dup = await query('qdjtCreateChannel', {
      channelName: ' 浦东支行 ',
      channelKind: 'poster',
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('已有名为「浦东支行」的渠道，请换一个名称');
    // Another user may use the same name: names are unique per user.
    expect((await createChannel('浦东支行', 'branch', other)).name).toBe('浦东支行');
  });

  it('answers bad input with a Chinese 400 naming the field', async () => {
    const empty = await query('qdjtCreateChannel', { channelName: ' ', channelKind: 'branch' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('渠道名称：请输入渠道名称');
    const long = await query('qdjtCreateChannel', {
      channelName: '长'.repeat(31),
      channelKind: 'branch',
    });
    expect(long.body.message).toBe('渠道名称：渠道名称不能超过30个字');
    const kind = await query('qdjtCreateChannel', { channelName: '甲', channelKind: 'personal' });
    expect(kind.status).toBe(400);
    expect(kind.body.message).toMatch(/^渠道类型：/);
    const date = await query('qdjtChannels', { sjfwS: '2026-13-01' });
    expect(date.status).toBe(400);
    expect(date.body.message).toBe('开始日期：日期格式应为 YYYY-MM-DD');
    const order = await query('qdjtChannels', { sjfwS: '2026-11-20', sjfwE: '2026-11-01' });
    expect(order.body.message).toBe('开始日期不能晚于结束日期');
    const long2 = await query('qdjtChannels', { sjfwS: '2024-01-01', sjfwE: '2026-11-01' });
    expect(long2.body.message).toBe('统计区间不能超过 366 天');
    expect((await query('qdjtChannels', { extra: 1 })).status).toBe(400);
  });

  it('needs a login and the screen permission', async () => {
    expect((await customQuery(backend, 'qdjtChannels', {})).status).toBe(401);
    const refused = await query('qdjtChannels', {}, trial);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('当前会员等级无权使用渠道推广，请升级会员');
  });
});

describe('visits, registrations and the funnel', () => {
  let branch: ChannelRecord;
  let event: ChannelRecord;

  beforeAll(async () => {
    branch = await createChannel('陆家嘴网点');
    event = await createChannel('年终峰会', 'event');
  });

  it('records visits as keyed hashes, once per visitor in 30 minutes, and never the address', async () => {
    expect((await visit(branch.code)).body.data).toMatchObject({ known: true, recorded: true });
    expect((await visit(branch.code)).body.data).toMatchObject({ known: true, recorded: false });
    expect((await visit(branch.code, '127.0.0.2')).body.data.recorded).toBe(true);
    expect((await visit(branch.code.toLowerCase(), '127.0.0.1', 'Browser B')).body.data).toEqual({
      known: true,
      recorded: true,
      code: branch.code,
    });
    clock.advance(31 * 60_000);
    expect((await visit(branch.code)).body.data.recorded).toBe(true);
    const stored = await rows<{ visitor_hash: string }>(
      sql`select visitor_hash from channel_visits where channel_id = ${branch.ID_}`,
    );
    expect(stored).toHaveLength(4);
    expect(stored.some((r) => /127|Browser/.test(r.visitor_hash))).toBe(false);
    expect(new Set(stored.map((r) => r.visitor_hash)).size).toBe(3);
  });

  it('answers unknown and malformed codes without recording anything', async () => {
    expect((await visit('ZZZZZZZZ')).body).toMatchObject({ data: { known: false, code: null } });
    expect((await visit('%3Cscript%3E')).status).toBe(200);
    expect((await visit('x'.repeat(64))).body.data.known).toBe(false);
    const [{ n }] = (await rows<{ n: number }>(
      sql`select count(*)::int as n from channel_visits`,
    )) as [{ n: number }];
    expect(n).toBe(4);
  });

  it('counts a registration through a code in its channel only, and keeps unknown codes', async () => {
    await nextDay();
    // Typed in lower case: codes are compared upper-cased.
    const ticket = await register('13600000001', branch.code.toLowerCase());
    await register('13600000002', 'NOSUCHCODE');
    clock.advance(61_000);
    const [stored] = await rows<{ invite_code: string }>(
      sql`select invite_code from users where phone in ('13600000001', '13600000002') order by phone`,
    );
    expect(stored!.invite_code).toBe(branch.code);
    const list = (await query<ChannelRecord[]>('qdjtChannels', {})).body.data;
    const byName = new Map(list.map((c) => [c.name, c]));
    expect(byName.get('陆家嘴网点')).toMatchObject({ registrations: 1, activations: 1 });
    expect(byName.get('年终峰会')).toMatchObject({ registrations: 0, visits: 0 });
    expect(byName.get('我的邀请码')).toMatchObject({ registrations: 0 });
    const unknown = await rows<{ invite_code: string; status: string }>(
      sql`select invite_code, status from users where phone = '13600000002'`,
    );
    expect(unknown[0]).toEqual({ invite_code: 'NOSUCHCODE', status: 'active' });

    // Registration's automatic login is not a first login; the user's own login is.
    const auto = await postJson(backend, '/api-zsai-query/zsai/user/dzxxWebActLogin', {
      username: 'dzxx_13600000001',
      ticket,
    });
    expect(auto.status).toBe(200);
    let funnel = (await query<FunnelAnswer[]>('qdjtFunnel', { channelId: branch.ID_ })).body
      .data[0]!;
    expect(funnel.totals.firstlogins).toBe(0);
    await nextDay();
    await smsLoginToken(backend, '13600000001');
    funnel = (await query<FunnelAnswer[]>('qdjtFunnel', { channelId: branch.ID_ })).body.data[0]!;
    expect(funnel.totals).toEqual({
      visits: 4,
      visitors: 3,
      registrations: 1,
      activations: 1,
      firstlogins: 1,
    });
    expect(funnel.rates).toEqual({ registration: 33.3, activation: 100, firstlogin: 100 });
  });

  it('gives figures by China day that equal direct counts', async () => {
    const answer = await query<FunnelAnswer[]>('qdjtFunnel', {
      channelId: branch.ID_,
      sjfwS: '2026-11-01',
      sjfwE: '2026-11-30',
    });
    expect(answer.status).toBe(200);
    const funnel = answer.body.data[0]!;
    expect(funnel.days).toHaveLength(30);
    const day = (d: string) => funnel.days.find((x) => x.day === d)!;
    // 08:00Z is 16:00 in China: visits on the 21st, registration on the 22nd, login the 23rd.
    expect(day('2026-11-21')).toMatchObject({ visits: 4, visitors: 3, registrations: 0 });
    expect(day('2026-11-22')).toMatchObject({ registrations: 1, activations: 1, firstlogins: 0 });
    expect(day('2026-11-23')).toMatchObject({ visits: 0, firstlogins: 1 });

    const [direct] = await rows<{
      visits: number;
      visitors: number;
      registrations: number;
      activations: number;
      first_logins: number;
    }>(sql`select
        (select count(*)::int from channel_visits where channel_id = ${branch.ID_}) as visits,
        (select count(distinct visitor_hash)::int from channel_visits where channel_id = ${branch.ID_}) as visitors,
        (select count(*)::int from users where invite_code = ${branch.code}) as registrations,
        (select count(*)::int from users u join activations a on a.user_id = u.id
          where u.invite_code = ${branch.code} and a.finished_at is not null) as activations,
        (select count(distinct u.id)::int from users u join sessions s on s.user_id = u.id
          where u.invite_code = ${branch.code} and s.method <> 'register') as first_logins`);
    expect(funnel.totals).toEqual({
      visits: direct!.visits,
      visitors: direct!.visitors,
      registrations: direct!.registrations,
      activations: direct!.activations,
      firstlogins: direct!.first_logins,
    });
    const sum = (k: 'visits' | 'registrations' | 'activations' | 'firstlogins') =>
      funnel.days.reduce((n, d) => n + d[k], 0);
    expect(sum('visits')).toBe(funnel.totals.visits);
    expect(sum('registrations')).toBe(funnel.totals.registrations);
    expect(sum('firstlogins')).toBe(funnel.totals.firstlogins);

    // A period that ends before the registration sees only the visits.
    const early = (
      await query<FunnelAnswer[]>('qdjtFunnel', {
        channelId: branch.ID_,
        sjfwS: '2026-11-01',
        sjfwE: '2026-11-21',
      })
    ).body.data[0]!;
    expect(early.totals).toMatchObject({ visits: 4, registrations: 0, firstlogins: 0 });
    expect(event.registrations).toBe(0);
  });

  it('stops counting visits of an archived channel; the personal code cannot be archived', async () => {
    const gone = await createChannel('旧海报', 'poster');
    const archived = await query<ChannelRecord[]>('qdjtArchiveChannel', { channelId: gone.ID_ });
    expect(archived.body).toMatchObject({ message: '渠道已归档', data: [{ archived: true }] });
    expect((await visit(gone.code)).body.data).toMatchObject({ known: false, recorded: false });
    const active = (await query<ChannelRecord[]>('qdjtChannels', {})).body.data;
    expect(active.some((c) => c.ID_ === gone.ID_)).toBe(false);
    const old = (await query<ChannelRecord[]>('qdjtChannels', { archived: true })).body.data;
    expect(old.map((c) => c.ID_)).toEqual([gone.ID_]);
    const restored = await query('qdjtArchiveChannel', { channelId: gone.ID_, archived: false });
    expect(restored.body.message).toBe('渠道已恢复');
    const personal = active.find((c) => c.kind === 'personal')!;
    const refused = await query('qdjtArchiveChannel', { channelId: personal.ID_ });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('个人邀请码不能归档');
  });

  it('renames a channel, refusing a name it already has', async () => {
    const renamed = await query<ChannelRecord[]>('qdjtRenameChannel', {
      channelId: event.ID_,
      channelName: '年终峰会（上海）',
    });
    expect(renamed.body.data[0]).toMatchObject({ name: '年终峰会（上海）', code: event.code });
    const taken = await query('qdjtRenameChannel', {
      channelId: event.ID_,
      channelName: '陆家嘴网点',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('已有名为「陆家嘴网点」的渠道，请换一个名称');
  });

  it('lets no other user see, rename, archive, export or read the funnel of my channels', async () => {
    const theirs = (await query<ChannelRecord[]>('qdjtChannels', {}, other)).body.data;
    expect(theirs.some((c) => c.ID_ === branch.ID_ || c.code === branch.code)).toBe(false);
    for (const [alias, params] of [
      ['qdjtFunnel', { channelId: branch.ID_ }],
      ['qdjtRenameChannel', { channelId: branch.ID_, channelName: '他人改名' }],
      ['qdjtArchiveChannel', { channelId: branch.ID_ }],
      ['qdjtExportQuota', { channelId: branch.ID_ }],
    ] as const) {
      const res = await query(alias, params, other);
      expect({ alias, status: res.status, message: res.body.message }).toEqual({
        alias,
        status: 404,
        message: '渠道不存在或已删除',
      });
    }
    const poster = await get(`/api-zsai-query/zsai/qdjt/poster?channelId=${branch.ID_}`, other);
    expect(poster.status).toBe(404);
    const file = await get(
      `/api-zsai-query/zsai/qdjt/export?channelId=${branch.ID_}&format=csv`,
      other,
    );
    expect(file.status).toBe(404);
    const [mine] = await rows<{ name: string; archived_at: unknown }>(
      sql`select name, archived_at from channels where id = ${branch.ID_}`,
    );
    expect(mine).toEqual({ name: '陆家嘴网点', archived_at: null });
  });
});

describe('poster and export', () => {
  let channel: ChannelRecord;
  beforeAll(async () => {
    channel = await createChannel('张江海报', 'poster');
  });

  it('downloads the poster as an SVG file with the code, the name and the link', async () => {
    const res = await backend.app.request(
      `/api-zsai-query/zsai/qdjt/poster?channelId=${channel.ID_}`,
      {
        headers: {
          authorization: `Bearer ${vip}`,
          'x-forwarded-host': 'portal.example.test',
          'x-forwarded-proto': 'https',
        },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toContain(`filename="qdjt-${channel.code}.svg"`);
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent('渠道海报-张江海报.svg')}`,
    );
    const svg = await res.text();
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('张江海报');
    expect(svg).toContain(`邀请码 ${channel.code}`);
    expect(svg).toContain(`https://portal.example.test/zsai/yq/${channel.code}`);
    const png = await get(
      `/api-zsai-query/zsai/qdjt/poster?channelId=${channel.ID_}&format=png`,
      vip,
    );
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await png.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect((await get(`/api-zsai-query/zsai/qdjt/poster?channelId=${channel.ID_}`)).status).toBe(
      401,
    );
  });

  it('exports my channels and one channel’s days from the daily quota', async () => {
    const quota = await query<ExportQuota[]>('qdjtExportQuota', {});
    const list = (await query<ChannelRecord[]>('qdjtChannels', {})).body.data;
    expect(quota.body.data[0]).toMatchObject({ matched: list.length });
    const csv = await get('/api-zsai-query/zsai/qdjt/export?format=csv', vip);
    expect(csv.status).toBe(200);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      '渠道名称,渠道类型,邀请码,推广链接,访问次数,访客数,注册数,激活数,首次登录数,注册转化率,创建日期',
    );
    expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual(list.map((c) => c.code));
    const days = await get(
      `/api-zsai-query/zsai/qdjt/export?format=xlsx&channelId=${channel.ID_}&sjfwS=2026-11-01&sjfwE=2026-11-10`,
      vip,
    );
    expect(days.status).toBe(200);
    expect(days.headers.get('x-export-rows')).toBe('10');
    expect(days.headers.get('content-type')).toMatch(/spreadsheetml/);
    const used = (await query<ExportQuota[]>('qdjtExportQuota', {})).body.data[0]!;
    expect(used.used).toBe(quota.body.data[0]!.used + list.length + 10);
    const bad = await get('/api-zsai-query/zsai/qdjt/export?format=pdf', vip);
    expect(bad.status).toBe(400);
    expect((await get('/api-zsai-query/zsai/qdjt/export?format=csv', trial)).status).toBe(403);
  });
});
