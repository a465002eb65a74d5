// The default top menu (SPEC.md §2.3), permission records, membership tiers and their grants.
// Reference data, not demo data: every installation gets it (reference-data.ts); the keys and
// routes are documented in docs/menus.md.

export type CatalogMenuItem = {
  key: string;
  name: string;
  /** A route under /zsai, or for network items a `$link` name resolved from site config. */
  component: string;
  settingType?: 'custom' | 'network';
  params?: Record<string, string>;
  icon?: string;
  children?: CatalogMenuItem[];
};

/** Top menu in display order; `application` is the Applications group of sub-groups. */
export const MENU_TREE: CatalogMenuItem[] = [
  { key: 'home', name: '首页', component: '/home', icon: 'home' },
  { key: 'qyhx', name: '找企业', component: '/qyhx', icon: 'search' }, // qyhx: 企业画像
  // gyl: 供应链, the supply-chain finance application (external)
  { key: 'gyl', name: '供应链', component: '$supplyChain', settingType: 'network', icon: 'link' },
  { key: 'zgx', name: '找关系', component: '/zgx', icon: 'share' }, // zgx: 找关系
  { key: 'zcp', name: '找产品', component: '/cyl/zcp', icon: 'product' }, // zcp: 找产品
  { key: 'kxy', name: '看行业', component: '/cyjj/fzzl', icon: 'industry' }, // kxy: 看行业
  { key: 'cyl', name: '产业链', component: '/cyl', icon: 'chain' }, // cyl: 产业链
  {
    key: 'application',
    name: '应用',
    component: '',
    icon: 'app',
    children: [
      {
        key: 'kjcx_group', // 快捷查询 section
        name: '快捷查询',
        component: '',
        children: [
          // kjcx: 快捷查询, quick query
          {
            key: 'kjcx',
            name: '快捷查询',
            component: '/qyhx',
            params: { mode: 'quick' },
            icon: 'zap',
          },
        ],
      },
      {
        key: 'jrfw', // 金融服务, financial services
        name: '金融服务',
        component: '',
        children: [
          { key: 'rzsj', name: '融资商机', component: '/rzsj', icon: 'money' }, // rzsj: 融资商机
          { key: 'cksj', name: '存款商机', component: '/cksj', icon: 'bank' }, // cksj: 存款商机
          { key: 'qksc', name: '潜客筛查', component: '/qksc', icon: 'filter' }, // qksc: 潜客筛查
          { key: 'qdtj', name: '渠道推广', component: '/qdjt', icon: 'sound' }, // qdtj: 渠道推广
          { key: 'khgl', name: '客户管理', component: '/glzx', icon: 'team' }, // khgl: 客户管理
        ],
      },
      {
        key: 'cyfw', // 产业服务, industry services
        name: '产业服务',
        component: '',
        children: [
          { key: 'cylfx', name: '产业链', component: '/cyl/cylbg', icon: 'chain' }, // cylfx: 产业链分析
          { key: 'hgjj', name: '宏观经济', component: '/hgjj', icon: 'chart' }, // hgjj: 宏观经济
          { key: 'cyqb', name: '产业情报', component: '/cyjj/qbzl', icon: 'read' }, // cyqb: 产业情报
          { key: 'cydt', name: '产业地图', component: '/cyl/cysj', icon: 'map' }, // cydt: 产业地图
          { key: 'zsdt', name: '招商地图', component: '/zsgj', icon: 'global' }, // zsdt: 招商地图
          // zccx: 政策查询, the policy finder (external)
          {
            key: 'zccx',
            name: '政策查询',
            component: '$policyFinder',
            settingType: 'network',
            icon: 'file',
          },
          { key: 'qykb', name: '企业看板', component: '/qykb', icon: 'dashboard' }, // qykb: 企业看板
          { key: 'qydb', name: '企业对比', component: '/qyhx/qyhxModel', icon: 'compare' }, // qydb: 企业对比
          { key: 'qybd', name: '榜单企业', component: '/qybd', icon: 'trophy' }, // qybd: 企业榜单
          { key: 'zstj', name: '招商推荐', component: '/yqtj', icon: 'like' }, // zstj: 招商推荐
        ],
      },
    ],
  },
];

/** Permissions that are not menu items: company profile, collaboration view, finance version. */
export const EXTRA_BUTTONS: { key: string; name: string }[] = [
  { key: 'bt-qyxq', name: '企业详情' }, // qyxq: 企业详情, the company profile
  { key: 'bt-gylfx', name: '金融版' }, // gylfx: 供应链分析, the finance version
  { key: 'bt-gyljr', name: '供应链金融' }, // gyljr: 供应链金融
  { key: 'cyl/glgzt', name: '企业链协同视图' }, // glgzt: 关联工作台
  { key: 'bt-yqhx', name: '园区画像' }, // yqhx: 园区画像, park profiles (no menu item, SPEC.md §2.3)
  { key: 'bt-gjzc', name: '政策问答' }, // gjzc: 惠企政策问答, /chat/gjzc (no menu item, SPEC.md §2.3)
  { key: 'bt-sydj', name: '商业对接' }, // sydj: 商业对接, /sydj (no menu item, SPEC.md §2.3)
];

/** Company-profile module menus (useType qyhx): the dimensions each tier may open. */
export const PROFILE_MODULES: { key: string; name: string; modules: string[] }[] = [
  {
    key: 'qyhx-basic',
    name: '企业画像基础模块',
    modules: ['gsxx', 'gdxx', 'zyry', 'dwtz', 'fzjg', 'bgjl'],
  },
  {
    key: 'qyhx-advanced',
    name: '企业画像深度模块',
    modules: [
      'qynb',
      'zl',
      'sb',
      'cpws',
      'xzcf',
      'sfpm',
      'ztb',
      'rzlc',
      'zpxx',
      'zdry',
      'gqjg',
      'qytp',
      'report',
    ],
  },
];

export const TIERS = [
  { rank: 1, code: 'trial', name: '试用会员', summary: '免费试用企业查询与产业链基础功能' },
  { rank: 2, code: 'vip', name: 'VIP会员', summary: '开放全部金融服务、产业服务与企业深度数据' },
] as const;

/**
 * Membership plans on sale (docs/commerce.md), prices in fen. Inserted when missing: an
 * operator edits prices or retires a plan (active 0) in the table, and a start keeps that.
 */
export const PLANS = [
  { id: 'vip-1m', rank: 2, name: '月度', months: 1, priceFen: 39_900, listPriceFen: 0, sort: 1 },
  {
    id: 'vip-3m',
    rank: 2,
    name: '季度',
    months: 3,
    priceFen: 99_900,
    listPriceFen: 119_700,
    sort: 2,
  },
  {
    id: 'vip-12m',
    rank: 2,
    name: '年度',
    months: 12,
    priceFen: 299_900,
    listPriceFen: 478_800,
    sort: 3,
  },
] as const;

/** Menu keys the trial tier may use (SPEC issue: the basic set); VIP holds every record. */
export const TRIAL_MENU_KEYS = ['home', 'qyhx', 'qyxq', 'cyl', 'kxy', 'zcp', 'kjcx'] as const;
export const TRIAL_MODULE_KEYS = ['qyhx-basic'] as const;

/** Service ids of the chat flags (SPEC.md §6). */
export const SERVICE_IDS = { isChat: 10010, isGlht: 10011, isYyht: 10012 } as const;

export const SERVICE_GRANTS: { subject: string; serviceId: number }[] = [
  { subject: 'rank:2', serviceId: SERVICE_IDS.isChat },
  { subject: 'role:glht', serviceId: SERVICE_IDS.isGlht },
  { subject: 'role:yyht', serviceId: SERVICE_IDS.isYyht },
];
