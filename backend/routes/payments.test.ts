import { sql } from 'drizzle-orm';
import type { CurrentUser } from '@/lib/contract/auth';
import type { MenuRecord, AppUserRecord } from '@/lib/contract/portal';
import type {
  MembershipRecord,
  OrderRecord,
  PaymentRecord,
  PlanRecord,
} from '@/lib/contract/commerce';
import { manualClock } from '../test/clock';
import { customQuery, postJson } from '../test/calls';
import { smsLoginToken } from '../test/sms-helpers';
import { createSeededTestBackend, type TestBackend } from '../test/test-backend';
import { devPaymentProvider, paymentProvider } from '../services/commerce/provider';

// Membership purchase: the price is the server's, an order is paid once, a forged, repeated or
// wrong-amount notification changes nothing, orders expire, the tier and its end follow the
// payment in one step (and the menu grants with them), and nobody reads another's orders.

const clock = manualClock(new Date('2026-11-27T02:00:00Z'));
let backend: TestBackend;
let trial: string;
let buyer2: string;
const TRIAL = '13800000002';

beforeAll(async () => {
  backend = await createSeededTestBackend({ clock });
  trial = await smsLoginToken(backend, TRIAL);
  buyer2 = await smsLoginToken(backend, '13800000003');
  clock.advance(61_000);
}, 60_000);
afterAll(() => backend.close());

/** A custom query as the trial user, or as `token` ('' for a visitor). */
const query = <T>(alias: string, params: unknown, token: string = trial) =>
  customQuery<T>(backend, alias, params, token || undefined);

async function one<T>(statement: ReturnType<typeof sql>): Promise<T> {
  return ((await backend.db.execute(statement)) as { rows: T[] }).rows[0]!;
}

/** This installation's own provider: its secret lives in the database, as a real one's keys. */
let provider: Awaited<ReturnType<typeof paymentProvider>>;
beforeAll(async () => {
  provider = await paymentProvider(backend.db, backend.config.payment);
});

const notify = async (body: string) => {
  const res = await backend.app.request('/api-zsai-query/zsai/pay/notify/dev', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: res.status, text: await res.text() };
};

const paidNotice = (orderId: string, amountFen: number, tradeNo = `T${orderId}`) =>
  provider.sign({ orderId, tradeNo, amountFen, status: 'paid' });

async function current(token = trial) {
  const res = await backend.app.request('/api-user/user/org/osUser/current', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: CurrentUser }).data;
}

async function createOrder(planId: string, token = trial) {
  const res = await query<PaymentRecord[]>('dzxxCreateOrder', { planId }, token);
  expect(res.status).toBe(200);
  return res.body.data[0]!;
}

const fen = (yuan: string) => Math.round(Number(yuan) * 100);

async function grantedKeys(token = trial) {
  const user = (await query<AppUserRecord[]>('dzxxAppUser', {}, token)).body.data[0]!;
  const records = await query<MenuRecord[]>('dzxxGetMenu', { menuIds: user.menuids }, token);
  return new Set(records.body.data.map((r) => r.key_));
}

test('plans come from the table, with prices as text and the caller’s membership', async () => {
  const res = await query<PlanRecord[]>('dzxxMemberPlans', {});
  expect(res.status).toBe(200);
  const table = await one<{ n: number }>(
    sql`select count(*)::int as n from membership_plans where active = 1`,
  );
  expect(res.body.data).toHaveLength(table.n);
  const month = res.body.data.find((p) => p.id === 'vip-1m')!;
  expect(month).toMatchObject({ rank: 2, months: 1, price: '399.00', tiername: 'VIP会员' });
  const membership = res.body.extraData?.membership as MembershipRecord;
  expect(membership).toMatchObject({ rank: 1, expiresAt: null, homeVersion: 'standard' });
  // Visitors see the plans too, without a membership.
  const visitor = await query<PlanRecord[]>('dzxxMemberPlans', {}, '');
  expect(visitor.body.data).toHaveLength(table.n);
  expect(visitor.body.extraData?.membership).toBeNull();
});

test('the price is computed server-side: a price sent by the browser is ignored or refused', async () => {
  const res = await query<PaymentRecord[]>('dzxxCreateOrder', {
    planId: 'vip-12m',
    amount: '0.01',
    amountFen: 1,
  });
  expect(res.status).toBe(200);
  const order = res.body.data[0]!;
  expect(order.amount).toBe('2999.00');
  const stored = await one<{ amount_fen: number }>(
    sql`select amount_fen from orders where id = ${order.id}`,
  );
  expect(stored.amount_fen).toBe(299_900);
  // An operator's price change applies to the next order, not to this one.
  await backend.db.execute(
    sql`update membership_plans set price_fen = 288800 where id = 'vip-12m'`,
  );
  const again = await createOrder('vip-12m');
  expect(again.amount).toBe('2888.00');
  await backend.db.execute(
    sql`update membership_plans set price_fen = 299900 where id = 'vip-12m'`,
  );
  // The new order replaced the waiting one.
  expect(
    (await query<PaymentRecord[]>('dzxxPayment', { orderId: order.id })).body.data[0]!.state,
  ).toBe('cancelled');
  const unknown = await query('dzxxCreateOrder', { planId: 'vip-99m' });
  expect(unknown.status).toBe(404);
  expect(unknown.body.message).toBe('该套餐不存在或已下架');
  const missing = await query('dzxxCreateOrder', {});
  expect(missing.status).toBe(400);
});

// Issue 31: the development secret was a constant in the source, so anyone could sign a
// notification for their own order. Each installation now generates its own.
test('a notification signed with the secret that used to be in the source is refused', async () => {
  const order = await createOrder('vip-1m');
  const formerDefault = 'zsai-development-payment-secret-not-for-production';
  const res = await notify(
    devPaymentProvider(formerDefault).sign({
      orderId: order.id,
      tradeNo: 'FROM-THE-SOURCE',
      amountFen: fen(order.amount),
      status: 'paid',
    }),
  );
  expect(res.status).toBe(400);
  expect(res.text).toContain('签名校验失败');
  const kept = await one<{ value: string }>(
    sql`select value #>> '{}' as value from app_meta where key = 'payment-secret'`,
  );
  expect(kept.value).toMatch(/^[0-9a-f]{64}$/);
  expect((await current()).rank).toBe(1);
});

test('a forged notification, a wrong amount and an unknown order change nothing', async () => {
  const rejected = sql`select count(*)::int as n from payment_notifications where outcome = 'rejected'`;
  const before = (await one<{ n: number }>(rejected)).n;
  const order = await createOrder('vip-1m');
  expect(order.payurl).toMatch(/^\/zsai\/pay\/dev\?orderId=ZS\d{20}&sig=[0-9a-f]{64}$/);
  const forged = devPaymentProvider('x'.repeat(40)).sign({
    orderId: order.id,
    tradeNo: 'FORGED',
    amountFen: fen(order.amount),
    status: 'paid',
  });
  const res = await notify(forged);
  expect(res.status).toBe(400);
  expect(res.text).toContain('签名校验失败');
  const wrongAmount = await notify(paidNotice(order.id, 1));
  expect(wrongAmount.status).toBe(400);
  expect(wrongAmount.text).toContain('支付金额与订单金额不一致');
  expect((await notify('not json')).status).toBe(400);
  expect((await notify(paidNotice('ZS00000000000000000000', 39_900))).status).toBe(400);
  expect((await current()).rank).toBe(1);
  const state = await query<PaymentRecord[]>('dzxxPayment', { orderId: order.id });
  expect(state.body.data[0]!.state).toBe('pending');
  const kept = await one<{ n: number }>(rejected);
  // Forged, wrong amount, unknown order (the unreadable body is refused before it is read).
  expect(kept.n - before).toBe(3);
});

test('payment changes tier, its end and the menu grants together; a repeat changes nothing; it cannot be paid twice', async () => {
  expect((await grantedKeys()).has('bt-rzsj')).toBe(false);
  const order = await createOrder('vip-3m');
  expect(order.kind).toBe('buy');
  const body = paidNotice(order.id, fen(order.amount));
  const res = await notify(body);
  expect(res).toEqual({ status: 200, text: 'success' });

  const user = await current();
  expect(user.rank).toBe(2);
  const now = clock.now();
  const expected = new Date(now);
  expected.setUTCMonth(expected.getUTCMonth() + 3);
  expect(user.rankExpiresAt).toBe(expected.toISOString());
  const paid = (await query<PaymentRecord[]>('dzxxPayment', { orderId: order.id })).body.data[0]!;
  expect(paid).toMatchObject({
    state: 'paid',
    statename: '已支付',
    granteduntil: expected.toISOString(),
  });
  // The next call sees the VIP tier's grants.
  expect((await grantedKeys()).has('bt-rzsj')).toBe(true);

  // The same notification again: acknowledged, nothing changes.
  const again = await notify(body);
  expect(again).toEqual({ status: 200, text: 'success' });
  expect((await current()).rankExpiresAt).toBe(expected.toISOString());
  // Another payment of the same order (a second trade): refused.
  const twice = await notify(paidNotice(order.id, fen(order.amount), 'SECOND-TRADE'));
  expect(twice.status).toBe(400);
  expect((await current()).rankExpiresAt).toBe(expected.toISOString());
  const outcomes = await one<{ applied: number; duplicate: number }>(
    sql`select count(*) filter (where outcome = 'applied')::int as applied,
               count(*) filter (where outcome = 'duplicate')::int as duplicate
          from payment_notifications where order_id = ${order.id}`,
  );
  expect(outcomes).toEqual({ applied: 1, duplicate: 1 });

  // Renewal extends the current period.
  const renewal = await createOrder('vip-1m');
  expect(renewal.kind).toBe('renew');
  expect((await notify(paidNotice(renewal.id, fen(renewal.amount)))).status).toBe(200);
  const extended = new Date(expected);
  extended.setUTCMonth(extended.getUTCMonth() + 1);
  expect((await current()).rankExpiresAt).toBe(extended.toISOString());
});

test('the tier ends at its expiry: back to the trial grants on the next call', async () => {
  const before = await current();
  expect(before.rank).toBe(2);
  clock.advance(new Date(before.rankExpiresAt!).getTime() + 1000 - clock.now().getTime());
  trial = await smsLoginToken(backend, TRIAL);
  const after = await current();
  expect(after).toMatchObject({ rank: 1, rankExpiresAt: null });
  expect((await grantedKeys()).has('bt-rzsj')).toBe(false);
  buyer2 = await smsLoginToken(backend, '13800000003');
});

test('an order expires at its deadline and cannot be paid after it', async () => {
  const order = await createOrder('vip-1m');
  const minutes = backend.config.payment.timeoutMs / 60_000;
  expect(order.secondsleft).toBe(minutes * 60);
  clock.advance(backend.config.payment.timeoutMs - 1000);
  expect(
    (await query<PaymentRecord[]>('dzxxPayment', { orderId: order.id })).body.data[0],
  ).toMatchObject({ state: 'pending', secondsleft: 1 });
  clock.advance(1000);
  expect(
    (await query<PaymentRecord[]>('dzxxPayment', { orderId: order.id })).body.data[0],
  ).toMatchObject({ state: 'expired', statename: '已过期', secondsleft: 0 });
  const late = await notify(paidNotice(order.id, fen(order.amount)));
  expect(late.status).toBe(400);
  expect((await current()).rank).toBe(1);
  // Cancelling: only a waiting order.
  const cancel = await query('dzxxCancelOrder', { orderId: order.id });
  expect(cancel.status).toBe(409);
  const fresh = await createOrder('vip-1m');
  expect(
    (await query<OrderRecord[]>('dzxxCancelOrder', { orderId: fresh.id })).body.data[0]!.state,
  ).toBe('cancelled');
});

test('another user can neither read, cancel nor list my orders', async () => {
  const mine = await createOrder('vip-1m');
  const read = await query('dzxxPayment', { orderId: mine.id }, buyer2);
  expect(read.status).toBe(404);
  expect(read.body.message).toBe('订单不存在');
  expect((await query('dzxxCancelOrder', { orderId: mine.id }, buyer2)).status).toBe(404);
  const theirs = await query<OrderRecord[]>('dzxxOrders', {}, buyer2);
  expect(theirs.body.data.map((o) => o.id)).not.toContain(mine.id);
  const list = await query<OrderRecord[]>('dzxxOrders', { pageSize: 50 });
  const total = await one<{ n: number }>(
    sql`select count(*)::int as n from orders o join users u on u.id = o.user_id where u.phone = ${TRIAL}`,
  );
  expect(list.body.extraData?.totalCount).toBe(total.n);
  expect(list.body.data.map((o) => o.id)).toContain(mine.id);
  // Anonymous calls are refused.
  expect((await query('dzxxOrders', {}, '')).status).toBe(401);
  expect((await query('dzxxCreateOrder', { planId: 'vip-1m' }, '')).status).toBe(401);
});

test('the development confirmation page needs the signed link and settles through the notification path', async () => {
  const order = await createOrder('vip-1m');
  const url = new URL(order.payurl, 'http://portal.test');
  const sig = url.searchParams.get('sig')!;
  const bad = await backend.app.request(
    `/api-zsai-query/zsai/pay/dev/order?orderId=${order.id}&sig=${'0'.repeat(64)}`,
  );
  expect(bad.status).toBe(404);
  const view = await backend.app.request(
    `/api-zsai-query/zsai/pay/dev/order?orderId=${order.id}&sig=${sig}`,
  );
  expect(view.status).toBe(200);
  expect(((await view.json()) as { data: { amount: string } }).data.amount).toBe('399.00');
  const decline = await postJson<{ state: string }>(
    backend,
    '/api-zsai-query/zsai/pay/dev/confirm',
    {
      orderId: order.id,
      sig,
      action: 'decline',
    },
  );
  expect(decline.body.data.state).toBe('cancelled');
  expect((await current()).rank).toBe(1);

  const next = await createOrder('vip-1m');
  const nextSig = new URL(next.payurl, 'http://portal.test').searchParams.get('sig')!;
  const pay = await postJson<{ state: string }>(backend, '/api-zsai-query/zsai/pay/dev/confirm', {
    orderId: next.id,
    sig: nextSig,
    action: 'pay',
  });
  expect(pay.status).toBe(200);
  expect(pay.body.data.state).toBe('paid');
  expect((await current()).rank).toBe(2);
  const twice = await postJson(backend, '/api-zsai-query/zsai/pay/dev/confirm', {
    orderId: next.id,
    sig: nextSig,
    action: 'pay',
  });
  expect(twice.status).toBe(400);
  expect(twice.body.message).toBe('订单已支付');
});

test('版本切换: the finance home needs bt-gylfx; the choice is saved per user', async () => {
  const vip = await smsLoginToken(backend, '13800000001');
  const saved = await query('dzxxSetHomeVersion', { version: 'finance' }, vip);
  expect(saved.status).toBe(200);
  expect((await current(vip)).homeVersion).toBe('finance');
  expect((await current(buyer2)).homeVersion).toBe('standard');
  await backend.db.execute(
    sql`update users set rank = 1, rank_expires_at = null where phone = ${TRIAL}`,
  );
  const refused = await query('dzxxSetHomeVersion', { version: 'finance' });
  expect(refused.status).toBe(403);
  expect(refused.body.message).toBe('当前账号未开通金融版');
  expect((await query('dzxxSetHomeVersion', { version: 'other' })).status).toBe(400);
});
