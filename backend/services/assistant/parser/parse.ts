import { NATIONAL_REGION } from '@/lib/contract/chains';
import {
  ASSISTANT_MESSAGES,
  FIND_LIMIT_DEFAULT,
  FIND_LIMIT_MAX,
  type AssistantFilters,
  type DistributionDimension,
  type EnterpriseRef,
  type Plan,
  type PreviousAnswer,
  type ToolCall,
  type ToolCallInput,
} from '@/lib/contract/assistant';
import type { ParserDictionary } from '../types';
import { lexicon, matchWords, type Lexicon, type Region, type WordMatch } from './lexicon';
import { NUMBER_CHARS, parseNumber } from './numbers';

// The embedded, deterministic question parser (docs/assistant-parser.md): a Chinese question
// becomes one tool call, or an honest "unsupported". Order: references to the previous
// answer's companies, relationships, one company's facts, then a filtered search (patterns
// for amounts, ages, top-N, counts and distributions; dictionary words for the rest). Any
// word left over that is neither a filter nor filler makes the question unsupported: the
// parser never guesses.

export type ParseOptions = {
  /** "Now" for questions anchored to a year (2020年以后成立); the system clock by default. */
  now?: Date;
};

const N = `[${NUMBER_CHARS}]+`;
const CAP = '(?:注册资本|注册资金|资本金|资本)';
const FOUNDED = '(?:成立|注册|设立|创立|成立时间|成立年限|经营)';
const UNIT_AFTER = /^[年家名个位岁月天周期次]/u;

const EXAMPLES =
  '可以这样问：“深圳市注册资本超过1亿元的新能源汽车企业有哪些”“江苏省有多少家专精特新企业”“上海市集成电路企业按区分布”。';

const unsupported = (reason: string): Plan => ({ kind: 'unsupported', reason });
const calls = (call: ToolCallInput): Plan => ({ kind: 'calls', calls: [call] });

/** Full-width forms to ASCII, no whitespace, no trailing punctuation, latin lower-cased. */
function normalize(question: string): string {
  return question
    .normalize('NFKC')
    .replace(/\s+/gu, '')
    .replace(/^[，。？！、,.?!;；:：]+|[，。？！、,.?!;；:：~～]+$/gu, '')
    .toLowerCase();
}

// --- numbers ---

function num(text: string): string {
  return String(Math.round(text === '' ? 0 : Number(text) * 10_000) / 10_000);
}

/** An amount as written → 万元; undefined when it names no unit and `bare` is false. */
function amountWan(numeral: string, yuan: boolean, bare: boolean): number | undefined {
  const value = parseNumber(numeral);
  if (value === undefined) return undefined;
  if (/[万亿]/u.test(numeral)) return value / 10_000;
  if (yuan) return value / 10_000;
  return bare ? value : undefined;
}

const YEAR_MS = 365.2425 * 24 * 3600 * 1000;
const ageAt = (now: Date, year: number) => (now.getTime() - Date.UTC(year, 0, 1)) / YEAR_MS;

// --- the working text: patterns consume spans, which later steps no longer see ---

class Work {
  private readonly taken: boolean[];
  constructor(readonly text: string) {
    this.taken = Array.from({ length: text.length }, () => false);
  }
  /** The text with consumed characters blanked to a separator. */
  view(): string {
    return [...this.text].map((c, i) => (this.taken[i] ? '|' : c)).join('');
  }
  /** Runs `re` (global) over the free text; `accept` says whether a match is consumed. */
  take(re: RegExp, accept: (m: RegExpExecArray) => boolean): boolean {
    const view = this.view();
    let any = false;
    for (const m of view.matchAll(re)) {
      if (m[0].includes('|') || m[0] === '') continue;
      if (accept(m)) {
        for (let i = m.index; i < m.index + m[0].length; i++) this.taken[i] = true;
        any = true;
      }
    }
    return any;
  }
  /** The free spans of text, in order. */
  spans(): string[] {
    return this.view()
      .split('|')
      .filter((s) => s.length > 0);
  }
}

// --- words that carry no condition ---

const FILLER = new Set(
  `的 地 得 了 吗 呢 吧 啊 呀 么 嘛 是 为 有 在 和 与 及 或 或者 以及 还有 并且 并 且 同时 而且 中 里 里面 当中 之中 内 中的 里的
  企业 公司 厂商 厂家 单位 主体 机构 市场主体 家 个 些 所有 全部 全 各 哪些 哪家 哪几家 哪 哪个 哪一家 什么 都 都有 是否 有没有
  请问 请 帮 帮我 帮忙 我 我想 想 我想知道 想知道 知道 告诉 告诉我 给 给我 看看 看一下 看 查 查查 查询 查一下 查找 搜索 找 找出 找找 找一下
  列出 列举 显示 展示 一下 下 多少 几 数量 总数 一共 总共 共 共有 注册 位于 地区 区域 行业 领域 产业 相关 类 类型 方面 分布 统计 情况
  排名 排行 名单 列表 清单 目前 现在 当前 全国 中国 国内 境内 我国 符合 满足 条件 属于 其中 这些 它们 他们 上述 以上 那 那么 呢 做 从事 经营
  哪里 哪儿 一些 部分 相应 对应 按 分别 呢 有关 类型 名 前 的呢 还 又 再 也 同样 情况 企业数 公司 的企业 分别是 是哪些 有哪些 型
  , ， 。 . ? ？ ! ！ 、 ; ； : ： “ ” " ' ‘ ’ ( ) （ ） | - ~`
    .split(/\s+/u)
    .filter(Boolean),
);

const isFiller = (token: string) => FILLER.has(token) || !/[\p{L}\p{N}]/u.test(token);

// --- references to the previous answer's companies ---

const CN_ORDINAL: Record<string, number> = {
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
};

function planReference(text: string, previous: PreviousAnswer | undefined): Plan | undefined {
  const pair =
    /(这两家|这2家|这几家|它们|他们|这些)(?:公司|企业)?(?:之间)?(?:的|有|存在)?(?:什么|哪些|何种)?(?:关系|关联)/u.exec(
      text,
    );
  if (pair) {
    if (!previous || previous.enterprises.length < 2)
      return unsupported(ASSISTANT_MESSAGES.noPrevious);
    const count = /这两家|这2家/u.test(pair[1]!) ? 2 : 5;
    return calls({
      tool: 'relationships',
      params: { enterprises: previous.enterprises.slice(0, count).map((e) => ({ id: e.id })) },
    });
  }
  const single =
    /第([0-9一二两三四五六七八九十]{1,2})(?:家|个|条|名)|(?:这家|那家|这一家|该|此|这个)(?:公司|企业|家)|^它(?!们)|它的|该公司|该企业/u.exec(
      text,
    );
  if (!single) return undefined;
  if (!previous || previous.enterprises.length === 0)
    return unsupported(ASSISTANT_MESSAGES.noPrevious);
  let index = 0;
  if (single[1] !== undefined) {
    index = (CN_ORDINAL[single[1]] ?? parseNumber(single[1]) ?? 1) - 1;
  }
  const target = previous.enterprises[index];
  if (!target) return unsupported(`上一个回答只列出了${previous.enterprises.length}家企业`);
  return calls({ tool: 'enterpriseFacts', params: { enterprise: { id: target.id } } });
}

// --- named companies ---

const COMPANY_SUFFIX =
  /(?:有限责任公司|股份有限公司|有限公司|公司|集团|研究院|研究所|事务所|合作社|银行|厂|店|商行|中心)$/u;
const LEAD_IN =
  /^(?:请问|请|帮我|帮忙|麻烦)?(?:查询?一下|查查|查询|查一查|查|看看|看一下|搜索|告诉我|我想知道|想知道|了解一下|介绍一下)?/u;

/** Whether `name` reads as a company's name rather than conditions (深圳市的企业). */
function isCompanyName(name: string, lex: Lexicon): boolean {
  const chars = [...name].length;
  if (chars < 2 || chars > 60) return false;
  if (/^(?:这|那|该|此|它|其|第)/u.test(name)) return false;
  if (/(?:哪些|哪家|多少|几家|前\d|最大|最高|的(?:企业|公司)$)/u.test(name)) return false;
  // Condition words make "注册资本1亿以上" conditions, unless a company suffix makes it a name.
  const conditions = /(?:以上|以下|超过|不到|成立|分布)/u.test(name);
  // 的 with a number or a superlative reads as conditions (成立最早的5家上市公司), not a name.
  const unquoted = name.replace(/[“"‘'「][^”"’'」]*[”"’'」]/gu, '');
  if (
    /的/u.test(unquoted) &&
    /[\d零一二两三四五六七八九十百千万亿]|最|以上|以下|资本|成立/u.test(unquoted)
  ) {
    return false;
  }
  if (COMPANY_SUFFIX.test(name) && !/^(?:企业|公司|的?企业|的?公司)$/u.test(name)) {
    // "深圳的公司" is conditions; "深圳市腾讯计算机系统有限公司" is a name.
    const { leftovers } = matchWords(name.replace(COMPANY_SUFFIX, ''), lex);
    return leftovers.some((t) => !isFiller(t));
  }
  if (conditions) return false;
  const { matches, leftovers } = matchWords(name, lex);
  return matches.length === 0 && leftovers.some((t) => !isFiller(t));
}

const FACT =
  /^(.+?)的?(?:法定代表人|法人代表|法人|注册资本|注册资金|股东|大股东|控股股东|实际控制人|对外投资|投资了哪些|投资企业|投资的企业|风险|司法风险|经营风险|成立时间|成立日期|什么时候成立|哪年成立|注册地址|地址|经营范围|联系方式|联系电话|电话|邮箱|统一社会信用代码|信用代码|基本信息|工商信息|详细信息|信息|概况|简介|资料|详情|高管|主要人员|董事长|总经理|登记状态|经营状态|状态|企业类型|所属行业|行业)(.*)$/u;
const FACT_TAIL =
  /^(?:是谁|是多少|有哪些|有多少|是什么|是哪些|是哪个|是|多少|有|为|呢|吗|怎么样|如何|情况|都有谁|有谁|是啥|有几个|几个|多大|在哪|在哪里|查一下)*$/u;

function planFacts(text: string, lex: Lexicon): Plan | undefined {
  const body = text.replace(LEAD_IN, '');
  const m = FACT.exec(body);
  if (m && FACT_TAIL.test(m[2]!) && isCompanyName(m[1]!, lex)) {
    return calls({ tool: 'enterpriseFacts', params: { enterprise: { name: m[1]! } } });
  }
  // A bare company name: 查询比亚迪股份有限公司.
  if (body !== text || !/怎么|如何|为什么|吗|什么|哪|谁|多少|几|呢/u.test(body)) {
    const name = body.replace(/(?:的?(?:情况|信息))$/u, '');
    if (COMPANY_SUFFIX.test(name) && isCompanyName(name, lex)) {
      return calls({ tool: 'enterpriseFacts', params: { enterprise: { name } } });
    }
  }
  return undefined;
}

const RELATION =
  /^(.+?)(?:之间)?(?:的|有|存在|是)?(?:什么|哪些|何种|啥|怎样的|任何)?(?:关系|关联|联系|关联关系|股权关系|投资关系)(?:吗|呢|是什么|有哪些)?$/u;

function planRelationships(text: string, lex: Lexicon): Plan | undefined {
  const m = RELATION.exec(text.replace(LEAD_IN, ''));
  if (!m) return undefined;
  const names = m[1]!
    .replace(/(?:之间|彼此|相互)$/u, '')
    .split(/和|与|跟|同|、|及|以及/u)
    .map((s) => s.trim())
    .filter(Boolean);
  if (names.length < 2) return undefined;
  if (names.length > 5) return unsupported('一次最多查询5家企业之间的关系');
  if (!names.every((n) => isCompanyName(n, lex))) return undefined;
  const enterprises: EnterpriseRef[] = names.map((name) => ({ name }));
  return calls({ tool: 'relationships', params: { enterprises } });
}

// --- a filtered search ---

type Conditions = {
  filters: AssistantFilters;
  sort?: 'capital' | 'founded';
  order?: 'asc' | 'desc';
  limit?: number;
  singular: boolean;
  count: boolean;
  by?: DistributionDimension;
  compare: boolean;
  unknown: string[];
  ambiguous?: string;
  mentionsEnterprise: boolean;
};

function push(filters: AssistantFilters, key: keyof AssistantFilters, value: string) {
  if (key === 'keyword') {
    filters.keyword = value;
    return;
  }
  const list = (filters[key] ??= []);
  if (!list.includes(value)) list.push(value);
}

const DIMENSIONS: [RegExp, DistributionDimension][] = [
  [/^(?:地区|区域|地域|省份|省|城市|市|区县|县区|行政区|区|各地|地方)$/u, 'addr'],
  [/^(?:行业|产业|门类|领域)$/u, 'sshy'],
  [/^(?:注册资本|资本|规模|注册资金)$/u, 'zczb'],
  [/^(?:成立年限|年限|成立时间|成立年份|年龄)$/u, 'clnx'],
  [/^(?:登记状态|经营状态|状态)$/u, 'status'],
  [/^(?:企业类型|公司类型|类型)$/u, 'qylx'],
];
const DIM_WORDS =
  '(?:成立年限|成立时间|成立年份|注册资本|注册资金|登记状态|经营状态|企业类型|公司类型|省份|城市|区县|县区|行政区|地区|区域|地域|行业|产业|门类|领域|资本|规模|年限|状态|类型|省|市|区)';
const dimension = (word: string): DistributionDimension | undefined =>
  DIMENSIONS.find(([re]) => re.test(word))?.[1];

function extract(work: Work, lex: Lexicon, now: Date, context: string[]): Conditions {
  const c: Conditions = {
    filters: {},
    singular: false,
    count: false,
    compare: false,
    unknown: [],
    mentionsEnterprise: /企业|公司|厂商|厂家|家|市场主体/u.test(work.text),
  };
  const f = c.filters;

  // Keyword in the name: 名称含有“科技”的企业.
  work.take(
    /(?:企业名称|公司名称|名称|名字|企业名|公司名|字号)(?:中|里)?(?:含有|包含|含|带有|带|有)["“'‘]?([^"”'’的]{1,20}?)["”'’]?(?:字样|二字|字)?(?=的|企业|公司|$)/gu,
    (m) => {
      push(f, 'keyword', m[1]!);
      return true;
    },
  );

  // 注册资本: ranges, then lower and upper bounds.
  const capitalOk = (m: RegExpExecArray, numerals: string[], yuan: boolean) => {
    const after = work.text.slice(m.index + m[0].length);
    if (UNIT_AFTER.test(after)) return undefined;
    const context =
      m[0].includes('资本') ||
      m[0].includes('资金') ||
      /资本|资金/u.test(work.text.slice(Math.max(0, m.index - 4), m.index));
    const values = numerals.map((n) => amountWan(n, yuan, context));
    if (values.some((v) => v === undefined)) {
      // 500到1000万: the first bound takes the second's unit.
      if (numerals.length === 2 && values[1] !== undefined && /^[\d.]+$/u.test(numerals[0]!)) {
        const unit = /亿/u.test(numerals[1]!)
          ? 10_000
          : /万/u.test(numerals[1]!)
            ? 1
            : yuan
              ? 1 / 10_000
              : 1;
        return [Number(numerals[0]) * unit, values[1]];
      }
      return undefined;
    }
    return values as number[];
  };
  work.take(
    new RegExp(
      `${CAP}?(?:在|为|介于)?(${N})(元)?(?:到|至|-|~|—|和)(${N})(元)?(?:之间|以内)?`,
      'gu',
    ),
    (m) => {
      const v = capitalOk(m, [m[1]!, m[3]!], Boolean(m[2] ?? m[4]));
      if (!v || !(v[1]! > v[0]!)) return false;
      push(f, 'zczb', `${num(String(v[0]))}-${num(String(v[1]))}`);
      return true;
    },
  );
  const lower = [
    new RegExp(
      `${CAP}?(?:在|为|是)?(?:超过|大于|高于|多于|不低于|不少于|不小于|至少|达到|逾|超|过|>=|>|≥)(${N})(元)?(?:以上|及以上|或以上)?`,
      'gu',
    ),
    new RegExp(`${CAP}?(?:在|为|是)?(${N})(元)?(?:以上|及以上|或以上|之上|起)`, 'gu'),
  ];
  const upper = [
    new RegExp(
      `${CAP}?(?:在|为|是)?(?:少于|小于|低于|不到|不足|不超过|不高于|未满|未达到|<=|<|≤)(${N})(元)?(?:以下|以内|之内)?`,
      'gu',
    ),
    new RegExp(`${CAP}?(?:在|为|是)?(${N})(元)?(?:以下|以内|之内|及以下)`, 'gu'),
  ];
  for (const re of lower) {
    work.take(re, (m) => {
      const v = capitalOk(m, [m[1]!], Boolean(m[2]));
      if (!v) return false;
      push(f, 'zczb', `${num(String(v[0]))}-`);
      return true;
    });
  }
  for (const re of upper) {
    work.take(re, (m) => {
      const v = capitalOk(m, [m[1]!], Boolean(m[2]));
      if (!v || v[0]! <= 0) return false;
      push(f, 'zczb', `0-${num(String(v[0]))}`);
      return true;
    });
  }

  // 成立年限 (years since founding).
  const years = (s: string) => {
    const v = parseNumber(s);
    return v !== undefined && v > 0 && v <= 200 ? v : undefined;
  };
  const Y = '(?:年|周年)';
  const age = (re: string, make: (m: RegExpExecArray) => string | undefined) =>
    work.take(new RegExp(re, 'gu'), (m) => {
      const v = make(m);
      if (v) push(f, 'clnx', v);
      return v !== undefined;
    });
  age(`${FOUNDED}(?:在|已|已经|有)?(${N})(?:到|至|-|~|—)(${N})${Y}(?:之间|以内)?`, (m) => {
    const a = years(m[1]!);
    const b = years(m[2]!);
    return a !== undefined && b !== undefined && b > a
      ? `${num(String(a))}-${num(String(b))}`
      : undefined;
  });
  age(
    `${FOUNDED}(?:在|已|已经|有)?(?:超过|大于|多于|满|已满|达到|不少于|不低于|至少|超)(${N})${Y}(?:以上|及以上|或以上|多)?`,
    (m) => {
      const a = years(m[1]!);
      return a === undefined ? undefined : `${num(String(a))}-`;
    },
  );
  age(`(?:${FOUNDED}(?:在|已|已经|有)?)?(${N})${Y}(?:以上|及以上|或以上|之上)`, (m) => {
    const a = years(m[1]!);
    return a === undefined ? undefined : `${num(String(a))}-`;
  });
  age(
    `${FOUNDED}(?:在)?(?:不到|不足|未满|少于|小于|低于|不超过|没到|没满|没有超过)(${N})${Y}(?:以内|以下|之内)?`,
    (m) => {
      const a = years(m[1]!);
      return a === undefined ? undefined : `0-${num(String(a))}`;
    },
  );
  age(`${FOUNDED}(?:在)?(${N})${Y}(?:以内|以下|之内|内)`, (m) => {
    const a = years(m[1]!);
    return a === undefined ? undefined : `0-${num(String(a))}`;
  });
  age(
    `(?:近|最近|过去|近来)(${N})${Y}(?:内|来|以来|里|中)?(?:新)?(?:成立|注册|设立|新设|创立)`,
    (m) => {
      const a = years(m[1]!);
      return a === undefined ? undefined : `0-${num(String(a))}`;
    },
  );
  age(`(?:成立|注册|设立)(?:于|在)?(?:近|最近|过去)(${N})${Y}(?:内|来|以来|里)?`, (m) => {
    const a = years(m[1]!);
    return a === undefined ? undefined : `0-${num(String(a))}`;
  });
  age(`(${N})${Y}(?:内|以内|之内)(?:新)?(?:成立|注册|设立)`, (m) => {
    const a = years(m[1]!);
    return a === undefined ? undefined : `0-${num(String(a))}`;
  });
  // Anchored to calendar years, rounded outward to whole years so no company of the named
  // years is left out.
  const thisYear = now.getUTCFullYear();
  const yearOf = (s: string) => {
    const y =
      s === '今' ? thisYear : s === '去' ? thisYear - 1 : s === '前' ? thisYear - 2 : Number(s);
    return y >= 1900 && y <= thisYear ? y : undefined;
  };
  const since = (y: number) => `0-${Math.max(1, Math.ceil(ageAt(now, y)))}`;
  const before = (y: number) => `${Math.floor(ageAt(now, y))}-`;
  const within = (y: number) =>
    y === thisYear ? since(y) : `${Math.floor(ageAt(now, y + 1))}-${Math.ceil(ageAt(now, y))}`;
  age(
    `(?:在)?(\\d{4}|今|去|前)年(?:及)?(?:以后|之后|以来|后|起|至今)(?:新)?(?:成立|注册|设立)`,
    (m) => {
      const y = yearOf(m[1]!);
      return y === undefined ? undefined : since(y);
    },
  );
  age(`(?:成立|注册|设立)(?:于|在|时间在)?(\\d{4})年(?:及)?(?:以后|之后|后|以来)`, (m) => {
    const y = yearOf(m[1]!);
    return y === undefined ? undefined : since(y);
  });
  age(`(?:在)?(\\d{4})年(?:以前|之前|前)(?:成立|注册|设立)`, (m) => {
    const y = yearOf(m[1]!);
    return y === undefined ? undefined : before(y);
  });
  age(`(?:成立|注册|设立)(?:于|在|时间在)?(\\d{4})年(?:以前|之前|前)`, (m) => {
    const y = yearOf(m[1]!);
    return y === undefined ? undefined : before(y);
  });
  age(`(?:在)?(\\d{4}|今|去|前)年(?:新)?(?:成立|注册|设立)`, (m) => {
    const y = yearOf(m[1]!);
    return y === undefined ? undefined : within(y);
  });
  age(`(?:成立|注册|设立)(?:于|在)(\\d{4})年`, (m) => {
    const y = yearOf(m[1]!);
    return y === undefined ? undefined : within(y);
  });

  // Distribution and comparison.
  work.take(
    new RegExp(
      `(?:按照?|按|分|以)${DIM_WORDS}(?:来|进行)?(?:分布|统计|划分|分组|汇总|排列|分|看|的分布|的数量|数量)?`,
      'gu',
    ),
    (m) => {
      const word = new RegExp(DIM_WORDS, 'u').exec(m[0].slice(1))?.[0];
      const by = word === undefined ? undefined : dimension(word);
      if (!by) return false;
      c.by = by;
      return true;
    },
  );
  work.take(
    new RegExp(
      `(?:各|每个|每一个|不同)${DIM_WORDS}(?:的)?(?:分布|数量|企业数|企业数量|分别|各有|有多少|多少)?`,
      'gu',
    ),
    (m) => {
      const word = new RegExp(DIM_WORDS, 'u').exec(m[0])?.[0];
      const by = word === undefined ? undefined : dimension(word);
      if (!by) return false;
      c.by = by;
      return true;
    },
  );
  work.take(new RegExp(`${DIM_WORDS}?分布(?:情况|如何|怎样|怎么样)?`, 'gu'), (m) => {
    const word = new RegExp(DIM_WORDS, 'u').exec(m[0])?.[0];
    c.by ??= (word === undefined ? undefined : dimension(word)) ?? 'addr';
    return true;
  });
  work.take(
    /哪个(?:城市|地区|省|省份|区|行业|更)*多|哪里(?:更)?多|谁(?:更)?多|多还是少|比较一下|比较|对比一下|对比|相比/gu,
    () => {
      c.compare = true;
      return true;
    },
  );

  // Sort and top-N.
  const limitOf = (s: string | undefined) => {
    if (s === undefined) return undefined;
    const v = parseNumber(s);
    return v !== undefined && Number.isInteger(v) && v >= 1
      ? Math.min(v, FIND_LIMIT_MAX)
      : undefined;
  };
  work.take(
    new RegExp(`(?:${CAP}|规模|实力)(?:排名|排行|排序)?(?:前|top)(${N})(?:名|家|个|位|强)?`, 'gu'),
    (m) => {
      c.sort = 'capital';
      c.order = 'desc';
      c.limit = limitOf(m[1]);
      return true;
    },
  );
  work.take(
    new RegExp(
      `(?:${CAP}|规模|实力)?(?:最大|最高|最多|最雄厚|最强)(?:的)?(?:(${N})(?:家|个|位|名))?`,
      'gu',
    ),
    (m) => {
      c.sort = 'capital';
      c.order = 'desc';
      c.limit ??= limitOf(m[1]);
      return true;
    },
  );
  work.take(
    new RegExp(`(?:${CAP}|规模)(?:最小|最低|最少)(?:的)?(?:(${N})(?:家|个|位|名))?`, 'gu'),
    (m) => {
      c.sort = 'capital';
      c.order = 'asc';
      c.limit ??= limitOf(m[1]);
      return true;
    },
  );
  work.take(
    new RegExp(`${CAP}(?:从高到低|由高到低|从大到小|降序)(?:排序|排列|排名)?`, 'gu'),
    () => {
      c.sort = 'capital';
      c.order = 'desc';
      return true;
    },
  );
  work.take(
    new RegExp(
      `(?:(?:最新|最近|最晚)(?:成立|注册|设立)|(?:成立|注册)(?:时间|日期)?最(?:晚|近|新)|最年轻)(?:的)?(?:(${N})(?:家|个|位|名))?`,
      'gu',
    ),
    (m) => {
      c.sort = 'founded';
      c.order = 'desc';
      c.limit ??= limitOf(m[1]);
      return true;
    },
  );
  work.take(
    new RegExp(
      `(?:(?:最早|最先)(?:成立|注册|设立)|(?:成立|注册)(?:时间|日期)?最早|最老|历史最(?:悠久|长|久)|成立时间最长)(?:的)?(?:(${N})(?:家|个|位|名))?`,
      'gu',
    ),
    (m) => {
      c.sort = 'founded';
      c.order = 'asc';
      c.limit ??= limitOf(m[1]);
      return true;
    },
  );
  work.take(new RegExp(`(?:排名|排行)?(?:前|top)(${N})(?:名|家|个|位|强)?`, 'gu'), (m) => {
    c.limit = limitOf(m[1]);
    return c.limit !== undefined;
  });

  // Counts.
  work.take(
    /(?:一共|总共|共)?(?:有)?(?:多少|几)(?:家|个|户|所)?|数量|总数|家数|户数|数目|个数|计数/gu,
    () => {
      c.count = true;
      return true;
    },
  );
  // A number of companies to list: 列出10家.
  work.take(new RegExp(`(${N})(?:家|个)`, 'gu'), (m) => {
    c.limit ??= limitOf(m[1]);
    return c.limit !== undefined;
  });
  c.singular = /哪家|哪一家|哪个(?:企业|公司)|是谁/u.test(work.text) && !c.count;

  // Dictionary words in what is left.
  const matches: WordMatch[] = [];
  for (const span of work.spans()) {
    const found = matchWords(span, lex);
    matches.push(...found.matches);
    c.unknown.push(...found.leftovers.filter((t) => !isFiller(t)));
  }
  // 新能源汽车产业链的企业: after a chain's name, 产业链 only repeats it.
  if (matches.some((m) => m.meanings[0]!.kind === 'chain'))
    c.unknown = c.unknown.filter((t) => !CHAIN_NOUNS.has(t));
  const regions = resolveRegions(matches, lex, context);
  if (typeof regions === 'string') c.ambiguous = regions;
  else for (const code of regions) push(f, 'addr', code);
  for (const m of matches) {
    const meaning = m.meanings[0]!;
    if (meaning.kind === 'industry') push(f, 'sshy', meaning.code);
    else if (meaning.kind === 'chain') push(f, 'cyl', meaning.id);
    else if (meaning.kind === 'qualification') push(f, 'other', meaning.value);
    else if (meaning.kind === 'type') push(f, 'qylx', meaning.value);
    else if (meaning.kind === 'status') for (const s of meaning.values) push(f, 'status', s);
  }
  return c;
}

function isAncestor(lex: Lexicon, ancestor: string, region: Region): boolean {
  let parent = region.parent;
  while (parent) {
    if (parent === ancestor) return true;
    parent = lex.regionByCode.get(parent)?.parent;
  }
  return false;
}

/** Region codes named, most specific kept (上海市浦东新区 → 浦东新区); a message when ambiguous. */
function resolveRegions(matches: WordMatch[], lex: Lexicon, context: string[]): string[] | string {
  const named = matches.filter((m) => m.meanings[0]!.kind === 'region');
  const candidates = named.map((m) =>
    m.meanings.flatMap((x) => (x.kind === 'region' ? [x.region] : [])),
  );
  const picked: (Region | undefined)[] = candidates.map((list) =>
    list.length === 1 ? list[0] : undefined,
  );
  for (let i = 0; i < candidates.length; i++) {
    if (picked[i]) continue;
    const list = candidates[i]!;
    const inContext = list.filter(
      (r) =>
        picked.some((p) => p && isAncestor(lex, p.code, r)) ||
        context.some((code) => isAncestor(lex, code, r)),
    );
    const top = Math.min(...list.map((r) => r.level));
    const highest = list.filter((r) => r.level === top);
    const choice =
      inContext.length === 1 ? inContext[0] : highest.length === 1 ? highest[0] : undefined;
    if (!choice) {
      const parents = highest
        .map((r) => (r.parent ? lex.regionByCode.get(r.parent)?.name : undefined))
        .filter(Boolean)
        .slice(0, 4);
      return `“${named[i]!.word}”有多个同名地区（${parents.join('、')}），请加上所在的省或市`;
    }
    picked[i] = choice;
  }
  const regions = picked.filter((r): r is Region => r !== undefined);
  return regions
    .filter((r) => !regions.some((o) => o !== r && isAncestor(lex, r.code, o)))
    .map((r) => r.code)
    .filter((code, i, all) => all.indexOf(code) === i);
}

// --- summaries: a chain in a region (chainSummary), a region's economy (regionSummary) ---

/** What a chain's name may be followed by without naming anything else. */
const CHAIN_NOUNS = new Set(['产业链', '链', '产业链条', '链条']);

/** A question about a chain as a whole names one of these. */
const CHAIN_MARK = /产业链|链条|强链|补链|延链|链主|环节|上中下游|上下游|上游|中游|下游/u;
/** The words of a chain summary question, consumed before the dictionary reads the rest. */
const CHAIN_WORDS =
  /产业链条|产业链|链条|强链补链延链|强链补链|强链|补链|延链|链主企业|链主|龙头企业|龙头|(?:薄弱|短板|缺失|关键|优势|重点)环节|环节|短板|薄弱|上中下游|上下游|上游|中游|下游|发展情况|发展现状|基本情况|整体情况|总体情况|情况|状况|概况|现状|全景|图谱|布局|结构|分布|强弱|怎么样|怎样|如何|分析|介绍/gu;

/** A question about a region's economy names one of these. */
const REGION_MARK = /经济|宏观|gdp|生产总值|新增|新注册|新登记|新设|新开办|净增|注销吊销|注吊销/u;
const REGION_WORDS =
  /宏观经济|宏观|经济运行|经济发展|经济总量|经济数据|经济指标|经济形势|经济实力|经济规模|经济状况|经济情况|经济概况|经济|gdp|地区生产总值|生产总值|新增注册|新登记注册|新注册|新登记|新设立|新设|新开办|新增|净增长|净增|增长|增量|注销和吊销|注销或吊销|注销吊销|注吊销|注销|吊销|市场主体|概况|情况|状况|怎么样|怎样|如何|数据|水平|总体|整体|发展|运行|形势/gu;

/** The one region named (undefined: none), or false when several are (a comparison). */
function summaryRegion(c: Conditions): string | undefined | false {
  if ((c.filters.addr?.length ?? 0) > 1) return false;
  return c.filters.addr?.[0];
}

const onlyKeys = (c: Conditions, keys: (keyof AssistantFilters)[]) =>
  Object.keys(c.filters).every((k) => keys.includes(k as keyof AssistantFilters));

/** Nothing asked of a list: no sort, top-N, comparison or distribution dimension. */
const asksNoList = (c: Conditions) =>
  c.sort === undefined && c.limit === undefined && c.by === undefined && !c.compare;

function planChainSummary(text: string, lex: Lexicon, now: Date): Plan | undefined {
  if (!CHAIN_MARK.test(text)) return undefined;
  const work = new Work(text);
  work.take(CHAIN_WORDS, () => true);
  const c = extract(work, lex, now, []);
  if (c.filters.cyl?.length !== 1 || c.unknown.length > 0) return undefined;
  if (c.ambiguous) return unsupported(c.ambiguous);
  const region = summaryRegion(c);
  // A count is the links' (各环节企业数量); otherwise a count or a list is a search.
  if (region === false || !onlyKeys(c, ['cyl', 'addr']) || !asksNoList(c)) return undefined;
  if (c.count && !/环节/u.test(text)) return undefined;
  return calls({
    tool: 'chainSummary',
    params: { chain: c.filters.cyl[0]!, region: region ?? NATIONAL_REGION },
  });
}

function planRegionSummary(text: string, lex: Lexicon, now: Date): Plan | undefined {
  if (!REGION_MARK.test(text)) return undefined;
  const work = new Work(text);
  work.take(REGION_WORDS, () => true);
  const c = extract(work, lex, now, []);
  if (c.unknown.length > 0 || !onlyKeys(c, ['addr']) || !asksNoList(c)) return undefined;
  if (c.ambiguous) return unsupported(c.ambiguous);
  const region = summaryRegion(c);
  if (region === false) return undefined;
  return calls({ tool: 'regionSummary', params: { region: region ?? NATIONAL_REGION } });
}

/** 那无锡呢 / 换成集成电路 after a summary: the same summary of the region or chain named. */
function planSummaryFollowUp(
  text: string,
  lex: Lexicon,
  previous: PreviousAnswer | undefined,
  now: Date,
): Plan | undefined {
  const last = previous?.calls.at(-1);
  if (last?.tool !== 'chainSummary' && last?.tool !== 'regionSummary') return undefined;
  const work = new Work(text);
  const marked = work.take(FOLLOW_UP, () => true);
  if (!marked && !/呢$/u.test(text)) return undefined;
  work.take(last.tool === 'chainSummary' ? CHAIN_WORDS : REGION_WORDS, () => true);
  const c = extract(work, lex, now, [last.params.region]);
  if (c.unknown.length > 0 || !asksNoList(c) || Object.keys(c.filters).length === 0)
    return undefined;
  if (c.ambiguous) return unsupported(c.ambiguous);
  const region = summaryRegion(c);
  if (region === false) return undefined;
  if (last.tool === 'regionSummary') {
    return onlyKeys(c, ['addr'])
      ? calls({ tool: 'regionSummary', params: { region: region ?? last.params.region } })
      : undefined;
  }
  if (!onlyKeys(c, ['addr', 'cyl']) || (c.filters.cyl?.length ?? 0) > 1) return undefined;
  if (c.count && !/环节/u.test(text)) return undefined;
  return calls({
    tool: 'chainSummary',
    params: {
      chain: c.filters.cyl?.[0] ?? last.params.chain,
      region: region ?? last.params.region,
    },
  });
}

const FOLLOW_UP =
  /^(?:那么|那|换成|改成|如果是|要是|再看看|再看|只看)|其中|这些企业|这些公司|这些|它们|他们|上述|以上企业|以上这些|刚才的|刚才|上面的/gu;

type SearchCall = Extract<
  ToolCall,
  { tool: 'findEnterprises' | 'countEnterprises' | 'distribution' }
>;

function previousSearch(previous: PreviousAnswer): SearchCall | undefined {
  return [...previous.calls]
    .reverse()
    .find(
      (c): c is SearchCall =>
        c.tool === 'findEnterprises' || c.tool === 'countEnterprises' || c.tool === 'distribution',
    );
}

function planSearch(
  text: string,
  lex: Lexicon,
  previous: PreviousAnswer | undefined,
  now: Date,
): Plan {
  const work = new Work(text);
  const marked = work.take(FOLLOW_UP, () => true);
  const maybeFollowUp =
    marked || (previous !== undefined && /呢$/u.test(text) && !/企业|公司/u.test(text));
  const earlier = maybeFollowUp && previous ? previousSearch(previous) : undefined;
  // A region named in a follow-up is read inside the previous answer's (其中南山区 → 深圳的).
  const c = extract(work, lex, now, earlier?.params.filters.addr ?? []);
  if (c.ambiguous) return unsupported(c.ambiguous);
  if (c.unknown.length > 0) {
    const words = [...new Set(c.unknown)].slice(0, 3).join('”“');
    return unsupported(`${ASSISTANT_MESSAGES.unsupported}我还不能理解“${words}”。${EXAMPLES}`);
  }
  const hasFilters = Object.keys(c.filters).length > 0;
  const asksSomething =
    c.count || c.by !== undefined || c.sort !== undefined || c.limit !== undefined;
  const followUp = maybeFollowUp;
  if (marked && !previous) return unsupported(ASSISTANT_MESSAGES.noPrevious);

  let filters = c.filters;
  let base: SearchCall | undefined;
  if (followUp && previous) {
    base = previousSearch(previous);
    if (!base) return unsupported(ASSISTANT_MESSAGES.noPrevious);
    if (!hasFilters && !asksSomething && !marked)
      return unsupported(`${ASSISTANT_MESSAGES.unsupported}${EXAMPLES}`);
    // A condition of the follow-up replaces the previous one of the same kind (其中南山区 narrows
    // 深圳市; 那广州呢 swaps the city); the others carry over.
    filters = { ...base.params.filters, ...c.filters };
  } else if (/呢$/u.test(text) && !hasFilters && !c.mentionsEnterprise) {
    return unsupported(ASSISTANT_MESSAGES.noPrevious);
  } else if (
    !hasFilters &&
    !(c.mentionsEnterprise && (asksSomething || /哪些|列出|查找|找/u.test(text)))
  ) {
    return unsupported(`${ASSISTANT_MESSAGES.unsupported}${EXAMPLES}`);
  }

  let by = c.by;
  if (!by && c.compare) {
    if ((filters.addr?.length ?? 0) >= 2) by = 'addr';
    else if ((filters.sshy?.length ?? 0) >= 2) by = 'sshy';
    else if ((filters.cyl?.length ?? 0) >= 2)
      return unsupported(`${ASSISTANT_MESSAGES.unsupported}请分别询问每条产业链。`);
  }
  if (
    !by &&
    !c.count &&
    c.sort === undefined &&
    c.limit === undefined &&
    base?.tool === 'distribution'
  )
    by = base.params.by;
  if (by) return calls({ tool: 'distribution', params: { filters, by } });
  if (c.count && c.sort === undefined)
    return calls({ tool: 'countEnterprises', params: { filters } });
  if (
    !c.count &&
    c.sort === undefined &&
    c.limit === undefined &&
    base?.tool === 'countEnterprises'
  ) {
    return calls({ tool: 'countEnterprises', params: { filters } });
  }
  const carried = base?.tool === 'findEnterprises' ? base.params : undefined;
  return calls({
    tool: 'findEnterprises',
    params: {
      filters,
      sort: c.sort ?? carried?.sort ?? 'relevance',
      order: c.order ?? carried?.order ?? 'desc',
      limit:
        c.limit ?? (c.singular && c.sort ? 1 : undefined) ?? carried?.limit ?? FIND_LIMIT_DEFAULT,
    },
  });
}

/** A question → the tool call that answers it, or why it cannot be answered. */
export function parseQuestion(
  question: string,
  dictionary: ParserDictionary,
  previous?: PreviousAnswer,
  options: ParseOptions = {},
): Plan {
  const text = normalize(question);
  if (!text) return unsupported(ASSISTANT_MESSAGES.questionEmpty);
  const lex = lexicon(dictionary);
  const now = options.now ?? new Date();
  return (
    planReference(text, previous) ??
    planRelationships(text, lex) ??
    planSummaryFollowUp(text, lex, previous, now) ??
    planChainSummary(text, lex, now) ??
    planRegionSummary(text, lex, now) ??
    planFacts(text, lex) ??
    planSearch(text, lex, previous, now)
  );
}
