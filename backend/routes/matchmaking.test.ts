import { sql } from 'drizzle-orm';
import type {
  MatchesAnswer,
  PostDetail,
  PostRecord,
  ThreadAnswer,
  ThreadRecord,
} from '@/lib/contract/matchmaking';
import { MESSAGES_PER_MINUTE, POSTS_PER_DAY } from '@/lib/contract/matchmaking';
import { demoEnterprisesStep } from '../data/demo-enterprises';
import { matchmakingPosts } from '../db/schema';
import { refreshPlacements } from '../services/chains/placement';
import { addProduct, insertEnterprise } from '../test/enterprise-fixtures';
import { customQuery } from '../test/calls';
import { manualClock } from '../test/clock';
import { smsLoginToken } from '../test/sms-helpers';
import { createSeededTestBackend, type TestBackend } from '../test/test-backend';

// 商业对接 (docs/matchmaking.md) on both engines: publishing with its checks (words, phone
// numbers, validity, the daily rate), the list and its filters, matching against direct
// queries, closing and reporting, and conversations that only their two participants can
// read or write in. No answer carries a phone number.

const clock = manualClock(new Date('2026-11-21T08:00:00Z')); // China day 2026-11-21
const TODAY = '2026-11-21';
const PHONES = {
  vip: '13800000001',
  trial: '13800000002',
  staff: '13800000003',
  admin: '13800000005',
};

let backend: TestBackend;
const token: Record<keyof typeof PHONES, string> = { vip: '', trial: '', staff: '', admin: '' };
/** A link with several placements, its top region's city and a product many enterprises make. */
let link: { code: string; name: string };
let city: { code: string; name: string };
/** A district of that city, and a region far from it. */
let district: { code: string; name: string };
let far: string;
let product: string;
/** The staff user's own enterprise (their company's name), which recommendations skip. */
let ownEnterpriseId: number;

async function rows<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await backend.db.execute(statement)) as { rows: T[] }).rows;
}

async function logInAll() {
  for (const [who, phone] of Object.entries(PHONES) as [keyof typeof PHONES, string][]) {
    token[who] = await smsLoginToken(backend, phone);
  }
}

beforeAll(async () => {
  backend = await createSeededTestBackend({ clock });
  await demoEnterprisesStep.run(backend.db, { companies: 200, seedNumber: 1 }, clock);
  await refreshPlacements(backend.db);
  [link] = (await rows<{ code: string; name: string }>(sql`select n.code, n.name
    from chain_placements cp join industry_chain_nodes n on n.id = cp.node_id
    where cp.confidence in ('confirmed', 'likely') and n.level = 3
    group by n.code, n.name order by count(*) desc, n.code limit 1`)) as [typeof link];
  const [top] = await rows<{ city: string }>(sql`select left(cp.region_code, 4) || '00' as city
    from chain_placements cp join industry_chain_nodes n on n.id = cp.node_id
    where n.code = ${link.code} group by 1 order by count(*) desc, 1 limit 1`);
  [city] = (await rows<{ code: string; name: string }>(
    sql`select code, name from regions where code = ${top!.city}`,
  )) as [typeof city];
  [district] = (await rows<{ code: string; name: string }>(sql`select code, name from regions
    where level = 3 and left(code, 4) = ${city.code.slice(0, 4)} order by code limit 1`)) as [
    typeof district,
  ];
  far = city.code.startsWith('65') ? '110108' : '650102';
  [{ product }] = (await rows<{ product: string }>(sql`select name as product from products
    where char_length(name) between 2 and 20 group by name order by count(*) desc, name limit 1`)) as [
    { product: string },
  ];
  // The staff user's company as an enterprise making the product: never recommended to them.
  ownEnterpriseId = await insertEnterprise(backend.db, {
    qymc: '招商AI运营中心',
    regionCode: district.code,
  });
  await addProduct(backend.db, ownEnterpriseId, product);
  await logInAll();
  clock.advance(61_000);
}, 240_000);
afterAll(() => backend.close());

const query = <T>(alias: string, params: unknown, who: keyof typeof PHONES | null = 'staff') =>
  customQuery<T>(backend, alias, params, who ? token[who] : undefined);

const postParams = (overrides: Record<string, unknown> = {}) => ({
  postKind: 'supply',
  postTitle: '长期供应优质产品',
  products: [product],
  chainNode: link.code,
  region: city.code,
  description: '我司长期稳定供应，质量可靠，欢迎来洽谈合作。',
  validUntil: '2026-12-21',
  ...overrides,
});

async function publish(who: keyof typeof PHONES, overrides: Record<string, unknown> = {}) {
  const res = await query<PostDetail[]>('sydjPublish', postParams(overrides), who);
  expect({ status: res.status, message: res.body.message }).toEqual({
    status: 200,
    message: '发布成功',
  });
  return res.body.data[0]!;
}

/** A post written straight into the table (states and dates the API would not make now). */
async function insertPost(
  userPhone: string,
  fields: Partial<typeof matchmakingPosts.$inferInsert>,
) {
  const [user] = await rows<{ id: string }>(sql`select id from users where phone = ${userPhone}`);
  const [row] = await backend.db
    .insert(matchmakingPosts)
    .values({
      userId: user!.id,
      kind: 'purchase',
      title: '直接写入的需求',
      enterpriseName: '测试企业',
      products: [],
      description: '直接写入测试库的需求描述。',
      validUntil: '2026-12-31',
      createdAt: clock.now(),
      updatedAt: clock.now(),
      ...fields,
    })
    .returning({ id: matchmakingPosts.id });
  return String(row!.id);
}

const countPosts = async () =>
  Number(
    (await rows<{ n: number | string }>(sql`select count(*) as n from matchmaking_posts`))[0]!.n,
  );

const noPhones = (value: unknown) => {
  const text = JSON.stringify(value);
  for (const phone of Object.values(PHONES)) expect(text).not.toContain(phone);
};

describe('publishing', () => {
  it('publishes a post for the user’s company, matched to our enterprise, without any phone', async () => {
    const post = await publish('staff');
    expect(post).toMatchObject({
      kind: 'supply',
      kindlabel: '供应',
      title: '长期供应优质产品',
      enterprisename: '招商AI运营中心',
      enterpriseid: String(ownEnterpriseId),
      products: [product],
      chainnode: link.code,
      region: city.code,
      validuntil: '2026-12-21',
      status: 'open',
      statuslabel: '对接中',
      postername: '赵运营',
      mine: true,
      reported: false,
      threadid: null,
      threadcount: 0,
    });
    expect(post.chainnodename).toMatch(new RegExp(` / ${link.name}$`));
    expect(post.regionname).toContain(city.name);
    noPhones(post);
    expect(JSON.stringify(post)).not.toContain('dzxx_');
  });

  it('answers bad input with a Chinese 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ postTitle: '  ' }, '标题：请输入标题'],
      [{ postTitle: '长'.repeat(51) }, '标题：标题不能超过50个字'],
      [{ postKind: 'loan' }, '需求类别：请选择需求类别'],
      [{ products: [], chainNode: '' }, '产品：请至少填写一个产品或选择产业链环节'],
      [{ products: ['锂'] }, '产品：产品名称至少2个字'],
      [{ description: '太短了' }, '需求描述：需求描述至少10个字'],
      [{ validUntil: '2026-02-30' }, '有效期：日期格式应为 YYYY-MM-DD'],
      [{ validUntil: '2026-11-20' }, '有效期不能早于今天'],
      [{ validUntil: '2027-06-01' }, '有效期最长为180天'],
      [{ chainNode: 'nev.no-such-link' }, '请选择有效的产业链环节'],
      [{ region: '999999' }, '请选择有效的地区'],
      [{ extra: 1 }, '参数：含有不支持的字段'],
    ];
    const before = await countPosts();
    for (const [overrides, message] of cases) {
      const res = await query('sydjPublish', postParams(overrides));
      expect({ overrides, status: res.status, message: res.body.message }).toEqual({
        overrides,
        status: 400,
        message: expect.stringContaining(message) as string,
      });
    }
    expect(await countPosts()).toBe(before);
  });

  it('refuses sensitive words with the field and category, and phone numbers', async () => {
    const before = await countPosts();
    const refused: [Record<string, unknown>, string][] = [
      [{ postTitle: '低价代开发票' }, '标题包含广告类敏感词，请修改后重新提交'],
      [{ products: ['冰毒'] }, '产品包含涉毒类敏感词，请修改后重新提交'],
      [
        { description: '本公司长期提供信用卡套现服务，欢迎联系。' },
        '需求描述包含诈骗类敏感词，请修改后重新提交',
      ],
      [{ enterpriseName: '枪支出售有限公司' }, '企业名称包含涉枪涉爆类敏感词，请修改后重新提交'],
      [
        { description: '有意者请致电 138 0013 8000 详谈合作事宜。' },
        '需求描述不能包含电话号码：为保护双方隐私，请通过站内消息沟通',
      ],
      [
        { description: '欢迎来电：0755-8600 1234，我们在深圳南山。' },
        '需求描述不能包含电话号码：为保护双方隐私，请通过站内消息沟通',
      ],
      [{ postTitle: '供应电芯 +8613800138000' }, '标题不能包含电话号码'],
    ];
    for (const [overrides, message] of refused) {
      const res = await query('sydjPublish', postParams(overrides));
      expect({ overrides, status: res.status, message: res.body.message }).toEqual({
        overrides,
        status: 400,
        message: expect.stringContaining(message) as string,
      });
    }
    expect(await countPosts()).toBe(before);
    // Dates and quantities are not phone numbers.
    await publish('staff', {
      description: '2026-12-01 起每月供应 10000 吨，规格 18650，价格面议。',
      postKind: 'financing',
    });
  });

  it('needs a login and the screen permission (VIP)', async () => {
    expect((await query('sydjPosts', {}, null)).status).toBe(401);
    const trial = await query('sydjPosts', {}, 'trial');
    expect(trial.status).toBe(403);
    expect(trial.body.message).toBe('当前会员等级无权使用商业对接，请升级会员');
    expect((await query('sydjPublish', postParams(), 'trial')).status).toBe(403);
  });
});

describe('browsing', () => {
  let mine: string;
  let expired: string;
  let closedOther: string;

  beforeAll(async () => {
    mine = (await publish('admin', { postKind: 'cooperation', postTitle: '寻找渠道合作伙伴' })).ID_;
    expired = await insertPost(PHONES.admin, { title: '已过期的采购', validUntil: '2026-11-20' });
    closedOther = await insertPost(PHONES.admin, { title: '已关闭的采购', state: 'closed' });
  });

  it('lists current posts newest first, without expired or closed ones', async () => {
    const res = await query<PostRecord[]>('sydjPosts', { pageSize: 50 });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((p) => p.ID_);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(expired);
    expect(ids).not.toContain(closedOther);
    const [direct] = await rows<{ n: number | string }>(sql`select count(*) as n
      from matchmaking_posts where state = 'open' and valid_until >= ${TODAY}`);
    expect(res.body.extraData!.totalCount).toBe(Number(direct!.n));
    const times = res.body.data.map((p) => p.createdat);
    expect(times).toEqual([...times].sort().reverse());
    noPhones(res.body);
  });

  it('filters by kind, region, chain link or whole chain, and keyword', async () => {
    const kind = await query<PostRecord[]>('sydjPosts', { postKind: 'cooperation', pageSize: 50 });
    expect(kind.body.data.map((p) => p.ID_)).toEqual([mine]);
    const region = await query<PostRecord[]>('sydjPosts', { region: city.code, pageSize: 50 });
    expect(region.body.data.length).toBeGreaterThan(0);
    expect(region.body.data.every((p) => p.region.startsWith(city.code.slice(0, 4)))).toBe(true);
    const elsewhere = await query<PostRecord[]>('sydjPosts', { region: far });
    expect(elsewhere.body.data).toEqual([]);
    const byLink = await query<PostRecord[]>('sydjPosts', { chainNode: link.code, pageSize: 50 });
    expect(byLink.body.data.every((p) => p.chainnode === link.code)).toBe(true);
    const chain = link.code.split('.')[0]!;
    const byChain = await query<PostRecord[]>('sydjPosts', { chainNode: chain, pageSize: 50 });
    expect(byChain.body.extraData!.totalCount).toBe(byLink.body.extraData!.totalCount);
    const keyword = await query<PostRecord[]>('sydjPosts', { keyword: '渠道合作' });
    expect(keyword.body.data.map((p) => p.ID_)).toEqual([mine]);
    expect((await query('sydjPosts', { chainNode: 'nope' })).status).toBe(400);
  });

  it('pages through the list', async () => {
    const all = await query<PostRecord[]>('sydjPosts', { pageSize: 50 });
    const first = await query<PostRecord[]>('sydjPosts', { pageSize: 10, pageIndex: 1 });
    expect(first.body.data.map((p) => p.ID_)).toEqual(all.body.data.slice(0, 10).map((p) => p.ID_));
    expect((await query('sydjPosts', { pageSize: 15 })).status).toBe(400);
  });

  it('“mine” lists all of the caller’s posts, expired and closed too, with their status', async () => {
    const res = await query<PostRecord[]>('sydjPosts', { mine: true, pageSize: 50 }, 'admin');
    const byId = new Map(res.body.data.map((p) => [p.ID_, p]));
    expect(byId.get(mine)?.status).toBe('open');
    expect(byId.get(expired)).toMatchObject({ status: 'expired', statuslabel: '已过期' });
    expect(byId.get(closedOther)).toMatchObject({ status: 'closed', statuslabel: '已关闭' });
    expect(res.body.data.every((p) => p.mine)).toBe(true);
  });

  it('shows an expired post as 已过期; another user’s closed post is never readable', async () => {
    const old = await query<PostDetail[]>('sydjPost', { postId: expired });
    expect(old.body.data[0]).toMatchObject({ status: 'expired', mine: false });
    for (const [alias, params] of [
      ['sydjPost', { postId: closedOther }],
      ['sydjMatches', { postId: closedOther }],
      ['sydjReport', { postId: closedOther, reason: '虚假信息' }],
      ['sydjContact', { postId: closedOther, text: '您好' }],
      ['sydjClose', { postId: closedOther }],
      ['sydjPost', { postId: '987654321' }],
    ] as const) {
      const res = await query(alias, params);
      expect({ alias, status: res.status, message: res.body.message }).toEqual({
        alias,
        status: 404,
        message: '需求不存在或已关闭',
      });
    }
    const owner = await query<PostDetail[]>('sydjPost', { postId: closedOther }, 'admin');
    expect(owner.body.data[0]!.status).toBe('closed');
  });
});

describe('closing and reporting', () => {
  it('only the poster closes a post', async () => {
    const post = await publish('admin', { postKind: 'cooperation', postTitle: '待关闭的合作' });
    const other = await query('sydjClose', { postId: post.ID_ }, 'vip');
    expect(other.status).toBe(404);
    const still = await query<PostDetail[]>('sydjPost', { postId: post.ID_ }, 'vip');
    expect(still.body.data[0]!.status).toBe('open');
    const closed = await query<PostDetail[]>('sydjClose', { postId: post.ID_ }, 'admin');
    expect(closed.status).toBe(200);
    expect(closed.body.message).toBe('需求已关闭');
    expect(closed.body.data[0]!.status).toBe('closed');
    expect((await query('sydjPost', { postId: post.ID_ }, 'vip')).status).toBe(404);
  });

  it('takes one report per user; the poster cannot report their own post', async () => {
    const post = await publish('admin', { postKind: 'cooperation', postTitle: '被举报的合作' });
    const first = await query('sydjReport', { postId: post.ID_, reason: '疑似虚假信息' }, 'vip');
    expect({ status: first.status, message: first.body.message }).toEqual({
      status: 200,
      message: '举报已提交，我们会尽快核实',
    });
    const again = await query('sydjReport', { postId: post.ID_, reason: '再次举报' }, 'vip');
    expect({ status: again.status, message: again.body.message }).toEqual({
      status: 409,
      message: '您已举报过该需求，我们会尽快核实',
    });
    expect(
      (await query('sydjReport', { postId: post.ID_, reason: '其他人' }, 'staff')).status,
    ).toBe(200);
    const own = await query('sydjReport', { postId: post.ID_, reason: '自己' }, 'admin');
    expect({ status: own.status, message: own.body.message }).toEqual({
      status: 400,
      message: '不能举报自己发布的需求',
    });
    expect((await query('sydjReport', { postId: post.ID_, reason: ' ' }, 'vip')).body.message).toBe(
      '原因：请填写举报原因',
    );
    const [n] = await rows<{ n: number | string }>(
      sql`select count(*) as n from matchmaking_reports where post_id = ${Number(post.ID_)}`,
    );
    expect(Number(n!.n)).toBe(2);
    const detail = await query<PostDetail[]>('sydjPost', { postId: post.ID_ }, 'vip');
    expect(detail.body.data[0]!.reported).toBe(true);
  });
});

describe('matching', () => {
  let target: PostDetail;
  const counterpartIds: string[] = [];

  beforeAll(async () => {
    target = await publish('staff', {
      postTitle: '匹配测试：供应',
      products: [product, 'PCB板'],
      region: district.code,
    });
    // Counterparts: purchases by others sharing a product, the link, or both; and posts that
    // must not match (wrong kind, region only, expired, closed, the poster's own).
    counterpartIds.push(
      (await publish('vip', { postKind: 'purchase', chainNode: '', region: city.code })).ID_,
      (await publish('admin', { postKind: 'purchase', products: [], region: far })).ID_,
      (await publish('vip', { postKind: 'purchase', products: ['pcb板'], chainNode: '' })).ID_,
      await insertPost(PHONES.admin, { products: [product], regionCode: '' }),
    );
    await publish('admin', { postKind: 'purchase', products: ['无关产品'], chainNode: '' });
    await insertPost(PHONES.vip, { products: [product], validUntil: '2026-11-01' });
    await insertPost(PHONES.vip, { products: [product], state: 'closed' });
    await insertPost(PHONES.staff, { products: [product] });
    await insertPost(PHONES.vip, { kind: 'supply', products: [product] });
  });

  it('suggests the counterpart posts a direct query finds, best first, with reasons', async () => {
    const res = await query<MatchesAnswer[]>('sydjMatches', { postId: target.ID_ }, 'vip');
    expect(res.status).toBe(200);
    const answer = res.body.data[0]!;
    const direct = await rows<{ id: number | string; score: number }>(sql`
      with t as (select * from matchmaking_posts where id = ${Number(target.ID_)}),
      prefix as (select code, regexp_replace(code, '(00)+$', '') as p from regions)
      select q.id, (
          case when exists (select 1 from unnest(q.products) a, unnest(t.products) b
            where lower(a) = lower(b)) then 3 else 0 end
          + case when q.chain_node_code <> '' and q.chain_node_code = t.chain_node_code
            then 2 else 0 end
          + case when q.region_code <> '' and t.region_code <> '' and (
              left(q.region_code, length((select p from prefix where code = t.region_code)))
                = (select p from prefix where code = t.region_code)
              or left(t.region_code, length((select p from prefix where code = q.region_code)))
                = (select p from prefix where code = q.region_code)) then 1 else 0 end
        )::int as score
      from matchmaking_posts q, t
      where q.kind = 'purchase' and q.state = 'open' and q.valid_until >= ${TODAY}
        and q.user_id <> t.user_id
        and (exists (select 1 from unnest(q.products) a, unnest(t.products) b
              where lower(a) = lower(b))
          or (q.chain_node_code <> '' and q.chain_node_code = t.chain_node_code))
      order by score desc, q.created_at desc, q.id desc limit 10`);
    expect(answer.posts.map((p) => [p.ID_, p.score])).toEqual(
      direct.map((d) => [String(d.id), d.score]),
    );
    expect(answer.posts.map((p) => p.ID_).sort()).toEqual([...counterpartIds].sort());
    const both = answer.posts.find((p) => p.ID_ === counterpartIds[0])!;
    expect(both.reasons).toEqual([`产品相同：${product}`, `同一地区：${city.name}`]);
    const byLink = answer.posts.find((p) => p.ID_ === counterpartIds[1])!;
    expect(byLink.reasons).toEqual([`同一产业链环节：${link.name}`]);
    const caseless = answer.posts.find((p) => p.ID_ === counterpartIds[2])!;
    expect(caseless.reasons[0]).toBe('产品相同：pcb板');
    expect(answer.rule).toContain('供应↔采购');
    noPhones(answer);
  });

  it('recommends the enterprises a direct query finds (product, link, region), never the poster’s own', async () => {
    const res = await query<MatchesAnswer[]>('sydjMatches', { postId: target.ID_ }, 'staff');
    const { enterprises } = res.body.data[0]!;
    const direct = await rows<{
      id: number | string;
      product: boolean;
      link: boolean;
      region: boolean;
      score: number;
    }>(sql`
      select id, product, link, region, score from (
        select e.id, e.zczb, f.product, f.link, f.region,
          ((case when f.product then 3 else 0 end) + (case when f.link then 2 else 0 end)
            + (case when f.region then 1 else 0 end))::int as score
        from enterprises e, lateral (select
            exists (select 1 from products p where p.enterprise_id = e.id
              and (strpos(p.name, ${product}) > 0 or strpos(p.name, 'PCB板') > 0)) as product,
            exists (select 1 from chain_placements cp
              join industry_chain_nodes n on n.id = cp.node_id where cp.enterprise_id = e.id
              and n.code = ${link.code} and cp.confidence <> 'weak') as link,
            e.region_code = ${district.code} as region) f
        where e.status not in ('注销', '吊销') and e.id <> ${ownEnterpriseId}) s
      where product or link
      order by score desc, zczb desc nulls last, id limit 10`);
    expect(direct.length).toBeGreaterThan(2);
    expect(enterprises.map((e) => [e.ID_, e.score])).toEqual(
      direct.map((d) => [String(d.id), d.score]),
    );
    expect(enterprises.map((e) => e.ID_)).not.toContain(String(ownEnterpriseId));
    enterprises.forEach((e, i) => {
      const d = direct[i]!;
      expect(e.reasons).toEqual([
        ...(d.product ? [expect.stringMatching(/^(产品相同|相关产品)：/) as unknown] : []),
        ...(d.link ? [`同一产业链环节：${link.name}`] : []),
        ...(d.region ? [`同一地区：${district.name}`] : []),
      ]);
    });
  });

  it('does not match financing needs', async () => {
    const post = await publish('staff', { postKind: 'financing', postTitle: '寻求流动资金贷款' });
    const res = await query<MatchesAnswer[]>('sydjMatches', { postId: post.ID_ });
    expect(res.body.data[0]).toMatchObject({ posts: [], enterprises: [] });
    expect(res.body.data[0]!.rule).toContain('融资需求不做自动匹配');
  });
});

describe('conversations', () => {
  let post: PostDetail;
  let threadId: string;

  beforeAll(async () => {
    post = await publish('staff', { postKind: 'purchase', postTitle: '采购测试：会话' });
  });

  it('contacts the poster: the conversation shows in both personal centres and the bell', async () => {
    const sent = await query<ThreadAnswer[]>(
      'sydjContact',
      { postId: post.ID_, text: '您好，我们可以供应，请问采购量多少？' },
      'vip',
    );
    expect({ status: sent.status, message: sent.body.message }).toEqual({
      status: 200,
      message: '消息已发送',
    });
    const answer = sent.body.data[0]!;
    threadId = answer.thread.ID_;
    expect(answer.thread).toMatchObject({
      postid: post.ID_,
      role: 'asker',
      counterpart: '赵运营',
      counterpartcompany: '招商AI运营中心',
      unread: 0,
    });
    expect(answer.messages).toEqual([
      expect.objectContaining({ mine: true, text: '您好，我们可以供应，请问采购量多少？' }),
    ]);
    noPhones(answer);

    const bell = await query('dzxxUserDtjcGroup', { pageIndex: 1, pageSize: 10, isRead: 0 });
    expect(bell.body.extraData!.messageCount).toBe(1);
    const list = await query<ThreadRecord[]>('sydjThreads', {});
    const mine = list.body.data.find((t) => t.ID_ === threadId)!;
    expect(mine).toMatchObject({
      role: 'poster',
      counterpart: '王经理',
      counterpartcompany: '招商银行示范支行',
      unread: 1,
      posttitle: '采购测试：会话',
    });
    expect(list.body.extraData!.unread).toBe(1);
    noPhones(list.body);
    const detail = await query<PostDetail[]>('sydjPost', { postId: post.ID_ }, 'vip');
    expect(detail.body.data[0]!.threadid).toBe(threadId);
    const own = await query<PostDetail[]>('sydjPost', { postId: post.ID_ });
    expect(own.body.data[0]!.threadcount).toBe(1);
  });

  it('opening marks read; a reply reaches the other participant', async () => {
    const opened = await query<ThreadAnswer[]>('sydjThread', { threadId });
    expect(opened.body.data[0]!.messages.map((m) => m.mine)).toEqual([false]);
    const bell = await query('dzxxUserDtjcGroup', { pageIndex: 1, pageSize: 10, isRead: 0 });
    expect(bell.body.extraData!.messageCount).toBe(0);
    const reply = await query<ThreadAnswer[]>('sydjReply', {
      threadId,
      text: '需要500套，月底交货。',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data[0]!.messages.map((m) => [m.mine, m.text])).toEqual([
      [false, '您好，我们可以供应，请问采购量多少？'],
      [true, '需要500套，月底交货。'],
    ]);
    const theirs = await query<ThreadRecord[]>('sydjThreads', {}, 'vip');
    expect(theirs.body.data.find((t) => t.ID_ === threadId)).toMatchObject({
      unread: 1,
      lastmessage: '需要500套，月底交货。',
    });
    // A second contact continues the same conversation.
    const again = await query<ThreadAnswer[]>(
      'sydjContact',
      { postId: post.ID_, text: '好的，稍后发报价。' },
      'vip',
    );
    expect(again.body.data[0]!.thread.ID_).toBe(threadId);
    expect(again.body.data[0]!.messages).toHaveLength(3);
  });

  it('never lets a third user read or write in it', async () => {
    const before = await rows<{ n: number | string }>(
      sql`select count(*) as n from matchmaking_messages where thread_id = ${Number(threadId)}`,
    );
    for (const [alias, params] of [
      ['sydjThread', { threadId }],
      ['sydjReply', { threadId, text: '我来插一句' }],
    ] as const) {
      const res = await query(alias, params, 'admin');
      expect({ alias, status: res.status, message: res.body.message }).toEqual({
        alias,
        status: 404,
        message: '会话不存在',
      });
    }
    const list = await query<ThreadRecord[]>('sydjThreads', {}, 'admin');
    expect(list.body.data.map((t) => t.ID_)).not.toContain(threadId);
    const after = await rows<{ n: number | string }>(
      sql`select count(*) as n from matchmaking_messages where thread_id = ${Number(threadId)}`,
    );
    expect(after[0]!.n).toEqual(before[0]!.n);
    // Unread counts are the recipient's only.
    const bell = await query('dzxxUserDtjcGroup', { pageIndex: 1, pageSize: 10 }, 'admin');
    expect(bell.body.extraData!.messageCount).toBe(0);
  });

  it('refuses contacting one’s own or an expired post, phone numbers and sensitive words', async () => {
    const own = await query('sydjContact', { postId: post.ID_, text: '自己联系自己' });
    expect(own.body.message).toBe('不能联系自己发布的需求');
    const expiredId = await insertPost(PHONES.staff, { validUntil: '2026-11-01' });
    const expired = await query('sydjContact', { postId: expiredId, text: '您好' }, 'vip');
    expect({ status: expired.status, message: expired.body.message }).toEqual({
      status: 409,
      message: '该需求已过期，无法发起新的联系',
    });
    const phone = await query(
      'sydjContact',
      { postId: post.ID_, text: '直接打我电话 139-0000-1234' },
      'admin',
    );
    expect({ status: phone.status, message: phone.body.message }).toEqual({
      status: 400,
      message: '消息不能包含电话号码：为保护双方隐私，请通过站内消息沟通',
    });
    const word = await query('sydjContact', { postId: post.ID_, text: '可以代开发票' }, 'admin');
    expect(word.body.message).toBe('消息包含广告类敏感词，请修改后重新提交');
    // A refused first message leaves no conversation behind.
    const list = await query<ThreadRecord[]>('sydjThreads', {}, 'admin');
    expect(list.body.data.filter((t) => t.postid === post.ID_)).toEqual([]);
    const reply = await query('sydjReply', { threadId, text: '手机：13912345678' }, 'vip');
    expect(reply.status).toBe(400);
  });

  it('keeps the conversation for both after the poster closes the post', async () => {
    await query('sydjClose', { postId: post.ID_ });
    const theirs = await query<ThreadAnswer[]>('sydjThread', { threadId }, 'vip');
    expect(theirs.body.data[0]!.thread).toMatchObject({ poststatus: 'closed' });
    expect((await query('sydjReply', { threadId, text: '收到，谢谢。' }, 'vip')).status).toBe(200);
    expect((await query('sydjContact', { postId: post.ID_, text: '还在吗' }, 'vip')).status).toBe(
      404,
    );
  });
});

describe('rate limits', () => {
  it('refuses an eleventh message within a minute, and accepts again after it', async () => {
    const post = await publish('admin', { postKind: 'cooperation', postTitle: '限流测试合作' });
    const sentAlready = Number(
      (
        await rows<{ n: number | string }>(sql`select count(*) as n from matchmaking_messages m
          join users u on u.id = m.sender_id
          where u.phone = ${PHONES.staff} and m.created_at >= ${new Date(clock.now().getTime() - 60_000).toISOString()}`)
      )[0]!.n,
    );
    for (let i = sentAlready; i < MESSAGES_PER_MINUTE; i += 1) {
      const res = await query('sydjContact', { postId: post.ID_, text: `第${i + 1}条消息` });
      expect(res.status).toBe(200);
    }
    const over = await query('sydjContact', { postId: post.ID_, text: '超出的消息' });
    expect({ status: over.status, message: over.body.message }).toEqual({
      status: 429,
      message: '发送过于频繁，请稍后再试',
    });
    clock.advance(61_000);
    expect((await query('sydjContact', { postId: post.ID_, text: '一分钟后' })).status).toBe(200);
  });

  it(`refuses more than ${POSTS_PER_DAY} posts a day, and accepts again a day later`, async () => {
    const [{ n }] = (await rows<{ n: number | string }>(sql`select count(*) as n
      from matchmaking_posts p join users u on u.id = p.user_id
      where u.phone = ${PHONES.vip}
        and p.created_at >= ${new Date(clock.now().getTime() - 86_400_000).toISOString()}`)) as [
      { n: number | string },
    ];
    for (let i = Number(n); i < POSTS_PER_DAY; i += 1) {
      await publish('vip', { postKind: 'financing', postTitle: `限流测试${i}` });
    }
    const over = await query('sydjPublish', postParams({ postKind: 'financing' }), 'vip');
    expect({ status: over.status, message: over.body.message }).toEqual({
      status: 429,
      message: '发布过于频繁：24小时内最多发布10条需求，请稍后再试',
    });
    clock.advance(86_400_000 + 61_000);
    await logInAll(); // tokens live 12 h
    await publish('vip', { postKind: 'financing', postTitle: '第二天的需求' });
  });
});
