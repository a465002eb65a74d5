// 应用商城 (/mall): what each application does, by menu key (docs/menus.md), and the
// applications that are not menu items but have their own permission.

export const APP_DESCRIPTIONS: Record<string, string> = {
  qyhx: '按名称、法人、地区、行业、资本等条件查找企业，查看工商、股东与风险信息。',
  gyl: '供应链金融应用：识别核心企业及其上下游，开展供应链融资。',
  zgx: '查找企业之间、企业与人员之间的股权、任职与投资关系路径。',
  zcp: '从产品出发，定位上下游生产企业与供应商。',
  kxy: '按行业查看企业数量、地区分布、成立趋势与龙头企业。',
  cyl: '按产业链环节梳理龙头与配套企业，查看产业链图谱。',
  kjcx: '输入关键词快速查询企业，一键导出结果。',
  rzsj: '根据企业变更、招投标、扩产等信号发现融资需求线索。',
  cksj: '根据新设、增资、中标等信号发现存款业务线索。',
  qksc: '按条件组合筛选潜在客户，保存名单并每日更新新增企业。',
  qdtj: '生成个人与渠道邀请码、推广海报，跟踪注册转化漏斗。',
  khgl: '客户分组、跟进记录与提醒、销售漏斗管理。',
  cylfx: '生成产业链分析报告：规模、结构、区域与龙头企业。',
  hgjj: '地区经济指标、企业结构与产业对比。',
  cyqb: '跟踪产业事件与情报，订阅关注的产业与地区。',
  cydt: '在地图上查看产业链企业的地区分布。',
  zsdt: '在地图上查看招商目标企业与园区。',
  zccx: '查询各级政府惠企政策（外部应用）。',
  qykb: '自定义企业看板，集中关注重点企业指标。',
  qydb: '多家企业多维度对比：规模、经营、风险与创新。',
  qybd: '各类企业榜单与排名，按地区与行业筛选。',
  zstj: '根据地区产业链缺口推荐招商目标企业。',
};

export type ExtraApp = {
  /** The permission record's key (docs/menus.md) or `isChat` for the assistant's flag. */
  permission: string;
  title: string;
  path: string;
  text: string;
};

/** Applications without a menu item, in the 智能服务 section of the catalogue. */
export const EXTRA_APPS: readonly ExtraApp[] = [
  {
    permission: 'isChat',
    title: '智能问答',
    path: '/chat',
    text: '用中文提问，从企业数据中得到带查询依据的答案、表格与图表。',
  },
  {
    permission: 'bt-gjzc',
    title: '政策问答',
    path: '/chat/gjzc',
    text: '查找适用政策，逐条核对企业是否符合申报条件。',
  },
  {
    permission: 'bt-yqhx',
    title: '园区画像',
    path: '/yqhx',
    text: '园区企业构成、产业链分布与招商线索。',
  },
  {
    permission: 'bt-sydj', // sydj: 商业对接
    title: '商业对接',
    path: '/sydj',
    text: '发布供应、采购、合作与融资需求，匹配对接企业。',
  },
];
