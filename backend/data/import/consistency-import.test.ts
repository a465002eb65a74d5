import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestBackend, type TestBackend } from '../../test/test-backend';
import { demoCreditCode } from '../generator/credit-codes';
import { importPath } from './run-import';

// Rows that contradict the registry rules are refused into the report with a reason that
// names the column and the contradiction; the rows around them are imported.

const clock = { now: () => new Date('2026-11-21T08:00:00Z') };
const code = (n: number, region: string, modern = true) => demoCreditCode(n, 4242, region, modern);
const FIRM = code(1, '330106');
const LISTED_WRONG = code(2, '320508');
const LISTED = code(3, '320508');
const BRANCH = code(4, '110108');
const PAID_IN = code(5, '330106');

const enterpriseHeader =
  'tyshxydm,qymc,legal_representative,zczb,paid_in_capital,established_on,status,qylx,industry_code,region_code,address,business_scope,listing_status,stock_code,as_of';
const FILES: Record<string, string[]> = {
  'enterprises.csv': [
    enterpriseHeader,
    `${FIRM},杭州规则软件有限公司,陈一,1000,,2016-03-18,存续,有限责任公司(自然人投资或控股),6513,330106,浙江省杭州市西湖区文三路1号,一般项目：软件开发。,,,2026-11-01`,
    `${LISTED_WRONG},苏州规则装备股份有限公司,周二,12000,,2008-11-20,存续,股份有限公司(非上市、自然人投资或控股),3562,320508,江苏省苏州市姑苏区人民路3号,,A股,600001,2026-11-01`,
    `${LISTED},苏州规则半导体股份有限公司,周三,50000,,2008-11-20,存续,股份有限公司(上市、自然人投资或控股),3562,320508,江苏省苏州市姑苏区人民路5号,,A股,688001,2026-11-01`,
    `${BRANCH},杭州规则软件有限公司北京分公司,吴四,,,2015-01-01,存续,有限责任公司分公司(自然人投资或控股),6513,110108,北京市海淀区学府路8号,,,,2026-11-01`,
    `${PAID_IN},杭州规则实缴有限公司,王五,100,150,2020-01-01,存续,有限责任公司(自然人投资或控股),6513,330106,浙江省杭州市西湖区文三路9号,,,,2026-11-01`,
  ],
  'shareholdings.jsonl': [
    `{"id":"S-1","tyshxydm":"${FIRM}","holder_type":"person","holder_name":"陈一","holder_key":"rules:p1","ratio":70}`,
    `{"id":"S-2","tyshxydm":"${FIRM}","holder_type":"person","holder_name":"李二","holder_key":"rules:p2","ratio":30}`,
    `{"id":"S-3","tyshxydm":"${FIRM}","holder_type":"person","holder_name":"王三","holder_key":"rules:p3","ratio":10}`,
  ],
  'positions.csv': [
    'id,tyshxydm,person_name,person_key,title',
    `P-1,${FIRM},陈一,rules:p1,法定代表人`,
    `P-2,${FIRM},张四,rules:p4,法定代表人`,
  ],
  'branches.csv': ['parent_tyshxydm,branch_tyshxydm', `${FIRM},${BRANCH}`],
  'change_records.csv': [
    'id,tyshxydm,changed_on,item,before,after,class_name',
    // The latest 法定代表人变更 comes first in the file: the first pass finds it anyway.
    `C-2,${FIRM},2023-06-01,法定代表人变更,王五,赵六,法人变更`,
    `C-1,${FIRM},2020-05-01,法定代表人变更,张四,王五,法人变更`,
    `C-3,${FIRM},2022-01-01,经营范围变更,一般项目：技术服务。,一般项目：软件开发。,经营范围变更`,
    `C-4,${FIRM},2024-01-01,投资人变更,陈一,陈一、李二,股东变更`,
    `C-5,${FIRM},2015-01-01,住所变更,浙江省杭州市西湖区旧址1号,浙江省杭州市西湖区文三路1号,地址变更`,
    `C-6,${FIRM},2025-01-01,注册资本变更,500万元人民币,800万元人民币,注册资本变更`,
    // After the record's as_of (2026-11-01): news the record cannot know yet.
    `C-7,${FIRM},2026-11-10,住所变更,浙江省杭州市西湖区文三路1号,浙江省杭州市西湖区新址9号,地址变更`,
    `C-8,${FIRM},2026-10-01,投资人变更,陈一、李二,陈一、王三,股东变更`,
  ],
  'annual_reports.csv': [
    'tyshxydm,year,published_on,staff_count,insured_count',
    `${FIRM},2024,2025-05-20,86,80`,
    `${FIRM},2025,2026-04-18,10,12`,
    `${FIRM},2023,2023-06-01,50,40`,
  ],
  'judgments.jsonl': [
    judgment('J-1', '（2023）浙0106民初1234号', '一审民事判决书', '杭州市西湖区人民法院', '原告'),
    judgment('J-2', '（2023）江0106民初1号', '一审民事判决书', '杭州市西湖区人民法院', '原告'),
    judgment('J-3', '（2023）浙01民终2号', '一审民事判决书', '浙江省杭州市中级人民法院', '原告'),
    judgment('J-4', '（2023）苏0106民初3号', '一审民事判决书', '杭州市西湖区人民法院', '原告'),
    judgment('J-5', '（2023）浙0106民初4号', '一审民事判决书', '浙江省杭州市中级人民法院', '原告'),
    judgment('J-6', '（2023）浙0106执5号', '执行裁定书', '杭州市西湖区人民法院', '原告'),
  ],
  'judicial_auctions.csv': [
    'id,tyshxydm,title,court,auction_on,status',
    `A-1,${FIRM},设备一批,杭州市西湖区人民法院,2026-06-01,即将开始`,
    `A-2,${FIRM},车辆一辆,杭州市西湖区人民法院,2026-12-10,即将开始`,
    `A-3,${FIRM},房产一处,杭州市西湖区人民法院,2026-12-01,已成交`,
  ],
};

function judgment(id: string, caseNo: string, document: string, court: string, role: string) {
  return JSON.stringify({
    id,
    tyshxydm: FIRM,
    case_no: caseNo,
    title: `杭州规则软件有限公司与示例商贸有限公司买卖合同纠纷${document}`,
    cause: '买卖合同纠纷',
    role,
    court,
    judged_on: '2023-09-01',
  });
}

const EXPECTED: [string, number, string][] = [
  [
    'enterprises.csv',
    3,
    'qylx: 上市企业（A股）的企业类型应为上市股份有限公司，而不是「股份有限公司(非上市、自然人投资或控股)」',
  ],
  ['enterprises.csv', 6, 'paid_in_capital: 实缴资本 150 万超过注册资本 100 万'],
  ['shareholdings.jsonl', 3, 'ratio: 该企业股东持股比例合计 110% 超过 100%'],
  ['positions.csv', 3, 'person_name: 法定代表人「张四」与企业登记的法定代表人「陈一」不一致'],
  ['branches.csv', 2, 'branch_tyshxydm: 分支机构成立日期 2015-01-01 早于总公司成立日期 2016-03-18'],
  [
    'change_records.csv',
    2,
    'after: 最新一条法定代表人变更的变更后内容「赵六」与企业当前的法定代表人「陈一」不一致',
  ],
  ['change_records.csv', 6, 'changed_on: 变更日期 2015-01-01 早于企业成立日期 2016-03-18'],
  [
    'change_records.csv',
    7,
    'after: 最新一条注册资本变更的变更后内容「800万元人民币」与企业当前的注册资本「1000万」不一致',
  ],
  [
    'change_records.csv',
    9,
    'after: 最新一条投资人变更的变更后股东「陈一、王三」与当前股东「陈一、李二」不一致',
  ],
  ['annual_reports.csv', 3, 'insured_count: 参保人数 12 多于从业人数 10'],
  [
    'annual_reports.csv',
    4,
    'published_on: 2023 年度报告的公示日期应在 2024 年之后，却是 2023-06-01',
  ],
  ['judgments.jsonl', 2, 'case_no: 案号中的「江」不是法院代字（如江苏为苏、四川为川、河南为豫）'],
  [
    'judgments.jsonl',
    3,
    'case_no: 文书「杭州规则软件有限公司与示例商贸有限公司买卖合同纠纷一审民事判决书」应为民初案号，案号却是「民终」',
  ],
  ['judgments.jsonl', 4, 'case_no: 「杭州市西湖区人民法院」的案号应以「浙」开头，而不是「苏」'],
  [
    'judgments.jsonl',
    5,
    'court: 「浙江省杭州市中级人民法院」是中级法院，案号的法院代字却是基层法院的',
  ],
  ['judgments.jsonl', 6, 'role: 当事人地位「原告」与案号的案件类型「执」不符'],
  [
    'judicial_auctions.csv',
    2,
    'status: 拍卖状态「即将开始」要求拍卖日期在数据日期之后，拍卖日期却是 2026-06-01（数据日期 2026-11-21）',
  ],
  [
    'judicial_auctions.csv',
    4,
    'status: 拍卖状态「已成交」要求拍卖日期不晚于数据日期，拍卖日期却是 2026-12-01（数据日期 2026-11-21）',
  ],
];

let backend: TestBackend;
let dir: string;
beforeAll(async () => {
  backend = await createTestBackend();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zsai-rules-'));
  for (const [name, lines] of Object.entries(FILES))
    fs.writeFileSync(path.join(dir, name), `${lines.join('\n')}\n`);
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true });
  await backend.close();
});

describe('import against the registry rules', () => {
  it('refuses each contradicting row with its reason and imports the others', async () => {
    const result = await importPath(backend.db, dir, { source: 'rules', clock });
    expect(result.rejections.map((r) => [r.file, r.line, r.reason])).toEqual(EXPECTED);
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await backend.db.execute(query)) as { rows: Record<string, unknown>[] }).rows;
    expect(await rows(sql`select source_id from change_records order by source_id`)).toEqual(
      ['C-1', 'C-3', 'C-4', 'C-7'].map((source_id) => ({ source_id })),
    );
    expect(await rows(sql`select count(*)::int as n from judgments`)).toEqual([{ n: 1 }]);
    expect(await rows(sql`select source_id from judicial_auctions`)).toEqual([
      { source_id: 'A-2' },
    ]);
  });

  it('refuses the same rows again on a second import, and only those', async () => {
    const again = await importPath(backend.db, dir, { source: 'rules', clock });
    expect(again.rejections.map((r) => [r.file, r.line, r.reason])).toEqual(EXPECTED);
    expect(again.files.every((f) => f.inserted === 0 && f.updated === 0)).toBe(true);
  });
});
