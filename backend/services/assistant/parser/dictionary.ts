import { asc } from 'drizzle-orm';
import type { AddressNode, IndustryNode } from '@/lib/contract/form-query';
import { OTHER_OPTIONS } from '@/lib/contract/search';
import type { Database } from '../../../db/client';
import { industryChains } from '../../../db/schema';
import { addressTree } from '../../../data/address';
import { industryTree } from '../../../data/industry';
import type { ParserDictionary } from '../types';

// The words the embedded parser recognises, built from our reference data: the GB/T 2260
// region tree, the GB/T 4754 industry tree (门类, 大类, 中类), the industry chains in the
// database and the qualification tags of find companies. Built once per process.

const REGION_SUFFIX =
  /(?:维吾尔自治区|壮族自治区|回族自治区|特别行政区|自治区|自治州|自治县|地区|新区|省|市|区|县|盟|旗)$/u;

// Short names that are everyday words in a question (和平, 光明, 合作 ...): only their full
// name (和平区) names the region.
const COMMON_WORD_SHORTS = new Set([
  '和平',
  '新华',
  '城中',
  '东方',
  '长安',
  '前进',
  '友谊',
  '振兴',
  '解放',
  '工农',
  '向阳',
  '红旗',
  '新兴',
  '合作',
  '平安',
  '永安',
  '太平',
  '安定',
  '资源',
  '港口',
  '新市',
  '共和',
  '温泉',
  '光明',
  '江南',
  '城关',
  '市中',
  '市南',
  '市北',
  '万年',
  '长寿',
  '和顺',
  '安居',
  '新城',
  '南部',
  '新建',
  '中原',
  '天元',
  '高新',
  '东风',
  '白云',
  '城区',
  '郊区',
  '矿区',
  '新区',
  '建设',
  '发展',
  '开发',
  '中心',
  '大同',
  '富裕',
  '民乐',
  '爱民',
  '建华',
  '新民',
  '永和',
  '平原',
  '大方',
  '新都',
  '兴业',
  '城东',
  '城西',
  '城北',
  '河东',
  '河西',
  '河北',
  '河南',
  '海南',
  '山南',
  '东区',
  '西区',
  '南区',
  '北区',
  '上城',
  '下城',
  '城厢',
  '元宝',
  '全州',
  '西部',
  '东部',
]);
// 河北, 河南, 海南, 山南 are provinces too: their province keeps the short name (below).
const PROVINCE_SHORT_KEEP = new Set(['河北', '河南', '海南']);

function regionEntries(tree: AddressNode[]): ParserDictionary['regions'] {
  const out: ParserDictionary['regions'] = [];
  const walk = (nodes: AddressNode[], level: 1 | 2 | 3, parent?: string) => {
    for (const node of nodes) {
      const short: string[] = [];
      const bare = node.label.replace(REGION_SUFFIX, '');
      const keep =
        level === 1
          ? PROVINCE_SHORT_KEEP.has(bare) || !COMMON_WORD_SHORTS.has(bare)
          : !COMMON_WORD_SHORTS.has(bare);
      if (bare !== node.label && [...bare].length >= 2 && keep) short.push(bare);
      out.push({ code: node.code, name: node.label, short, level, ...(parent ? { parent } : {}) });
      if (node.children && level < 3) walk(node.children, (level + 1) as 2 | 3, node.code);
    }
  };
  walk(tree, 1);
  return out;
}

function industryEntries(tree: IndustryNode[]): ParserDictionary['industries'] {
  const out: ParserDictionary['industries'] = [];
  const walk = (nodes: IndustryNode[]) => {
    for (const node of nodes) {
      out.push({ code: node.value, name: node.name });
      if (node.children) walk(node.children);
    }
  };
  walk(tree);
  return out;
}

/** What people call a chain besides its name, by the chain's stable code. */
const CHAIN_ALIASES: Record<string, string[]> = {
  nev: ['新能源车', '电动汽车', '新能源汽车产业'],
  ic: ['芯片', '半导体', '集成电路产业'],
  ai: ['AI', '人工智能产业'],
  'li-battery': ['锂电', '锂离子电池', '动力电池'],
  pv: ['光伏产业', '太阳能光伏'],
  robot: ['机器人'],
  icv: ['智能网联', '自动驾驶', '车联网'],
  'low-altitude': ['无人机', '低空'],
  space: ['航天', '卫星'],
  biomed: ['生物医药产业'],
  'energy-storage': ['储能产业', '新型储能'],
  biomanufacturing: ['合成生物'],
};

/** Other ways to say each qualification tag of find companies. */
const QUALIFICATION_ALIASES: Record<(typeof OTHER_OPTIONS)[number]['value'], string[]> = {
  gxjs: ['高新技术企业', '高新企业', '高新技术', '国高', '国家高新技术企业', '高企'],
  zjtx: ['专精特新', '专精特新企业', '专精特新中小企业'],
  xjr: ['小巨人', '专精特新小巨人', '专精特新“小巨人”', '小巨人企业', '国家级小巨人'],
  kjxzx: ['科技型中小企业', '科小', '科技型中小'],
  dl: ['瞪羚', '瞪羚企业'],
  djs: ['独角兽', '独角兽企业'],
  phone: ['有联系电话', '有电话', '有联系方式'],
  email: ['有邮箱', '有电子邮箱'],
  listed: ['上市企业', '上市公司', '已上市', '上市'],
  neeq: ['新三板', '新三板企业', '新三板挂牌企业'],
};

let cached: Promise<ParserDictionary> | undefined;

async function build(db: Database): Promise<ParserDictionary> {
  const chains = await db
    .select({ id: industryChains.id, code: industryChains.code, name: industryChains.name })
    .from(industryChains)
    .orderBy(asc(industryChains.sort), asc(industryChains.id));
  return {
    regions: regionEntries(addressTree(3)),
    industries: industryEntries(industryTree(3)),
    chains: chains.map((c) => ({
      id: String(c.id),
      name: c.name,
      aliases: (CHAIN_ALIASES[c.code] ?? []).filter((a) => a !== c.name),
    })),
    qualifications: OTHER_OPTIONS.map((o) => ({
      value: o.value,
      label: o.label,
      aliases: QUALIFICATION_ALIASES[o.value].filter((a) => a !== o.label),
    })),
  };
}

/**
 * The parser's dictionary, read once per process (the trees are static; chains change only by
 * import, after which the importer calls resetParserDictionary).
 */
export function buildParserDictionary(db: Database): Promise<ParserDictionary> {
  cached ??= build(db).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** Forgets the cached dictionary (tests with a fresh database, after a chain import). */
export function resetParserDictionary(): void {
  cached = undefined;
}
