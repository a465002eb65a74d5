import { regionsByCode } from '../reference-lookup';
import { courtProvince, localCourts, parseCaseNumber } from './courts';
import { isListedType, parseCapitalText } from './registry';
import {
  auctionProblems,
  describeProblem,
  enterpriseProblems,
  factProblems,
  judgmentProblems,
  latestChangeProblem,
  latestHolderChangeProblem,
  type EnterpriseRecord,
} from './rules';

const founded = { establishedOn: '2016-03-18', asOf: '2026-11-21' };
const reasons = (problems: { field: string; message: string }[]) => problems.map(describeProblem);

describe('case numbers', () => {
  it('reads the standard form and the level its court code says', () => {
    expect(parseCaseNumber('（2023）苏0505民初1234号')).toMatchObject({
      year: 2023,
      abbreviation: '苏',
      provinceCode: '320000',
      courtDigits: '0505',
      type: '民初',
      level: '基层',
    });
    expect(parseCaseNumber('（2024）川01民终88号')).toMatchObject({ type: '民终', level: '中级' });
    expect(parseCaseNumber('（2022）豫执恢7号')).toMatchObject({ type: '执恢', level: '高级' });
    expect(parseCaseNumber('(2021)最高法知民终12号')).toMatchObject({
      type: '民终',
      level: '最高',
    });
    expect(parseCaseNumber('2023苏0505民初1234')).toBeUndefined();
  });

  it('names and codes local courts as the courts do, consistent with the rules', () => {
    const suzhou = localCourts(regionsByCode().get('320505')!);
    expect(suzhou.basic).toEqual({ name: '苏州市虎丘区人民法院', code: '苏0505' });
    expect(suzhou.intermediate(1)).toEqual({ name: '江苏省苏州市中级人民法院', code: '苏05' });
    expect(localCourts(regionsByCode().get('320583')!).basic.name).toBe('昆山市人民法院');
    expect(localCourts(regionsByCode().get('110105')!).intermediate(2)).toEqual({
      name: '北京市第二中级人民法院',
      code: '京02',
    });
    expect(localCourts(regionsByCode().get('150102')!).basic.code).toBe('内0102');
    expect(courtProvince('昆山市人民法院')).toBe('320000');
    expect(courtProvince('示例人民法院')).toBeUndefined();
  });

  const judgment = {
    caseNo: '（2023）苏0505民初1234号',
    title: '甲公司与乙公司买卖合同纠纷一审民事判决书',
    court: '苏州市虎丘区人民法院',
    role: '原告',
    judgedOn: '2023-09-01',
  };

  it('accepts a consistent document', () => {
    expect(judgmentProblems(judgment, founded)).toEqual([]);
    expect(
      judgmentProblems(
        {
          ...judgment,
          caseNo: '（2023）苏05民终9号',
          title: '甲公司与乙公司买卖合同纠纷二审民事判决书',
          court: '江苏省苏州市中级人民法院',
          role: '上诉人',
        },
        founded,
      ),
    ).toEqual([]);
  });

  it.each([
    [{ caseNo: '（2023）江0505民初1234号' }, 'case_no: 案号中的「江」不是法院代字'],
    [
      { caseNo: '（2023）苏0505执1234号' },
      'case_no: 文书「甲公司与乙公司买卖合同纠纷一审民事判决书」应为民初案号',
    ],
    [
      { caseNo: '（2023）浙0505民初1234号' },
      'case_no: 「苏州市虎丘区人民法院」的案号应以「苏」开头',
    ],
    [
      { court: '江苏省苏州市中级人民法院' },
      'court: 「江苏省苏州市中级人民法院」是中级法院，案号的法院代字却是基层法院的',
    ],
    [{ role: '被执行人' }, 'role: 当事人地位「被执行人」与案号的案件类型「民初」不符'],
    [{ judgedOn: '2022-12-01' }, 'case_no: 收案年度 2023 晚于裁判日期 2022-12-01'],
    [
      { caseNo: '（2023）苏0505民终1号', title: '二审民事判决书' },
      'case_no: 二审案件（民终）不由基层法院审理',
    ],
  ])('refuses %o', (change, reason) => {
    const found = reasons(judgmentProblems({ ...judgment, ...change }, founded));
    expect(found.some((r) => r.startsWith(reason))).toBe(true);
  });
});

describe('row rules', () => {
  it('dates an auction by its status, relative to the source’s date', () => {
    const asOf = '2026-11-21';
    expect(auctionProblems({ status: '即将开始', auctionOn: '2026-12-01' }, asOf)).toEqual([]);
    expect(auctionProblems({ status: '即将开始', auctionOn: '2026-11-21' }, asOf)).toHaveLength(1);
    expect(auctionProblems({ status: '进行中', auctionOn: '2026-11-20' }, asOf)).toEqual([]);
    expect(auctionProblems({ status: '进行中', auctionOn: '2026-11-22' }, asOf)).toHaveLength(1);
    expect(auctionProblems({ status: '已成交', auctionOn: '2026-12-01' }, asOf)).toHaveLength(1);
    expect(auctionProblems({ status: '撤回', auctionOn: '2026-12-01' }, asOf)).toEqual([]);
  });

  it('keeps insured staff within employees and a report after its year', () => {
    const report = { year: 2024, publishedOn: '2025-05-20', staffCount: 10, insuredCount: 10 };
    expect(factProblems('annual_reports', report, founded)).toEqual([]);
    expect(
      reasons(factProblems('annual_reports', { ...report, insuredCount: 11 }, founded)),
    ).toEqual(['insured_count: 参保人数 11 多于从业人数 10']);
    expect(
      reasons(factProblems('annual_reports', { ...report, publishedOn: '2024-12-31' }, founded))[0],
    ).toMatch(/^published_on: 2024 年度报告的公示日期应在 2025 年之后/);
    expect(
      reasons(
        factProblems(
          'annual_reports',
          { ...report, year: 2015, publishedOn: '2016-05-01' },
          founded,
        ),
      ),
    ).toContain('year: 年报年度 2015 早于企业成立年份 2016');
  });

  it('dates facts between the founding and the source’s date, transfers aside', () => {
    expect(reasons(factProblems('bids', { publishedOn: '2016-01-01' }, founded))).toEqual([
      'published_on: 发布日期 2016-01-01 早于企业成立日期 2016-03-18',
    ]);
    expect(reasons(factProblems('bids', { publishedOn: '2026-11-22' }, founded))).toEqual([
      'published_on: 发布日期 2026-11-22 晚于数据日期 2026-11-21',
    ]);
    // A patent may have been filed by the founders and transferred; not in our own data.
    expect(factProblems('patents', { appliedOn: '2015-01-01' }, founded)).toEqual([]);
    expect(
      factProblems('patents', { appliedOn: '2015-01-01' }, { ...founded, ownFilings: true }),
    ).toHaveLength(1);
    expect(
      reasons(
        factProblems(
          'penalties',
          { content: '罚款5000元', amount: 3000, decidedOn: '2020-01-01' },
          founded,
        ),
      ),
    ).toEqual(['amount: 罚款金额 3000 元与处罚内容「罚款5000元」不符']);
  });

  const enterprise: EnterpriseRecord = {
    qymc: '苏州示例半导体股份有限公司',
    legalRepresentative: '周一',
    businessScope: '一般项目：半导体器件专用设备制造。',
    address: '江苏省苏州市姑苏区人民路300号',
    zczb: 12000,
    status: '存续',
    capitalCurrency: '人民币',
    paidInCapital: 6000,
    establishedOn: '2008-11-20',
    operatingFrom: '2008-11-20',
    operatingTo: null,
    qylx: '股份有限公司(上市、自然人投资或控股)',
    formerNames: '苏州示例半导体有限公司',
    listingStatus: 'A股',
    stockCode: '688001',
    staffSize: '500-999人',
    insuredCount: 600,
  };

  it('holds a listed company to a listed type, and the reverse', () => {
    expect(isListedType('股份有限公司(非上市、自然人投资或控股)')).toBe(false);
    expect(enterpriseProblems(enterprise, '2026-11-21')).toEqual([]);
    const unlisted = { ...enterprise, qylx: '股份有限公司(非上市、自然人投资或控股)' };
    expect(reasons(enterpriseProblems(unlisted, '2026-11-21'))).toEqual([
      'qylx: 上市企业（A股）的企业类型应为上市股份有限公司，而不是「股份有限公司(非上市、自然人投资或控股)」',
    ]);
    expect(
      reasons(enterpriseProblems({ ...enterprise, listingStatus: '未上市' }, '2026-11-21'))[0],
    ).toMatch(/^listing_status: 企业类型.*是上市公司/);
    const wrong = { ...enterprise, paidInCapital: 13000, formerNames: enterprise.qymc, zczb: 1000 };
    expect(reasons(enterpriseProblems(wrong, '2026-11-21'))).toEqual([
      'paid_in_capital: 实缴资本 13000 万超过注册资本 1000 万',
      'former_names: 曾用名不能与现名称「苏州示例半导体股份有限公司」相同',
      'zczb: 上市企业的股本不少于 3000 万元，注册资本却是 1000 万元',
    ]);
  });

  it('compares the latest change with the current record', () => {
    expect(
      latestChangeProblem({ item: '法定代表人变更', after: '周一' }, enterprise),
    ).toBeUndefined();
    expect(
      describeProblem(latestChangeProblem({ item: '法定代表人变更', after: '王二' }, enterprise)!),
    ).toBe('after: 最新一条法定代表人变更的变更后内容「王二」与企业当前的法定代表人「周一」不一致');
    expect(
      latestChangeProblem({ item: '注册资本变更', after: '12000万元人民币' }, enterprise),
    ).toBeUndefined();
    expect(parseCapitalText('50万美元')).toBe(50);
    expect(
      latestChangeProblem({ item: '注册资本变更', after: '8000万元人民币' }, enterprise),
    ).toBeDefined();
    expect(latestChangeProblem({ item: '章程备案', after: '' }, enterprise)).toBeUndefined();
    const holders = [
      { names: ['周一'] },
      { names: ['苏州示例控股有限公司', '苏州示例投资有限公司'] },
    ];
    expect(latestHolderChangeProblem('周一、苏州示例投资有限公司', holders)).toBeUndefined();
    expect(latestHolderChangeProblem('周一、王二', holders)).toBeDefined();
    expect(latestHolderChangeProblem('周一', holders)).toBeDefined();
  });
});
