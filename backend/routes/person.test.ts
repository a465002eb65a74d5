import { sql } from 'drizzle-orm';
import { personIdOfKey, type PersonAnswer } from '@/lib/contract/person';
import type { GraphAnswer, ProfileRecord } from '@/lib/contract/profile';
import { people, positions, shareholdings } from '../db/schema';
import { createEnterpriseTestBackend } from '../test/test-backend';
import { smsLoginToken } from '../test/sms-helpers';
import { customQuery } from '../test/calls';
import { insertEnterprise } from '../test/enterprise-fixtures';

// qyhxPerson: a person's roles across enterprises, by the person's row (its disambiguation
// key), never by name.

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;

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

const person = (id: unknown, token?: string) =>
  customQuery<PersonAnswer[]>(backend, 'qyhxPerson', { id }, token);

const provenance = { source: 'test', asOf: '2026-11-01' };

describe('qyhxPerson', () => {
  // 同名甲 is 法定代表人 and 董事 of A and holds 30 % of B in two rows; 同名乙, another person
  // with the same name, is 监事 of C.
  let ids: { a: number; b: number; c: number; first: number; second: number };

  beforeAll(async () => {
    const a = await insertEnterprise(backend.db, {
      qymc: '人员测试甲有限公司',
      legalRepresentative: '同名测试',
    });
    const b = await insertEnterprise(backend.db, { qymc: '人员测试乙有限公司' });
    const c = await insertEnterprise(backend.db, { qymc: '人员测试丙有限公司' });
    const [max] = (
      (await backend.db.execute(sql`select max(id)::text as id from people`)) as {
        rows: { id: string }[];
      }
    ).rows;
    const first = Number(max!.id) + 1000;
    const second = first + 1;
    await backend.db.insert(people).values([
      { id: first, name: '同名测试', personKey: `test-same-${first}`, ...provenance },
      { id: second, name: '同名测试', personKey: `test-same-${second}`, ...provenance },
    ]);
    await backend.db.insert(positions).values([
      { enterpriseId: a, personId: first, title: '董事', ...provenance },
      { enterpriseId: a, personId: first, title: '法定代表人', ...provenance },
      { enterpriseId: c, personId: second, title: '监事', ...provenance },
    ]);
    await backend.db.insert(shareholdings).values([
      { enterpriseId: b, holderPersonId: first, ratio: 20, ...provenance },
      { enterpriseId: b, holderPersonId: first, ratio: 10, ...provenance },
    ]);
    ids = { a, b, c, first, second };
  });

  it('lists the roles of that person only, legal representation first, shares summed', async () => {
    const { status, body } = await person(ids.first, vip);
    expect(status).toBe(200);
    expect(body.data[0]).toEqual({
      id: ids.first,
      name: '同名测试',
      total: 2,
      roles: [
        {
          enterprise_id: ids.a,
          qymc: '人员测试甲有限公司',
          status: '存续',
          titles: ['法定代表人', '董事'],
          ratio: null,
        },
        {
          enterprise_id: ids.b,
          qymc: '人员测试乙有限公司',
          status: '存续',
          titles: [],
          ratio: 30,
        },
      ],
    });
    const other = await person(ids.second, trial);
    expect(other.status).toBe(200);
    expect(other.body.data[0]!.roles.map((r) => r.enterprise_id)).toEqual([ids.c]);
  });

  it('answers every enterprise of a demo person as the database holds them', async () => {
    const [busy] = (
      (await backend.db.execute(sql`
        select k.person_id::text as id, count(distinct k.enterprise_id)::int as n from (
          select person_id, enterprise_id from positions
          union all
          select holder_person_id, enterprise_id from shareholdings
           where holder_person_id is not null) k
        where k.person_id < ${ids.first}
        group by 1 order by 2 desc, 1 limit 1`)) as { rows: { id: string; n: number }[] }
    ).rows;
    const { body } = await person(Number(busy!.id), vip);
    const answer = body.data[0]!;
    expect(answer.total).toBe(Number(busy!.n));
    expect(answer.roles).toHaveLength(Math.min(answer.total, 100));
    expect(new Set(answer.roles.map((r) => r.enterprise_id)).size).toBe(answer.roles.length);
    for (const role of answer.roles) {
      expect(role.titles.length > 0 || (role.ratio ?? 0) > 0).toBe(true);
    }
  });

  it('is what the profile links people to: legal representative, shareholders, graph', async () => {
    const profile = (id: number) =>
      customQuery<ProfileRecord[]>(backend, 'qyhxProfile', { id }, vip);
    expect((await profile(ids.a)).body.data[0]!.legal_representative_id).toBe(ids.first);
    // C's registered legal representative holds no 法定代表人 position: no person to open.
    expect((await profile(ids.c)).body.data[0]!.legal_representative_id).toBeNull();
    const holders = await customQuery<{ holder_person_id: string | null }[]>(
      backend,
      'qyhxDimension',
      { id: ids.b, dim: 'gdxx' },
      vip,
    );
    expect(holders.body.data.map((r) => r.holder_person_id)).toEqual([
      String(ids.first),
      String(ids.first),
    ]);
    const graph = await customQuery<GraphAnswer[]>(backend, 'qyhxGraph', { id: ids.a }, vip);
    const people = graph.body.data[0]!.nodes.filter((n) => n.category === 'person');
    expect(people.map((n) => personIdOfKey(n.id))).toEqual([ids.first]);
    expect(graph.body.data[0]!.links.map((l) => l.relation)).toEqual(['position']);
  });

  it('needs a login, a person id and an existing person', async () => {
    expect((await person(ids.first)).status).toBe(401);
    expect((await person('abc', vip)).status).toBe(400);
    const missing = await person(ids.second + 1000, vip);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('人员不存在');
  });

  it('is refused to a tier without the 主要人员 module', async () => {
    const token = await smsLoginToken(backend, '13800000003');
    // A rank no tier grants anything to: the module check, not the login, refuses.
    await backend.db.execute(sql`update users set rank = 99 where phone = '13800000003'`);
    const locked = await person(ids.first, token);
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe('「主要人员」为VIP会员功能，请升级会员后查看');
  });
});
