import type { LeadScoringRecord } from '@/lib/contract/leads';
import type { LeadKind } from './url-state';

// The texts of 融资商机 and 存款商机 in one place, so the screen and its tests read the same
// constants.

export const LEAD_SCREENS: Record<
  LeadKind,
  { title: string; subtitle: string; exportTitle: string; noun: string }
> = {
  rzsj: {
    title: '融资商机',
    subtitle: '从中标、融资、增资、扩张、专利等近期动态中发现有融资需求的企业，附依据与推荐产品',
    exportTitle: '导出融资商机',
    noun: '融资商机',
  },
  cksj: {
    title: '存款商机',
    subtitle: '从新设、资金到账、中标回款、参保增长、对外注资等近期动态中发现存款与结算机会',
    exportTitle: '导出存款商机',
    noun: '存款商机',
  },
};

export const LEAD_TEXT = {
  region: '所属地区',
  trigger: '触发类型',
  dateRange: '触发日期',
  customer: '已是客户',
  excludeRisky: '排除风险企业',
  sort: '排序',
  total: (n: string, noun: string) => `共找到 ${n} 条${noun}`,
  demo: '演示数据',
  demoNotice:
    '当前为系统生成的演示数据：企业、事件与评分均为模拟，仅用于演示商机的发现方式，不代表真实企业情况。',
  howTitle: '商机如何发现与评分',
  howFound:
    '系统每次载入或导入数据后，按下列规则在企业的工商变更、招投标、融资、招聘、专利、年报、对外投资等记录中查找近期事件（触发），每条触发都附日期、说明和原始记录。',
  howScore: '商机评分 = 触发得分 × 规模系数 − 风险扣分',
  howPoints: (s: LeadScoringRecord) =>
    `触发得分：每条依据的权重 × 强度（1～${s.strengthCap}，按超出门槛的倍数）× 0.5^(距今天数 / ${s.halfLifeDays})，同类触发最多计最近 ${s.evidencePerTrigger} 条。`,
  howSize: (s: LeadScoringRecord) =>
    `规模系数：1 + log10(1 + 注册资本 / ${s.sizeRefWan}万元)，注册资本越大系数越高。`,
  howRisk: (s: LeadScoringRecord) =>
    `风险扣分：近 ${s.riskWindowDays} 天每起行政处罚、被告涉诉各扣 ${s.riskPointsPerCase} 分（各最多 ${s.riskMaxCases} 起），吊销、注销再扣 ${s.abnormalStatusPoints} 分；打开「排除风险企业」可隐藏有风险提示的企业。`,
  ruleColumns: { name: '触发类型', rule: '规则', weight: '权重', products: '推荐产品' },
  score: '商机评分',
  breakdown: '评分构成',
  triggerPoints: '触发得分',
  sizeFactor: '规模系数',
  riskPenalty: '风险扣分',
  evidence: '商机依据',
  viewEvidence: '查看依据',
  products: '推荐产品',
  because: (names: string) => `依据：${names}`,
  risk: '风险提示',
  noRisk: '无',
  enterprise: '企业',
  actions: '操作',
  selected: (n: number) => `已选 ${n} 家`,
  noLeads: (place: string, noun: string) => `${place}暂无${noun}`,
  noMatches: '没有符合筛选条件的商机，请调整筛选条件',
  clearFilters: '清除筛选',
  nationwide: '查看全国',
  capital: '注册资本',
  industry: '所属行业',
  locating: '正在确定所在城市…',
} as const;
