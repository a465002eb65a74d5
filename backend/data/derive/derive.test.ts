import { sql } from 'drizzle-orm';
import type { SearchStats } from '@/lib/contract/search';
import { ENTERPRISE_TEST_NOW, createEnterpriseTestBackend } from '../../test/test-backend';
import { customQuery } from '../../test/calls';
import { smsLoginToken } from '../../test/sms-helpers';
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
    'leads',
    'search-facets',
    'search-common-words',
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
