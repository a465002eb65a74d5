// Every screen of SPEC.md §2.1 and §2.2 with its Chinese name. Screens that later issues
// build show the coming-soon page inside the chrome until then; `built` marks the ones that
// have their own page. The end-to-end suite opens every one of them.

export type Screen = { path: string; name: string; built?: boolean };

export const SCREENS: Screen[] = [
  // §2.1 top-level pages
  { path: '/home', name: '首页', built: true },
  { path: '/chat', name: '智能问答', built: true }, // chat: 智能问答, the assistant
  { path: '/chat/gjzc', name: '政策问答', built: true }, // gjzc: 惠企政策问答
  { path: '/cksj', name: '存款商机', built: true }, // cksj: 存款商机, deposit leads
  { path: '/cyl', name: '产业链', built: true }, // cyl: 产业链, industry chain
  { path: '/glzx', name: '客户管理', built: true }, // glzx: 管理中心
  { path: '/hgjj', name: '宏观经济', built: true }, // hgjj: 宏观经济
  { path: '/mall', name: '应用商城', built: true },
  { path: '/member', name: '会员中心', built: true },
  { path: '/qdjt', name: '渠道推广', built: true }, // qdjt: 渠道推广, channel promotion
  { path: '/qksc', name: '潜客筛查', built: true }, // qksc: 潜客筛查, prospect screening
  { path: '/qybd', name: '榜单企业', built: true }, // qybd: 榜单企业, ranking lists
  { path: '/qyhx', name: '找企业', built: true }, // qyhx: 企业画像, find companies
  { path: '/qykb', name: '企业看板', built: true }, // qykb: 企业看板
  { path: '/reload', name: '页面跳转', built: true },
  { path: '/rzsj', name: '融资商机', built: true }, // rzsj: 融资商机, financing leads
  { path: '/sydj', name: '商业对接', built: true }, // sydj: 商业对接, business matchmaking
  { path: '/yqhx', name: '园区画像', built: true }, // yqhx: 园区画像, park profiles
  { path: '/yqtj', name: '招商推荐', built: true }, // yqtj: 招商推荐, investment recommendations
  { path: '/zgx', name: '找关系', built: true }, // zgx: 找关系, find relationships
  { path: '/zsgj', name: '招商地图', built: true }, // zsgj: 招商地图, investment map
  { path: '/gywm', name: '用户协议与隐私政策', built: true }, // gywm: 关于我们
  // §2.2 nested pages
  { path: '/cyjj/fzzl', name: '行业发展总览', built: true }, // cyjj: 产业经济; fzzl: 发展总览
  { path: '/cyjj/preview', name: '产业简报预览', built: true },
  { path: '/cyjj/preview/report', name: '产业简报', built: true },
  { path: '/cyjj/qbfx', name: '产业情报分析', built: true }, // qbfx: 情报分析, the feed aggregated
  { path: '/cyjj/qbzl', name: '产业情报', built: true }, // qbzl: 情报总览, the intelligence feed
  { path: '/cyl/cylbg', name: '产业链报告', built: true }, // cylbg: 产业链报告, chain report
  { path: '/cyl/cysj', name: '产业地图', built: true }, // cysj: 产业数据
  { path: '/cyl/jzlfx', name: '竞争力分析', built: true }, // jzlfx: 竞争力分析
  { path: '/cyl/yjbg', name: '研究报告', built: true },
  { path: '/cyl/yjbg/qjbg', name: '区域报告', built: true }, // qjbg: 区域报告, regional report
  { path: '/cyl/yjbg/qybg', name: '企业报告', built: true },
  { path: '/cyl/yjbg/dbbg', name: '对标报告', built: true }, // dbbg: 对标报告, benchmark report
  { path: '/cyl/zcp', name: '找产品', built: true }, // zcp: 找产品
  { path: '/cyl/zcp/cpxq', name: '产品详情', built: true }, // cpxq: 产品详情
  { path: '/cyl/zcp/cpflxq', name: '产品分类详情', built: true }, // cpflxq: 产品分类详情
  { path: '/cyl/qyxq', name: '企业详情', built: true }, // qyxq: 企业详情, company profile
  { path: '/cyl/qyxq/index', name: '企业详情', built: true },
  { path: '/cyl/qyxq/relationships/gqjg', name: '股权结构', built: true }, // gqjg: 股权结构
  { path: '/home/comingSoon', name: '敬请期待', built: true },
  { path: '/home/switch', name: '版本切换', built: true },
  { path: '/qksc/list', name: '潜客名单', built: true },
  { path: '/glzx/js/leftMenu', name: '管理中心', built: true },
  { path: '/qyhx/cpws_view', name: '裁判文书', built: true },
  { path: '/qyhx/index_back', name: '企业画像', built: true },
  { path: '/qyhx/qyhx_preview', name: '企业报告预览', built: true },
  { path: '/qyhx/qyhx_report', name: '企业报告', built: true },
  { path: '/qyhx/qyhxModel', name: '企业对比', built: true }, // qydb: 企业对比
  { path: '/qyhx/qynb_view', name: '企业年报', built: true },
  { path: '/qyhx/qytp_view', name: '企业图谱', built: true },
  { path: '/qyhx/rzlc_view', name: '融资历程', built: true }, // rzlc: 融资历程
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
