import type { RecommendationScore } from '@/lib/contract/recommendations';

// The texts of 招商推荐 (/yqtj) and 招商地图 (/zsgj), in one place for the screens and e2e.

export const REC_TEXT = {
  title: '招商推荐',
  region: '目标地区',
  chain: '产业链',
  allChains: '全部产业链',
  score: '推荐分',
  parts: (r: RecommendationScore) =>
    `缺口匹配 ${r.fit} + 企业质量 ${r.quality} + 扩张信号 ${r.expansion} − 风险 ${r.risk}${
      r.feedback ? `${r.feedback > 0 ? ' + ' : ' − '}反馈 ${Math.abs(r.feedback)}` : ''
    }`,
  whyIt: '为什么是它',
  whyNow: '为什么是现在',
  whyHere: '为什么是这里',
  noEvidence: '暂无',
  interested: '感兴趣',
  undoInterested: '已感兴趣（撤销）',
  unsuitable: '不合适',
  reason: '不合适的原因',
  otherReason: '其他原因',
  confirm: '确定',
  unsuitableHint:
    '标记后该企业在此地区与产业链下不再推荐，同行业企业排序靠后；只影响您自己的推荐。',
  hiddenList: (n: number) => `已标记不合适 ${n} 家`,
  undo: '撤销',
  rules: '推荐如何评分',
  gaps: '本地区缺口环节',
  empty: '暂无推荐：该地区在此产业链下没有缺口环节，或候选企业已全部标记',
  demo: '演示数据',
  asof: (d: string) => `数据更新于 ${d.slice(0, 10)}`,
  // 招商地图
  mapTitle: '招商地图',
  layer: '图层',
  layerTitles: { density: '企业分布', parks: '园区数量', inbound: '近两年外来投资（笔）' },
  summary: '地区概况',
  enterprises: '产业链企业',
  listed: '上市企业',
  srdi: '专精特新',
  inbound: '近两年外来投资',
  investors: '投资企业',
  topParks: '重点园区',
  allParks: '查看园区列表',
  toRecommendations: '查看招商推荐',
  toRegionalReport: '区域报告',
  link: '产业链环节',
  allLinks: '全部环节',
  toChainReport: '产业链报告',
  gapLinks: '缺口环节',
  noGaps: '暂无缺口环节',
  pickRegion: '点击地图上的地区查看概况',
  parkPoints: '地图上的园区',
  parkPointsHint: '点击地图上的圆点或下方园区名称，打开园区画像',
  // Parks have no coordinates of their own (lib/contract/recommendations.ts, MapParkPoint).
  parkPlacement: '位置为所在城市（直辖市为区）中心示意',
  parkEnterprises: (n: string) => `${n} 家`,
  morePoints: (n: number) => `另有 ${n} 个园区，见园区列表`,
} as const;
