import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { Envelope } from '@/lib/contract/envelope';
import {
  STATUSES,
  type ExportQuota,
  type SearchRecord,
  type SearchStats,
  type SuggestRecord,
} from '@/lib/contract/search';
import { createEnterpriseTestBackend } from '../test/test-backend';
import { typeGroupOracle } from '../test/type-groups';
import { smsLoginToken } from '../test/sms-helpers';
import { addPerson, addProduct, addTrademark, insertEnterprise } from '../test/enterprise-fixtures';
import { refreshPlacements } from '../services/chains/placement';
import { DEMO_EXPORT_NOTE } from '../services/search/export-file';

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
type Answer<T> = {
  status: number;
  body: Envelope<T> & { extraData?: { totalCount?: number; capped?: boolean } };
};

let backend: Backend;
let vip: string;
let trial: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  backend = await createEnterpriseTestBackend();
  [vip, trial] = await Promise.all([
    smsLoginToken(backend, '13800000001'),
    smsLoginToken(backend, '13800000002'),
  ]);
  const db = backend.db;
  // Ranking: exact name > exact code > prefix (alive first, then capital) > contains.
  ids.exact = await insertEnterprise(db, { qymc: '星河数智', status: '注销', zczb: 1 });
  ids.prefixAliveSmall = await insertEnterprise(db, { qymc: '星河数智科技有限公司', zczb: 100 });
  ids.prefixDead = await insertEnterprise(db, {
    qymc: '星河数智信息有限公司',
    status: '吊销',
    zczb: 10_000,
  });
  ids.prefixAliveBig = await insertEnterprise(db, { qymc: '星河数智软件有限公司', zczb: 5000 });
  ids.contains = await insertEnterprise(db, { qymc: '北京星河数智有限公司', zczb: 9000 });
  ids.former = await insertEnterprise(db, {
    qymc: '深圳远图贸易有限公司',
    formerNames: '云帆航宇有限公司；远图旧名有限公司',
  });
  ids.phone = await insertEnterprise(db, { qymc: '电话测试有限公司', lxfs: '19912345678' });
  ids.address = await insertEnterprise(db, {
    qymc: '地址测试有限公司',
    address: '广东省深圳市南山区星辉大厦8楼',
  });
  ids.scope = await insertEnterprise(db, {
    qymc: '范围测试有限公司',
    businessScope: '一般项目：技术服务；麒麟符咒研发；软件开发',
  });
  ids.person = await insertEnterprise(db, { qymc: '人员测试有限公司' });
  await addPerson(db, ids.person, '龙傲天', { title: '董事长' });
  ids.holder = await insertEnterprise(db, { qymc: '股东测试有限公司' });
  await addPerson(db, ids.holder, '龙傲天', { ratio: 60 });
  ids.brand = await insertEnterprise(db, { qymc: '品牌测试有限公司' });
  await addTrademark(db, ids.brand, '飞鸾');
  ids.product = await insertEnterprise(db, { qymc: '产品测试有限公司' });
  await addProduct(db, ids.product, '量子拂尘仪');
  ids.percent = await insertEnterprise(db, { qymc: '百分%之百有限公司' });
});
afterAll(() => backend.close());

async function query<T>(alias: string, params: unknown, token?: string): Promise<Answer<T>> {
  const res = await backend.app.request(
    `/api-form/form/core/formCustomQuery/queryForJson_${alias}`,
    {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: new URLSearchParams({ params: JSON.stringify(params) }),
    },
  );
  return { status: res.status, body: (await res.json()) as Answer<T>['body'] };
}

const search = (params: Record<string, unknown>, token = vip) =>
  query<SearchRecord[]>('qyhxSearch', { pageSize: 50, ...params }, token);
const idsOf = (rows: SearchRecord[]) => rows.map((r) => Number(r.ID_));

async function one<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await backend.db.execute(q)) as { rows: T[] }).rows;
}

describe('keyword types', () => {
  it('ranks exact name, then prefixes (alive first, then capital), then contains', async () => {
    const { status, body } = await search({ keyword: '星河数智' });
    expect(status).toBe(200);
    expect(idsOf(body.data)).toEqual([
      ids.exact,
      ids.prefixAliveBig,
      ids.prefixAliveSmall,
      ids.prefixDead,
      ids.contains,
    ]);
    expect(body.extraData?.totalCount).toBe(5);
  });

  it('puts an exact credit code first and matches codes exactly only', async () => {
    const [row] = await one<{ tyshxydm: string }>(
      sql`select tyshxydm from enterprises where id = ${ids.contains}`,
    );
    const { body } = await search({ keyword: row!.tyshxydm.toLowerCase() });
    expect(idsOf(body.data)[0]).toBe(ids.contains);
    const byCode = await search({ keyword: row!.tyshxydm.slice(0, 12), keyType: 'code' });
    expect(byCode.body.data).toEqual([]);
  });

  it('finds a registration number', async () => {
    const [row] = await one<{ id: string; reg_no: string }>(
      sql`select id, reg_no from enterprises where reg_no is not null limit 1`,
    );
    const { body } = await search({ keyword: row!.reg_no, keyType: 'code' });
    expect(idsOf(body.data)).toEqual([Number(row!.id)]);
  });

  it('finds names by pinyin initials and full pinyin, highlighting the characters', async () => {
    const initials = await search({ keyword: 'xhsz', keyType: 'name' });
    expect(idsOf(initials.body.data)).toEqual(expect.arrayContaining([ids.exact, ids.contains]));
    const row = initials.body.data.find((r) => Number(r.ID_) === ids.prefixAliveBig)!;
    expect(row.hl).toEqual([[0, 4]]);
    const full = await search({ keyword: 'xinghe', keyType: 'name' });
    expect(idsOf(full.body.data)).toContain(ids.prefixAliveSmall);
    const contains = full.body.data.find((r) => Number(r.ID_) === ids.contains)!;
    expect(contains.hl).toEqual([[2, 4]]);
  });

  it('finds two characters anywhere in a name, prefixes first; one character is a prefix browse', async () => {
    const two = await search({ keyword: '星河' });
    expect(idsOf(two.body.data).slice(0, 4).sort()).toEqual(
      [ids.exact, ids.prefixAliveBig, ids.prefixAliveSmall, ids.prefixDead].sort(),
    );
    expect(idsOf(two.body.data)).toContain(ids.contains);
    const onechar = await search({ keyword: '星' });
    expect(onechar.body.data.every((r) => r.qymc.startsWith('星'))).toBe(true);
    expect(onechar.body.data.length).toBeGreaterThan(0);
  });

  it('finds former names and says where the keyword matched', async () => {
    const { body } = await search({ keyword: '云帆航宇', keyType: 'name' });
    expect(idsOf(body.data)).toEqual([ids.former]);
    expect(body.data[0]).toEqual(
      expect.objectContaining({
        matchfield: '曾用名',
        matchtext: '云帆航宇有限公司',
        matchhl: [[0, 4]],
      }),
    );
  });

  it('finds people as executives and shareholders', async () => {
    const { body } = await search({ keyword: '龙傲天', keyType: 'person' });
    expect(idsOf(body.data).sort()).toEqual([ids.person, ids.holder].sort());
    const fields = body.data.map((r) => r.matchfield).sort();
    expect(fields).toEqual(['股东', '董事长']);
    const all = await search({ keyword: '龙傲天' });
    expect(idsOf(all.body.data)).toEqual(expect.arrayContaining([ids.person, ids.holder]));
  });

  it('finds phones, addresses, brands, products and business scope', async () => {
    expect(idsOf((await search({ keyword: '1991234', keyType: 'phone' })).body.data)).toEqual([
      ids.phone,
    ]);
    const address = await search({ keyword: '星辉大厦', keyType: 'address' });
    expect(idsOf(address.body.data)).toEqual([ids.address]);
    expect(address.body.data[0]?.matchfield).toBe('地址');
    const brand = await search({ keyword: '飞鸾', keyType: 'brand' });
    expect(idsOf(brand.body.data)).toEqual([ids.brand]);
    expect(brand.body.data[0]?.matchfield).toBe('商标');
    const product = await search({ keyword: '量子拂尘', keyType: 'product' });
    expect(idsOf(product.body.data)).toEqual([ids.product]);
    expect(product.body.data[0]?.matchtext).toBe('量子拂尘仪');
    const scope = await search({ keyword: '麒麟符咒', keyType: 'scope' });
    expect(idsOf(scope.body.data)).toEqual([ids.scope]);
    const shortScope = await search({ keyword: '麒麟', keyType: 'scope' });
    expect(idsOf(shortScope.body.data)).toEqual([ids.scope]);
  });

  it('returns the result columns', async () => {
    const { body } = await search({ keyword: '星河数智软件有限公司' });
    expect(body.data[0]).toEqual(
      expect.objectContaining({
        qymc: '星河数智软件有限公司',
        tyshxydm: expect.any(String) as string,
        zczb: 5000,
        dlhy: '软件和信息技术服务业',
        fddbr: '测试人',
        status: '存续',
        clrq: '2015-06-01',
        region: '广东省/深圳市/南山区',
        hl: [[0, 10]],
      }),
    );
  });
});

describe('suggestions', () => {
  it('answers up to 8 names, exact first, for visitors too', async () => {
    const { status, body } = await query<SuggestRecord[]>('qyhxSuggest', { keyword: '星河数智' });
    expect(status).toBe(200);
    expect(body.data.length).toBeLessThanOrEqual(8);
    expect(Number(body.data[0]?.ID_)).toBe(ids.exact);
    expect(body.data[0]?.hl).toEqual([[0, 4]]);
    const broad = await query<SuggestRecord[]>('qyhxSuggest', { keyword: '有限公司' });
    expect(broad.body.data).toHaveLength(8);
  });
});

describe('filters', () => {
  const all = async (params: Record<string, unknown>) => (await search(params)).body;

  it('zczb capital ranges', async () => {
    const body = await all({ zczb: '100-200,5000-' });
    expect(body.data.length).toBeGreaterThan(0);
    for (const r of body.data) {
      expect(r.zczb !== null && ((r.zczb >= 100 && r.zczb < 200) || r.zczb >= 5000)).toBe(true);
    }
  });

  it('zczb and clnx open ranges count exactly what a direct query counts', async () => {
    // The assistant states bounds a question gave (1亿以上, 不到5年): no bucket holds them.
    const cases: [Record<string, string>, ReturnType<typeof sql>][] = [
      [{ zczb: '10000-' }, sql`zczb >= 10000`],
      [{ zczb: '150-2500' }, sql`zczb >= 150 and zczb < 2500`],
      [{ zczb: '-300' }, sql`zczb >= 0 and zczb < 300`],
      // The backend's clock is ENTERPRISE_TEST_NOW (2026-11-21).
      [{ clnx: '0-5' }, sql`established_on <= '2026-11-21' and established_on > '2021-11-21'`],
      [{ clnx: '7-' }, sql`established_on <= '2019-11-21'`],
    ];
    for (const [params, where] of cases) {
      const res = await search(params);
      expect(res.status).toBe(200);
      const [row] = await one<{ n: string }>(
        sql`select count(*) as n from enterprises where ${where}`,
      );
      expect(res.body.extraData?.totalCount).toBe(Math.min(Number(row!.n), 10_000));
    }
  });

  it('clnx years since founding (relative to now)', async () => {
    const body = await all({ clnx: '0-1' });
    expect(body.data.length).toBeGreaterThan(0);
    for (const r of body.data) expect(r.clrq > '2025-11-21').toBe(true);
  });

  it('sshy industry codes of any level', async () => {
    for (const code of ['I', '65', '6511']) {
      const body = await all({ sshy: code });
      expect(body.data.length).toBeGreaterThan(0);
      const [row] = await one<{ n: string }>(
        sql`select count(*) as n from enterprises where id in (${sql.join(
          idsOf(body.data).map((i) => sql`${i}`),
          sql`, `,
        )}) and (industry_category = ${code} or industry_code like ${`${code}%`})`,
      );
      expect(Number(row!.n)).toBe(body.data.length);
    }
  });

  it('addr region codes of provinces, cities and districts', async () => {
    for (const code of ['440000', '440300', '440305', '110000']) {
      const body = await all({ addr: code });
      const names = {
        '440000': '广东省',
        '440300': '广东省/深圳市',
        '440305': '广东省/深圳市/南山区',
        '110000': '北京市',
      };
      for (const r of body.data)
        expect(r.region.startsWith(names[code as keyof typeof names])).toBe(true);
    }
    expect((await all({ addr: '440305' })).data.length).toBeGreaterThan(0);
  });

  it('qylx enterprise types, status and other flags', async () => {
    for (const r of (await all({ qylx: 'grdz' })).data) expect(r.qylx).toBe('个人独资企业');
    const dead = await all({ status: '注销,吊销' });
    expect(dead.data.length).toBeGreaterThan(0);
    for (const r of dead.data) expect(['注销', '吊销']).toContain(r.status);
    for (const r of (await all({ other: 'phone,email' })).data) {
      expect(r.lxfs).toBeTruthy();
      expect(r.email).toBeTruthy();
    }
    const tagged = await all({ other: 'gxjs' });
    for (const r of tagged.data) expect(r.tags).toContain('高新技术企业');
    const listed = await all({ other: 'listed' });
    const listedIds = idsOf(listed.data);
    if (listedIds.length) {
      const rows = await one<{ listing_status: string }>(
        sql`select listing_status from enterprises where id in (${sql.join(
          listedIds.map((i) => sql`${i}`),
          sql`, `,
        )})`,
      );
      expect(rows.every((r) => r.listing_status !== '未上市')).toBe(true);
    }
  });

  it('cyl industry chains: the enterprises placed on the chain (confirmed or likely)', async () => {
    await refreshPlacements(backend.db);
    const [chain] = await one<{ id: string; n: string }>(
      sql`select chain_id as id, count(distinct enterprise_id) as n from chain_placements
        where confidence <> 'weak' group by 1 order by 2 desc limit 1`,
    );
    expect(Number(chain!.n)).toBeGreaterThan(0);
    const { body } = await search({ cyl: chain!.id, pageSize: 10 });
    expect(body.extraData?.totalCount).toBe(Number(chain!.n));
    // Exact: the first page is placed on the chain, and an enterprise placed only weakly is not.
    const ids = idsOf(body.data);
    const placed = await one<{ id: string }>(
      sql`select distinct enterprise_id as id from chain_placements
        where chain_id = ${Number(chain!.id)} and confidence <> 'weak'`,
    );
    const placedIds = new Set(placed.map((r) => Number(r.id)));
    expect(ids.every((id) => placedIds.has(id))).toBe(true);
    const [weak] = await one<{ id: string; chain: string; qymc: string }>(
      sql`select p.enterprise_id as id, p.chain_id as chain, e.qymc from chain_placements p
        join enterprises e on e.id = p.enterprise_id
        group by 1, 2, 3 having bool_and(p.confidence = 'weak') limit 1`,
    );
    expect(weak).toBeDefined();
    const withWeak = await search({ cyl: weak!.chain, keyword: weak!.qymc, pageSize: 50 });
    expect(idsOf(withWeak.body.data)).not.toContain(Number(weak!.id));
  });

  it('combines keyword and filters, and facets count the same results', async () => {
    const params = { keyword: '星河数智', status: '存续' };
    const page = await search(params);
    expect(idsOf(page.body.data)).toEqual([ids.prefixAliveBig, ids.prefixAliveSmall, ids.contains]);
    const stats = await query<SearchStats[]>('qyhxSearchStats', params, vip);
    const facets = stats.body.data[0]!;
    expect(facets.total).toBe(3);
    expect(facets.status.find((b) => b.value === '存续')?.count).toBe(3);
    expect(facets.zczb.find((b) => b.value === '5000-')?.count).toBe(2);
    expect(facets.addr).toEqual([{ value: '440000', label: '广东省', count: 3 }]);
    expect(facets.datasetkind).toBe('demo');
  });

  // Issue 32: 有限责任公司 left out every 其他有限责任公司, the groups did not add up to the total,
  // and 上市企业 counted 新三板 companies.
  it('企业类型 groups partition the total, each equal to a direct count; 上市 leaves out 新三板', async () => {
    const db = backend.db;
    for (const qylx of ['农民专业合作社', '个体工商户', '其他有限责任公司', '有限责任公司分公司']) {
      // In 北京: other tests count 广东's enterprises.
      await insertEnterprise(db, { qymc: `类型测试${qylx}`, qylx, regionCode: '110101' });
    }
    await insertEnterprise(db, {
      qymc: '挂牌测试股份有限公司',
      qylx: '股份有限公司(非上市、自然人投资或控股)',
      listingStatus: '新三板',
      regionCode: '110101',
    });
    // Every status: a filter, so the counts are live (the unfiltered ones are a derived snapshot).
    const every = { status: STATUSES.join(',') };
    const facets = (await query<SearchStats[]>('qyhxSearchStats', every, vip)).body.data[0]!;
    expect(facets.sampled).toBe(false);
    const [all] = await one<{ n: string }>(sql`select count(*) as n from enterprises`);
    expect(facets.total).toBe(Number(all!.n));
    expect(facets.qylx.reduce((sum, b) => sum + b.count, 0)).toBe(facets.total);

    // The oracle: every registered type, grouped by the rule as the contract words it.
    const group = typeGroupOracle;
    const types = await one<{ qylx: string; n: string }>(
      sql`select qylx, count(*) as n from enterprises group by qylx`,
    );
    const expected = new Map<string, number>();
    for (const t of types)
      expected.set(group(t.qylx), (expected.get(group(t.qylx)) ?? 0) + Number(t.n));
    for (const value of ['yxzr', 'gfyx', 'grdz', 'hhqy', 'wstz', 'fzjg', 'qt']) {
      expect({ value, count: facets.qylx.find((b) => b.value === value)?.count ?? 0 }).toEqual({
        value,
        count: expected.get(value) ?? 0,
      });
    }
    expect(expected.get('qt')).toBeGreaterThanOrEqual(2);

    const [listing] = await one<{ listed: string; neeq: string }>(
      sql`select count(*) filter (where listing_status not in ('未上市', '新三板')) as listed,
        count(*) filter (where listing_status = '新三板') as neeq from enterprises`,
    );
    const other = (value: string) => facets.other.find((b) => b.value === value)?.count ?? 0;
    expect(other('listed')).toBe(Number(listing!.listed));
    expect(other('neeq')).toBe(Number(listing!.neeq));
    const listedPage = await search({ ...every, other: 'listed', pageSize: 50 });
    expect(listedPage.body.data.map((r) => r.qymc)).not.toContain('挂牌测试股份有限公司');
  });

  it('sorts by capital and founding date, and pages', async () => {
    const byCapital = (await all({ sort: 'capital', order: 'desc', pageSize: 20 })).data;
    const caps = byCapital.map((r) => r.zczb ?? -1);
    expect([...caps].sort((a, b) => b - a)).toEqual(caps);
    const byDate = (await all({ sort: 'founded', order: 'asc', pageSize: 20 })).data.map(
      (r) => r.clrq,
    );
    expect([...byDate].sort()).toEqual(byDate);
    const first = await search({ pageSize: 10, pageIndex: 1 });
    const second = await search({ pageSize: 10, pageIndex: 2 });
    expect(idsOf(first.body.data).some((i) => idsOf(second.body.data).includes(i))).toBe(false);
  });

  it('orders filters alone by status (存续/在业 first), then capital, across pages', async () => {
    const [row] = await one<{ alive: string }>(
      sql`select count(*) as alive from enterprises where region_code between '440000' and '449999'
        and status in ('存续', '在业')`,
    );
    const alive = Number(row!.alive);
    // The page that holds the last alive enterprise and the first of the others.
    const pageIndex = Math.floor((alive - 1) / 10) + 1;
    const { body } = await search({ addr: '440000', pageSize: 10, pageIndex });
    const ranks = body.data.map((r) => (['存续', '在业'].includes(r.status) ? 0 : 1));
    expect(ranks).toEqual([...ranks].sort());
    expect(ranks).toContain(0);
    expect(ranks).toContain(1);
    for (const group of [0, 1]) {
      const caps = body.data.filter((_, i) => ranks[i] === group).map((r) => r.zczb ?? -1);
      expect([...caps].sort((a, b) => b - a)).toEqual(caps);
    }
  });

  it('answers the total of a keyword search on a page past the last', async () => {
    const { body } = await search({ keyword: '星河数智', pageSize: 10, pageIndex: 3 });
    expect(body.data).toEqual([]);
    expect(body.extraData?.totalCount).toBe(5);
  });
});

describe('hostile input', () => {
  it('refuses long keywords, unknown values and odd page sizes with a 400 naming the field', async () => {
    const long = await search({ keyword: '字'.repeat(51) });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('关键词：');
    expect(long.body.message).toContain('关键词最多50个字');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ sshy: 'ZZ' }, '所属行业：', '行业不存在：ZZ'],
      [{ sshy: '9999' }, '所属行业：', '行业不存在：9999'],
      [{ addr: '999999' }, '地区：', '地区不存在：999999'],
      [{ zczb: '5-2' }, '注册资本：', '注册资本范围不存在：5-2'],
      [{ zczb: '-' }, '注册资本：', '注册资本范围不存在：-'],
      [{ clnx: '0.5-' }, '成立年限：', '成立年限范围不存在：0.5-'],
      [{ cyl: '987654' }, '产业链：', '产业链不存在：987654'],
      [{ status: '倒闭' }, '状态：', '登记状态不存在：倒闭'],
      [{ keyType: 'sql' }, '搜索类型：', ''],
      [{ pageSize: 30 }, '每页条数：', ''],
    ];
    for (const [params, field, message] of cases) {
      const res = await search(params);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(field);
      expect(res.body.message).toContain(message);
    }
  });

  it('matches LIKE metacharacters literally and never runs input as SQL', async () => {
    const percent = await search({ keyword: '%', keyType: 'name' });
    expect(percent.body.data.every((r) => r.qymc.includes('%'))).toBe(true);
    const withPercent = await search({ keyword: '百分%之百', keyType: 'name' });
    expect(idsOf(withPercent.body.data)).toEqual([ids.percent]);
    const underscore = await search({ keyword: '星_数智' });
    expect(underscore.body.data).toEqual([]);
    const injection = await search({ keyword: "'; drop table enterprises; --" });
    expect(injection.status).toBe(200);
    const [row] = await one<{ n: string }>(sql`select count(*) as n from enterprises`);
    expect(Number(row!.n)).toBeGreaterThan(200);
  });

  it('needs a login for search, stats and quota', async () => {
    expect((await query('qyhxSearch', {})).status).toBe(401);
    expect((await query('qyhxSearchStats', {})).status).toBe(401);
    expect((await query('qyhxExportQuota', {})).status).toBe(401);
    const deep = await search({ pageIndex: 101, pageSize: 50 });
    expect(deep.status).toBe(400);
  });
});

describe('export', () => {
  const exportUrl = (params: Record<string, string>) =>
    `/api-zsai-query/zsai/qyhx/export?${new URLSearchParams(params).toString()}`;
  const download = (params: Record<string, string>, token?: string) =>
    backend.app.request(exportUrl(params), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('streams the screen rows as CSV with a BOM, and as .xlsx', async () => {
    const params = { keyword: '星河数智', sort: 'relevance' };
    const screen = idsOf((await search(params)).body.data);
    const names = (await search(params)).body.data.map((r) => r.qymc);
    const csv = await download({ ...params, format: 'csv' }, vip);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n');
    // Demo data says so in its first line.
    expect(lines.shift()!.replace(/^\uFEFF/, '')).toBe(DEMO_EXPORT_NOTE);
    expect(lines[0]).toContain('企业名称,统一社会信用代码');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(names);
    expect(screen).toHaveLength(5);

    const xlsx = await download({ ...params, format: 'xlsx' }, vip);
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const cells: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) cells.push(row.getCell(1).text);
    });
    expect(cells).toEqual(names);
  });

  it('shows the quota, takes rows from it and refuses when it is used up', async () => {
    const before = await query<ExportQuota[]>('qyhxExportQuota', {}, trial);
    expect(before.body.data[0]).toEqual(
      expect.objectContaining({ limit: 100, used: 0, remaining: 100, rows: 100 }),
    );
    const first = await download({ format: 'csv', keyword: '星河数智' }, trial);
    expect(first.headers.get('x-export-rows')).toBe('5');
    await first.arrayBuffer();
    const after = await query<ExportQuota[]>('qyhxExportQuota', { keyword: '星河数智' }, trial);
    expect(after.body.data[0]).toEqual(
      expect.objectContaining({ used: 5, remaining: 95, rows: 5, matched: 5 }),
    );
    const big = await download({ format: 'csv' }, trial);
    expect(big.headers.get('x-export-rows')).toBe('95');
    const body = new TextDecoder().decode(await big.arrayBuffer());
    expect(body.trim().split('\r\n')).toHaveLength(97);
    const refused = await download({ format: 'csv' }, trial);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as Envelope<null>).message).toBe(
      '今日导出额度已用完，请明日再试或升级会员',
    );
  });

  it('needs a login and valid filters', async () => {
    expect((await download({ format: 'csv' })).status).toBe(401);
    const bad = await download({ format: 'csv', addr: '123456' }, vip);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Envelope<null>).message).toContain('地区不存在：123456');
    expect((await download({ format: 'pdf' }, vip)).status).toBe(400);
  });
});
