import { INDUSTRY_CHAINS } from '../industry-chains';
import {
  industriesByCode,
  regionsByCode,
  type IndustryClass,
  type Region,
} from '../reference-lookup';
import { buildFacts } from './fact-builder';
import type { BuildContext, EnterpriseInfo } from './context';
import { demoCreditCode, demoRegistrationNo } from './credit-codes';
import { brandWord, namePinyin, personName } from './names';
import { Weighted, weightedTable } from './prng';
import {
  BUILDING_WORDS,
  CATEGORY_WEIGHTS,
  INDUSTRY_WORDS,
  ROAD_SUFFIXES,
  ROAD_WORDS,
  SCOPE_PHRASES,
  SCOPE_TAIL,
} from './vocabulary';

// Builds enterprise groups: a holding with subsidiaries several levels deep and branches, or
// (mostly) a stand-alone company, with their people, shareholdings and positions. Groups are
// the unit of memory: nothing of a finished group is kept except a bounded pool of ids that
// later groups may invest in.

/** Approximate enterprise counts per province (millions), for where companies register. */
const PROVINCE_WEIGHTS: Record<string, number> = {
  '440000': 16,
  '320000': 11,
  '370000': 9,
  '330000': 9,
  '410000': 6,
  '510000': 5,
  '130000': 5,
  '420000': 4.5,
  '350000': 4.5,
  '310000': 4,
  '340000': 4,
  '430000': 3.5,
  '110000': 3.5,
  '610000': 3,
  '360000': 2.5,
  '450000': 2.5,
  '530000': 2.5,
  '500000': 2.5,
  '210000': 2.5,
  '140000': 2,
  '520000': 2,
  '120000': 1.5,
  '460000': 1.5,
  '150000': 1.2,
  '230000': 1.2,
  '220000': 1.1,
  '650000': 1,
  '620000': 1,
  '640000': 0.4,
  '630000': 0.3,
  '540000': 0.2,
};

const TYPE_WEIGHTS = {
  '有限责任公司(自然人投资或控股)': 52,
  '有限责任公司(自然人独资)': 22,
  个人独资企业: 7,
  有限合伙企业: 3,
  '股份有限公司(非上市、自然人投资或控股)': 2.5,
  '有限责任公司(外商投资、非独资)': 0.6,
  '有限责任公司(台港澳法人独资)': 0.3,
  '股份有限公司(上市、自然人投资或控股)': 0.05,
};

const LIVE_STATUS = weightedTable({ 存续: 70, 在业: 26, 迁入: 2, 迁出: 2 });
const STAFF_BANDS = ['少于50人', '50-99人', '100-499人', '500-999人', '1000-4999人', '5000人以上'];
const STAFF_BOUNDS = [
  [1, 49],
  [50, 99],
  [100, 499],
  [500, 999],
  [1000, 4999],
  [5000, 20000],
];
const TECH_CATEGORIES = new Set(['C', 'I', 'M']);

type Member = {
  info: EnterpriseInfo;
  depth: number;
  parent?: Member;
  kind: 'root' | 'subsidiary' | 'branch' | 'standalone';
  qylx: string;
  legalRepId: number;
};

export class GroupBuilder {
  private readonly regions: Region[];
  private readonly provinceRegions = new Map<string, Weighted<Region>>();
  private readonly provinces = weightedTable(PROVINCE_WEIGHTS);
  private readonly categories = weightedTable(CATEGORY_WEIGHTS);
  private readonly classesByCategory = new Map<string, IndustryClass[]>();
  private readonly classesByDivision = new Map<string, IndustryClass[]>();
  private readonly types = weightedTable(TYPE_WEIGHTS);
  private readonly chainLeavesByDivision = new Map<string, number[]>();
  /** Recent non-branch enterprises, for investments across groups (bounded). */
  private readonly investable: number[] = [];
  private investableNext = 0;

  constructor(
    private readonly ctx: BuildContext,
    chainLeafIds: { chainIndex: number; nodeId: number }[],
  ) {
    this.regions = [...regionsByCode().values()];
    for (const provinceCode of Object.keys(PROVINCE_WEIGHTS)) {
      const inProvince = this.regions.filter((r) => r.provinceCode === provinceCode && r.district);
      // Districts of the province's first city (its capital in GB/T 2260 order) weigh more.
      const capital = inProvince[0]?.cityCode;
      this.provinceRegions.set(
        provinceCode,
        new Weighted(inProvince, (r) => (r.cityCode === capital ? 4 : 1)),
      );
    }
    for (const c of industriesByCode().values()) {
      push(this.classesByCategory, c.category, c);
      push(this.classesByDivision, c.division, c);
    }
    INDUSTRY_CHAINS.forEach((chain, chainIndex) => {
      const leaves = chainLeafIds.filter((l) => l.chainIndex === chainIndex).map((l) => l.nodeId);
      for (const division of chain.divisions) {
        this.chainLeavesByDivision.set(division, [
          ...(this.chainLeavesByDivision.get(division) ?? []),
          ...leaves,
        ]);
      }
    });
  }

  /** Builds one group of at most `room` enterprises into the batch; returns how many. */
  buildGroup(room: number): number {
    const { rng } = this.ctx;
    const r = rng.next();
    let size =
      r < 0.9 ? 1 : r < 0.97 ? rng.int(2, 5) : r < 0.995 ? rng.int(6, 20) : rng.int(21, 60);
    size = Math.min(size, room);
    if (size === 1) {
      this.standalone();
      return 1;
    }
    this.group(size);
    return size;
  }

  private standalone(): void {
    const { rng } = this.ctx;
    const region = this.pickRegion();
    const industry = this.pickIndustry();
    const qylx = this.types.pick(rng);
    const established = this.ctx.cal.today - this.ageDays();
    const people = this.newPeople(qylx === '个人独资企业' ? 1 : rng.int(1, 4));
    const outside = qylx !== '个人独资企业' && rng.chance(0.03) ? this.pickInvestable() : undefined;
    const member = this.enterprise({
      kind: 'standalone',
      qylx,
      region,
      industry,
      established,
      brand: brandWord(rng),
      legalRepId: people[0]!.id,
      legalRepName: people[0]!.name,
    });
    const outsideRatio = outside === undefined ? 0 : rng.int(1, 20);
    if (outside !== undefined) this.shareholding(member, { enterpriseId: outside }, outsideRatio);
    this.personHolders(member, people, 100 - outsideRatio);
    this.positionsOf(member, people);
    this.remember(member);
  }

  private group(size: number): void {
    const { rng } = this.ctx;
    const brand = brandWord(rng);
    const core = this.newPeople(rng.int(3, 6));
    const rootRegion = this.pickRegion();
    const rootIndustry = this.pickIndustry();
    const root = this.enterprise({
      kind: 'root',
      qylx: rng.chance(0.3)
        ? '股份有限公司(非上市、自然人投资或控股)'
        : '有限责任公司(自然人投资或控股)',
      region: rootRegion,
      industry: rootIndustry,
      established: this.ctx.cal.today - this.ageDays() - 365 * 3,
      brand,
      legalRepId: core[0]!.id,
      legalRepName: core[0]!.name,
    });
    const members: Member[] = [root];
    for (let k = 1; k < size; k++) {
      const candidates = members.filter((m) => m.kind !== 'branch' && m.depth < 4);
      const parent = rng.chance(0.5) ? candidates[0]! : rng.pick(candidates);
      const isBranch = rng.chance(0.2);
      const region = rng.chance(0.6)
        ? this.pickRegion(parent.info.provinceCode)
        : this.pickRegion();
      const sameLine = rng.chance(0.6)
        ? this.classesByDivision.get(parent.info.division)
        : undefined;
      const industry = isBranch
        ? industriesByCode().get(parent.info.industryCode)!
        : sameLine
          ? rng.pick(sameLine)
          : this.pickIndustry();
      const span = this.ctx.cal.today - parent.info.established;
      const established = parent.info.established + Math.floor(rng.next() * span);
      const manager = rng.chance(0.5) ? core[0]! : rng.pick(core);
      const branchHead = isBranch ? this.newPeople(1)[0]! : manager;
      members.push(
        this.enterprise({
          kind: isBranch ? 'branch' : 'subsidiary',
          parent,
          qylx: isBranch ? `${parent.qylx.replace(/\(.*\)$/, '')}分公司` : '',
          region,
          industry,
          established,
          brand,
          legalRepId: branchHead.id,
          legalRepName: branchHead.name,
        }),
      );
    }
    // A few groups hold a little of their own holding from deep down: an ownership cycle.
    const deep = members.filter((m) => m.kind === 'subsidiary' && m.depth >= 2);
    const cycleHolder = deep.length > 0 && rng.chance(0.25) ? rng.pick(deep) : undefined;
    const cycleRatio = cycleHolder ? rng.int(1, 5) : 0;
    if (cycleHolder) this.shareholding(root, { enterpriseId: cycleHolder.info.id }, cycleRatio);
    this.personHolders(root, core.slice(0, rng.int(1, 3)), 100 - cycleRatio);
    this.positionsOf(root, core);

    for (const member of members.slice(1)) {
      if (member.kind === 'branch') {
        this.ctx.batch.branches.push({
          id: this.ctx.nextId('branches'),
          parentId: member.parent!.info.id,
          branchId: member.info.id,
          ...this.provenance(),
        });
        this.position(member.info.id, member.legalRepId, '负责人');
        continue;
      }
      const parentRatio = rng.chance(0.45) ? 100 : rng.int(51, 95);
      this.shareholding(member, { enterpriseId: member.parent!.info.id }, parentRatio);
      if (parentRatio < 100) {
        const rest = 100 - parentRatio;
        // Cross-holding: a sibling or other member holds the rest, or group people do.
        const others = members.filter(
          (m) => m !== member && m !== member.parent && m.kind !== 'branch',
        );
        if (others.length > 0 && rng.chance(0.35)) {
          this.shareholding(member, { enterpriseId: rng.pick(others).info.id }, rest);
        } else {
          this.personHolders(member, [rng.pick(core)], rest);
        }
      }
      this.positionsOf(member, core);
      this.remember(member);
    }
    this.remember(root);
  }

  private enterprise(spec: {
    kind: Member['kind'];
    parent?: Member;
    qylx: string;
    region: Region;
    industry: IndustryClass;
    established: number;
    brand: string;
    legalRepId: number;
    legalRepName: string;
  }): Member {
    const { rng, cal } = this.ctx;
    const id = this.ctx.nextId('enterprises');
    const { region, industry } = spec;
    const isBranch = spec.kind === 'branch';
    let qylx = spec.qylx;
    if (spec.kind === 'subsidiary') {
      qylx = rng.chance(0.5) ? '有限责任公司(非自然人投资或控股的法人独资)' : '其他有限责任公司';
    }
    const age = cal.today - spec.established;
    const deadChance = Math.min(0.45, 0.04 + age / 365 / 40);
    const dead = rng.chance(deadChance);
    const status = dead ? (rng.chance(0.65) ? '注销' : '吊销') : LIVE_STATUS.pick(rng);
    const alive = !dead;

    const qymc = this.enterpriseName(spec.kind, qylx, spec.brand, region, industry, spec.parent);
    const pinyin = namePinyin(qymc);
    const zczb = isBranch ? null : this.capital(spec.kind, qylx);
    const foreign = qylx.includes('外商') || qylx.includes('台港澳');
    const staffBand = isBranch
      ? 0
      : Math.min(5, Math.max(0, Math.floor(Math.log10((zczb ?? 1) + 1) - 1 + rng.normal() * 0.6)));
    const [lo, hi] = STAFF_BOUNDS[staffBand]!;
    const modern = cal.yearOf(spec.established) >= 2015;
    const registeredAtCity = rng.chance(0.3);
    const tags = this.tags(industry.category, alive, zczb);
    const listed = qylx.includes('上市');
    const regionCode = region.code;

    const info: EnterpriseInfo = {
      id,
      qymc,
      brand: spec.brand,
      category: industry.category,
      division: industry.division,
      industryCode: industry.code,
      provinceCode: region.provinceCode,
      province: region.province,
      city: region.city,
      regionCode,
      established: spec.established,
      alive,
      zczb,
      legalRepresentative: spec.legalRepName,
      tags,
      isBranch,
    };
    // Facts first: a name change among them sets the former names.
    const formerNames = buildFacts(this.ctx, info);
    this.ctx.batch.enterprises.push({
      id,
      qymc,
      namePinyin: pinyin.full,
      nameInitials: pinyin.initials,
      tyshxydm: demoCreditCode(
        id,
        this.ctx.seedNumber,
        registeredAtCity ? region.cityCode : regionCode,
        modern,
      ),
      regNo: modern ? null : demoRegistrationNo(id, region.cityCode),
      legalRepresentative: spec.legalRepName,
      zczb,
      capitalCurrency: foreign && rng.chance(0.6) ? '美元' : '人民币',
      paidInCapital: zczb === null || rng.chance(0.5) ? null : round2(zczb * rng.next()),
      establishedOn: cal.iso(spec.established),
      operatingFrom: cal.iso(spec.established),
      operatingTo: rng.chance(0.7)
        ? null
        : cal.iso(spec.established + 365 * rng.pick([20, 30, 50])),
      status,
      qylx,
      industryCode: industry.code,
      industryCategory: industry.category,
      dlhy: industry.divisionName,
      regionCode,
      address: this.address(region, rng.chance(0.3)),
      lxfs: rng.chance(0.75)
        ? `1${rng.pick([3, 5, 7, 8, 9])}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`
        : null,
      email: rng.chance(0.4)
        ? `${pinyin.initials.slice(0, 8)}${rng.int(1, 999)}@${rng.pick(['163.com', 'qq.com', '126.com', 'sina.com'])}`
        : null,
      website: !isBranch && rng.chance(0.12) ? `www.${pinyin.initials.slice(0, 10)}.com.cn` : null,
      businessScope: this.scope(industry.category),
      staffSize: isBranch ? null : STAFF_BANDS[staffBand]!,
      insuredCount: !alive || isBranch ? 0 : rng.int(lo!, hi!),
      formerNames: formerNames.join('；'),
      listingStatus: listed
        ? 'A股'
        : tags.includes('独角兽') || rng.chance(0.001)
          ? '新三板'
          : '未上市',
      stockCode: listed
        ? `${rng.pick(['600', '601', '603', '000', '002', '300', '688'])}${String(rng.int(0, 999)).padStart(3, '0')}`
        : null,
      tags,
      ...this.provenance(),
    });
    this.chainLinks(info);
    return {
      info,
      depth: spec.parent ? spec.parent.depth + 1 : 0,
      parent: spec.parent,
      kind: spec.kind,
      qylx,
      legalRepId: spec.legalRepId,
    };
  }

  private enterpriseName(
    kind: Member['kind'],
    qylx: string,
    brand: string,
    region: Region,
    industry: IndustryClass,
    parent?: Member,
  ): string {
    const { rng } = this.ctx;
    if (kind === 'branch') return `${parent!.info.qymc}${region.city}分公司`;
    const words = INDUSTRY_WORDS[industry.division] ??
      INDUSTRY_WORDS[industry.category] ?? ['实业'];
    const word = rng.pick(words);
    const city = region.city.replace(/(市|地区|盟|自治州|.族自治州)$/, '');
    if (kind === 'root') {
      return rng.chance(0.5)
        ? `${brand}集团有限公司`
        : `${region.city}${brand}${word}集团股份有限公司`;
    }
    if (qylx === '有限合伙企业') return `${region.city}${brand}${word}合伙企业（有限合伙）`;
    if (qylx === '个人独资企业')
      return `${region.city}${region.district}${brand}${rng.pick(['商行', '经营部', '工作室', '服务部'])}`;
    const form = qylx.startsWith('股份')
      ? '股份有限公司'
      : rng.chance(0.1)
        ? '有限责任公司'
        : '有限公司';
    const r = rng.next();
    if (r < 0.7) return `${region.city}${brand}${word}${form}`;
    if (r < 0.85) return `${brand}（${city}）${word}${form}`;
    return `${region.province.replace(/(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区)$/, '')}${brand}${word}${form}`;
  }

  /** 注册资本 in 万元: log-normal around 100, heavier for groups. */
  private capital(kind: Member['kind'], qylx: string): number {
    const { rng } = this.ctx;
    let log10 = 2 + rng.normal() * 0.75;
    if (kind === 'root') log10 += 1.3;
    if (kind === 'subsidiary') log10 += 0.6;
    if (qylx === '个人独资企业') log10 -= 1;
    if (qylx.startsWith('股份')) log10 += 1;
    const value = 10 ** Math.min(7, Math.max(0, log10));
    const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
    return Math.max(1, Math.round(value / step) * step);
  }

  private tags(category: string, alive: boolean, zczb: number | null): string[] {
    const { rng } = this.ctx;
    if (!alive || !TECH_CATEGORIES.has(category)) return [];
    const tags: string[] = [];
    if (rng.chance(0.12)) tags.push('科技型中小企业');
    if (rng.chance(0.09)) tags.push('高新技术企业');
    if (rng.chance(0.03)) {
      tags.push('专精特新');
      if (rng.chance(0.15)) tags.push('专精特新“小巨人”');
    }
    if (rng.chance(0.006)) tags.push('瞪羚');
    if ((zczb ?? 0) > 5000 && rng.chance(0.01)) tags.push('独角兽');
    return tags;
  }

  private scope(category: string): string {
    const { rng } = this.ctx;
    const own = SCOPE_PHRASES[category] ?? SCOPE_PHRASES.L!;
    const picked = new Set<string>();
    const n = rng.int(Math.min(2, own.length), Math.min(6, own.length));
    while (picked.size < n) picked.add(rng.pick(own));
    if (rng.chance(0.5)) picked.add(rng.pick(SCOPE_PHRASES.F!));
    return `一般项目：${[...picked].join('；')}。${rng.pick(SCOPE_TAIL)}`;
  }

  private address(region: Region, inPark: boolean): string {
    const { rng } = this.ctx;
    const road = `${rng.pick(ROAD_WORDS)}${rng.pick(ROAD_SUFFIXES)}${rng.int(1, 999)}号`;
    const place = inPark
      ? `${rng.pick(ROAD_WORDS)}${rng.pick(BUILDING_WORDS)}${rng.int(1, 30)}栋${rng.int(1, 30)}${String(rng.int(1, 20)).padStart(2, '0')}室`
      : '';
    return `${region.path.replaceAll('/', '').replace(/^(北京市|上海市|天津市|重庆市)\1/, '$1')}${road}${place}`;
  }

  private pickRegion(provinceCode?: string): Region {
    const code = provinceCode ?? this.provinces.pick(this.ctx.rng);
    return this.provinceRegions.get(code)!.pick(this.ctx.rng);
  }

  private pickIndustry(): IndustryClass {
    return this.ctx.rng.pick(this.classesByCategory.get(this.categories.pick(this.ctx.rng))!);
  }

  /** Age in days: many young companies, a long tail back to the 1980s. */
  private ageDays(): number {
    const years = Math.min(38, -Math.log(1 - this.ctx.rng.next()) * 6.5);
    return Math.max(20, Math.floor(years * 365));
  }

  private newPeople(count: number): { id: number; name: string }[] {
    const list: { id: number; name: string }[] = [];
    for (let i = 0; i < count; i++) {
      const id = this.ctx.nextId('people');
      const name = personName(this.ctx.rng);
      this.ctx.batch.people.push({
        id,
        name,
        personKey: `demo:${this.ctx.seedNumber}:${id}`,
        ...this.provenance(),
      });
      list.push({ id, name });
    }
    return list;
  }

  /** Splits `total` percent among people as shareholders. */
  private personHolders(member: Member, holders: { id: number }[], total: number): void {
    if (total <= 0) return;
    const { rng } = this.ctx;
    const weights = holders.map(() => 0.2 + rng.next());
    const sum = weights.reduce((a, b) => a + b, 0);
    let left = total;
    holders.forEach((holder, i) => {
      const ratio = i === holders.length - 1 ? round2(left) : round2((total * weights[i]!) / sum);
      left -= ratio;
      this.shareholding(member, { personId: holder.id }, ratio);
    });
  }

  private shareholding(
    member: Member,
    holder: { personId?: number; enterpriseId?: number },
    ratio: number,
  ): void {
    const { cal } = this.ctx;
    const effective = ratio;
    const zczb = member.info.zczb;
    this.ctx.batch.shareholdings.push({
      id: this.ctx.nextId('shareholdings'),
      enterpriseId: member.info.id,
      holderPersonId: holder.personId ?? null,
      holderEnterpriseId: holder.enterpriseId ?? null,
      ratio: effective,
      subscribedCapital: zczb === null ? null : round2((zczb * effective) / 100),
      subscribedOn: cal.iso(member.info.established),
      ...this.provenance(),
    });
  }

  private positionsOf(member: Member, people: { id: number; name: string }[]): void {
    const { rng } = this.ctx;
    const rep = member.legalRepId;
    const id = member.info.id;
    this.position(id, rep, '法定代表人');
    if (member.qylx === '个人独资企业') return this.position(id, rep, '投资人');
    if (member.qylx === '有限合伙企业') return this.position(id, rep, '执行事务合伙人');
    const others = people.filter((p) => p.id !== rep);
    const large = member.qylx.startsWith('股份') || (member.info.zczb ?? 0) >= 1000;
    if (!large) {
      this.position(id, rep, '执行董事兼总经理');
      const supervisor = others[0] ?? this.newPeople(1)[0]!;
      this.position(id, supervisor.id, '监事');
      return;
    }
    this.position(id, rep, '董事长');
    const pool = [...others, ...this.newPeople(rng.int(2, 4))];
    const directors = pool.slice(0, rng.int(2, Math.min(4, pool.length)));
    for (const d of directors) this.position(id, d.id, '董事');
    const rest = pool.slice(directors.length);
    const supervisors = rest.length > 0 ? rest : this.newPeople(1);
    for (const s of supervisors) this.position(id, s.id, '监事');
    this.position(id, directors[0]!.id, '总经理');
    if (rng.chance(0.5)) this.position(id, rng.pick(pool).id, '财务负责人');
  }

  private position(enterpriseId: number, personId: number, title: string): void {
    this.ctx.batch.positions.push({
      id: this.ctx.nextId('positions'),
      enterpriseId,
      personId,
      title,
      ...this.provenance(),
    });
  }

  private chainLinks(info: EnterpriseInfo): void {
    if (info.isBranch || !TECH_CATEGORIES.has(info.category)) return;
    const leaves = this.chainLeavesByDivision.get(info.division);
    if (!leaves || !this.ctx.rng.chance(0.6)) return;
    this.ctx.batch.industryChainEnterprises.push({
      nodeId: this.ctx.rng.pick(leaves),
      enterpriseId: info.id,
      ...this.provenance(),
    });
  }

  private remember(member: Member): void {
    if (member.kind === 'branch' || !member.info.alive) return;
    // A ring of the last 5000: memory stays bounded at any size.
    this.investable[this.investableNext] = member.info.id;
    this.investableNext = (this.investableNext + 1) % 5000;
  }

  private pickInvestable(): number | undefined {
    return this.investable.length > 0 ? this.ctx.rng.pick(this.investable) : undefined;
  }

  private provenance() {
    return { source: this.ctx.source, asOf: this.ctx.cal.todayIso };
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
