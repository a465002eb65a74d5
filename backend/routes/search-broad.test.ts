import { sql } from 'drizzle-orm';
import {
  searchFilterSchema,
  searchSortSchema,
  type SearchRecord,
  type SearchStats,
} from '@/lib/contract/search';
import { systemClock } from '../clock';
import { RANKED_HEAD, commonWord, refreshCommonWords } from '../services/search/common-words';
import { BRANCH_CANDIDATE_CAP, branchesOf, parseKeyword } from '../services/search/keyword';
import { createPostgresSearch } from '../services/search/postgres';
import { customQuery } from '../test/calls';
import { smsLoginToken } from '../test/sms-helpers';
import { createSeededTestBackend } from '../test/test-backend';

// Broad questions do bounded work and say so: a one-character name is walked in result order
// (no gathering of its 20,000 names), a broad brand or person look-up stops at the cap after
// its filters, and an answer whose total is not all counted is `capped` (10,000+).

type Backend = Awaited<ReturnType<typeof createSeededTestBackend>>;
let backend: Backend;
let vip: string;
const BROAD = BRANCH_CANDIDATE_CAP + 500;

beforeAll(async () => {
  backend = await createSeededTestBackend();
  vip = await smsLoginToken(backend, '13800000001');
  // One statement each, so the suite stays quick on PGlite: 鑫源商贸1 … 鑫源商贸10501 with
  // capital n (万元), each holding the trademark 鑫标n.
  await backend.db.execute(sql`
    insert into enterprises (qymc, name_pinyin, name_initials, tyshxydm, legal_representative,
      zczb, established_on, status, qylx, industry_code, industry_category, dlhy, region_code,
      address, source, as_of)
    select '鑫源商贸' || n, 'xinyuanshangmao' || n, 'xysm' || n,
      'BROAD' || lpad(n::text, 13, '0'), '张三', n, '2020-01-01', '存续', '有限责任公司',
      '5191', 'F', '批发业', '110101', '北京市', 'test', '2026-11-01'
    from generate_series(1, ${BROAD}) n`);
  await backend.db.execute(sql`
    insert into trademarks (enterprise_id, name, registration_no, nice_class, applied_on, status,
      source, as_of)
    select id, '鑫标' || substr(qymc, 5), 'TB' || id, 9, '2020-01-01', '已注册', 'test',
      '2026-11-01'
    from enterprises where qymc like '鑫源商贸%'`);
});
afterAll(() => backend.close());

const search = (params: object) =>
  customQuery<SearchRecord[]>(backend, 'qyhxSearch', { pageSize: 10, ...params }, vip);
const capitals = (rows: SearchRecord[]) => rows.map((r) => r.zczb!);

it('walks a one-character name in result order: the largest first, the total capped', async () => {
  const { status, body } = await search({ keyword: '鑫' });
  expect(status).toBe(200);
  expect(body.extraData).toMatchObject({ totalCount: 10_000, capped: true });
  expect(capitals(body.data)).toEqual(Array.from({ length: 10 }, (_, i) => BROAD - i));
  const deep = await search({ keyword: '鑫', pageIndex: 100 });
  expect(capitals(deep.body.data)[0]).toBe(BROAD - 990);
  const letter = await search({ keyword: 'x', keyType: 'name' });
  expect(letter.body.extraData).toMatchObject({ capped: true });
  expect(letter.body.data[0]!.zczb).toBe(BROAD);
});

it('ranks every match of a longer prefix, past the cap of a branch', async () => {
  const { body } = await search({ keyword: '鑫源' });
  expect(body.extraData).toMatchObject({ totalCount: 10_000, capped: true });
  expect(body.data[0]!.qymc).toBe(`鑫源商贸${BROAD}`);
});

it('stops a broad brand look-up at the cap, and says the total is capped', async () => {
  const engine = createPostgresSearch({ db: backend.db, clock: systemClock });
  const brand = searchFilterSchema.parse({ keyword: '鑫标', keyType: 'brand' });
  expect(await engine.count(brand, 1_000_000)).toBe(BRANCH_CANDIDATE_CAP);
  const { body } = await search({ keyword: '鑫标', keyType: 'brand' });
  expect(body.extraData).toMatchObject({ totalCount: 10_000, capped: true });
});

it('applies the filters before a broad look-up stops, so a narrow answer is exact', async () => {
  // Capital under 100 万元: enterprises 1 … 99, however far their trademarks are in the table.
  const { body } = await search({
    keyword: '鑫标',
    keyType: 'brand',
    zczb: '0-100',
    sort: 'capital',
    pageSize: 50,
  });
  expect(body.extraData).toMatchObject({ totalCount: 99, capped: false });
  expect(capitals(body.data).slice(0, 3)).toEqual([99, 98, 97]);
});

it('ranks a word found in more than 10,000 names over all of them, not a subset', async () => {
  // 商贸 is inside every 鑫源商贸n: the contiguous tier stops at the cap and is then read
  // in display order (largest capital first), at any depth and in either sort.
  const { body } = await search({ keyword: '商贸' });
  expect(body.extraData).toMatchObject({ totalCount: 10_000, capped: true });
  expect(capitals(body.data)).toEqual(Array.from({ length: 10 }, (_, i) => BROAD - i));
  const deep = await search({ keyword: '源商', pageIndex: 100 });
  expect(capitals(deep.body.data)[0]).toBe(BROAD - 990);
  const smallest = await search({ keyword: '商贸', sort: 'capital', order: 'asc' });
  expect(capitals(smallest.body.data).slice(0, 3)).toEqual([1, 2, 3]);
  const narrowed = await search({ keyword: '商贸', zczb: '0-100' });
  expect(narrowed.body.extraData).toMatchObject({ totalCount: 99, capped: false });
});

it('answers a word known to be common as it answers by gathering', async () => {
  // The derive step counts the common words of names; 商贸 is then known to run past the cap and is
  // walked without gathering. Every page and order is the same as found the long way (the
  // engine itself: the route's result cache would answer the second time).
  const engine = createPostgresSearch({ db: backend.db, clock: systemClock });
  const questions = [
    [{ keyword: '商贸' }, 0],
    [{ keyword: '商贸' }, 990],
    [{ keyword: '商贸', sort: 'capital', order: 'asc' }, 0],
    [{ keyword: '商贸', zczb: ['0-100'] }, 0],
    [{ keyword: '源商', keyType: 'name' }, 20],
    [{ keyword: '源商贸' }, 0],
  ] as const;
  const ask = () =>
    Promise.all(
      questions.map(([q, offset]) =>
        engine.search(
          { ...searchFilterSchema.parse(q), ...searchSortSchema.parse(q) },
          { offset, limit: 10 },
        ),
      ),
    );
  const walked = branchesOf(parseKeyword('商贸'), 'all').filter((b) => b.nameWord === '商贸');
  expect(walked).toHaveLength(1);
  const gathered = await ask();
  expect(await refreshCommonWords(backend.db)).toBeGreaterThan(0);
  expect((await commonWord(backend.db, '商贸'))?.names).toBeGreaterThanOrEqual(BROAD);
  expect(await commonWord(backend.db, '鑫源商贸')).toMatchObject({ byRank: null });
  expect(await commonWord(backend.db, '臻阳')).toBeNull();
  const known = await ask();
  expect(known).toEqual(gathered);
  expect(gathered[0]).toMatchObject({ total: 10_000, capped: true });
  expect(gathered[0]!.hits.map((h) => h.zczb)).toEqual(
    Array.from({ length: 10 }, (_, i) => BROAD - i),
  );
  await backend.db.execute(sql`delete from search_common_words`);
});

it('answers a frequent word from its ranked head as it answers by gathering', async () => {
  // 骉犇 in 330 names (at the start of every third: the prefix tier), in 25 former names and
  // leading 5 legal representatives' names; capitals with ties and blanks, some 注销. With the
  // heads kept (a threshold of 300 names here), every page, order and filter reads the same.
  await backend.db.execute(sql`
    insert into enterprises (qymc, name_pinyin, name_initials, tyshxydm, legal_representative,
      zczb, established_on, status, qylx, industry_code, industry_category, dlhy, region_code,
      address, former_names, source, as_of)
    select case when n % 3 = 0 then '骉犇测控' || n else '泰州' || n || '骉犇测控有限公司' end,
      'huayue' || n, 'hy' || n, 'FREQ' || lpad(n::text, 14, '0'), '李四',
      case when n % 10 = 0 then null else (n * 37) % 500 end, '2021-01-01',
      case when n % 4 = 0 then '注销' else '存续' end, '有限责任公司', '5191', 'F', '批发业',
      '110101', '北京市', '', 'test', '2026-11-01'
    from generate_series(1, 330) n`);
  await backend.db.execute(sql`
    insert into enterprises (qymc, name_pinyin, name_initials, tyshxydm, legal_representative,
      zczb, established_on, status, qylx, industry_code, industry_category, dlhy, region_code,
      address, former_names, source, as_of)
    select '臻远贸易' || n, 'zhenyuan' || n, 'zy' || n, 'FRQO' || lpad(n::text, 14, '0'),
      case when n <= 5 then '骉犇明' else '王五' end, n * 20, '2021-01-01', '存续',
      '有限责任公司', '5191', 'F', '批发业', '110101', '北京市',
      case when n > 5 then '骉犇测控旧名' || n else '' end, 'test', '2026-11-01'
    from generate_series(1, 30) n`);
  const engine = createPostgresSearch({ db: backend.db, clock: systemClock });
  const questions = [
    [{ keyword: '骉犇' }, 0],
    [{ keyword: '骉犇' }, 110],
    [{ keyword: '骉犇' }, RANKED_HEAD - 10],
    [{ keyword: '骉犇' }, RANKED_HEAD],
    [{ keyword: '骉犇' }, 320],
    [{ keyword: '骉犇', sort: 'capital' }, 0],
    [{ keyword: '骉犇', sort: 'capital' }, 150],
    [{ keyword: '骉犇', sort: 'capital', order: 'asc' }, 0],
    [{ keyword: '骉犇', sort: 'founded' }, 0],
    [{ keyword: '骉犇', keyType: 'name' }, 30],
    [{ keyword: '骉犇测控' }, 0],
    [{ keyword: '骉犇 测控' }, 10],
    [{ keyword: '骉犇', status: ['存续'] }, 0],
  ] as const;
  const ask = () =>
    Promise.all(
      questions.map(([q, offset]) =>
        engine.search(
          { ...searchFilterSchema.parse(q), ...searchSortSchema.parse(q) },
          { offset, limit: 10 },
        ),
      ),
    );
  const gathered = await ask();
  await refreshCommonWords(backend.db, 300);
  const word = await commonWord(backend.db, '骉犇');
  expect(word).toMatchObject({ names: 330, inside: 220 });
  expect(word?.byRank).toHaveLength(RANKED_HEAD);
  const fromHeads = await ask();
  expect(fromHeads).toEqual(gathered);
  expect(gathered[0]!.total).toBe(360);
  expect(gathered[0]!.hits[0]!.qymc).toMatch(/^骉犇测控/);
  // The heads are read: reversed, they change the contiguous tier's first page (offset 110,
  // after the 110 names starting with 骉犇).
  await backend.db.execute(sql`update search_common_words
    set by_rank = array(select unnest(by_rank) order by 1 desc) where word = '骉犇'`);
  const reversed = await ask();
  expect(reversed[1]!.total).toBe(gathered[1]!.total);
  expect(reversed[1]!.hits).not.toEqual(gathered[1]!.hits);
  await backend.db.execute(sql`delete from search_common_words`);
});

it('counts facets of a broad word over the first 10,000 matches, and says so', async () => {
  const stats = await customQuery<SearchStats[]>(
    backend,
    'qyhxSearchStats',
    { keyword: '商贸' },
    vip,
  );
  expect(stats.body.data[0]).toMatchObject({ sampled: true, total: 10_000 });
  const exact = await customQuery<SearchStats[]>(
    backend,
    'qyhxSearchStats',
    { keyword: '商贸', zczb: '0-100' },
    vip,
  );
  expect(exact.body.data[0]).toMatchObject({ sampled: false, total: 99 });
});
