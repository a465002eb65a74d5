import { sql } from 'drizzle-orm';
import { createEnterpriseTestBackend, ENTERPRISE_TEST_NOW } from '../../test/test-backend';
import { changeRecords } from '../schema';
import { countUnreadDynamics, listDynamics, markDynamicsRead } from './dynamics';
import { follow, isFollowing, listFollows, unfollow } from './follows';

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
let backend: Backend;
let userId: string;
const monthAgo = new Date(ENTERPRISE_TEST_NOW.getTime() - 30 * 86_400_000);

beforeAll(async () => {
  backend = await createEnterpriseTestBackend();
  // The trial account starts with the demo follows; this test uses the ops account's id
  // after clearing its follows, so every number below comes from this test.
  const result = (await backend.db.execute(
    sql`select id from users where phone = '13800000003'`,
  )) as { rows: { id: string }[] };
  userId = result.rows[0]!.id;
  await backend.db.execute(sql`delete from follows where user_id = ${userId}`);
});
afterAll(() => backend.close());

async function enterpriseWithChanges(skip = 0): Promise<number> {
  const result = (await backend.db.execute(
    sql`select enterprise_id from change_records group by enterprise_id order by count(*) desc, enterprise_id limit 1 offset ${skip}`,
  )) as { rows: { enterprise_id: number | string }[] };
  return Number(result.rows[0]!.enterprise_id);
}

describe('follows', () => {
  it('follows, lists and unfollows, idempotently', async () => {
    const a = await enterpriseWithChanges(0);
    const b = await enterpriseWithChanges(1);
    await follow(backend.db, userId, a);
    await follow(backend.db, userId, a);
    await follow(backend.db, userId, b);
    expect(await isFollowing(backend.db, userId, a)).toBe(true);
    const page = await listFollows(backend.db, userId, { page: 1, pageSize: 1 });
    expect(page.total).toBe(2);
    expect(page.rows).toHaveLength(1);
    await unfollow(backend.db, userId, b);
    expect(await isFollowing(backend.db, userId, b)).toBe(false);
    expect((await listFollows(backend.db, userId, { page: 1, pageSize: 10 })).total).toBe(1);
  });
});

describe('dynamics', () => {
  it('lists the change records of followed enterprises, newest first', async () => {
    const a = await enterpriseWithChanges(0);
    const { rows, total } = await listDynamics(backend.db, userId, { pageIndex: 1, pageSize: 50 });
    expect(total).toBeGreaterThan(0);
    expect(rows.every((r) => r.enterpriseId === a && r.isRead === 0)).toBe(true);
    const dates = rows.map((r) => r.gxsj);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(rows[0]!.qymc.length).toBeGreaterThan(0);
    expect(rows[0]!.className.length).toBeGreaterThan(0);
  });

  it('turns a newly imported change record into an unread dynamic', async () => {
    const a = await enterpriseWithChanges(0);
    const before = await countUnreadDynamics(backend.db, userId, monthAgo);
    await backend.db.insert(changeRecords).values({
      enterpriseId: a,
      changedOn: '2026-11-20',
      item: '注册资本变更',
      before: '100万元人民币',
      after: '500万元人民币',
      className: '注册资本变更',
      source: 'test',
      asOf: '2026-11-21',
    });
    expect(await countUnreadDynamics(backend.db, userId, monthAgo)).toBe(before + 1);
    const { rows } = await listDynamics(backend.db, userId, {
      since: monthAgo,
      keyword: '注册资本',
      pageIndex: 1,
      pageSize: 10,
    });
    expect(rows[0]).toMatchObject({ item: '注册资本变更', gxsj: '2026-11-20T00:00:00.000Z' });
  });

  it('marks chosen or all dynamics read, for this user only', async () => {
    const all = await listDynamics(backend.db, userId, { pageIndex: 1, pageSize: 100 });
    await markDynamicsRead(backend.db, userId, [all.rows[0]!.id, 'not-an-id']);
    const read = await listDynamics(backend.db, userId, { isRead: 1, pageIndex: 1, pageSize: 100 });
    expect(read.rows.map((r) => r.id)).toEqual([all.rows[0]!.id]);
    const unread = await listDynamics(backend.db, userId, {
      isRead: 0,
      pageIndex: 1,
      pageSize: 100,
    });
    expect(unread.total).toBe(all.total - 1);

    await markDynamicsRead(backend.db, userId, 'all');
    expect(await countUnreadDynamics(backend.db, userId, new Date(0))).toBe(0);
    const vip = (await backend.db.execute(
      sql`select id from users where phone = '13800000001'`,
    )) as { rows: { id: string }[] };
    expect(await countUnreadDynamics(backend.db, vip.rows[0]!.id, monthAgo)).toBeGreaterThan(0);
  });
});
