import { sql } from 'drizzle-orm';
import { searchFilterSchema, type SearchRecord } from '@/lib/contract/search';
import { systemClock } from '../clock';
import { createPostgresSearch } from '../services/search/postgres';
import { BRANCH_CANDIDATE_CAP } from '../services/search/keyword';
import { customQuery } from '../test/calls';
import { smsLoginToken } from '../test/sms-helpers';
import { createSeededTestBackend } from '../test/test-backend';

// Broad questions do bounded work: a one-character keyword stops at the candidate cap, and
// the answer says the total is capped (10,000+) instead of counting everything.

type Backend = Awaited<ReturnType<typeof createSeededTestBackend>>;
let backend: Backend;
let vip: string;
const BROAD = BRANCH_CANDIDATE_CAP + 500;

beforeAll(async () => {
  backend = await createSeededTestBackend();
  vip = await smsLoginToken(backend, '13800000001');
  // One statement, so the suite stays quick on PGlite: 鑫源商贸1 … 鑫源商贸20500, capital = n.
  await backend.db.execute(sql`
    insert into enterprises (qymc, name_pinyin, name_initials, tyshxydm, legal_representative,
      zczb, established_on, status, qylx, industry_code, industry_category, dlhy, region_code,
      address, source, as_of)
    select '鑫源商贸' || n, 'xinyuanshangmao' || n, 'xysm' || n,
      'BROAD' || lpad(n::text, 13, '0'), '张三', n, '2020-01-01', '存续', '有限责任公司',
      '5191', 'F', '批发业', '110101', '北京市', 'test', '2026-11-01'
    from generate_series(1, ${BROAD}) n`);
});
afterAll(() => backend.close());

const search = (params: object) =>
  customQuery<SearchRecord[]>(backend, 'qyhxSearch', { pageSize: 10, ...params }, vip);

it('stops a one-character prefix at the cap and answers a capped total', async () => {
  const { status, body } = await search({ keyword: '鑫' });
  expect(status).toBe(200);
  expect(body.extraData).toMatchObject({ totalCount: 10_000, capped: true });
  expect(body.data).toHaveLength(10);
  expect(body.data.every((r) => r.qymc.startsWith('鑫'))).toBe(true);
  // Ranked by capital within the candidates: the page is in descending order.
  const capitals = body.data.map((r) => r.zczb!);
  expect([...capitals].sort((a, b) => b - a)).toEqual(capitals);
});

it('counts a longer prefix exactly, past the cap of one branch', async () => {
  const { body } = await search({ keyword: '鑫源' });
  expect(body.extraData).toMatchObject({ totalCount: 10_000, capped: true });
  // The largest come first: every candidate was ranked, not only the first 20,000.
  expect(body.data[0]!.qymc).toBe(`鑫源商贸${BROAD}`);
});

it('reads at most the cap of candidates for one character, and every one for two', async () => {
  const engine = createPostgresSearch({ db: backend.db, clock: systemClock });
  const filters = (keyword: string) => searchFilterSchema.parse({ keyword });
  expect(await engine.count(filters('鑫'), 1_000_000)).toBe(BRANCH_CANDIDATE_CAP);
  expect(await engine.count(filters('鑫源'), 1_000_000)).toBe(BROAD);
});

it('bounds a one-letter pinyin prefix the same way', async () => {
  const { body } = await search({ keyword: 'x', keyType: 'name' });
  expect(body.extraData).toMatchObject({ capped: true });
  expect(body.data).toHaveLength(10);
});
