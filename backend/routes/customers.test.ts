import { sql } from 'drizzle-orm';
import {
  CUSTOMER_MESSAGES,
  CUSTOMER_STAGE_OPTIONS,
  type AddCustomersAnswer,
  type CustomerGroupRecord,
} from '@/lib/contract/customers';
import { CUSTOMER_STAGES } from '../db/schema/customers';
import { addCustomers, isACustomer, notACustomer } from '../db/queries/customers';
import { enterprises } from '../db/schema';
import { insertEnterprise } from '../test/enterprise-fixtures';
import { customQuery } from '../test/calls';
import { smsLoginToken } from '../test/sms-helpers';
import { createSeededTestBackend, type TestBackend } from '../test/test-backend';

// 客户管理 (customer book): adding customers (one refused twice, bulk reported exactly), which
// enterprises are customers, and that one user's book is invisible to another.

let backend: TestBackend;
let vip: string; // 13800000001
let other: string; // 13800000003, another VIP
let trial: string; // 13800000002, no bt-khgl
let ids: number[] = [];

const call = <T>(alias: string, params: unknown, token: string | undefined = vip) =>
  customQuery<T>(backend, alias, params, token);

async function userId(phone: string): Promise<string> {
  const rows = (await backend.db.execute(sql`select id from users where phone = ${phone}`)) as {
    rows: { id: string }[];
  };
  return rows.rows[0]!.id;
}

async function groupsOf(token: string) {
  return (await call<CustomerGroupRecord[]>('glzxGroups', {}, token)).body.data;
}

beforeAll(async () => {
  backend = await createSeededTestBackend();
  [vip, other, trial] = [
    await smsLoginToken(backend, '13800000001'),
    await smsLoginToken(backend, '13800000003'),
    await smsLoginToken(backend, '13800000002'),
  ];
  ids = [];
  for (const name of [
    '甲客户科技有限公司',
    '乙客户贸易有限公司',
    '丙客户制造有限公司',
    '丁客户物流有限公司',
  ]) {
    ids.push(await insertEnterprise(backend.db, { qymc: name }));
  }
}, 60_000);
afterAll(() => backend.close());

it('the contract names the same stages as the schema, in order', () => {
  expect(CUSTOMER_STAGE_OPTIONS.map((o) => o.value)).toEqual([...CUSTOMER_STAGES]);
});

describe('glzxAddCustomers', () => {
  it('adds one enterprise, then refuses it a second time with a clear message', async () => {
    const first = await call<AddCustomersAnswer[]>('glzxAddCustomers', {
      enterpriseIds: [ids[0]],
      source: 'profile',
    });
    expect(first.status).toBe(200);
    expect(first.body.data[0]).toEqual({
      added: 1,
      already: 0,
      addedids: [ids[0]],
      alreadyids: [],
    });
    const again = await call('glzxAddCustomers', { enterpriseIds: [ids[0]], source: 'search' });
    expect(again.status).toBe(409);
    expect(again.body.success).toBe(false);
    expect(again.body.message).toBe(CUSTOMER_MESSAGES.alreadyCustomer);
    // The first add stays as it was: its source and its default group.
    const rows = (await backend.db.execute(
      sql`select c.source, g.name from customers c join customer_groups g on g.id = c.group_id
          where c.enterprise_id = ${ids[0]}`,
    )) as { rows: { source: string; name: string }[] };
    expect(rows.rows).toEqual([{ source: 'profile', name: '默认分组' }]);
  });

  it('in bulk adds the rest and reports exactly which were already customers', async () => {
    const bulk = await call<AddCustomersAnswer[]>('glzxAddCustomers', {
      enterpriseIds: [ids[0], ids[1], ids[2], ids[1]],
      source: 'rzsj',
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.data[0]).toEqual({
      added: 2,
      already: 1,
      addedids: [ids[1], ids[2]],
      alreadyids: [ids[0]],
    });
    expect(bulk.body.message).toBe(CUSTOMER_MESSAGES.added(2, 1));
    const count = (await backend.db.execute(
      sql`select count(*)::int as n from customers where user_id = ${await userId('13800000001')}`,
    )) as { rows: { n: number }[] };
    expect(count.rows[0]!.n).toBe(3);
  });

  it('refuses unknown enterprises, bad sources and empty lists without adding anything', async () => {
    const unknown = await call('glzxAddCustomers', {
      enterpriseIds: [ids[3], 987654321],
      source: 'rzsj',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(CUSTOMER_MESSAGES.noSuchEnterprise([987654321]));
    expect(
      (await call<{ ids: number[] }[]>('glzxCustomerIds', { enterpriseIds: [ids[3]] })).body
        .data[0]!.ids,
    ).toEqual([]);
    const badSource = await call('glzxAddCustomers', { enterpriseIds: [ids[3]], source: 'x' });
    expect(badSource.status).toBe(400);
    expect(badSource.body.message).toContain('来源');
    const empty = await call('glzxAddCustomers', { enterpriseIds: [], source: 'rzsj' });
    expect(empty.status).toBe(400);
    const tooMany = await call('glzxAddCustomers', {
      enterpriseIds: Array.from({ length: 501 }, (_, i) => i + 1),
      source: 'rzsj',
    });
    expect(tooMany.status).toBe(400);
  });

  it("puts customers in the caller's chosen group and refuses another user's group", async () => {
    const mine = (await groupsOf(vip)).find((g) => g.name === '重点客户')!;
    const theirs = (await groupsOf(other)).find((g) => g.name === '重点客户')!;
    expect(mine.ID_).not.toBe(theirs.ID_);
    const refused = await call('glzxAddCustomers', {
      enterpriseIds: [ids[3]],
      groupId: theirs.ID_,
      source: 'search',
    });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(CUSTOMER_MESSAGES.noSuchGroup);
    const added = await call<AddCustomersAnswer[]>('glzxAddCustomers', {
      enterpriseIds: [ids[3]],
      groupId: mine.ID_,
      source: 'search',
    });
    expect(added.body.data[0]!.addedids).toEqual([ids[3]]);
    expect((await groupsOf(vip)).find((g) => g.ID_ === mine.ID_)!.count).toBe(1);
  });

  it('needs a login and the 客户管理 permission', async () => {
    const anonymous = await call(
      'glzxAddCustomers',
      { enterpriseIds: [ids[0]], source: 'rzsj' },
      '',
    );
    expect(anonymous.status).toBe(401);
    const noPermission = await call(
      'glzxAddCustomers',
      { enterpriseIds: [ids[0]], source: 'rzsj' },
      trial,
    );
    expect(noPermission.status).toBe(403);
    expect(noPermission.body.message).toBe(CUSTOMER_MESSAGES.noPermission);
  });
});

describe('glzxCustomerIds and the customer predicates', () => {
  it("answers the caller's customers only, never another user's", async () => {
    await call('glzxAddCustomers', { enterpriseIds: [ids[1]], source: 'cksj' }, other);
    const mine = await call<{ ids: number[] }[]>('glzxCustomerIds', { enterpriseIds: ids });
    expect(mine.body.data[0]!.ids).toEqual(ids);
    const theirs = await call<{ ids: number[] }[]>(
      'glzxCustomerIds',
      { enterpriseIds: ids },
      other,
    );
    expect(theirs.body.data[0]!.ids).toEqual([ids[1]]);
  });

  it('isACustomer / notACustomer filter a list of enterprises as glzxCustomerIds does', async () => {
    const uid = await userId('13800000003');
    const list = async (predicate: typeof isACustomer) =>
      (
        (await backend.db.execute(
          sql`select id from ${enterprises} where id in ${ids} and ${predicate(uid, enterprises.id)} order by id`,
        )) as { rows: { id: string }[] }
      ).rows.map((r) => Number(r.id));
    expect(await list(isACustomer)).toEqual([ids[1]]);
    expect(await list(notACustomer)).toEqual(ids.filter((id) => id !== ids[1]));
  });

  it('addCustomers (for other services) reports added and already, and refuses a foreign group', async () => {
    const uid = await userId('13800000003');
    const now = new Date('2026-11-21T08:00:00Z');
    expect(await addCustomers(backend.db, uid, ids.slice(1, 3), { source: 'qksc', now })).toEqual({
      addedIds: [ids[2]],
      alreadyIds: [ids[1]],
    });
    const foreign = (await groupsOf(vip))[0]!.ID_;
    expect(
      await addCustomers(backend.db, uid, ids.slice(3), { source: 'qksc', groupId: foreign, now }),
    ).toBeNull();
  });
});
