// Every screen of SPEC.md §2.1 and §2.2 with its Chinese name. Screens that later issues
// build show the coming-soon page inside the chrome until then; `built` marks the ones that
// have their own page. The end-to-end suite opens every one of them.

export type Screen = { path: string; name: string; built?: boolean };

export const SCREENS: Screen[] = [
  // §2.1 top-level pages
  { path: '/home', name: '首页', built: true },
  { path: '/chat', name: '智能问答' },
  { path: '/chat/gjzc', name: '政策问答' }, // gjzc: 惠企政策问答
  { path: '/cksj', name: '存款商机' }, // cksj: 存款商机, deposit leads
  { path: '/cyl', name: '产业链', built: true }, // cyl: 产业链, industry chain
  { path: '/glzx', name: '客户管理' }, // glzx: 管理中心
  { path: '/hgjj', name: '宏观经济' }, // hgjj: 宏观经济
  { path: '/mall', name: '应用商城' },
  { path: '/member', name: '会员中心', built: true },
  { path: '/qdjt', name: '渠道推广' }, // qdjt: 渠道推广, channel promotion
  { path: '/qksc', name: '潜客筛查' }, // qksc: 潜客筛查
  { path: '/qybd', name: '榜单企业' }, // qybd: 企业榜单
  { path: '/qyhx', name: '找企业', built: true }, // qyhx: 企业画像, find companies
  { path: '/qykb', name: '企业看板' }, // qykb: 企业看板
  { path: '/reload', name: '页面跳转', built: true },
  { path: '/rzsj', name: '融资商机' }, // rzsj: 融资商机
  { path: '/sydj', name: '商业对接' }, // sydj: 商业对接
  { path: '/yqhx', name: '园区画像' }, // yqhx: 园区画像
  { path: '/yqtj', name: '招商推荐' }, // yqtj: 招商推荐
  { path: '/zgx', name: '找关系', built: true }, // zgx: 找关系, find relationships
  { path: '/zsgj', name: '招商地图' }, // zsgj: 招商工具/地图
  { path: '/gywm', name: '用户协议与隐私政策', built: true }, // gywm: 关于我们
  // §2.2 nested pages
  { path: '/cyjj/fzzl', name: '行业发展总览' }, // cyjj: 产业经济; fzzl: 发展总览
  { path: '/cyjj/preview', name: '产业简报预览' },
  { path: '/cyjj/preview/report', name: '产业简报' },
  { path: '/cyjj/qbfx', name: '产业情报分析' },
  { path: '/cyjj/qbzl', name: '产业情报' },
  { path: '/cyl/cylbg', name: '产业链报告' },
  { path: '/cyl/cysj', name: '产业地图', built: true }, // cysj: 产业数据
  { path: '/cyl/jzlfx', name: '竞争力分析', built: true }, // jzlfx: 竞争力分析
  { path: '/cyl/yjbg', name: '研究报告' },
  { path: '/cyl/yjbg/qjbg', name: '区域报告' },
  { path: '/cyl/yjbg/qybg', name: '企业报告' },
  { path: '/cyl/yjbg/dbbg', name: '对标报告' },
  { path: '/cyl/zcp', name: '找产品', built: true }, // zcp: 找产品
  { path: '/cyl/zcp/cpxq', name: '产品详情', built: true }, // cpxq: 产品详情
  { path: '/cyl/zcp/cpflxq', name: '产品分类详情', built: true }, // cpflxq: 产品分类详情
  { path: '/cyl/qyxq', name: '企业详情', built: true }, // qyxq: 企业详情, company profile
  { path: '/cyl/qyxq/index', name: '企业详情', built: true },
  { path: '/cyl/qyxq/relationships/gqjg', name: '股权结构', built: true }, // gqjg: 股权结构
  { path: '/home/comingSoon', name: '敬请期待', built: true },
  { path: '/home/switch', name: '版本切换' },
  { path: '/qksc/list', name: '潜客名单' },
  { path: '/glzx/js/leftMenu', name: '管理中心' },
  { path: '/qyhx/cpws_view', name: '裁判文书', built: true },
  { path: '/qyhx/index_back', name: '企业画像', built: true },
  { path: '/qyhx/qyhx_preview', name: '企业报告预览', built: true },
  { path: '/qyhx/qyhx_report', name: '企业报告', built: true },
  { path: '/qyhx/qyhxModel', name: '企业对比', built: true }, // qydb: 企业对比
  { path: '/qyhx/qynb_view', name: '企业年报', built: true },
  { path: '/qyhx/qytp_view', name: '企业图谱', built: true },
  { path: '/qyhx/sb_view', name: '商标', built: true },
  { path: '/qyhx/sfpm_view', name: '司法拍卖', built: true },
  { path: '/qyhx/xzcf_view', name: '行政处罚', built: true },
  { path: '/qyhx/zdry_view', name: '重点人员', built: true },
  { path: '/qyhx/zl_view', name: '专利', built: true },
  { path: '/qyhx/zpxx_view', name: '招聘信息', built: true },
  { path: '/qyhx/ztb_view', name: '招投标', built: true },
  { path: '/user/my_account', name: '个人中心', built: true },
  { path: '/user/glzx_trends', name: '企业动态', built: true },
];

const byPath = new Map(SCREENS.map((s) => [s.path, s]));

export function findScreen(path: string): Screen | undefined {
  return byPath.get(path.replace(/\/+$/, '') || '/');
}
