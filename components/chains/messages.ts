// The texts of 产业链 (/cyl) that the API does not give (its own messages are CHAIN_MESSAGES
// in lib/contract/chains.ts): one place, read by the screen and its end-to-end test alike.

export const CHAIN_SCREEN_TEXT = {
  title: '产业链',
  chooseChain: '选择产业链',
  region: '地区',
  locating: '定位中…',
  allChains: '查看全部产业链',
  nationwide: '改看全国',
  myCity: '使用所在城市',
  closeLink: '关闭环节',
  retry: '重试',
  noChains: '暂无产业链数据',
  legendStrength: '环节强弱',
  legendGap: '强补延',
  highlightAll: '全部环节',
  nationwideNoGaps: '全国范围不判断强链、补链、延链，请选择省、市或区县',
  gapInfo: '判定依据',
  noLabel: '未标注',
  enterprises: (n: string) => `${n}家`,
  openLinkHint: '点击环节查看企业、龙头、统计与地区分布',
  noDistrictBelow: '区县为最小统计单元，没有下级地区',
  noLeaders: '该地区此环节暂无龙头企业（上市或专精特新）',
  noCandidates: '暂无外地候选企业',
  noEnterprises: '该地区此环节暂无企业',
  noMatches: '没有符合筛选条件的企业，请调整筛选条件',
  viewRegion: '查看该地区',
  why: '为何在此环节',
  report: '报告错误',
  reportTitle: '报告归属错误',
  reportHint: '请说明该企业为何不属于此环节，我们会核实并修正',
  reportSubmit: '提交',
  reportReasons: ['与该环节无关', '已不从事该业务', '企业已注销或迁出', '应属于其他环节'],
  filters: '筛选',
  confidence: '归属可信度',
  score: '证据得分',
  weakHint: '待确认：仅凭国民经济行业分类，可能属于此环节',
} as const;

/**
 * The confidence rule of a placement (docs/industry-chains.md, Confidence), shown under the
 * evidence so the tag explains itself.
 */
export const CONFIDENCE_RULES = {
  confirmed: '确认：企业申报/名录，或两类以上证据且至少一类为经营范围、产品、专利、中标项目',
  likely: '较可能：仅一类文本证据（经营范围、产品、专利或中标项目）',
  weak: '待确认：仅国民经济行业分类相符，不计入统计',
} as const;
