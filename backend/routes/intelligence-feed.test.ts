import { sql } from 'drizzle-orm';
import type { Envelope } from '@/lib/contract/envelope';
import {
  ADMIN_IMPORT_PATH,
  FEED_MESSAGES,
  SUBSCRIPTION_CAP,
  type DeliveryRecord,
  type FeedAnswer,
  type FeedEventRecord,
  type SubscriptionRecord,
} from '@/lib/contract/intelligence-feed';
import type { ImportResult } from '../data/import/run-import';
import { deliverEvents } from '../services/intelligence/deliveries';
import { customQuery } from '../test/calls';
import { smsLoginToken } from '../test/sms-helpers';
import { createEnterpriseTestBackend } from '../test/test-backend';

// 产业情报 (docs/intelligence.md) on both engines: the feed against a brute-force oracle over
// the events, permissions and bad input; subscriptions deliver exactly the matching new events
// once (through the admin import and the derive pipeline), owner checks on subscriptions and
// deliveries, the bell's count; the admin import's role check and report.

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
let backend: Backend;
let vip: string;
let trial: string;
let other: string;
let admin: string;

const query = <T>(alias: string, params: unknown, token: string | undefined = vip) =>
  customQuery<T>(backend, alias, params, token);

async function all<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await backend.db.execute(q)) as { rows: T[] }).rows;
}

type Ev = {
  id: number;
  kind: string;
  enterprise_id: number;
  event_date: string;
  importance: number;
  region_code: string;
  province_code: string;
  city_code: string;
  industry_code: string;
  industry_category: string;
  chains: string[];
  chain_nodes: string[];
};

async function events(): Promise<Ev[]> {
  const rows = await all<Record<string, unknown>>(sql`select id::text as id, kind,
      enterprise_id::text as enterprise_id, to_char(event_date, 'YYYY-MM-DD') as event_date,
      importance, region_code, province_code, city_code, industry_code, industry_category,
      chains, chain_nodes from industry_events`);
  return rows.map((r) => ({
    ...(r as unknown as Ev),
    id: Number(r.id),
    enterprise_id: Number(r.enterprise_id),
  }));
}

type Filter = {
  chain?: string;
  node?: string;
  industry?: string;
  region?: string;
  kinds?: string[];
  importance?: number;
  from?: string;
  to?: string;
};

/** The oracle: the filter's meaning over every event, in JS. */
function matches(e: Ev, f: Filter): boolean {
  const region = f.region ?? '000000';
  if (region !== '000000') {
    if (region.endsWith('0000')) {
      if (e.province_code !== region) return false;
    } else if (region.endsWith('00')) {
      if (e.city_code !== region) return false;
    } else if (e.region_code !== region) return false;
  }
  if (f.chain && !e.chains.includes(f.chain)) return false;
  if (f.node && !e.chain_nodes.includes(f.node)) return false;
  if (f.industry) {
    if (/^[A-T]$/.test(f.industry)) {
      if (e.industry_category !== f.industry) return false;
    } else if (!e.industry_code.startsWith(f.industry)) return false;
  }
  if (f.kinds?.length && !f.kinds.includes(e.kind)) return false;
  if (f.importance && e.importance < f.importance) return false;
  if (f.from && e.event_date < f.from) return false;
  if (f.to && e.event_date > f.to) return false;
  return true;
}

const newestFirst = (a: Ev, b: Ev) => b.event_date.localeCompare(a.event_date) || b.id - a.id;

async function upload(name: string, text: string, token = admin) {
  const form = new FormData();
  form.set('file', new File([text], name));
  const res = await backend.app.request(ADMIN_IMPORT_PATH, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Envelope<ImportResult[]> };
}

/** A live enterprise on a chain, its chain and province. */
let subject: { id: number; code: string; chain: string; province: string; division: string };
let outsider: { id: number; code: string };

beforeAll(async () => {
  backend = await createEnterpriseTestBackend();
  vip = await smsLoginToken(backend, '13800000001');
  trial = await smsLoginToken(backend, '13800000002');
  other = await smsLoginToken(backend, '13800000003');
  admin = await smsLoginToken(backend, '13800000005');
  const [s] = await all<Record<string, string>>(sql`select e.id::text as id, e.tyshxydm,
      c.code as chain, left(e.region_code, 2) || '0000' as province, left(e.industry_code, 2) as division
    from chain_placements p join enterprises e on e.id = p.enterprise_id
    join industry_chains c on c.id = p.chain_id
    where p.confidence <> 'weak' and e.status in ('存续', '在业') and e.zczb is not null
    order by e.id limit 1`);
  subject = {
    id: Number(s!.id),
    code: s!.tyshxydm!,
    chain: s!.chain!,
    province: s!.province!,
    division: s!.division!,
  };
  // An enterprise on no chain, in another province and 大类.
  const [o] = await all<Record<string, string>>(sql`select e.id::text as id, e.tyshxydm
    from enterprises e where e.status in ('存续', '在业')
      and left(e.region_code, 2) || '0000' <> ${subject.province}
      and left(e.industry_code, 2) <> ${subject.division}
      and not exists (select 1 from chain_placements p where p.enterprise_id = e.id)
    order by e.id limit 1`);
  outsider = { id: Number(o!.id), code: o!.tyshxydm! };
}, 300_000);
afterAll(() => backend.close());

describe('the feed', () => {
  it('lists exactly the filter’s events, newest first, against a brute-force oracle', async () => {
    const evs = await events();
    expect(evs.length).toBeGreaterThan(0);
    const some = evs.find((e) => e.chains.length > 0 && e.chain_nodes.length > 0)!;
    const filters: Filter[] = [
      {},
      { region: some.province_code },
      { region: some.city_code, kinds: ['large_bid', 'capital_change'] },
      { chain: some.chains[0] },
      { chain: some.chains[0], region: some.province_code, importance: 2 },
      { chain: some.chains[0], node: some.chain_nodes[0] },
      { industry: some.industry_category, from: '2025-01-01', to: '2026-06-30' },
      { industry: some.industry_code.slice(0, 2), kinds: ['penalty', 'judgment'] },
      { industry: some.industry_code.slice(0, 3) },
    ];
    for (const f of filters) {
      const params = { ...f, kinds: f.kinds?.join(','), pageSize: 50 };
      const answer = await query<FeedAnswer['data']>('cyqbFeed', params);
      expect(answer.status).toBe(200);
      const expected = evs.filter((e) => matches(e, f)).sort(newestFirst);
      expect({ f, ids: answer.body.data.map((r) => Number(r.ID_)) }).toEqual({
        f,
        ids: expected.slice(0, 50).map((e) => e.id),
      });
      expect(answer.body.extraData?.totalCount).toBe(expected.length);
    }
  });

  it('links each event to its enterprise’s evidence section', async () => {
    const answer = await query<FeedEventRecord[]>('cyqbFeed', { pageSize: 10 });
    const row = answer.body.data[0]!;
    expect(row.href).toMatch(new RegExp(`^/cyl/qyxq\\?id=${row.qyid}#dim-[a-z]+$`));
    expect(row.kindlabel).not.toBe('');
    expect(answer.body.extraData).toMatchObject({ demo: true, capped: false });
  });

  it('needs the screen’s permission and answers bad input in Chinese', async () => {
    const trialAnswer = await query('cyqbFeed', {}, trial);
    expect(trialAnswer.status).toBe(403);
    expect(trialAnswer.body.message).toContain('产业情报');
    expect((await query('cyqbFeed', {}, '')).status).toBe(401);
    const badKind = await query('cyqbFeed', { kinds: 'financing,nonsense' });
    expect(badKind.status).toBe(400);
    expect(badKind.body.message).toContain('未知的事件类型：nonsense');
    const both = await query('cyqbFeed', { chain: subject.chain, industry: 'C' });
    expect(both.status).toBe(400);
    expect(both.body.message).toContain('产业链与行业只能选择其一');
    const badDate = await query('cyqbFeed', { from: '2026-02-30' });
    expect(badDate.status).toBe(400);
    expect((await query('cyqbFeed', { chain: 'no-such-chain' })).status).toBe(404);
    expect((await query('cyqbFeed', { region: '990000' })).status).toBe(404);
    expect((await query('cyqbFeed', { pageSize: 7 })).status).toBe(400);
  });
});

describe('subscriptions and delivery', () => {
  let chainSub: SubscriptionRecord;
  let industrySub: SubscriptionRecord;
  let otherSub: SubscriptionRecord;
  let watermark: number;

  beforeAll(async () => {
    // Start from a clean slate for the demo users (the derive above delivered nothing).
    const a = await query<SubscriptionRecord[]>('cyqbSubscribe', {
      chain: subject.chain,
      region: subject.province,
    });
    expect(a.status).toBe(200);
    chainSub = a.body.data[0]!;
    const b = await query<SubscriptionRecord[]>('cyqbSubscribe', {
      industry: subject.division,
      kinds: 'capital_change',
    });
    expect(b.status).toBe(200);
    industrySub = b.body.data[0]!;
    otherSub = (await query<SubscriptionRecord[]>('cyqbSubscribe', { chain: subject.chain }, other))
      .body.data[0]!;
    const [m] = await all<{ id: string }>(
      sql`select coalesce(max(id), 0)::text as id from industry_events`,
    );
    watermark = Number(m!.id);
  });

  it('starts after the newest event: older events are never delivered', async () => {
    expect(await deliverEvents(backend.db)).toMatchObject({ rows: 0 });
    const [row] = await all<{ n: number }>(sql`select count(*)::int as n from event_deliveries`);
    expect(row!.n).toBe(0);
    expect(chainSub).toMatchObject({ chain: subject.chain, region: subject.province, kinds: [] });
    expect(industrySub).toMatchObject({ industry: subject.division, kinds: ['capital_change'] });
  });

  it('delivers exactly the matching new events once, through an admin import', async () => {
    // A large bid of an enterprise on no chain (matches no subscription of the VIP) ...
    const bids = await upload(
      'bids.csv',
      `id,tyshxydm,title,role,amount,published_on\nBD-FEED-1,${outsider.code},情报订阅测试项目,中标,5000,2026-11-20\n`,
    );
    expect(bids.status).toBe(200);
    expect(bids.body.data[0]!.rejections).toEqual([]);
    // ... and a registered-capital change of the chain's enterprise (matches both of the VIP's).
    const change = await upload(
      'change_records.csv',
      `id,tyshxydm,changed_on,item,before,after,class_name\nCR-FEED-1,${subject.code},2026-11-20,注册资本变更,100万元人民币,3000万元人民币,注册资本变更\n`,
    );
    expect(change.status).toBe(200);
    const report = change.body.data[0]!;
    expect(report.files[0]).toMatchObject({ entity: 'change_records', inserted: 1, rejected: 0 });
    expect(report.derived?.map((s) => s.step)).toEqual(
      expect.arrayContaining(['industry-events', 'event-deliveries']),
    );

    const evs = await events();
    const fresh = evs.filter((e) => e.id > watermark);
    expect(fresh.map((e) => e.kind).sort()).toEqual(['capital_change', 'large_bid']);
    const oracle = (sub: Filter) => fresh.filter((e) => matches(e, sub)).map((e) => e.id);
    const mine = new Set([
      ...oracle({ chain: subject.chain, region: subject.province }),
      ...oracle({ industry: subject.division, kinds: ['capital_change'] }),
    ]);
    const delivered = await query<DeliveryRecord[]>('cyqbDeliveries', { pageSize: 50 });
    expect(delivered.body.data.map((d) => Number(d.ID_)).sort()).toEqual([...mine].sort());
    expect(delivered.body.data[0]).toMatchObject({
      kind: 'capital_change',
      qyid: String(subject.id),
      isread: 0,
      title: '注册资本由 100万元人民币 增至 3000万元人民币',
    });
    // Once per user and event although two subscriptions match it.
    const [dupes] = await all<{ n: number }>(sql`select count(*)::int as n from event_deliveries
      where user_id = (select id from users where phone = '13800000001')`);
    expect(dupes!.n).toBe(mine.size);
    // The other user's nationwide chain subscription gets the same event, the bid to nobody.
    const theirs = await query<DeliveryRecord[]>('cyqbDeliveries', {}, other);
    expect(theirs.body.data.map((d) => Number(d.ID_))).toEqual(oracle({ chain: subject.chain }));
    // A second run delivers nothing new.
    expect((await deliverEvents(backend.db)).rows).toBe(0);
  });

  it('shows the unread events in the bell and marks them read, one or all', async () => {
    const bell = await query<unknown[]>('dzxxUserDtjcGroup', {
      pageIndex: 1,
      pageSize: 10,
      isRead: 0,
    });
    expect(bell.body.extraData?.eventCount).toBe(1);
    const [first] = bell.body.extraData?.events as DeliveryRecord[];
    expect(first!.title).toContain('注册资本');
    // Another user's mark-read does not touch the VIP's deliveries.
    const foreign = await query<{ done: number }[]>(
      'cyqbMarkRead',
      { ids: [Number(first!.ID_)] },
      other,
    );
    expect(foreign.body.data[0]!.done).toBe(1); // their own delivery of that event
    const still = await query<unknown[]>('dzxxUserDtjcGroup', { pageIndex: 1, pageSize: 10 });
    expect(still.body.extraData?.eventCount).toBe(1);
    const done = await query<{ done: number }[]>('cyqbMarkRead', { ids: 'all' });
    expect(done.body.data[0]!.done).toBe(1);
    const after = await query<unknown[]>('dzxxUserDtjcGroup', { pageIndex: 1, pageSize: 10 });
    expect(after.body.extraData?.eventCount).toBe(0);
    const read = await query<DeliveryRecord[]>('cyqbDeliveries', { isRead: 1 });
    expect(read.body.data.every((d) => d.isread === 1)).toBe(true);
  });

  it('lists and deletes only the owner’s subscriptions', async () => {
    const mine = await query<SubscriptionRecord[]>('cyqbSubscriptions', {});
    expect(mine.body.data.map((s) => s.ID_).sort()).toEqual([chainSub.ID_, industrySub.ID_].sort());
    const theirs = await query<SubscriptionRecord[]>('cyqbSubscriptions', {}, other);
    expect(theirs.body.data.map((s) => s.ID_)).toEqual([otherSub.ID_]);
    const foreign = await query('cyqbUnsubscribe', { id: chainSub.ID_ }, other);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(FEED_MESSAGES.noSuchSubscription);
    expect((await query('cyqbUnsubscribe', { id: industrySub.ID_ })).status).toBe(200);
    const left = await query<SubscriptionRecord[]>('cyqbSubscriptions', {});
    expect(left.body.data.map((s) => s.ID_)).toEqual([chainSub.ID_]);
  });

  it('refuses a duplicate, a subscription without a subject and one past the cap', async () => {
    const dup = await query('cyqbSubscribe', { chain: subject.chain, region: subject.province });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(FEED_MESSAGES.duplicateSubscription);
    const none = await query('cyqbSubscribe', { region: subject.province });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain(FEED_MESSAGES.subjectNeeded);
    const count = (await query<SubscriptionRecord[]>('cyqbSubscriptions', {})).body.data.length;
    for (let i = count; i < SUBSCRIPTION_CAP; i++) {
      const ok = await query('cyqbSubscribe', { industry: String(10 + i), region: '000000' });
      expect(ok.status).toBe(200);
    }
    const over = await query('cyqbSubscribe', { industry: 'A' });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(FEED_MESSAGES.tooManySubscriptions);
  });
});

describe('the admin import', () => {
  it('is for administrators only', async () => {
    const vipAnswer = await upload('bids.csv', 'id,tyshxydm\n', vip);
    expect(vipAnswer.status).toBe(403);
    expect(vipAnswer.body.message).toBe(FEED_MESSAGES.adminOnly);
    expect((await upload('bids.csv', 'id\n', '')).status).toBe(401);
  });

  it('refuses a file that names no entity and reports rejected rows with their reasons', async () => {
    const badName = await upload('payload.csv', 'a,b\n');
    expect(badName.status).toBe(400);
    expect(badName.body.message).toBe(FEED_MESSAGES.importBadName);
    const rejected = await upload(
      'bids.csv',
      'id,tyshxydm,title,role,amount,published_on\nBD-FEED-X,91NOSUCHCODE0000000,项目,中标,100,2026-11-20\n',
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.data[0]!.rejections).toEqual([
      expect.objectContaining({
        file: 'bids.csv',
        line: 2,
        reason: expect.stringContaining('统一社会信用代码') as unknown,
      }),
    ]);
  });
});
