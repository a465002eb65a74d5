import { sql } from 'drizzle-orm';
import type { SearchStats } from '@/lib/contract/search';
import { ENTERPRISE_TEST_NOW, createEnterpriseTestBackend } from '../../test/test-backend';
import { customQuery } from '../../test/calls';
import { smsLoginToken } from '../../test/sms-helpers';
import { refreshLatestInsured } from '../../services/prospects/latest-insured';
import { deriveIfNever, runDerive } from '.';

// The derive pipeline keeps the unfiltered facets of find companies (they equal direct counts)
// and the common bigrams of names.

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
let backend: Backend;

beforeAll(async () => {
  backend = await createEnterpriseTestBackend({ companies: 120 });
});
afterAll(() => backend.close());

const count = async (condition: ReturnType<typeof sql>) =>
  Number(
    (
      (await backend.db.execute(
        sql`select count(*) as n from enterprises e where ${condition}`,
      )) as {
        rows: { n: string | number }[];
      }
    ).rows[0]!.n,
  );

it('runs each step once on a loaded database, records it, and serves the unfiltered facets', async () => {
  const clock = { now: () => ENTERPRISE_TEST_NOW };
  const first = await deriveIfNever(backend.db, clock);
  expect(first.map((r) => r.step)).toEqual([
    'catalog-relations',
    'chain-placements',
    'chain-region-stats',
    'park-members',
    'leads',
    'recommendations',
    'regional-economy',
    'rankings',
    'industry-overview',
    'search-facets',
    'search-common-words',
    'latest-insured',
    'prospect-lists',
    'industry-events',
    'event-deliveries',
  ]);
  expect(await deriveIfNever(backend.db, clock)).toEqual([]);
  const report = await runDerive(backend.db, clock);
  const step = (name: string) => report.find((r) => r.step === name);
  expect(step('search-facets')).toMatchObject({ rows: await count(sql`true`) });
  // 120 names hold no bigram 10,001 times (search-broad.test.ts fills this table).
  expect(step('search-common-words')).toMatchObject({ rows: 0 });
  // Placement goes through every enterprise and says how fast.
  expect(step('chain-placements')?.enterprisesPerSecond).toBeGreaterThan(0);

  const vip = await smsLoginToken(backend, '13800000001');
  const { body } = await customQuery<SearchStats[]>(backend, 'qyhxSearchStats', {}, vip);
  const facets = body.data[0]!;
  expect(facets.sampled).toBe(false);
  expect(facets.total).toBe(await count(sql`true`));
  expect(facets.status.find((b) => b.value === '存续')?.count).toBe(
    await count(sql`e.status = '存续'`),
  );
  const guangdong = facets.addr.find((b) => b.value === '440000')?.count ?? 0;
  expect(guangdong).toBe(await count(sql`e.region_code like '44%'`));
  const manufacturing = facets.sshy.find((b) => b.value === 'C')?.count ?? 0;
  expect(manufacturing).toBe(await count(sql`e.industry_category = 'C'`));
});

it("keeps each enterprise's latest 参保人数: a later report replaces it, one without the figure removes it, only where an import touched", async () => {
  type Latest = { enterprise_id: number; year: number; insured_count: number };
  const read = async (query: ReturnType<typeof sql>) =>
    ((await backend.db.execute(query)) as { rows: Latest[] }).rows.map((r) => ({
      enterprise_id: Number(r.enterprise_id),
      year: Number(r.year),
      insured_count: Number(r.insured_count),
    }));
  const direct = () =>
    read(sql`select * from (select distinct on (enterprise_id) enterprise_id, year, insured_count
      from annual_reports order by enterprise_id, year desc) l
      where insured_count is not null order by enterprise_id`);
  const table = () =>
    read(sql`select enterprise_id, year, insured_count from latest_insured order by enterprise_id`);
  await refreshLatestInsured(backend.db);
  const before = await table();
  expect(before.length).toBeGreaterThan(0);
  expect(before).toEqual(await direct());

  const [a, b] = before;
  const report = (id: number, year: number, insured: number | null) =>
    backend.db.execute(sql`insert into annual_reports
      (enterprise_id, year, published_on, insured_count, source, as_of)
      values (${id}, ${year}, ${`${year + 1}-05-01`}, ${insured}, 'test', '2026-11-01')`);
  await report(a!.enterprise_id, a!.year + 1, 4321);
  await report(b!.enterprise_id, b!.year + 1, null);
  // Scoped to `a`: b keeps its row until a refresh covers it.
  expect(await refreshLatestInsured(backend.db, [a!.enterprise_id])).toMatchObject({ scoped: 1 });
  const scoped = await table();
  expect(scoped.find((r) => r.enterprise_id === a!.enterprise_id)).toEqual({
    enterprise_id: a!.enterprise_id,
    year: a!.year + 1,
    insured_count: 4321,
  });
  expect(scoped.find((r) => r.enterprise_id === b!.enterprise_id)).toEqual(b);
  const full = await refreshLatestInsured(backend.db);
  expect(await table()).toEqual(await direct());
  expect(full.rows).toBe(before.length - 1);
  expect((await table()).some((r) => r.enterprise_id === b!.enterprise_id)).toBe(false);
});
