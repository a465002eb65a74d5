// The Chinese name of every input field of the contract. A message about a field is read by
// a user, so it names the field as the screen does, never by its wire name (`username`).
// backend/http/field-labels.test.ts fails when an input of any route or alias has no entry.

export const FIELD_LABELS: Readonly<Record<string, string>> = {
  // Accounts and login
  username: '账户名',
  phone: '手机号码',
  password: '密码',
  oldPassword: '原密码',
  newPassword: '新密码',
  code: '验证码',
  validCode: '验证码',
  deviceId: '设备标识',
  upe: '登录信息',
  fullname: '姓名',
  company: '单位名称',
  sysId: '系统标识',
  scene: '邀请码',
  source: '来源',
  u: '账户名',
  t: '激活凭证',
  ticket: '激活凭证',
  token: '登录凭证',
  kid: '二维码标识',
  'x-zsai-qr-browser': '浏览器标识',
  approve: '确认登录',
  credential: '自动登录凭证',
  account: '免密登录帐号',
  isLogin: '自动登录',
  // Calls and queries
  params: '参数',
  query: '查询',
  alias: '别名',
  key: '键',
  menuName: '菜单名称',
  isVisit: '访问标记',
  isUse: '使用标记',
  appCode: '应用编码',
  type: '类型',
  data: '数据',
  menuIds: '菜单编号',
  level: '层级',
  rank: '等级',
  pageIndex: '页码',
  pageSize: '每页条数',
  sjfwS: '开始日期',
  sjfwE: '结束日期',
  isRead: '已读标记',
  ids: '编号',
  qyid: '企业编号',
  // Forms, files and dictionaries
  action: '操作',
  field: '字段',
  value: '值',
  id: '编号',
  words: '文字',
  isAll: '全拼',
  file: '文件',
  suffix: '文件后缀',
  fileId: '文件编号',
  pid: '上级编号',
  dicId: '字典编号',
  appId: '应用编号',
  // Search (SPEC.md §3 enterprise search filters)
  keyword: '关键词',
  keyType: '搜索类型',
  zczb: '注册资本',
  clnx: '成立年限',
  sshy: '所属行业',
  addr: '地区',
  qylx: '企业类型',
  cyl: '产业链',
  status: '状态',
  other: '其他筛选',
  sort: '排序',
  order: '排序方向',
  format: '导出格式',
  // Company profile
  dim: '维度',
  filters: '筛选条件',
  year: '年份',
  role: '角色',
  direction: '方向',
  depth: '层数',
  path: '路径',
  // Industry chains and products (lib/contract/chains.ts, products.ts)
  chain: '产业链',
  node: '环节',
  region: '地区',
  confidence: '可信度',
  limit: '数量',
  weights: '权重',
  qyjzl: '企业竞争力',
  scys: '生产要素',
  cxhj: '创新环境',
  scjzl: '市场竞争力',
  reason: '原因',
  product: '产品',
  category: '产品分类',
  // Relationships and comparison (lib/contract/relationships.ts, compare.ts)
  entities: '企业或人员',
  enterpriseId: '企业编号',
  personId: '人员编号',
  personKey: '人员标识',
  hops: '层数',
  maxPaths: '路径数量',
  types: '关系类型',
  minRatio: '最低持股比例',
  excludeClosed: '排除注销吊销企业',
  excludePersons: '排除人员',
  expandHubs: '展开枢纽节点',
  name: '姓名',
  qyids: '对比企业',
  // Leads (lib/contract/leads.ts)
  trigger: '触发类型',
  dateFrom: '触发开始日期',
  dateTo: '触发结束日期',
  excludeRisky: '排除风险企业',
  // Parks (lib/contract/parks.ts)
  park: '园区',
  parks: '对比园区',
  // Policy Q&A (lib/contract/policies.ts)
  policy: '政策',
  policies: '政策',
  validNow: '仅看有效政策',
  question: '问题',
  conversationId: '会话编号',
  messageId: '回答编号',
  run: '查询序号',
  // Regional economy and ranking lists (lib/contract/regional.ts)
  list: '榜单',
  kind: '数据类别',
  // Enterprise board (lib/contract/board.ts)
  setKind: '看板范围',
  widgets: '看板组件',
  // Recommendations and the investment map (lib/contract/recommendations.ts)
  verdict: '反馈',
  layer: '图层',
  // Prospect screening (lib/contract/prospects.ts)
  conditions: '筛选条件',
  op: '组合方式',
  items: '条件',
  values: '条件取值',
  period: '时间范围',
  from: '开始日期',
  to: '结束日期',
  min: '下限',
  max: '上限',
  listId: '名单',
  title: '名单名称',
  newOnly: '仅看新增',
  customer: '已是客户',
  // Channel promotion (lib/contract/channels.ts)
  channelId: '渠道编号',
  channelName: '渠道名称',
  channelKind: '渠道类型',
  archived: '已归档',
  // Customer book (lib/contract/customers.ts)
  enterpriseIds: '企业',
  groupId: '客户分组',
  stage: '客户阶段',
  due: '待跟进提醒',
  note: '备注',
  contactName: '联系人',
  contactPhone: '联系电话',
  customerId: '客户',
  on: '跟进日期',
  method: '跟进方式',
  content: '跟进内容',
  nextStep: '下一步计划',
  remindOn: '提醒日期',
  scope: '提醒范围',
  row: '行号',
  // Industry intelligence (lib/contract/intelligence.ts, intelligence-analysis.ts)
  industry: '行业',
  kinds: '事件类型',
  importance: '重要程度',
  // Report kinds (lib/contract/report-kinds.ts)
  subject: '对标类型',
  peers: '对标对象',
  // Business matchmaking (lib/contract/matchmaking.ts)
  postId: '需求编号',
  postKind: '需求类别',
  postTitle: '标题',
  enterpriseName: '企业名称',
  products: '产品',
  chainNode: '产业链环节',
  description: '需求描述',
  validUntil: '有效期',
  mine: '只看我的',
  threadId: '会话编号',
  text: '消息内容',
  // Membership purchase and the version switch (lib/contract/commerce.ts)
  planId: '套餐',
  orderId: '订单号',
  sig: '支付链接签名',
  provider: '支付方式',
  version: '首页版本',
};

/** What a message names when nothing in the path has a label. */
export const UNNAMED_INPUT = '请求';

/**
 * The label of the innermost labelled part of a path (`params.filters.0.year` → 年份); a part
 * without a label (a record's key, an index) falls back to its parent, never to itself.
 */
export function fieldLabel(
  path: string | readonly PropertyKey[],
  fallback = UNNAMED_INPUT,
): string {
  const parts = typeof path === 'string' ? path.split('.') : path;
  for (let i = parts.length - 1; i >= 0; i -= 1) {
    const part = parts[i];
    if (typeof part === 'string' && Object.hasOwn(FIELD_LABELS, part)) return FIELD_LABELS[part]!;
  }
  return fallback;
}
