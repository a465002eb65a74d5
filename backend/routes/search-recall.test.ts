import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import { searchFilterSchema, type KeyType, type SearchRecord } from '@/lib/contract/search';
import { systemClock } from '../clock';
import { createPostgresSearch } from '../services/search/postgres';
import type { SearchService } from '../services/search/types';
import { customQuery } from '../test/calls';
import { smsLoginToken } from '../test/sms-helpers';
import { createEnterpriseTestBackend } from '../test/test-backend';
import { addProduct, addTrademark, insertEnterprise } from '../test/enterprise-fixtures';

// Search finds what is there: every keyword type that reads text is checked against a
// brute-force LIKE over the same rows, with words drawn from the data itself.

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
let backend: Backend;
let engine: SearchService;
let vip: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  backend = await createEnterpriseTestBackend();
  engine = createPostgresSearch({ db: backend.db, clock: systemClock });
  vip = await smsLoginToken(backend, '13800000001');
  const db = backend.db;
  ids.apart = await insertEnterprise(db, { qymc: '上海臻阳科技有限公司', zczb: 9000 });
  ids.together = await insertEnterprise(db, { qymc: '臻阳上海科技有限公司', zczb: 10 });
  ids.former = await insertEnterprise(db, {
    qymc: '远图贸易有限公司',
    formerNames: '旧称科技有限公司；上海远图科技有限公司',
  });
  ids.brand = await insertEnterprise(db, { qymc: '品牌召回有限公司' });
  await addTrademark(db, ids.brand, '云岫科技');
  ids.product = await insertEnterprise(db, { qymc: '产品召回有限公司' });
  await addProduct(db, ids.product, '智能岫云仪');
});
afterAll(() => backend.close());

async function idsWhere(condition: SQL): Promise<number[]> {
  const result = (await backend.db.execute(
    sql`select e.id from enterprises e where ${condition} order by e.id`,
  )) as { rows: { id: number | string }[] };
  return result.rows.map((r) => Number(r.id));
}

/** Every result id of a search, in display order. */
async function found(keyword: string, keyType: KeyType): Promise<number[]> {
  const query = {
    ...searchFilterSchema.parse({ keyword, keyType }),
    sort: 'relevance' as const,
    order: 'desc' as const,
  };
  return engine.orderedIds(query, 20_000);
}

const like = (w: string) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

/** Two-character substrings of a column's values, drawn from the data (most frequent first). */
async function wordsOf(text: SQL, count: number): Promise<string[]> {
  const result = (await backend.db.execute(sql`
    select w from (select substr(t, i, 2) as w from (select ${text} as t from enterprises e
      where length(${text}) > 4) s, generate_series(2, 4) i) g
    where w ~ '^[一-龥]{2}$'
    group by w order by count(*) desc, w limit ${count}`)) as { rows: { w: string }[] };
  return result.rows.map((r) => r.w);
}

describe('a word anywhere in the text, against LIKE', () => {
  it('finds in names and former names every row LIKE finds (科技, 集团, 工程 ...)', async () => {
    const words = ['科技', '集团', '工程', '有限', ...(await wordsOf(sql`e.qymc`, 6))];
    for (const w of new Set(words)) {
      const expected = await idsWhere(
        sql`(e.qymc like ${like(w)} or e.former_names like ${like(w)})`,
      );
      expect(sorted(await found(w, 'name'))).toEqual(expected);
    }
  });

  it('finds addresses and business scopes as LIKE does', async () => {
    for (const [keyType, column] of [
      ['address', sql`e.address`],
      ['scope', sql`e.business_scope`],
    ] as const) {
      for (const w of await wordsOf(column, 5)) {
        const expected = await idsWhere(sql`${column} like ${like(w)}`);
        expect(expected.length).toBeGreaterThan(0);
        expect(sorted(await found(w, keyType))).toEqual(expected);
      }
    }
  });

  it('finds brands and products as LIKE does, in the middle of their names', async () => {
    for (const [keyType, table] of [
      ['brand', 'trademarks'],
      ['product', 'products'],
    ] as const) {
      const words = [
        '岫',
        ...(await wordsOf(
          sql`(select min(f.name) from ${sql.raw(table)} f where f.enterprise_id = e.id)`,
          4,
        )),
      ].filter((w) => w.length === 2);
      for (const w of [...words, keyType === 'brand' ? '岫科' : '岫云']) {
        const expected = await idsWhere(
          sql`exists (select 1 from ${sql.raw(table)} f where f.enterprise_id = e.id and f.name like ${like(w)})`,
        );
        expect(sorted(await found(w, keyType))).toEqual(expected);
      }
    }
    expect(await found('岫云', 'product')).toEqual([ids.product]);
    expect(await found('岫科', 'brand')).toEqual([ids.brand]);
  });

  it('finds former names in their middle, and says so', async () => {
    expect(await found('远图科技', 'name')).toContain(ids.former);
    const { body } = await customQuery<SearchRecord[]>(
      backend,
      'qyhxSearch',
      { keyword: '远图科技', keyType: 'name', pageSize: 50 },
      vip,
    );
    const row = body.data.find((r) => Number(r.ID_) === ids.former)!;
    expect(row.matchfield).toBe('曾用名');
    expect(row.matchtext).toBe('上海远图科技有限公司');
  });
});

describe('several words', () => {
  const bothWords = sql`(e.qymc like '%上海%' and e.qymc like '%科技%')
    or (e.former_names like '%上海%' and e.former_names like '%科技%')`;

  it('spaced and joined words find every row holding both, contiguous ones first', async () => {
    const expected = await idsWhere(bothWords);
    for (const keyword of ['上海 科技', '上海科技']) {
      const order = await found(keyword, 'all');
      expect(sorted(order)).toEqual(expected);
      expect(order.indexOf(ids.together!)).toBeLessThan(order.indexOf(ids.apart!));
    }
    // In the other order nothing holds the whole query: all words, by capital.
    expect(sorted(await found('科技 上海', 'all'))).toEqual(expected);
    const contiguous = await idsWhere(sql`e.qymc like '%上海科技%'`);
    const order = await found('上海科技', 'name');
    expect(sorted(order.slice(0, contiguous.length))).toEqual(contiguous);
  });

  it('highlights every word', async () => {
    const { body } = await customQuery<SearchRecord[]>(
      backend,
      'qyhxSearch',
      { keyword: '上海 科技', pageSize: 50 },
      vip,
    );
    const apart = body.data.find((r) => Number(r.ID_) === ids.apart)!;
    expect(apart.hl).toEqual([
      [0, 2],
      [4, 6],
    ]);
    const together = body.data.find((r) => Number(r.ID_) === ids.together)!;
    expect(together.hl).toEqual([[2, 6]]);
  });

  it('reads mixed input as a pinyin prefix and a word (zy科技)', async () => {
    const order = await found('zy科技', 'name');
    expect(order).toContain(ids.together);
    const expected = await idsWhere(
      sql`(e.name_initials like 'zy%' or e.name_pinyin like 'zy%') and e.qymc like '%科技%'`,
    );
    expect(sorted(order)).toEqual(expected);
  });
});

describe('hostile input', () => {
  it('stays a clear 400 or a plain answer, never a 500', async () => {
    for (const keyword of [
      "' or 1=1 --",
      '%%',
      '__',
      '\\',
      '科技%',
      '😀😀',
      '；；',
      '  科  技  ',
      '<script>',
    ]) {
      const { status, body } = await customQuery<SearchRecord[]>(
        backend,
        'qyhxSearch',
        { keyword },
        vip,
      );
      expect(status).toBe(200);
      expect(Array.isArray(body.data)).toBe(true);
    }
    const percent = await found('科技%', 'name');
    expect(percent).toEqual(await idsWhere(sql`e.qymc like '%科技\\%%'`));
    const long = await customQuery(backend, 'qyhxSearch', { keyword: '科'.repeat(51) }, vip);
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('关键词最多50个字');
  });
});

describe('property: a random piece of a random name finds its row', () => {
  it('holds for substrings of two to six characters', async () => {
    const names = (await backend.db.execute(sql`select id, qymc from enterprises order by id`)) as {
      rows: { id: number | string; qymc: string }[];
    };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...names.rows),
        fc.nat(),
        fc.integer({ min: 2, max: 6 }),
        async (row, at, size) => {
          const chars = [...row.qymc];
          const start = at % Math.max(1, chars.length - 1);
          const piece = chars.slice(start, start + size).join('');
          fc.pre([...piece].length >= 2 && piece.trim() === piece);
          expect(await found(piece, 'name')).toContain(Number(row.id));
        },
      ),
      { numRuns: 60, seed: 20261123 },
    );
  });
});
