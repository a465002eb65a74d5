// What the product offers (SPEC.md §1), as the home page introduces it. Each card opens its
// screen: a menu item by key (docs/menus.md), so its route, link and permission are the
// menu's own; 找商机 is the enterprise dynamics, which every logged-in user has.
export type Capability = { title: string; text: string } & (
  { menuKey: string; path?: never } | { path: string; menuKey?: never }
);

export const CAPABILITIES: readonly Capability[] = [
  {
    title: '找客户',
    text: '按行业、地区、规模和资质筛选目标企业，发现潜在客户。',
    menuKey: 'qksc', // 潜客筛查
  },
  {
    title: '找商机',
    text: '关注企业动态与变更，第一时间把握业务机会。',
    path: '/user/glzx_trends', // 企业动态
  },
  { title: '找产品', text: '从产品出发，定位上下游生产企业与供应商。', menuKey: 'zcp' },
  {
    title: '企业查询',
    text: '工商信息、股东股权、对外投资、关系图谱一站可查。',
    menuKey: 'qyhx', // 找企业
  },
  { title: '产业链查询', text: '按产业链环节梳理龙头与配套企业。', menuKey: 'cyl' },
  {
    title: '产业情报',
    text: '宏观经济、产业地图与招商地图，辅助决策。',
    menuKey: 'cyqb',
  },
  {
    title: '供应链分析',
    text: '识别核心企业及其供应链上下游关系。',
    menuKey: 'gyl', // 供应链 (network: the supply-chain application)
  },
  {
    title: '金融服务',
    text: '融资、存款、潜客筛选、渠道推广与客户管理线索。',
    menuKey: 'rzsj', // 融资商机, the first of the 金融服务 section
  },
];
