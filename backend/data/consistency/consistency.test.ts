import { createTestBackend, ENTERPRISE_TEST_NOW, type TestBackend } from '../../test/test-backend';
import { loadDemoEnterprises } from '../demo-enterprises';
import { loadDossiers } from './dossiers';
import { sql } from 'drizzle-orm';
import {
  plausibilityViolations,
  productMisfit,
  TRADEMARK_CLASSES,
  type PlausibleDossier,
} from './plausibility';
import { CLOSED_STATUSES, HOLDER_CHANGE, STATUS_CHANGE } from './registry';
import { datasetViolations, type Dossier, type Violation } from './rules';

// A generated dataset, loaded into the database and read back, holds no contradiction the
// rules know of; and the same rules do find each kind of contradiction when one is planted.

const TODAY = ENTERPRISE_TEST_NOW.toISOString().slice(0, 10);
const COMPANIES = 1500;

let backend: TestBackend;
let dossiers: Map<number, Dossier>;
beforeAll(async () => {
  backend = await createTestBackend();
  await loadDemoEnterprises(backend.db, {
    companies: COMPANIES,
    seedNumber: 21,
    now: ENTERPRISE_TEST_NOW,
  });
  dossiers = await loadDossiers(backend.db);
}, 120_000);
afterAll(() => backend.close());

const listed = (violations: Violation[]) =>
  violations.map((v) => `${v.enterpriseId} ${v.qymc} [${v.where}] ${v.problem}`);

const all = () => [...dossiers.values()];
const find = (test: (d: Dossier) => boolean) => {
  const found = all().find(test);
  if (!found) throw new Error('the generated dataset has no enterprise of this kind');
  return structuredClone(found);
};
/** The violations of one changed dossier, among the unchanged others. */
const violationsWith = (changed: Dossier) =>
  listed(datasetViolations(new Map([...dossiers, [changed.id, changed]]), TODAY)).filter((v) =>
    v.startsWith(`${changed.id} `),
  );

describe('the generated dataset', () => {
  it('contradicts itself nowhere', () => {
    expect(dossiers.size).toBe(COMPANIES);
    expect(listed(datasetViolations(dossiers, TODAY))).toEqual([]);
  });

  it('exercises every kind of rule (the check above is not empty)', () => {
    const count = (test: (d: Dossier) => boolean) => all().filter(test).length;
    const facts = <K extends keyof Dossier['facts']>(key: K) => all().flatMap((d) => d.facts[key]);
    expect(count((d) => d.enterprise.listingStatus === 'A股')).toBeGreaterThan(0);
    expect(count((d) => CLOSED_STATUSES.includes(d.enterprise.status))).toBeGreaterThan(100);
    expect(count((d) => d.parentId !== null)).toBeGreaterThan(10);
    expect(count((d) => d.enterprise.formerNames !== '')).toBeGreaterThan(10);
    const items = new Set(all().flatMap((d) => d.changes.map((c) => c.item)));
    for (const item of [
      '法定代表人变更',
      '经营范围变更',
      '住所变更',
      '注册资本变更',
      HOLDER_CHANGE,
      STATUS_CHANGE,
    ])
      expect(items).toContain(item);
    const caseTypes = new Set(
      facts('judgments').map((j) => /\d(民初|民终|执)\d/.exec(j.caseNo)?.[1]),
    );
    expect([...caseTypes].sort()).toEqual(['执', '民初', '民终']);
    expect(facts('judicial_auctions').length).toBeGreaterThan(5);
    expect(facts('annual_reports').length).toBeGreaterThan(1000);
    // Holders who came after the founding, through a recorded 投资人变更.
    expect(
      count((d) => d.holders.some((h) => h.subscribedOn! > d.enterprise.establishedOn)),
    ).toBeGreaterThan(10);
  });
});

describe('the rules find a planted contradiction', () => {
  it('a latest change that does not end at the current record, and a broken chain', () => {
    const d = find((x) => x.changes.filter((c) => c.item === '法定代表人变更').length >= 2);
    const changes = d.changes.filter((c) => c.item === '法定代表人变更');
    changes.at(-1)!.after = '某某某';
    changes[0]!.after = '另一人';
    const found = violationsWith(d);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          '最新一条法定代表人变更的变更后内容「某某某」与企业当前的法定代表人',
        ),
        expect.stringContaining('不是上一次变更'),
      ]),
    );
  });

  it('insured staff beyond employees, a listed company of an unlisted type', () => {
    const d = find(
      (x) => x.facts.annual_reports.length > 0 && x.enterprise.qylx.includes('非上市'),
    );
    const report = d.facts.annual_reports[0]!;
    report.insuredCount = (report.staffCount ?? 0) + 1;
    d.enterprise.listingStatus = 'A股';
    const found = violationsWith(d);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringContaining('insured_count: 参保人数'),
        expect.stringContaining('上市企业（A股）的企业类型应为上市股份有限公司'),
      ]),
    );
  });

  it('a case number with the wrong province, type or level, and an auction dated against its status', () => {
    const d = find((x) => x.facts.judgments.length > 0 && x.facts.judicial_auctions.length > 0);
    const [judgment] = d.facts.judgments;
    judgment!.caseNo = judgment!.caseNo.replace(/）./, '）江');
    d.facts.judicial_auctions[0]!.status = '即将开始';
    d.facts.judicial_auctions[0]!.auctionOn = '2020-01-01';
    const found = violationsWith(d);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringContaining('案号中的「江」不是法院代字'),
        expect.stringContaining('拍卖状态「即将开始」要求拍卖日期在数据日期之后'),
      ]),
    );
  });

  it('business after the closing, and shares that do not add up', () => {
    const d = find(
      (x) => x.enterprise.status === '注销' && x.parentId === null && x.holders.length > 0,
    );
    d.facts.recruitment_posts.push({
      ...structuredClone(anyPost()),
      enterpriseId: d.id,
      publishedOn: TODAY,
    });
    d.holders[0]!.ratio += 10;
    const found = violationsWith(d);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringContaining('之后还有招聘'),
        expect.stringContaining('不是 100%'),
      ]),
    );
  });
});

describe('the generated dataset is plausible to a professional', () => {
  const plausible = () => dossiers as Map<number, PlausibleDossier>;
  const plausibleWith = (changed: PlausibleDossier) =>
    plausibilityViolations(new Map([...plausible(), [changed.id, changed]]), TODAY)
      .filter((v) => v.enterpriseId === changed.id)
      .map((v) => v.problem);
  const findPlausible = (test: (d: PlausibleDossier) => boolean) =>
    find((d) => test(d as PlausibleDossier)) as PlausibleDossier;

  it('breaks no plausibility rule', () => {
    expect(
      plausibilityViolations(plausible(), TODAY).map(
        (v) => `${v.enterpriseId} ${v.qymc} ${v.problem}`,
      ),
    ).toEqual([]);
  });

  it('has listed companies with demo stock codes, top holders and institutions, and qualified enterprises', () => {
    const listed = all().filter((d) => d.enterprise.listingStatus === 'A股');
    expect(listed.length).toBeGreaterThan(0);
    for (const d of listed) {
      expect(d.enterprise.stockCode).toMatch(/^69\d{4}$/);
      expect(d.holders.length).toBeGreaterThanOrEqual(5);
    }
    const tagged = [...plausible().values()].filter((d) => d.enterprise.tags.includes('专精特新'));
    expect(tagged.length).toBeGreaterThan(5);
    expect([...plausible().values()].some((d) => d.facts.patents.length > 0)).toBe(true);
  });

  it('finds a listed company with one holder and a real code, a qualified sole trader, and an oversized bid', () => {
    const listed = findPlausible((d) => d.enterprise.listingStatus === 'A股');
    listed.enterprise.stockCode = '600519';
    listed.holders = listed.holders.slice(0, 1);
    listed.facts.annual_reports = listed.facts.annual_reports.map((r) => ({ ...r, revenue: null }));
    expect(plausibleWith(listed)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('690000–699999'),
        expect.stringContaining('前十大股东不少于 5 名'),
        expect.stringContaining('年报应公示资产、营收与利润'),
      ]),
    );
    const shop = findPlausible((d) => d.enterprise.qylx === '个人独资企业');
    shop.enterprise.tags = ['专精特新'];
    expect(plausibleWith(shop)).toEqual([expect.stringContaining('不能获得专精特新资质')]);
    const bidder = findPlausible((d) => d.facts.bids.some((b) => b.role === '中标'));
    const bid = bidder.facts.bids.find((b) => b.role === '中标')!;
    bid.amount = Math.max(200, 10 * (bidder.enterprise.zczb ?? 0)) + 1;
    expect(plausibleWith(bidder)).toEqual([expect.stringContaining('超出其规模')]);
  });

  it('finds a 集团 without members, patents of a shop, and a road-repair bid of a retailer', () => {
    const holders = new Set(all().flatMap((d) => d.holders.map((h) => h.enterpriseId)));
    const lone = findPlausible(
      (d) =>
        d.parentId === null &&
        !holders.has(d.id) &&
        !d.enterprise.qymc.includes('集团') &&
        d.enterprise.qylx === '有限责任公司(自然人独资)',
    );
    lone.enterprise.qymc = `${lone.enterprise.qymc.replace(/有限公司$/, '')}集团有限公司`;
    expect(plausibleWith(lone)).toEqual([expect.stringContaining('应有子公司或分支机构')]);
    const retailer = findPlausible(
      (d) => d.enterprise.industryCategory === 'F' && d.facts.bids.length > 0,
    );
    const patentOwner = findPlausible((d) => d.facts.patents.length > 0);
    retailer.facts.patents = [structuredClone(patentOwner.facts.patents[0]!)];
    retailer.facts.bids[0]!.title = `${retailer.facts.bids[0]!.title.slice(0, 2)}道路改造项目中标公告`;
    expect(plausibleWith(retailer)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('专利属于制造、信息技术或科研类公司'),
        expect.stringContaining('「道路改造」项目与企业所属行业不符'),
      ]),
    );
  });

  it('lists generic products of the maker’s trade, named by their catalogue line', async () => {
    const { rows } = (await backend.db.execute(sql`select p.name, c.name as line,
        e.industry_category as category
      from products p join product_categories c on c.id = p.category_id
      join enterprises e on e.id = p.enterprise_id`)) as {
      rows: { name: string; line: string; category: string }[];
    };
    expect(rows.length).toBeGreaterThan(20);
    expect(
      rows.flatMap((r) => {
        const misfit = productMisfit(r.category, r.line, r.name);
        return misfit ? [`${r.category} ${misfit}`] : [];
      }),
    ).toEqual([]);
    expect(productMisfit('F', '机械设备', '华鑫数控折弯机')).toContain('不是该行业企业的产品类别');
    expect(productMisfit('C', '机械设备', '华鑫瓶装饮用水')).toContain('不属于「机械设备」');
  });

  it('registers trademarks in classes of the trade, and finds one that is not', () => {
    const owner = findPlausible(
      (d) =>
        d.facts.trademarks.length > 0 &&
        TRADEMARK_CLASSES[d.enterprise.industryCategory] !== undefined,
    );
    const allowed = TRADEMARK_CLASSES[owner.enterprise.industryCategory]!;
    owner.facts.trademarks[0]!.niceClass = [...Array(45).keys()]
      .map((k) => k + 1)
      .find((c) => !allowed.includes(c))!;
    expect(plausibleWith(owner)).toEqual([expect.stringContaining('与企业所属行业不符')]);
  });

  it('has holders joining with new capital, and finds one that brought no 注册资本变更', () => {
    const raising = (d: Dossier) =>
      d.changes.filter((c) => {
        if (c.item !== HOLDER_CHANGE) return false;
        const before = c.before.split('、');
        return (
          c.before !== '' &&
          before.every((n) => c.after.split('、').includes(n)) &&
          c.after.split('、').length > before.length
        );
      });
    const joinedWithCapital = all().filter((d) => raising(d).length > 0);
    expect(joinedWithCapital.length).toBeGreaterThan(5);
    const joined = structuredClone(joinedWithCapital[0]!) as PlausibleDossier;
    const day = raising(joined)[0]!.changedOn;
    joined.changes = joined.changes.filter(
      (c) => !(c.item === '注册资本变更' && c.changedOn === day),
    );
    expect(plausibleWith(joined)).toEqual([
      expect.stringContaining('没有增加注册资本的注册资本变更'),
    ]);
  });
});

function anyPost() {
  return all().flatMap((d) => d.facts.recruitment_posts)[0]!;
}
