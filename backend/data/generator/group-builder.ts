import {
  displayCity,
  industriesByCode,
  regionsByCode,
  type IndustryClass,
  type Region,
} from '../reference-lookup';
import {
  isListedType,
  isSoleOwnerType,
  LISTING_MIN_CAPITAL,
  NEEQ_STATUS,
  STAFF_BANDS,
} from '../consistency/registry';
import type { GeneratorLink } from './chain-links';
import {
  DEMO_STOCK_CODES,
  DEMO_STOCK_PREFIX,
  LISTED_MAX_HOLDER_RATIO,
  LISTED_MIN_STAFF,
  qualificationMisfit,
  type QualificationSubject,
} from '../consistency/plausibility';
import { ChainClusters } from './clusters';
import { buildFacts } from './fact-builder';
import { lastDay, type BuildContext, type EnterpriseInfo } from './context';
import { demoCreditCode, demoRegistrationNo } from './credit-codes';
import { buildHistory, niceAmount, RENAME_SHARE, type Holder, type Rename } from './history';
import { brandWord, namePinyin, personName } from './names';
import { Weighted, weightedTable } from './prng';
import type { Row } from './tables';
import { parkAddress } from './parks';
import { address, chainScopePhrases, pickScope, scopeText, type Scope } from './texts';
import { CATEGORY_WEIGHTS, INDUSTRY_WORDS } from './vocabulary';

// Builds enterprise groups: a holding with subsidiaries several levels deep and branches, or
// (mostly) a stand-alone company, with their people, shareholdings and positions. Each
// enterprise's present record is built first; its facts and change history are derived from
// it once the group is complete, so that the history ends at the present. Groups are the unit
// of memory: nothing of a finished group is kept except a bounded pool of enterprises that
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
  '有限责任公司(台港澳自然人独资)': 0.3,
};

/**
 * Types of an enterprise founded to work on a chain link: companies, seldom a sole trader or
 * a partnership (the chains are manufacturing and technology).
 */
const CHAIN_TYPE_WEIGHTS = {
  '有限责任公司(自然人投资或控股)': 70,
  '有限责任公司(自然人独资)': 10,
  '股份有限公司(非上市、自然人投资或控股)': 8,
  '有限责任公司(外商投资、非独资)': 2,
  '有限责任公司(台港澳自然人独资)': 0.5,
  有限合伙企业: 0.5,
};

/**
 * Share of stand-alone enterprises and group holdings founded to work on a chain link (the
 * chain sector). With the default size it gives each chain's leading cities several
 * enterprises on most links (docs/demo-data.md).
 */
const CHAIN_SECTOR_SHARE = 0.35;
/** Share of a chain's enterprises placed in its cluster cities; the rest anywhere. */
const CLUSTER_SHARE = 0.8;

const LIVE_STATUS = weightedTable({ 存续: 70, 在业: 26, 迁入: 2, 迁出: 2 });
/** Largest head count the generator gives the open-ended top band. */
const LARGEST_STAFF = 20_000;
/** Chance of each qualification for an enterprise that could hold it (plausibility.ts). */
const QUALIFICATION_CHANCE: Readonly<Record<string, number>> = {
  科技型中小企业: 0.15,
  高新技术企业: 0.12,
  专精特新: 0.1,
  '专精特新“小巨人”': 0.2,
  瞪羚: 0.04,
  独角兽: 0.03,
};
/** Share of group holdings that are listed companies. */
const LISTED_ROOT_SHARE = 0.04;
/** Head-count band a listed company starts from (STAFF_BANDS index). */
const LISTED_STAFF_BAND = STAFF_BANDS.findIndex((b) => b.min >= LISTED_MIN_STAFF);
/** Weight of a chain link's class against another class of its 门类 (1). */
const CHAIN_CLASS_WEIGHT = 3;
/** Share of a chain class's enterprises whose texts name their link (the rest: class only). */
const CHAIN_WORDS_SHARE = 0.75;
/** Share of those that a list declares on the link. */
const DECLARED_SHARE = 0.08;

type Person = { id: number; name: string };
/** An enterprise another may hold: a member of this group or one remembered from earlier. */
type Investable = { id: number; qymc: string; established: number };

type Member = {
  info: EnterpriseInfo;
  /** The record in the batch; former names and head counts are set when it is finished. */
  row: Row<'enterprises'>;
  depth: number;
  parent?: Member;
  kind: 'root' | 'subsidiary' | 'branch' | 'standalone';
  qylx: string;
  legalRep: Person;
  /** People around it who may have represented it before (history). */
  people: string[];
  scope: Scope;
  holders: Holder[];
  personnel: string[];
  renames: Rename[];
};

export class GroupBuilder {
  private readonly regions: Region[];
  private readonly provinceRegions = new Map<string, Weighted<Region>>();
  private readonly provinces = weightedTable(PROVINCE_WEIGHTS);
  private readonly categories = weightedTable(CATEGORY_WEIGHTS);
  private readonly classesByCategory = new Map<string, Weighted<IndustryClass>>();
  private readonly classesByDivision = new Map<string, IndustryClass[]>();
  private readonly types = weightedTable(TYPE_WEIGHTS);
  private readonly chainTypes = weightedTable(CHAIN_TYPE_WEIGHTS);
  private readonly clusters: ChainClusters;
  /** Links of each built-in chain, by chain code. */
  private readonly linksByChain = new Map<string, GeneratorLink[]>();
  private readonly chainCodes: string[];
  /** Chain links by the four-digit class whose enterprises work on them. */
  private readonly linksByClass = new Map<string, GeneratorLink[]>();
  /** Recent live non-branch enterprises, for investments across groups (bounded). */
  private readonly investable: Investable[] = [];
  private investableNext = 0;
  /** Recent live investment firms (金融, 投资与资产管理), a listed company's institutions. */
  private readonly institutions: Investable[] = [];
  private institutionsNext = 0;
  /** Names of the people and of the enterprises of the group being built. */
  private readonly groupNames = new Set<string>();
  private readonly groupQymc = new Set<string>();
  /** Stock codes given out (listed companies are few, so the set stays small). */
  private readonly stockCodes = new Set<string>();

  constructor(
    private readonly ctx: BuildContext,
    chainLinks: readonly GeneratorLink[],
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
    this.clusters = new ChainClusters(this.regions);
    for (const link of chainLinks) {
      for (const code of link.classes) push(this.linksByClass, code, link);
      if (link.classes.length > 0) push(this.linksByChain, link.chain, link);
    }
    this.chainCodes = [...this.linksByChain.keys()];
    const byCategory = new Map<string, IndustryClass[]>();
    for (const c of industriesByCode().values()) {
      push(byCategory, c.category, c);
      push(this.classesByDivision, c.division, c);
    }
    // Classes of the chains' links weigh more within their 门类, so the chains have
    // enterprises enough to show regional strengths at every size.
    for (const [category, classes] of byCategory)
      this.classesByCategory.set(
        category,
        new Weighted(classes, (c) => (this.linksByClass.has(c.code) ? CHAIN_CLASS_WEIGHT : 1)),
      );
  }

  /** Builds one group of at most `room` enterprises into the batch; returns how many. */
  buildGroup(room: number): number {
    const { rng } = this.ctx;
    this.groupNames.clear();
    this.groupQymc.clear();
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
    const { industry, chainLink, sector } = this.pickWork();
    const region = this.placeFor(chainLink);
    const qylx = (sector ? this.chainTypes : this.types).pick(rng);
    const established = this.ctx.cal.today - this.ageDays();
    const sole = isSoleOwnerType(qylx);
    const partnership = qylx.includes('合伙');
    const people = this.newPeople(
      qylx === '个人独资企业' ? 1 : partnership ? rng.int(2, 4) : rng.int(1, 4),
    );
    const member = this.enterprise({
      kind: 'standalone',
      qylx,
      region,
      industry,
      chainLink,
      sector,
      established,
      brand: brandWord(rng),
      legalRep: people[0]!,
      people,
    });
    // Now and then an enterprise of an earlier group holds a part; it may have come later.
    const outside = !sole && rng.chance(0.03) ? this.pickInvestable() : undefined;
    const usable = outside && outside.established <= lastDay(this.ctx, member.info) - 1;
    const outsideRatio = usable ? rng.int(1, 20) : 0;
    if (usable) this.shareholding(member, { enterprise: outside }, outsideRatio);
    this.personHolders(member, sole ? people.slice(0, 1) : people, 100 - outsideRatio);
    this.positionsOf(member, people);
    this.finish(member);
    this.remember(member);
  }

  private group(size: number): void {
    const { rng } = this.ctx;
    const brand = brandWord(rng);
    const core = this.newPeople(rng.int(3, 6));
    const r = rng.next();
    const work = this.pickWork();
    // A listed company needs a free demo stock code and institutions to hold it.
    const listing =
      r < LISTED_ROOT_SHARE &&
      this.stockCodes.size < DEMO_STOCK_CODES * 0.9 &&
      this.institutions.length + this.investable.length > 0;
    const root = this.enterprise({
      kind: 'root',
      qylx: listing
        ? '股份有限公司(上市、自然人投资或控股)'
        : r < 0.3
          ? '股份有限公司(非上市、自然人投资或控股)'
          : '有限责任公司(自然人投资或控股)',
      region: this.placeFor(work.chainLink),
      industry: work.industry,
      chainLink: work.chainLink,
      sector: work.sector,
      established: this.ctx.cal.today - this.ageDays() - 365 * 3,
      brand,
      legalRep: core[0]!,
      people: core,
    });
    const members: Member[] = [root];
    const parentRatios = new Map<Member, number>();
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
      // Founded while the parent exists (before it closed, if it did).
      const span = lastDay(this.ctx, parent.info) - parent.info.established;
      const established = parent.info.established + Math.floor(rng.next() * span);
      const manager = rng.chance(0.5) ? core[0]! : rng.pick(core);
      const head = isBranch ? this.newPeople(1)[0]! : manager;
      // The parent's share decides the type: all of it makes a 法人独资 company.
      const parentRatio = rng.chance(0.45) ? 100 : rng.int(51, 95);
      const member = this.enterprise({
        kind: isBranch ? 'branch' : 'subsidiary',
        parent,
        // A branch does its parent's work.
        chainLink: isBranch ? parent.info.chainLink : this.pickChainLink(industry),
        sector: false,
        qylx: isBranch
          ? `${parent.qylx.replace(/\(.*\)$/, '')}分公司`
          : parentRatio === 100
            ? '有限责任公司(非自然人投资或控股的法人独资)'
            : '其他有限责任公司',
        region,
        industry,
        established,
        brand,
        legalRep: head,
        people: isBranch ? [head] : core,
      });
      members.push(member);
      parentRatios.set(member, parentRatio);
    }
    // A few groups hold a little of their own holding from deep down: an ownership cycle.
    const deep = members.filter((m) => m.kind === 'subsidiary' && m.depth >= 2 && m.info.alive);
    const cycleHolder =
      root.info.alive && deep.length > 0 && rng.chance(0.25) ? rng.pick(deep) : undefined;
    const cycleRatio = cycleHolder ? rng.int(1, 5) : 0;
    if (cycleHolder) this.shareholding(root, { enterprise: cycleHolder.info }, cycleRatio);
    if (listing) this.listedHolders(root, core);
    else this.personHolders(root, core.slice(0, rng.int(1, 3)), 100 - cycleRatio);
    this.positionsOf(root, core);

    for (const member of members.slice(1)) {
      const parent = member.parent!;
      if (member.kind === 'branch') {
        this.ctx.batch.branches.push({
          id: this.ctx.nextId('branches'),
          parentId: parent.info.id,
          branchId: member.info.id,
          ...this.provenance(),
        });
        this.position(member, member.legalRep, '负责人');
        continue;
      }
      const parentRatio = parentRatios.get(member)!;
      this.shareholding(member, { enterprise: parent.info }, parentRatio);
      if (parentRatio < 100) {
        const rest = 100 - parentRatio;
        // Cross-holding: another live member that existed at the founding holds the rest,
        // or group people do.
        const others = members.filter(
          (m) =>
            m !== member &&
            m !== parent &&
            m.kind !== 'branch' &&
            m.info.alive &&
            m.info.established <= member.info.established,
        );
        if (others.length > 0 && rng.chance(0.35)) {
          this.shareholding(member, { enterprise: rng.pick(others).info }, rest);
        } else {
          this.personHolders(member, [rng.pick(core)], rest);
        }
      }
      this.positionsOf(member, core);
    }
    for (const member of members) {
      this.finish(member);
      this.remember(member);
    }
  }

  private enterprise(spec: {
    kind: Member['kind'];
    parent?: Member;
    qylx: string;
    region: Region;
    industry: IndustryClass;
    chainLink: GeneratorLink | undefined;
    /** Founded to work on a chain link (capital of a manufacturer). */
    sector: boolean;
    established: number;
    brand: string;
    legalRep: Person;
    people: Person[];
  }): Member {
    const { rng, cal } = this.ctx;
    const id = this.ctx.nextId('enterprises');
    const { region, industry, qylx, established } = spec;
    const isBranch = spec.kind === 'branch';
    const listed = isListedType(qylx);

    // Closed enterprises (more likely with age) closed on a day of their own; what a closed
    // parent registered closed no later than it did. Listed companies are alive.
    const age = cal.today - established;
    const parent = spec.parent?.info;
    const parentClosed = parent?.status === '注销' ? parent.closed : undefined;
    let closed: number | undefined;
    if (parentClosed !== undefined)
      closed = rng.int(established, Math.max(established, parentClosed));
    else if (!listed && age > 60 && rng.chance(Math.min(0.45, 0.04 + age / 365 / 40)))
      closed = rng.int(established + 30, cal.today);
    const alive = closed === undefined;
    const status = alive ? LIVE_STATUS.pick(rng) : rng.chance(0.65) ? '注销' : '吊销';

    // Names are unique within a group (a registry refuses a name taken in its area).
    let nameWith = this.enterpriseName(spec.kind, qylx, region, industry, spec.parent);
    for (
      let tries = 0;
      !isBranch && tries < 20 && this.groupQymc.has(nameWith(spec.brand));
      tries++
    )
      nameWith = this.enterpriseName(spec.kind, qylx, region, industry, spec.parent);
    let zczb = isBranch ? null : this.capital(spec.kind, qylx, spec.sector);
    if (zczb !== null && listed)
      zczb = Math.max(zczb, niceAmount(LISTING_MIN_CAPITAL * (1 + rng.next() * 9)));
    const foreign = qylx.includes('外商') || qylx.includes('台港澳');
    const staffBand = isBranch
      ? 0
      : Math.min(
          5,
          Math.max(
            listed ? LISTED_STAFF_BAND : 0,
            Math.floor(Math.log10((zczb ?? 1) + 1) - 1 + rng.normal() * 0.6),
          ),
        );
    const band = STAFF_BANDS[staffBand]!;
    const headcount = rng.int(band.min, Math.min(band.max, LARGEST_STAFF));
    const modern = cal.yearOf(established) >= 2015;
    const registeredAtCity = rng.chance(0.3);
    const tags = this.tags({
      qylx,
      category: industry.category,
      zczb,
      ageYears: age / 365.25,
      alive,
      sector: spec.sector,
    });
    const regionCode = region.code;
    const chainLink = spec.chainLink;

    const info: EnterpriseInfo = {
      id,
      qymc: '',
      brand: spec.brand,
      category: industry.category,
      division: industry.division,
      industryCode: industry.code,
      qylx,
      provinceCode: region.provinceCode,
      province: region.province,
      city: displayCity(region),
      regionCode,
      region,
      established,
      alive,
      status,
      closed,
      zczb,
      legalRepresentative: spec.legalRep.name,
      tags,
      isBranch,
      headcount,
      chainLink,
    };
    const { qymc, renames } = this.nameHistory(info, nameWith, spec.parent);
    info.qymc = qymc;
    this.groupQymc.add(qymc);
    const pinyin = namePinyin(qymc);
    const scope = pickScope(rng, industry.category);
    if (chainLink) scope.phrases.unshift(...chainScopePhrases(rng, chainLink, industry.category));
    const term = rng.chance(0.7)
      ? undefined
      : rng.pick([20, 30, 50].filter((years) => established + 365 * years > cal.today));
    const row: Row<'enterprises'> = {
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
      legalRepresentative: spec.legalRep.name,
      zczb,
      capitalCurrency: foreign && rng.chance(0.6) ? '美元' : '人民币',
      paidInCapital: zczb === null || rng.chance(0.5) ? null : round2(zczb * rng.next()),
      establishedOn: cal.iso(established),
      operatingFrom: cal.iso(established),
      operatingTo: term === undefined ? null : cal.iso(established + 365 * term),
      status,
      qylx,
      industryCode: industry.code,
      industryCategory: industry.category,
      dlhy: industry.divisionName,
      regionCode,
      address: parkAddress(this.ctx.seedNumber, id, region, address(rng, region)),
      lxfs: rng.chance(0.75)
        ? `1${rng.pick([3, 5, 7, 8, 9])}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`
        : null,
      email: rng.chance(0.4)
        ? `${pinyin.initials.slice(0, 8)}${rng.int(1, 999)}@${rng.pick(['163.com', 'qq.com', '126.com', 'sina.com'])}`
        : null,
      website: !isBranch && rng.chance(0.12) ? `www.${pinyin.initials.slice(0, 10)}.com.cn` : null,
      businessScope: scopeText(scope),
      staffSize: isBranch ? null : band.label,
      // Without an annual report yet, a live enterprise's insured staff is within its band.
      insuredCount: !alive || isBranch ? 0 : rng.int(0, headcount),
      formerNames: renames
        .map((r) => r.before)
        .reverse()
        .join('；'),
      listingStatus: listed
        ? 'A股'
        : qylx.startsWith('股份有限公司') && alive && rng.chance(0.03)
          ? NEEQ_STATUS
          : '未上市',
      stockCode: listed ? this.stockCode() : null,
      tags,
      ...this.provenance(),
    };
    this.ctx.batch.enterprises.push(row);
    this.chainLinks(info);
    return {
      info,
      row,
      depth: spec.parent ? spec.parent.depth + 1 : 0,
      parent: spec.parent,
      kind: spec.kind,
      qylx,
      legalRep: spec.legalRep,
      people: spec.people.map((p) => p.name),
      scope,
      holders: [],
      personnel: [],
      renames,
    };
  }

  /** Writes the enterprise's facts and its history, now that its present is complete. */
  private finish(m: Member): void {
    const latest = buildFacts(this.ctx, m.info);
    // The record's insured staff is the latest annual report's.
    if (latest && m.info.alive) m.row.insuredCount = latest.insuredCount;
    buildHistory(this.ctx, {
      info: m.info,
      qylx: m.qylx,
      people: m.people,
      scope: m.scope,
      address: m.row.address,
      currency: m.row.capitalCurrency ?? '人民币',
      holders: m.holders,
      personnel: m.personnel,
      renames: m.renames,
    });
  }

  /**
   * The current name and the renames that led to it, newest last. A branch is named after
   * its parent as the parent was named when the branch last changed, and follows the
   * parent's renames while it exists.
   */
  private nameHistory(
    info: EnterpriseInfo,
    nameWith: (brand: string) => string,
    parent?: Member,
  ): { qymc: string; renames: Rename[] } {
    const { rng, cal } = this.ctx;
    const last = info.closed === undefined ? cal.today : info.closed - 1;
    if (info.isBranch) {
      const followed = parent!.renames.filter((r) => r.day > info.established && r.day <= last);
      const later = parent!.renames.find((r) => r.day > last);
      const parentName = later ? later.before : parent!.info.qymc;
      // A second branch in the same city is told apart by its district, then by number.
      const district = info.region.district === info.city ? '' : info.region.district;
      const suffixes = [`${info.city}分公司`, `${info.city}${district}分公司`];
      for (const n of '二三四五六七八九') suffixes.push(`${info.city}第${n}分公司`);
      const suffix =
        suffixes.find((x) => !this.groupQymc.has(`${parentName}${x}`)) ?? suffixes.at(-1)!;
      const qymc = `${parentName}${suffix}`;
      return {
        qymc,
        renames: followed.map((r) => ({
          day: r.day,
          before: `${r.before}${suffix}`,
          after: `${r.after}${suffix}`,
        })),
      };
    }
    const qymc = nameWith(info.brand);
    const count =
      last - info.established > 30
        ? rng.poisson(Math.min(6, ((last - info.established) / 365) * 0.35) * RENAME_SHARE)
        : 0;
    const days = Array.from({ length: count }, () => rng.int(info.established + 30, last));
    days.sort((a, b) => b - a);
    const renames: Rename[] = [];
    const used = new Set([info.brand]);
    let after = qymc;
    for (const day of new Set(days)) {
      let brand = brandWord(rng);
      while (used.has(brand)) brand = brandWord(rng);
      used.add(brand);
      const before = nameWith(brand);
      renames.unshift({ day, before, after });
      after = before;
    }
    return { qymc, renames };
  }

  /** The enterprise's name as a function of its brand word (字号), for its former names. */
  private enterpriseName(
    kind: Member['kind'],
    qylx: string,
    region: Region,
    industry: IndustryClass,
    parent?: Member,
  ): (brand: string) => string {
    const { rng } = this.ctx;
    const city = displayCity(region);
    if (kind === 'branch') return () => `${parent!.info.qymc}${city}分公司`;
    const words = INDUSTRY_WORDS[industry.division] ??
      INDUSTRY_WORDS[industry.category] ?? ['实业'];
    const word = rng.pick(words);
    const form = qylx.startsWith('股份')
      ? '股份有限公司'
      : qylx.includes('有限责任公司') && rng.chance(0.1)
        ? '有限责任公司'
        : '有限公司';
    if (kind === 'root') {
      const group = qylx.startsWith('股份') ? '集团股份有限公司' : '集团有限公司';
      return rng.chance(0.5) ? (b) => `${b}${group}` : (b) => `${city}${b}${word}${group}`;
    }
    if (qylx === '有限合伙企业') return (b) => `${city}${b}${word}合伙企业（有限合伙）`;
    if (qylx === '个人独资企业') {
      const shop = rng.pick(['商行', '经营部', '工作室', '服务部']);
      const district = region.district === city ? '' : region.district;
      return (b) => `${city}${district}${b}${shop}`;
    }
    const shortCity = city.replace(/(市|地区|盟|自治州|.族自治州)$/, '');
    const province = region.province.replace(
      /(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区)$/,
      '',
    );
    const r = rng.next();
    if (r < 0.7) return (b) => `${city}${b}${word}${form}`;
    if (r < 0.85) return (b) => `${b}（${shortCity}）${word}${form}`;
    return (b) => `${province}${b}${word}${form}`;
  }

  /** 注册资本 in 万元: log-normal around 100, heavier for groups. */
  private capital(kind: Member['kind'], qylx: string, sector: boolean): number {
    const { rng } = this.ctx;
    let log10 = 2 + rng.normal() * 0.75;
    if (sector) log10 += 0.6;
    if (kind === 'root') log10 += 1.3;
    if (kind === 'subsidiary') log10 += 0.6;
    if (qylx === '个人独资企业') log10 -= 1;
    if (qylx.startsWith('股份')) log10 += 1;
    return niceAmount(10 ** Math.min(7, Math.max(0, log10)));
  }

  /**
   * Qualifications a live enterprise holds: each only where it could (plausibility.ts), by
   * chance; a chain-sector enterprise, founded on a technology link, twice as likely.
   */
  private tags(s: QualificationSubject & { alive: boolean; sector: boolean }): string[] {
    const { rng } = this.ctx;
    const tags: string[] = [];
    if (!s.alive) return tags;
    for (const [tag, chance] of Object.entries(QUALIFICATION_CHANCE))
      if (!qualificationMisfit(tag, s, tags) && rng.chance(s.sector ? chance * 2 : chance))
        tags.push(tag);
    return tags;
  }

  /**
   * A listed company's top holders: its founders with a quarter to a half, institutions and
   * private investors with a few percent each; the public holds the rest.
   */
  private listedHolders(root: Member, founders: Person[]): void {
    const { rng } = this.ctx;
    const founding = founders.slice(0, rng.int(1, 3));
    this.personHolders(root, founding, Math.min(LISTED_MAX_HOLDER_RATIO, rng.int(25, 50)));
    const institutions = new Set<Investable>();
    for (let i = rng.int(2, 4); i > 0; i--) {
      const pool = this.institutions.length > 0 ? this.institutions : this.investable;
      institutions.add(rng.pick(pool));
    }
    for (const institution of institutions)
      this.shareholding(root, { enterprise: institution }, rng.int(10, 80) / 10);
    const investors = this.newPeople(10 - founding.length - institutions.size);
    for (const person of investors) this.shareholding(root, { person }, rng.int(5, 30) / 10);
  }

  private pickRegion(provinceCode?: string): Region {
    const code = provinceCode ?? this.provinces.pick(this.ctx.rng);
    return this.provinceRegions.get(code)!.pick(this.ctx.rng);
  }

  /**
   * What a new enterprise (stand-alone or a group's holding) does: in the chain sector, a link
   * of a chain drawn evenly and one of its classes; otherwise a class by the economy's mix.
   */
  private pickWork(): { industry: IndustryClass; chainLink?: GeneratorLink; sector: boolean } {
    const { rng } = this.ctx;
    if (rng.chance(CHAIN_SECTOR_SHARE)) {
      const chain = rng.pick(this.chainCodes);
      const link = rng.pick(this.linksByChain.get(chain)!);
      return {
        industry: industriesByCode().get(rng.pick(link.classes))!,
        chainLink: link,
        sector: true,
      };
    }
    const industry = this.pickIndustry();
    return { industry, chainLink: this.pickChainLink(industry), sector: false };
  }

  /** Where an enterprise on a chain link registers: mostly in the chain's cluster cities. */
  private placeFor(chainLink: GeneratorLink | undefined): Region {
    if (chainLink && this.ctx.rng.chance(CLUSTER_SHARE))
      return this.clusters.pick(this.ctx.rng, chainLink.chain) ?? this.pickRegion();
    return this.pickRegion();
  }

  private pickIndustry(): IndustryClass {
    return this.classesByCategory.get(this.categories.pick(this.ctx.rng))!.pick(this.ctx.rng);
  }

  /** Most enterprises of a chain class work on one of its links and say so. */
  private pickChainLink(industry: IndustryClass): GeneratorLink | undefined {
    const links = this.linksByClass.get(industry.code);
    if (!links || !this.ctx.rng.chance(CHAIN_WORDS_SHARE)) return undefined;
    return this.ctx.rng.pick(links);
  }

  /** Age in days: many young companies, a long tail back to the 1980s. */
  private ageDays(): number {
    const years = Math.min(38, -Math.log(1 - this.ctx.rng.next()) * 6.5);
    return Math.max(20, Math.floor(years * 365));
  }

  private newPeople(count: number): Person[] {
    const list: Person[] = [];
    for (let i = 0; i < count; i++) {
      const id = this.ctx.nextId('people');
      // Two people of one name in one group would read as one person holding both roles.
      let name = personName(this.ctx.rng);
      while (this.groupNames.has(name)) name = personName(this.ctx.rng);
      this.groupNames.add(name);
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
  private personHolders(member: Member, holders: Person[], total: number): void {
    if (total <= 0) return;
    const { rng } = this.ctx;
    const weights = holders.map(() => 0.2 + rng.next());
    const sum = weights.reduce((a, b) => a + b, 0);
    let left = total;
    holders.forEach((holder, i) => {
      const ratio = i === holders.length - 1 ? round2(left) : round2((total * weights[i]!) / sum);
      left -= ratio;
      this.shareholding(member, { person: holder }, ratio);
    });
  }

  /** A shareholding; its subscription day is set with the history (a later holder joined). */
  private shareholding(
    member: Member,
    holder: { person: Person } | { enterprise: Investable },
    ratio: number,
  ): void {
    const { cal } = this.ctx;
    const zczb = member.info.zczb;
    const row: Row<'shareholdings'> = {
      id: this.ctx.nextId('shareholdings'),
      enterpriseId: member.info.id,
      holderPersonId: 'person' in holder ? holder.person.id : null,
      holderEnterpriseId: 'enterprise' in holder ? holder.enterprise.id : null,
      ratio,
      subscribedCapital: zczb === null ? null : round2((zczb * ratio) / 100),
      subscribedOn: cal.iso(member.info.established),
      ...this.provenance(),
    };
    this.ctx.batch.shareholdings.push(row);
    member.holders.push(
      'person' in holder
        ? { name: holder.person.name, row, earliest: member.info.established }
        : {
            name: holder.enterprise.qymc,
            row,
            earliest: Math.max(member.info.established, holder.enterprise.established),
          },
    );
  }

  private positionsOf(member: Member, people: Person[]): void {
    const { rng } = this.ctx;
    const rep = member.legalRep;
    this.position(member, rep, '法定代表人');
    if (member.qylx === '个人独资企业') return this.position(member, rep, '投资人');
    if (member.qylx === '有限合伙企业') return this.position(member, rep, '执行事务合伙人');
    const others = people.filter((p) => p.id !== rep.id);
    const large = member.qylx.startsWith('股份') || (member.info.zczb ?? 0) >= 1000;
    if (!large) {
      this.position(member, rep, '执行董事兼总经理');
      this.position(member, others[0] ?? this.newPeople(1)[0]!, '监事');
      return;
    }
    this.position(member, rep, '董事长');
    const pool = [...others, ...this.newPeople(rng.int(2, 4))];
    const directors = pool.slice(0, rng.int(2, Math.min(4, pool.length)));
    for (const d of directors) this.position(member, d, '董事');
    const rest = pool.slice(directors.length);
    const supervisors = rest.length > 0 ? rest : this.newPeople(1);
    for (const s of supervisors) this.position(member, s, '监事');
    this.position(member, directors[0]!, '总经理');
    // Senior managers may not supervise themselves: the CFO is a director or the chair.
    if (rng.chance(0.5)) this.position(member, rng.pick([rep, ...directors]), '财务负责人');
  }

  private position(member: Member, person: Person, title: string): void {
    this.ctx.batch.positions.push({
      id: this.ctx.nextId('positions'),
      enterpriseId: member.info.id,
      personId: person.id,
      title,
      ...this.provenance(),
    });
    if (!member.personnel.includes(person.name)) member.personnel.push(person.name);
  }

  /** Now and then a list (a park's, a government's) declares the enterprise on its link. */
  private chainLinks(info: EnterpriseInfo): void {
    if (info.isBranch || !info.chainLink || !this.ctx.rng.chance(DECLARED_SHARE)) return;
    this.ctx.batch.industryChainEnterprises.push({
      nodeId: info.chainLink.nodeId,
      enterpriseId: info.id,
      ...this.provenance(),
    });
  }

  private remember(member: Member): void {
    if (member.kind === 'branch' || !member.info.alive) return;
    // Rings of the last 5000 and 500: memory stays bounded at any size.
    const { id, qymc, established, category, industryCode } = member.info;
    this.investable[this.investableNext] = { id, qymc, established };
    this.investableNext = (this.investableNext + 1) % 5000;
    if (category === 'J' || industryCode.startsWith('721')) {
      this.institutions[this.institutionsNext] = { id, qymc, established };
      this.institutionsNext = (this.institutionsNext + 1) % 500;
    }
  }

  private pickInvestable(): Investable | undefined {
    return this.investable.length > 0 ? this.ctx.rng.pick(this.investable) : undefined;
  }

  /** A six-digit code of the demo range (no real security's), unique in the dataset. */
  private stockCode(): string {
    let code: string;
    do {
      code = `${DEMO_STOCK_PREFIX}${String(this.ctx.rng.int(0, DEMO_STOCK_CODES - 1)).padStart(4, '0')}`;
    } while (this.stockCodes.has(code));
    this.stockCodes.add(code);
    return code;
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
