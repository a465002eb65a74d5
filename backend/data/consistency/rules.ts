import type {
  annualReports,
  bids,
  shareholdings,
  changeRecords,
  enterprises,
  financingEvents,
  judgments,
  judicialAuctions,
  patents,
  penalties,
  recruitmentPosts,
  trademarks,
} from '../../db/schema';
import { Calendar } from '../generator/calendar';
import {
  caseTypeMatches,
  courtLevelOfName,
  courtProvince,
  COURT_ABBREVIATIONS,
  expectedCaseType,
  isCourtAbbreviation,
  parseCaseNumber,
} from './courts';
import {
  CLOSED_STATUSES,
  CURRENT_VALUE_ITEMS,
  FINANCING_ROUNDS,
  HOLDER_CHANGE,
  isBranchType,
  isListedType,
  isSoleOwnerType,
  LISTED_STATUSES,
  LISTING_MIN_CAPITAL,
  NEEQ_STATUS,
  PERSONNEL_CHANGE,
  soleOwnerIsPerson,
  splitNames,
  staffBand,
  STATUS_CHANGE,
  type CurrentRecord,
} from './registry';

// The rules registry data obeys, written once. Row rules (one enterprise record, one fact with
// its enterprise's founding date) are what the import refuses rows by; dossier rules (an
// enterprise with all its facts, holders and people) are what the consistency test holds the
// generated dataset to. A broken rule is a Problem: the column and a Chinese reason.

export type Problem = { field: string; message: string };
/** How the import report writes a problem: `column: reason`, like the parse errors. */
export const describeProblem = (p: Problem) => `${p.field}: ${p.message}`;

const problem = (field: string, message: string): Problem => ({ field, message });
const cal = new Calendar(new Date(0));
const yearOf = (iso: string) => Number(iso.slice(0, 4));
/** Two amounts in 万元 or percent that should agree, to the cent. */
const close = (a: number, b: number) => Math.abs(a - b) < 0.011;

type Select<T extends { $inferSelect: unknown }> = T['$inferSelect'];

export type EnterpriseRecord = CurrentRecord &
  Pick<
    Select<typeof enterprises>,
    | 'capitalCurrency'
    | 'paidInCapital'
    | 'establishedOn'
    | 'operatingFrom'
    | 'operatingTo'
    | 'qylx'
    | 'formerNames'
    | 'listingStatus'
    | 'stockCode'
    | 'staffSize'
    | 'insuredCount'
  >;

/** The rules of one enterprise record, as of the date its source describes (`asOf`). */
export function enterpriseProblems(e: EnterpriseRecord, asOf: string): Problem[] {
  const found: Problem[] = [];
  if (e.establishedOn > asOf)
    found.push(problem('established_on', `成立日期 ${e.establishedOn} 晚于数据日期 ${asOf}`));
  if (e.operatingFrom && e.operatingFrom < e.establishedOn)
    found.push(problem('operating_from', `营业期限自 ${e.operatingFrom} 早于成立日期`));
  if (e.operatingTo && e.operatingTo <= (e.operatingFrom ?? e.establishedOn))
    found.push(problem('operating_to', `营业期限至 ${e.operatingTo} 不晚于营业期限自`));
  if (e.paidInCapital !== null && e.zczb !== null && e.paidInCapital > e.zczb + 0.0001)
    found.push(
      problem('paid_in_capital', `实缴资本 ${e.paidInCapital} 万超过注册资本 ${e.zczb} 万`),
    );
  const formerNames = e.formerNames ? e.formerNames.split('；') : [];
  if (formerNames.includes(e.qymc))
    found.push(problem('former_names', `曾用名不能与现名称「${e.qymc}」相同`));
  const repeated = formerNames.find((n, i) => formerNames.indexOf(n) !== i);
  if (repeated) found.push(problem('former_names', `曾用名「${repeated}」重复`));

  const listed = LISTED_STATUSES.includes(e.listingStatus);
  if (listed && !isListedType(e.qylx))
    found.push(
      problem(
        'qylx',
        `上市企业（${e.listingStatus}）的企业类型应为上市股份有限公司，而不是「${e.qylx}」`,
      ),
    );
  if (!listed && isListedType(e.qylx))
    found.push(
      problem(
        'listing_status',
        `企业类型「${e.qylx}」是上市公司，上市状态却是「${e.listingStatus}」`,
      ),
    );
  if (
    e.listingStatus === NEEQ_STATUS &&
    !(e.qylx.startsWith('股份有限公司') && !isListedType(e.qylx))
  )
    found.push(
      problem('listing_status', `新三板挂牌企业应为非上市股份有限公司，企业类型却是「${e.qylx}」`),
    );
  if (listed) {
    if (!/^\d{6}$/.test(e.stockCode ?? ''))
      found.push(problem('stock_code', `上市企业（${e.listingStatus}）应有 6 位数字的股票代码`));
    if (e.zczb !== null && e.capitalCurrency === '人民币' && e.zczb < LISTING_MIN_CAPITAL)
      found.push(
        problem(
          'zczb',
          `上市企业的股本不少于 ${LISTING_MIN_CAPITAL} 万元，注册资本却是 ${e.zczb} 万元`,
        ),
      );
    if (e.status === '注销') found.push(problem('status', '已注销的企业不能处于上市状态'));
  }
  return found;
}

/** The enterprise facts with dates, by table name. */
export type FactTable =
  | 'change_records'
  | 'annual_reports'
  | 'patents'
  | 'trademarks'
  | 'judgments'
  | 'penalties'
  | 'financing_events'
  | 'judicial_auctions'
  | 'bids'
  | 'recruitment_posts'
  | 'shareholdings';

export type FactRows = {
  change_records: Select<typeof changeRecords>;
  annual_reports: Select<typeof annualReports>;
  patents: Select<typeof patents>;
  trademarks: Select<typeof trademarks>;
  judgments: Select<typeof judgments>;
  penalties: Select<typeof penalties>;
  financing_events: Select<typeof financingEvents>;
  judicial_auctions: Select<typeof judicialAuctions>;
  bids: Select<typeof bids>;
  recruitment_posts: Select<typeof recruitmentPosts>;
  shareholdings: Select<typeof shareholdings>;
};

/** What a fact is checked against: its enterprise's founding date and its source's date. */
export type FactContext = {
  establishedOn: string;
  asOf: string;
  /**
   * Our own data (the generator's): patents and trademarks too are filed by the enterprise
   * itself. Real ones may have been filed by the founders and transferred, so they can be
   * older than the enterprise.
   */
  ownFilings?: boolean;
};

type DateColumn = {
  key: string;
  column: string;
  label: string;
  /** Not before the founding: always, only for own filings, or never. */
  founded: 'always' | 'ownFilings';
  /** May lie after the source's date (an auction announced for later). */
  future?: boolean;
};

const date = (
  key: string,
  column: string,
  label: string,
  founded: DateColumn['founded'] = 'always',
  future = false,
): DateColumn => ({ key, column, label, founded, future });

/** The dated columns of each fact: none before the founding, none after the source's date. */
export const FACT_DATES: Readonly<Record<FactTable, readonly DateColumn[]>> = {
  change_records: [date('changedOn', 'changed_on', '变更日期')],
  annual_reports: [date('publishedOn', 'published_on', '公示日期')],
  patents: [
    date('appliedOn', 'applied_on', '申请日', 'ownFilings'),
    date('publishedOn', 'published_on', '公开（公告）日', 'ownFilings'),
  ],
  trademarks: [date('appliedOn', 'applied_on', '申请日', 'ownFilings')],
  judgments: [date('judgedOn', 'judged_on', '裁判日期')],
  penalties: [date('decidedOn', 'decided_on', '处罚决定日期')],
  financing_events: [date('occurredOn', 'occurred_on', '融资日期')],
  judicial_auctions: [date('auctionOn', 'auction_on', '拍卖日期', 'always', true)],
  bids: [date('publishedOn', 'published_on', '发布日期')],
  recruitment_posts: [date('publishedOn', 'published_on', '发布日期')],
  // 认缴出资日期 may be a deadline still to come.
  shareholdings: [date('subscribedOn', 'subscribed_on', '认缴日期', 'always', true)],
};

/** The rules of one fact of `table`, given what its enterprise and source say. */
export function factProblems<T extends FactTable>(
  table: T,
  row: Partial<FactRows[T]>,
  ctx: FactContext,
): Problem[] {
  const found: Problem[] = [];
  const values = row as Record<string, unknown>;
  for (const d of FACT_DATES[table]) {
    const value = values[d.key];
    if (typeof value !== 'string') continue;
    if ((d.founded === 'always' || ctx.ownFilings) && value < ctx.establishedOn)
      found.push(problem(d.column, `${d.label} ${value} 早于企业成立日期 ${ctx.establishedOn}`));
    if (!d.future && value > ctx.asOf)
      found.push(problem(d.column, `${d.label} ${value} 晚于数据日期 ${ctx.asOf}`));
  }
  const specific = FACT_RULES[table] as (row: Partial<FactRows[T]>, ctx: FactContext) => Problem[];
  return [...found, ...specific(row, ctx)];
}

const FACT_RULES: { [T in FactTable]: (row: Partial<FactRows[T]>, ctx: FactContext) => Problem[] } =
  {
    change_records: (c) =>
      c.before && c.after && c.before.trim() === c.after.trim()
        ? [problem('after', `变更前后内容相同（${c.item ?? ''}）`)]
        : [],
    annual_reports: (r, ctx) => {
      const found: Problem[] = [];
      if (r.insuredCount != null && r.staffCount != null && r.insuredCount > r.staffCount)
        found.push(
          problem('insured_count', `参保人数 ${r.insuredCount} 多于从业人数 ${r.staffCount}`),
        );
      if (r.year !== undefined) {
        if (r.publishedOn && r.publishedOn < `${r.year + 1}-01-01`)
          found.push(
            problem(
              'published_on',
              `${r.year} 年度报告的公示日期应在 ${r.year + 1} 年之后，却是 ${r.publishedOn}`,
            ),
          );
        if (r.year < yearOf(ctx.establishedOn))
          found.push(
            problem('year', `年报年度 ${r.year} 早于企业成立年份 ${yearOf(ctx.establishedOn)}`),
          );
      }
      return found;
    },
    patents: (p) => {
      const found: Problem[] = [];
      const year = /^CN(\d{4})[1-9]\d{7}\.[\dX]$/.exec(p.applicationNo ?? '')?.[1];
      if (year && p.appliedOn && year !== p.appliedOn.slice(0, 4))
        found.push(problem('application_no', `申请号的年份 ${year} 与申请日 ${p.appliedOn} 不符`));
      if (p.publishedOn && p.appliedOn && p.publishedOn < p.appliedOn)
        found.push(
          problem('published_on', `公开（公告）日 ${p.publishedOn} 早于申请日 ${p.appliedOn}`),
        );
      return found;
    },
    trademarks: () => [],
    judgments: (j, ctx) => judgmentProblems(j, ctx),
    penalties: (p) => {
      const found: Problem[] = [];
      const fine = /罚款(?:人民币)?(\d+(?:\.\d+)?)(万)?元/.exec(p.content ?? '');
      if (fine && p.amount != null) {
        const amount = Number(fine[1]) * (fine[2] ? 10_000 : 1);
        if (!close(amount, p.amount))
          found.push(problem('amount', `罚款金额 ${p.amount} 元与处罚内容「${p.content}」不符`));
      }
      const year = /[〔[（(](\d{4})[〕\]）)]/.exec(p.decisionNo ?? '')?.[1];
      if (year && p.decidedOn && year !== p.decidedOn.slice(0, 4))
        found.push(
          problem('decision_no', `决定书文号的年份 ${year} 与处罚决定日期 ${p.decidedOn} 不符`),
        );
      return found;
    },
    financing_events: () => [],
    judicial_auctions: (a, ctx) => auctionProblems(a, ctx.asOf),
    bids: () => [],
    recruitment_posts: () => [],
    shareholdings: () => [],
  };

/** Which case-number kind (初, 终, 执) each party role belongs to. */
const ROLE_KINDS: Readonly<Record<string, '初' | '终' | '执'>> = {
  原告: '初',
  被告: '初',
  上诉人: '终',
  被上诉人: '终',
  申请执行人: '执',
  被执行人: '执',
};

/** A court document: its case number, its title's kind, its court and the parties' roles. */
export function judgmentProblems(j: Partial<FactRows['judgments']>, ctx: FactContext): Problem[] {
  if (!j.caseNo) return [];
  const number = parseCaseNumber(j.caseNo);
  if (!number)
    return [
      problem(
        'case_no',
        `案号「${j.caseNo}」格式不符，应为（收案年度）法院代字+类型代字+编号+号，如（2023）苏0505民初1234号`,
      ),
    ];
  if (!isCourtAbbreviation(number.abbreviation))
    return [
      problem(
        'case_no',
        `案号中的「${number.abbreviation}」不是法院代字（如江苏为苏、四川为川、河南为豫）`,
      ),
    ];
  const found: Problem[] = [];
  const expected = j.title ? expectedCaseType(j.title) : undefined;
  if (expected && !caseTypeMatches(number.type, expected))
    found.push(
      problem('case_no', `文书「${j.title}」应为${expected}案号，案号却是「${number.type}」`),
    );
  if (number.type.endsWith('终') && number.level === '基层')
    found.push(
      problem('case_no', `二审案件（${number.type}）不由基层法院审理，案号却是基层法院的代字`),
    );
  const level = j.court ? courtLevelOfName(j.court) : undefined;
  if (level && level !== number.level)
    found.push(
      problem('court', `「${j.court}」是${level}法院，案号的法院代字却是${number.level}法院的`),
    );
  const province = j.court ? courtProvince(j.court) : undefined;
  if (province && number.provinceCode && province !== number.provinceCode)
    found.push(
      problem(
        'case_no',
        `「${j.court}」的案号应以「${COURT_ABBREVIATIONS[province]}」开头，而不是「${number.abbreviation}」`,
      ),
    );
  const kind = j.role ? ROLE_KINDS[j.role] : undefined;
  const typeKind = number.type.startsWith('执') ? '执' : number.type.slice(-1);
  if (kind && kind !== typeKind)
    found.push(problem('role', `当事人地位「${j.role}」与案号的案件类型「${number.type}」不符`));
  if (j.judgedOn && number.year > yearOf(j.judgedOn))
    found.push(problem('case_no', `收案年度 ${number.year} 晚于裁判日期 ${j.judgedOn}`));
  if (number.year < yearOf(ctx.establishedOn))
    found.push(problem('case_no', `收案年度 ${number.year} 早于企业成立年份`));
  return found;
}

/** How long an auction may show 进行中 after it starts (a 变卖 runs up to 60 days). */
export const AUCTION_RUNNING_DAYS = 60;

/** A judicial auction's status against its date and the source's date. */
export function auctionProblems(
  a: Partial<FactRows['judicial_auctions']>,
  asOf: string,
): Problem[] {
  if (!a.auctionOn || !a.status) return [];
  const days = cal.day(a.auctionOn) - cal.day(asOf);
  const wrong = (expectation: string) => [
    problem(
      'status',
      `拍卖状态「${a.status}」要求拍卖日期${expectation}，拍卖日期却是 ${a.auctionOn}（数据日期 ${asOf}）`,
    ),
  ];
  switch (a.status) {
    case '即将开始':
      return days > 0 ? [] : wrong('在数据日期之后');
    case '进行中':
      return days <= 0 && days > -AUCTION_RUNNING_DAYS
        ? []
        : wrong(`在数据日期前 ${AUCTION_RUNNING_DAYS} 天内`);
    case '已成交':
    case '流拍':
    case '已结束':
      return days <= 0 ? [] : wrong('不晚于数据日期');
    default:
      return [];
  }
}

/** The latest change of an item whose value the current record holds must equal it. */
export function latestChangeProblem(
  change: { item: string; after: string },
  current: CurrentRecord,
): Problem | undefined {
  const item = CURRENT_VALUE_ITEMS[change.item];
  if (!item || item.same(change.after, current)) return undefined;
  return problem(
    'after',
    `最新一条${change.item}的变更后内容「${change.after}」与企业当前的${item.label}「${item.value(current)}」不一致`,
  );
}

/**
 * The latest 投资人变更 names the current shareholders: each by its name now or, for an
 * enterprise, a name it had (it may have been renamed since).
 */
export function latestHolderChangeProblem(
  after: string,
  holders: readonly { names: readonly string[] }[],
): Problem | undefined {
  const named = splitNames(after);
  const unmatched = holders.filter((h) => !h.names.some((n) => named.includes(n)));
  const known = new Set(holders.flatMap((h) => h.names));
  const strangers = named.filter((n) => !known.has(n));
  if (unmatched.length === 0 && strangers.length === 0) return undefined;
  return problem(
    'after',
    `最新一条投资人变更的变更后股东「${after}」与当前股东「${holders.map((h) => h.names[0]).join('、')}」不一致`,
  );
}

/** The sum of an enterprise's shareholding ratios may not pass 100 %. */
export function ratioSumProblem(sum: number): Problem | undefined {
  return sum > 100.0001
    ? problem('ratio', `该企业股东持股比例合计 ${Math.round(sum * 10000) / 10000}% 超过 100%`)
    : undefined;
}

/** The one person a 法定代表人 position names is the record's legal representative. */
export function legalRepresentativePositionProblem(
  title: string,
  personName: string,
  legalRepresentative: string,
): Problem | undefined {
  return title === '法定代表人' && personName !== legalRepresentative
    ? problem(
        'person_name',
        `法定代表人「${personName}」与企业登记的法定代表人「${legalRepresentative}」不一致`,
      )
    : undefined;
}

/** A branch is registered as one and opened after its parent. */
export function branchProblems(
  parent: { establishedOn: string },
  branch: { establishedOn: string; qylx: string },
): Problem[] {
  const found: Problem[] = [];
  if (!isBranchType(branch.qylx))
    found.push(problem('branch_tyshxydm', `企业类型「${branch.qylx}」不是分支机构`));
  if (branch.establishedOn < parent.establishedOn)
    found.push(
      problem(
        'branch_tyshxydm',
        `分支机构成立日期 ${branch.establishedOn} 早于总公司成立日期 ${parent.establishedOn}`,
      ),
    );
  return found;
}

// ---------------------------------------------------------------------------------------------
// Dossier rules: an enterprise with everything around it (the generated dataset's test).

export type HolderFact = {
  /** The holder's name now, then (an enterprise's) former names. */
  names: string[];
  enterpriseId: number | null;
  ratio: number;
  subscribedCapital: number | null;
  subscribedOn: string | null;
};

export type Dossier = {
  id: number;
  enterprise: EnterpriseRecord & { asOf: string };
  parentId: number | null;
  holders: HolderFact[];
  positions: { personId: number; personName: string; title: string }[];
  /** Oldest first (date, then id). */
  changes: FactRows['change_records'][];
  facts: { [T in Exclude<FactTable, 'change_records' | 'shareholdings'>]: FactRows[T][] };
};

export type Violation = { enterpriseId: number; qymc: string; where: string; problem: string };

const SUPERVISOR_EXCLUDED = new Set(['董事长', '董事', '执行董事兼总经理', '总经理', '财务负责人']);

/** The day a closed enterprise closed: its last 登记状态变更 to a closed status. */
export function closedOn(d: Dossier): string | undefined {
  for (let i = d.changes.length - 1; i >= 0; i--) {
    const c = d.changes[i]!;
    if (c.item === STATUS_CHANGE && CLOSED_STATUSES.includes(c.after)) return c.changedOn;
  }
  return undefined;
}

/** Every contradiction in a dataset of dossiers, as of `today`. */
export function datasetViolations(
  dossiers: ReadonlyMap<number, Dossier>,
  today: string,
): Violation[] {
  const found: Violation[] = [];
  const stockCodes = new Map<string, number>();
  for (const d of dossiers.values()) {
    const report = (where: string, problems: (Problem | undefined)[]) => {
      for (const p of problems)
        if (p)
          found.push({
            enterpriseId: d.id,
            qymc: d.enterprise.qymc,
            where,
            problem: describeProblem(p),
          });
    };
    const e = d.enterprise;
    report('enterprises', enterpriseProblems(e, e.asOf));
    report('enterprises', [legalFormProblem(e.qymc, e.qylx)]);
    if (e.stockCode) {
      const other = stockCodes.get(e.stockCode);
      if (other !== undefined)
        report('enterprises', [
          problem('stock_code', `股票代码 ${e.stockCode} 与企业 ${other} 重复`),
        ]);
      stockCodes.set(e.stockCode, d.id);
    }
    const ctx = { establishedOn: e.establishedOn, ownFilings: true };
    for (const c of d.changes)
      report(`change_records#${c.id}`, factProblems('change_records', c, { ...ctx, asOf: c.asOf }));
    for (const table of Object.keys(d.facts) as (keyof Dossier['facts'])[]) {
      for (const row of d.facts[table] as { id: number; asOf: string }[])
        report(`${table}#${row.id}`, factProblems(table, row as never, { ...ctx, asOf: row.asOf }));
    }
    report('branches', branchDossierProblems(d, dossiers));
    report('shareholdings', holderProblems(d, dossiers, today));
    report('positions', positionProblems(d));
    report('change_records', historyProblems(d));
    report('enterprises', lifeProblems(d, today));
    report('annual_reports', staffProblems(d));
    report(
      'judicial_auctions',
      d.facts.judicial_auctions.map((a) => auctionCaseProblem(d, a)),
    );
    report('financing_events', [roundOrderProblem(d)]);
  }
  return found;
}

/** The legal form a name ends with agrees with the enterprise type. */
export function legalFormProblem(qymc: string, qylx: string): Problem | undefined {
  const wrong = (form: string) =>
    problem('qymc', `名称「${qymc}」与企业类型「${qylx}」不符（应为${form}）`);
  if (isBranchType(qylx)) return /分公司$/.test(qymc) ? undefined : wrong('分公司');
  if (qylx.startsWith('股份有限公司'))
    return qymc.endsWith('股份有限公司') ? undefined : wrong('股份有限公司');
  if (qylx.includes('有限责任公司'))
    return /有限(责任)?公司$/.test(qymc) && !qymc.endsWith('股份有限公司')
      ? undefined
      : wrong('有限公司或有限责任公司');
  if (qylx.includes('合伙')) return qymc.includes('合伙') ? undefined : wrong('合伙企业');
  if (qylx === '个人独资企业') return qymc.includes('公司') ? wrong('非公司名称') : undefined;
  return undefined;
}

function branchDossierProblems(d: Dossier, all: ReadonlyMap<number, Dossier>): Problem[] {
  const e = d.enterprise;
  if (d.parentId === null)
    return isBranchType(e.qylx) ? [problem('qylx', '分支机构没有登记总公司')] : [];
  const parent = all.get(d.parentId);
  if (!parent) return [problem('parent_id', `总公司 ${d.parentId} 不存在`)];
  const found = branchProblems(parent.enterprise, e);
  if (e.zczb !== null) found.push(problem('zczb', '分支机构没有注册资本'));
  if (d.holders.length > 0) found.push(problem('shareholdings', '分支机构没有股东'));
  const parentClosed = parent.enterprise.status === '注销' ? closedOn(parent) : undefined;
  if (parentClosed) {
    const closed = closedOn(d);
    if (!closed || closed > parentClosed)
      found.push(problem('status', `总公司已于 ${parentClosed} 注销，分支机构却未在此前关闭`));
  }
  return found;
}

function holderProblems(d: Dossier, all: ReadonlyMap<number, Dossier>, today: string): Problem[] {
  const e = d.enterprise;
  if (d.parentId !== null) return [];
  const found: Problem[] = [];
  if (d.holders.length === 0) return [problem('shareholdings', '企业没有股东（出资人）')];
  const sum = d.holders.reduce((s, h) => s + h.ratio, 0);
  // A listed company's record lists its top holders; the public holds the rest.
  if (LISTED_STATUSES.includes(e.listingStatus)) {
    if (sum > 100.011) found.push(problem('ratio', `股东持股比例合计 ${sum}% 超过 100%`));
  } else if (!close(sum, 100)) found.push(problem('ratio', `股东持股比例合计 ${sum}% 不是 100%`));
  if (isSoleOwnerType(e.qylx)) {
    const person = soleOwnerIsPerson(e.qylx);
    if (d.holders.length !== 1)
      found.push(problem('shareholdings', `独资企业应只有一个出资人，却有 ${d.holders.length} 个`));
    else if (person !== (d.holders[0]!.enterpriseId === null))
      found.push(
        problem('shareholdings', `「${e.qylx}」的出资人应为${person ? '自然人' : '法人'}`),
      );
  }
  if (e.qylx.includes('合伙') && d.holders.length < 2)
    found.push(problem('shareholdings', '合伙企业至少有两个合伙人'));
  if (e.qylx === '个人独资企业' && d.holders[0]?.names[0] !== e.legalRepresentative)
    found.push(problem('legal_representative', '个人独资企业的负责人应为其投资人'));
  if (e.qylx.includes('合伙') && !d.holders.some((h) => h.names[0] === e.legalRepresentative))
    found.push(problem('legal_representative', '执行事务合伙人应为合伙人之一'));
  const closed = closedOn(d);
  for (const h of d.holders) {
    const name = h.names[0]!;
    if (
      e.zczb !== null &&
      h.subscribedCapital !== null &&
      !close(h.subscribedCapital, (e.zczb * h.ratio) / 100)
    )
      found.push(
        problem(
          'subscribed_capital',
          `股东「${name}」认缴 ${h.subscribedCapital} 万与注册资本 ${e.zczb} 万 × ${h.ratio}% 不符`,
        ),
      );
    if (h.subscribedOn && (h.subscribedOn < e.establishedOn || h.subscribedOn > today))
      found.push(
        problem(
          'subscribed_on',
          `股东「${name}」的认缴日期 ${h.subscribedOn} 不在成立日期与今天之间`,
        ),
      );
    if (h.subscribedOn && h.subscribedOn > e.establishedOn) {
      const joined = d.changes.some(
        (c) =>
          c.item === HOLDER_CHANGE &&
          c.changedOn === h.subscribedOn &&
          splitNames(c.after).some((n) => h.names.includes(n)) &&
          !splitNames(c.before).some((n) => h.names.includes(n)),
      );
      if (!joined)
        found.push(
          problem(
            'subscribed_on',
            `股东「${name}」于 ${h.subscribedOn} 入股，当日却没有记载其加入的投资人变更`,
          ),
        );
    }
    const holder = h.enterpriseId === null ? undefined : all.get(h.enterpriseId);
    if (!holder) continue;
    if (h.subscribedOn && h.subscribedOn < holder.enterprise.establishedOn)
      found.push(
        problem(
          'subscribed_on',
          `股东「${name}」成立于 ${holder.enterprise.establishedOn}，早于此不能入股（${h.subscribedOn}）`,
        ),
      );
    const holderClosed = holder.enterprise.status === '注销' ? closedOn(holder) : undefined;
    if (holderClosed && (!closed || closed > holderClosed))
      found.push(
        problem('status', `股东「${name}」已于 ${holderClosed} 注销，本企业却在其后仍存续`),
      );
  }
  return found;
}

function positionProblems(d: Dossier): Problem[] {
  const e = d.enterprise;
  const title = d.parentId === null ? '法定代表人' : '负责人';
  const found: Problem[] = [];
  const reps = d.positions.filter((p) => p.title === title);
  if (reps.length !== 1 || reps[0]!.personName !== e.legalRepresentative)
    found.push(
      problem(
        'positions',
        `主要人员中的${title}（${reps.map((p) => p.personName).join('、') || '无'}）与登记的「${e.legalRepresentative}」不一致`,
      ),
    );
  const supervisors = new Set(d.positions.filter((p) => p.title === '监事').map((p) => p.personId));
  const both = d.positions.find(
    (p) => SUPERVISOR_EXCLUDED.has(p.title) && supervisors.has(p.personId),
  );
  if (both) found.push(problem('positions', `「${both.personName}」既是监事又是${both.title}`));
  return found;
}

/** Each item's changes form one chain that ends at the current record. */
function historyProblems(d: Dossier): Problem[] {
  const e = d.enterprise;
  const found: Problem[] = [];
  const latest = new Map<string, FactRows['change_records']>();
  for (const c of d.changes) {
    const previous = latest.get(c.item);
    if (previous && (previous.after || c.before) && previous.after !== c.before)
      found.push(
        problem(
          'before',
          `${c.changedOn} ${c.item}的变更前内容「${c.before}」不是上一次变更（${previous.changedOn}）后的「${previous.after}」`,
        ),
      );
    latest.set(c.item, c);
  }
  for (const c of latest.values()) {
    found.push(...[latestChangeProblem(c, e)].filter((p) => p !== undefined));
    if (c.item === HOLDER_CHANGE)
      found.push(...[latestHolderChangeProblem(c.after, d.holders)].filter((p) => p !== undefined));
    if (c.item === PERSONNEL_CHANGE) {
      const people = [...new Set(d.positions.map((p) => p.personName))].sort().join('、');
      if ([...new Set(splitNames(c.after))].sort().join('、') !== people)
        found.push(
          problem(
            'after',
            `最新一条${PERSONNEL_CHANGE}「${c.after}」与当前主要人员「${people}」不一致`,
          ),
        );
    }
  }
  const renamed = d.changes
    .filter((c) => c.item === '名称变更')
    .map((c) => c.before)
    .sort();
  const formerNames = (e.formerNames ? e.formerNames.split('；') : []).sort();
  if (renamed.join('；') !== formerNames.join('；'))
    found.push(
      problem(
        'former_names',
        `曾用名「${formerNames.join('；')}」与名称变更记录「${renamed.join('；')}」不一致`,
      ),
    );
  return found;
}

/** A closed enterprise closed on a recorded day and did nothing afterwards. */
function lifeProblems(d: Dossier, today: string): Problem[] {
  const e = d.enterprise;
  if (!CLOSED_STATUSES.includes(e.status))
    return e.operatingTo && e.operatingTo < today
      ? [problem('operating_to', `营业期限至 ${e.operatingTo} 已过，登记状态却是「${e.status}」`)]
      : [];
  const closed = closedOn(d);
  if (!closed) return [problem('status', `企业已${e.status}，却没有记载${STATUS_CHANGE}`)];
  const found: Problem[] = [];
  const last = d.changes.at(-1)!;
  if (last.item !== STATUS_CHANGE)
    found.push(
      problem(
        'change_records',
        `${e.status}（${closed}）之后还有${last.item}（${last.changedOn}）`,
      ),
    );
  // Lawsuits and auctions may follow a closing; business may not.
  const activity: [string, string | null][] = [
    ...d.facts.annual_reports.map((r): [string, string] => ['年报', r.publishedOn]),
    ...d.facts.patents.map((p): [string, string] => ['专利申请', p.appliedOn]),
    ...d.facts.trademarks.map((t): [string, string] => ['商标申请', t.appliedOn]),
    ...d.facts.bids.map((b): [string, string] => ['招投标', b.publishedOn]),
    ...d.facts.recruitment_posts.map((r): [string, string] => ['招聘', r.publishedOn]),
    ...d.facts.financing_events.map((f): [string, string] => ['融资', f.occurredOn]),
    ...d.facts.penalties.map((p): [string, string] => ['行政处罚', p.decidedOn]),
  ];
  for (const [what, day] of activity)
    if (day && day > closed)
      found.push(problem('status', `${e.status}（${closed}）之后还有${what}（${day}）`));
  if ((e.insuredCount ?? 0) > 0)
    found.push(problem('insured_count', `已${e.status}的企业仍有参保人数 ${e.insuredCount}`));
  return found;
}

/** The record's head counts come from the latest annual report. */
function staffProblems(d: Dossier): Problem[] {
  const e = d.enterprise;
  const found: Problem[] = [];
  const band = staffBand(e.staffSize);
  if (band && (e.insuredCount ?? 0) > band.max)
    found.push(
      problem('insured_count', `参保人数 ${e.insuredCount} 超出人员规模「${e.staffSize}」`),
    );
  const latest = d.facts.annual_reports.reduce<FactRows['annual_reports'] | undefined>(
    (a, r) => (!a || r.year > a.year ? r : a),
    undefined,
  );
  if (!latest || CLOSED_STATUSES.includes(e.status)) return found;
  if (latest.insuredCount !== e.insuredCount)
    found.push(
      problem(
        'insured_count',
        `参保人数 ${e.insuredCount} 与最新年报（${latest.year}）的 ${latest.insuredCount} 不一致`,
      ),
    );
  if (
    band &&
    latest.staffCount !== null &&
    (latest.staffCount < band.min || latest.staffCount > band.max)
  )
    found.push(
      problem(
        'staff_size',
        `人员规模「${e.staffSize}」与最新年报（${latest.year}）的从业人数 ${latest.staffCount} 不符`,
      ),
    );
  return found;
}

/** An auction sells what an execution case against the enterprise seized, in that court. */
function auctionCaseProblem(d: Dossier, a: FactRows['judicial_auctions']): Problem | undefined {
  const seized = d.facts.judgments.some(
    (j) =>
      parseCaseNumber(j.caseNo)?.type.startsWith('执') &&
      j.role === '被执行人' &&
      j.court === a.court &&
      j.judgedOn <= a.auctionOn,
  );
  return seized
    ? undefined
    : problem('court', `司法拍卖（${a.court}，${a.auctionOn}）没有在先的该院执行案件`);
}

function roundOrderProblem(d: Dossier): Problem | undefined {
  const rounds = [...d.facts.financing_events].sort((a, b) =>
    a.occurredOn.localeCompare(b.occurredOn),
  );
  for (let i = 1; i < rounds.length; i++) {
    const [a, b] = [
      FINANCING_ROUNDS.indexOf(rounds[i - 1]!.round),
      FINANCING_ROUNDS.indexOf(rounds[i]!.round),
    ];
    if (a >= 0 && b >= 0 && b <= a)
      return problem(
        'round',
        `${rounds[i]!.round}（${rounds[i]!.occurredOn}）排在${rounds[i - 1]!.round}之后`,
      );
  }
  return undefined;
}
