import { COMPARE_MAX, COMPARE_MIN } from '@/lib/contract/compare';

// 企业对比 (qydb: comparison) and its tray (对比栏): the screen's own texts; the API's messages
// (COMPARE_MESSAGES) are shown as it answers them.

export const COMPARE_TEXT = {
  title: '企业对比',
  intro: `选择${COMPARE_MIN}–${COMPARE_MAX}家企业并排对比工商信息、资本规模、经营创新与风险`,
  tooFew: `请至少选择${COMPARE_MIN}家企业进行对比：在上方搜索添加，或在找企业结果中点击“加入对比”`,
  add: '输入企业名称添加对比企业',
  full: `最多同时对比${COMPARE_MAX}家企业`,
  fromTray: '从对比栏添加',
  remove: '移除',
  onlyDiffs: '仅显示差异项',
  differs: (n: number, total: number) => `共 ${total} 项，其中 ${n} 项不同`,
  best: '最优',
  leads: (n: number) => `领先 ${n} 项`,
  legendDiffers: '不同',
  legendBest: '该项最优',
  field: '对比项',
  radar: '综合能力雷达图',
  radarNote: '各维度按固定参考值换算为 0–100 分（不随对比企业变化），悬停查看原始数值与换算规则',
  exportTitle: '导出企业对比',
  exportPdf: '导出PDF',
  openProfile: '企业画像',
  source: '来源',
} as const;

export const TRAY_TEXT = {
  name: '对比栏',
  add: '加入对比',
  added: '已加入对比',
  start: '开始对比',
  clear: '清空',
  needTwo: `至少加入${COMPARE_MIN}家企业才能对比`,
  empty: '对比栏为空，可在找企业结果或企业详情中点击“加入对比”',
} as const;
