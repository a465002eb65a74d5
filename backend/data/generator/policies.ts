import type { ClauseKind, ClauseParams, PolicyLevel } from '../../db/schema/policies';
import type { PolicyInput } from '../../db/queries/policies';
import { displayCity, regionsByCode, type Region } from '../reference-lookup';
import { Calendar } from './calendar';
import { Prng } from './prng';

// Demo policies (docs/policy-qa.md "Demo data"): invented support policies of the country,
// every province, two cities of each and one district, built from themes whose measures carry
// machine-checkable clauses. Deterministic in the seed number and dated relative to "now".
// Every one is marked is_demo, source 'demo', its title starts with 【演示】 and its issuer
// ends with （演示）: they must never pass for real government policies.

export const DEMO_POLICY_SOURCE = 'demo';

type ClauseSpec = { kind: ClauseKind; params: ClauseParams; text: string };
type MeasureSpec = { title: string; content: (amount: number) => string; clauses: ClauseSpec[] };
type Theme = {
  slug: string;
  title: string;
  dept: string;
  categories: string[];
  measures: MeasureSpec[];
};

const manual = (text: string): ClauseSpec => ({ kind: 'manual', params: {}, text });
const between = (
  kind: 'revenue' | 'staff' | 'capital' | 'age',
  min: number | undefined,
  max: number | undefined,
  text: string,
): ClauseSpec => ({
  kind,
  params: { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) },
  text,
});
const tags = (list: string[], text: string): ClauseSpec => ({
  kind: 'qualification',
  params: { tags: list },
  text,
});
const industry = (codes: string[], text: string): ClauseSpec => ({
  kind: 'industry',
  params: { codes },
  text,
});

const THEMES: Theme[] = [
  {
    slug: 'gxjs',
    title: '支持高新技术企业发展的若干措施',
    dept: '科技创新主管部门',
    categories: ['资金补贴', '资质认定'],
    measures: [
      {
        title: '高新技术企业认定奖励',
        content: (a) => `对首次通过认定的高新技术企业，给予一次性奖励${a}万元。`,
        clauses: [
          tags(['高新技术企业'], '申报企业须为有效期内的高新技术企业'),
          manual('申报企业近三年内未发生重大安全、质量事故和严重环境违法行为'),
        ],
      },
      {
        title: '研发投入补助',
        content: (a) => `按企业上年度研发费用增量的10%给予补助，最高${a * 2}万元。`,
        clauses: [
          tags(['高新技术企业', '科技型中小企业'], '申报企业须为高新技术企业或科技型中小企业'),
          between('revenue', 500, undefined, '上年度营业收入不低于500万元'),
        ],
      },
    ],
  },
  {
    slug: 'zjtx',
    title: '专精特新中小企业梯度培育办法',
    dept: '工业和信息化主管部门',
    categories: ['资金补贴', '资质认定'],
    measures: [
      {
        title: '专精特新企业奖励',
        content: (a) => `对新认定的专精特新中小企业给予${a}万元奖励。`,
        clauses: [
          tags(['专精特新'], '申报企业须为有效期内的专精特新中小企业'),
          between('staff', undefined, 1000, '从业人员（参保人数）不超过1000人'),
        ],
      },
      {
        title: '“小巨人”企业奖励',
        content: (a) => `对新认定的专精特新“小巨人”企业给予${a * 3}万元奖励。`,
        clauses: [
          tags(['专精特新“小巨人”'], '申报企业须为专精特新“小巨人”企业'),
          between('revenue', 1000, undefined, '上年度营业收入不低于1000万元'),
        ],
      },
    ],
  },
  {
    slug: 'wgbt',
    title: '促进小微企业稳岗扩岗的通知',
    dept: '人力资源和社会保障主管部门',
    categories: ['资金补贴', '人才支持'],
    measures: [
      {
        title: '稳岗补贴',
        content: (a) => `对不裁员或少裁员的小微企业，按参保职工人数给予每人${a * 10}元稳岗补贴。`,
        clauses: [
          between('staff', 1, 300, '参保职工人数在300人以下'),
          manual('申报企业上年度按时足额缴纳社会保险费'),
        ],
      },
    ],
  },
  {
    slug: 'cyqy',
    title: '扶持初创企业发展的实施细则',
    dept: '市场监督和商务主管部门',
    categories: ['资金补贴', '场地支持'],
    measures: [
      {
        title: '初创企业开办补贴',
        content: (a) => `对成立不满三年的初创企业，给予一次性开办补贴${a}万元。`,
        clauses: [
          between('age', undefined, 2, '企业成立不满三年'),
          between('capital', undefined, 500, '注册资本不超过500万元'),
        ],
      },
      {
        title: '创业场地租金补贴',
        content: (a) => `入驻认定的创业载体的初创企业，按实际租金的50%给予补贴，每年最高${a}万元。`,
        clauses: [
          between('age', undefined, 4, '企业成立不满五年'),
          manual('申报企业入驻经认定的创业孵化载体'),
        ],
      },
    ],
  },
  {
    slug: 'szhzx',
    title: '推动制造业数字化转型的若干政策',
    dept: '工业和信息化主管部门',
    categories: ['资金补贴', '研发创新'],
    measures: [
      {
        title: '智能化改造补助',
        content: (a) =>
          `对制造业企业实施的智能化、数字化改造项目，按设备投资额的15%给予补助，最高${a * 5}万元。`,
        clauses: [
          industry(['C'], '申报企业所属行业为制造业'),
          between('revenue', 2000, undefined, '上年度营业收入不低于2000万元'),
          manual('改造项目已完成并通过验收'),
        ],
      },
    ],
  },
  {
    slug: 'rjxx',
    title: '促进软件和信息技术服务业高质量发展的措施',
    dept: '工业和信息化主管部门',
    categories: ['资金补贴', '人才支持'],
    measures: [
      {
        title: '软件企业成长奖励',
        content: (a) => `对营业收入首次突破5000万元的软件企业，给予${a * 2}万元奖励。`,
        clauses: [
          industry(['64', '65'], '申报企业属于软件和信息技术服务业或互联网相关服务业'),
          between('revenue', 5000, undefined, '上年度营业收入不低于5000万元'),
        ],
      },
      {
        title: '软件人才培训补贴',
        content: (a) => `对开展软件人才培训的企业，按培训费用的50%给予补贴，最高${a}万元。`,
        clauses: [
          industry(['64', '65'], '申报企业属于软件和信息技术服务业或互联网相关服务业'),
          between('staff', 20, undefined, '参保人数不少于20人'),
        ],
      },
    ],
  },
  {
    slug: 'jjkc',
    title: '落实科技型中小企业研发费用加计扣除的通知',
    dept: '税务主管部门',
    categories: ['税收优惠', '研发创新'],
    measures: [
      {
        title: '研发费用加计扣除',
        content: () =>
          '科技型中小企业开展研发活动实际发生的研发费用，按实际发生额的100%在税前加计扣除。',
        clauses: [
          tags(['科技型中小企业'], '申报企业须取得科技型中小企业入库登记编号'),
          manual('研发费用归集符合有关规定并单独核算'),
        ],
      },
    ],
  },
  {
    slug: 'xsg',
    title: '推进小升规企业培育的工作方案',
    dept: '统计和工业经济主管部门',
    categories: ['资金补贴'],
    measures: [
      {
        title: '首次升规奖励',
        content: (a) => `对首次纳入规模以上工业统计的企业，给予一次性奖励${a}万元。`,
        clauses: [
          industry(['C'], '申报企业所属行业为制造业'),
          between('revenue', 2000, 20000, '上年度营业收入在2000万元至2亿元之间'),
        ],
      },
    ],
  },
  {
    slug: 'rztx',
    title: '缓解中小微企业融资难的贴息办法',
    dept: '地方金融管理部门',
    categories: ['融资支持'],
    measures: [
      {
        title: '贷款贴息',
        content: (a) =>
          `对中小微企业新增的流动资金贷款，按贷款市场报价利率的50%给予贴息，每家最高${a}万元。`,
        clauses: [
          between('age', 2, undefined, '企业成立满两年'),
          between('capital', 100, undefined, '注册资本不低于100万元'),
          manual('贷款用于企业生产经营，且无不良信用记录'),
        ],
      },
    ],
  },
  {
    slug: 'rcyj',
    title: '鼓励企业引进高层次人才的若干规定',
    dept: '人才工作主管部门',
    categories: ['人才支持'],
    measures: [
      {
        title: '人才引进奖励',
        content: (a) => `企业全职引进的高层次人才，按每人${a}万元标准给予用人单位奖励。`,
        clauses: [
          between('staff', 50, undefined, '参保人数不少于50人'),
          manual('引进人才与企业签订三年以上劳动合同'),
        ],
      },
    ],
  },
  {
    slug: 'xnyqc',
    title: '加快新能源汽车产业发展的若干措施',
    dept: '发展和改革主管部门',
    categories: ['资金补贴', '研发创新'],
    measures: [
      {
        title: '整车及零部件产能奖励',
        content: (a) =>
          `对新建新能源汽车整车、动力电池及关键零部件项目，按实际投资额的5%给予奖励，最高${a * 10}万元。`,
        clauses: [
          industry(['36', '3841'], '申报企业属于汽车制造业或电池制造业'),
          between('capital', 1000, undefined, '注册资本不低于1000万元'),
        ],
      },
    ],
  },
  {
    slug: 'sckt',
    title: '支持企业开拓国内外市场的措施',
    dept: '商务主管部门',
    categories: ['市场开拓', '资金补贴'],
    measures: [
      {
        title: '展会参展补贴',
        content: (a) => `对企业参加境内外重点展会的展位费给予70%补贴，每家每年最高${a}万元。`,
        clauses: [
          industry(['C', 'F'], '申报企业属于制造业或批发和零售业'),
          manual('参展项目列入当年重点展会目录'),
        ],
      },
    ],
  },
];

const AMOUNTS: Record<PolicyLevel, number[]> = {
  国家: [100, 200],
  省: [50, 100, 200],
  市: [20, 30, 50],
  区: [5, 10, 20],
};

type Place = { level: PolicyLevel; code: string; name: string };

function places(): Place[] {
  const provinces = new Map<string, Map<string, Region[]>>();
  for (const r of regionsByCode().values()) {
    if (!r.district) continue;
    const cities = provinces.get(r.provinceCode) ?? new Map<string, Region[]>();
    provinces.set(r.provinceCode, cities);
    cities.set(r.cityCode, [...(cities.get(r.cityCode) ?? []), r]);
  }
  const out: Place[] = [];
  for (const [provinceCode, cities] of provinces) {
    const [first, second] = [...cities.values()];
    const province = first?.[0]?.province ?? provinceCode;
    out.push({ level: '省', code: provinceCode, name: province });
    for (const districts of [first, second]) {
      const d = districts?.[0];
      if (!d) continue;
      // A municipality's "city" is a placeholder (市辖区): its districts stand for it.
      const city = displayCity(d);
      if (d.cityCode !== provinceCode && !d.city.endsWith('辖区'))
        out.push({ level: '市', code: d.cityCode, name: city });
    }
    const district = first?.[0];
    if (district)
      out.push({
        level: '区',
        code: district.code,
        name: `${displayCity(district)}${district.district === displayCity(district) ? '' : district.district}`,
      });
  }
  return out;
}

const NATIONAL_POLICIES = 24;
const PROVINCE_THEMES = 3;
const CITY_THEMES = 2;
const DISTRICT_THEMES = 1;

/** The demo policy library for a seed and a date; a few hundred policies. */
export function demoPolicies(seedNumber: number, now: Date): PolicyInput[] {
  const rng = new Prng(seedNumber * 7919 + 18);
  const cal = new Calendar(now);
  const out: PolicyInput[] = [];
  const build = (place: Place, theme: Theme, serial: number) => {
    const issued = cal.today - rng.int(30, 4 * 365);
    // Most are in force; some expired, some open-ended, so "valid now" has something to tell.
    const span = rng.pick([365 * 2, 365 * 3, 365 * 5, null]);
    const validUntil = span === null ? null : issued + span;
    const amount = rng.pick(AMOUNTS[place.level]);
    const measures = theme.measures.map((m) => ({
      title: m.title,
      content: m.content(amount),
      clauses: [
        ...(place.level === '国家'
          ? []
          : [
              {
                kind: 'region' as const,
                params: { codes: [place.code] },
                text: `在${place.name}依法登记注册并具有独立法人资格`,
              },
            ]),
        ...m.clauses,
      ],
    }));
    const title = `【演示】${place.level === '国家' ? '' : place.name}${theme.title}`;
    const articles = measures.map(
      (m, i) =>
        `第${'一二三四五六七八九十'[i + 1] ?? i + 2}条 ${m.title}。${m.content}申报条件：${m.clauses
          .map((c) => c.text)
          .join('；')}。`,
    );
    const fullText = [
      `为贯彻落实国家关于促进中小企业发展的决策部署，结合${place.name}实际，制定本${theme.categories.includes('税收优惠') ? '通知' : '措施'}。`,
      `第一条 本政策适用于在${place.name}依法登记注册的企业。`,
      ...articles,
      '（本文为系统生成的演示数据，不是真实的政府政策。）',
    ].join('\n');
    out.push({
      code: `demo-${place.code}-${theme.slug}-${serial}`,
      title,
      issuer: `${place.name}${theme.dept}（演示）`,
      level: place.level,
      regionCode: place.code,
      issuedOn: cal.iso(issued),
      validUntil: validUntil === null ? null : cal.iso(validUntil),
      categories: theme.categories,
      fullText,
      isDemo: true,
      source: DEMO_POLICY_SOURCE,
      sourceId: null,
      asOf: cal.todayIso,
      measures,
    });
  };
  const national: Place = { level: '国家', code: '000000', name: '全国' };
  for (let i = 0; i < NATIONAL_POLICIES; i++) build(national, THEMES[i % THEMES.length]!, i + 1);
  const count: Record<PolicyLevel, number> = {
    国家: 0,
    省: PROVINCE_THEMES,
    市: CITY_THEMES,
    区: DISTRICT_THEMES,
  };
  for (const place of places()) {
    const start = rng.int(0, THEMES.length - 1);
    for (let i = 0; i < count[place.level]; i++)
      build(place, THEMES[(start + i * 5) % THEMES.length]!, i + 1);
  }
  return out;
}
