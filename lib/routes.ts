// Page access (SPEC.md §4.1, §6): which pages a visitor without a session may open.

/** Top-level pages that need a logged-in user (the spec's routes less the public ones). */
export const PROTECTED_PAGE_PREFIXES = [
  'chat', // 智能问答
  'cksj', // 存款商机, deposit leads
  'cyjj', // 产业简报, industry intelligence
  'cyl', // 产业链, industry chain
  'glzx', // 管理中心, management centre
  'hgjj', // 宏观经济, macro economy
  'mall', // 应用商城
  'member', // 会员, membership
  'qdjt', // 渠道推广, channel promotion
  'qksc', // 潜客筛查, potential-customer screening
  'qybd', // 企业榜单, ranking-list companies
  'qyhx', // 企业画像, company profile
  'qykb', // 企业看板, enterprise board
  'reload', // target after login
  'rzsj', // 融资商机, financing leads
  'sydj', // 商业对接
  'user', // 个人中心 and enterprise dynamics
  'yqhx', // 园区画像
  'yqtj', // 招商推荐, investment recommendation
  'zgx', // 找关系, find relationships
  'zsgj', // 招商地图, investment-promotion map
] as const;

/** Query flags on /home: the login prompt, and the page the visitor was going to. */
export const NEED_LOGIN_PARAM = 'needLogin';
export const FROM_PARAM = 'from';

/** A same-site path to return to after login, or undefined for anything else. */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return undefined;
  }
  return value;
}
