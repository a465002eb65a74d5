import type { Envelope } from '@/lib/contract/envelope';
import type { DynamicRecord } from '@/lib/contract/portal';
import { createEnterpriseTestBackend } from '../test/test-backend';
import { smsLoginToken } from '../test/sms-helpers';
import { customQuery } from '../test/calls';

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
type Answer<T> = { status: number; body: Envelope<T> & { extraData?: { totalCount?: number } } };

let backend: Backend;
let vip: string;
let trial: string;
beforeAll(async () => {
  backend = await createEnterpriseTestBackend();
  [vip, trial] = await Promise.all([
    smsLoginToken(backend, '13800000001'),
    smsLoginToken(backend, '13800000002'),
  ]);
});
afterAll(() => backend.close());

const query = <T>(alias: string, params: unknown, token?: string) =>
  customQuery<T>(backend, alias, params, token) as Promise<Answer<T>>;

const unread = (token: string, extra: Record<string, unknown> = {}) =>
  query<DynamicRecord[]>(
    'dzxxUserDtjcGroup',
    { pageIndex: 1, pageSize: 10, sjfwS: '2026-10-21', isRead: 0, ...extra },
    token,
  );

describe('dynamics of followed enterprises', () => {
  it('lists the unread changes of the last month, newest first, with the total', async () => {
    const { status, body } = await unread(vip);
    expect(status).toBe(200);
    expect(body.extraData?.totalCount).toBeGreaterThan(0);
    const rows = body.data;
    expect(rows.length).toBeLessThanOrEqual(10);
    expect(rows[0]).toEqual(
      expect.objectContaining({
        ID_: expect.any(String) as string,
        qymc: expect.any(String) as string,
        class_name: expect.any(String) as string,
        isread: 0,
      }),
    );
    const days = rows.map((r) => r.gxsj);
    expect([...days].sort().reverse()).toEqual(days);
    expect(days.every((d) => d >= '2026-10-21')).toBe(true);
  });

  it('grows when the user follows another enterprise with changes, and marks reads', async () => {
    const before = (await unread(trial)).body.extraData!.totalCount!;
    const recent = await query<{ qyid: string }[]>('qyhxRecentChanges', { pageSize: 50 }, trial);
    const mine = new Set((await unread(trial, { pageSize: 50 })).body.data.map((r) => r.qyid));
    const other = recent.body.data.find((r) => !mine.has(r.qyid));
    expect(other).toBeDefined();
    const followed = await query('dzxxFollow', { qyid: other!.qyid }, trial);
    expect(followed.body.message).toBe('已关注');
    const after = (await unread(trial)).body;
    expect(after.extraData!.totalCount).toBeGreaterThan(before);

    const first = after.data[0]!;
    await query('dzxxMarkDtjcRead', { ids: [first.ID_] }, trial);
    const read = await unread(trial, { isRead: 1 });
    expect(read.body.data.map((r) => r.ID_)).toContain(first.ID_);
    await query('dzxxMarkDtjcRead', { ids: 'all' }, trial);
    expect((await unread(trial)).body.extraData?.totalCount).toBe(0);

    await query('dzxxUnfollow', { qyid: other!.qyid }, trial);
    const state = await query<{ followed: number }[]>('dzxxIsFollow', { qyid: other!.qyid }, trial);
    expect(state.body.data[0]?.followed).toBe(0);
  });

  it('never shows another user the caller reads', async () => {
    const { body } = await unread(vip, { isRead: 1 });
    expect(body.extraData?.totalCount).toBe(0);
  });

  it('refuses unknown enterprises, bad params and anonymous callers', async () => {
    expect((await query('dzxxFollow', { qyid: 999999999 }, vip)).body.message).toBe('企业不存在');
    expect((await query('dzxxFollow', { qyid: 'abc' }, vip)).status).toBe(400);
    expect((await unread(vip, { pageSize: 500 })).status).toBe(400);
    expect((await unread(vip, { sjfwS: '21/10/2026' })).status).toBe(400);
    expect((await query('dzxxUserDtjcGroup', {}, undefined)).status).toBe(401);
  });
});
