// Lookups of SPEC.md §3 as typed constants. The backend seeds its dictionaries from them, so
// sysDic answers and portal code read the same values.

/** The 31 provincial divisions of the mainland by GB/T 2260 code. */
export const PROVINCES = {
  '11': '北京市',
  '12': '天津市',
  '13': '河北省',
  '14': '山西省',
  '15': '内蒙古自治区',
  '21': '辽宁省',
  '22': '吉林省',
  '23': '黑龙江省',
  '31': '上海市',
  '32': '江苏省',
  '33': '浙江省',
  '34': '安徽省',
  '35': '福建省',
  '36': '江西省',
  '37': '山东省',
  '41': '河南省',
  '42': '湖北省',
  '43': '湖南省',
  '44': '广东省',
  '45': '广西壮族自治区',
  '46': '海南省',
  '50': '重庆市',
  '51': '四川省',
  '52': '贵州省',
  '53': '云南省',
  '54': '西藏自治区',
  '61': '陕西省',
  '62': '甘肃省',
  '63': '青海省',
  '64': '宁夏回族自治区',
  '65': '新疆维吾尔自治区',
} as const satisfies Record<string, string>;

export type ProvinceCode = keyof typeof PROVINCES;

/** Patent types 1 to 9. */
export const PATENT_TYPES = {
  '1': '发明专利',
  '2': '实用新型',
  '3': '外观设计',
  '4': '短期专利',
  '5': '其他',
  '6': '译文',
  '7': '检索报告',
  '8': 'PCT发明',
  '9': 'PCT实用新型',
} as const satisfies Record<string, string>;

export type PatentType = keyof typeof PATENT_TYPES;

export type EvaluationTab = {
  key: string;
  name: string;
  indicators: readonly { key: string; name: string }[];
};

/** The evaluation dimensions (评价维度) in 5 tabs, each with its sub-indicators. */
export const EVALUATION_DIMENSIONS: readonly EvaluationTab[] = [
  {
    key: 'zh',
    name: '综合评价',
    indicators: [
      { key: 'zhdf', name: '综合得分' },
      { key: 'zhpm', name: '综合排名' },
      { key: 'fzqs', name: '发展趋势' },
    ],
  },
  {
    key: 'qyjzl',
    name: '企业竞争力',
    indicators: [
      { key: 'qygm', name: '企业规模' },
      { key: 'jyzk', name: '经营状况' },
      { key: 'ppyx', name: '品牌影响' },
      { key: 'fxkz', name: '风险控制' },
    ],
  },
  {
    key: 'scys',
    name: '生产要素',
    indicators: [
      { key: 'rlzy', name: '人力资源' },
      { key: 'zbtr', name: '资本投入' },
      { key: 'tdzy', name: '土地资源' },
      { key: 'jcss', name: '基础设施' },
    ],
  },
  {
    key: 'cxhj',
    name: '创新环境',
    indicators: [
      { key: 'zscq', name: '知识产权' },
      { key: 'yftr', name: '研发投入' },
      { key: 'kjrz', name: '科技认证' },
      { key: 'cxpt', name: '创新平台' },
    ],
  },
  {
    key: 'scjzl',
    name: '市场竞争力',
    indicators: [
      { key: 'scfe', name: '市场份额' },
      { key: 'khfb', name: '客户分布' },
      { key: 'gylwd', name: '供应链稳定' },
      { key: 'ztbhy', name: '招投标活跃度' },
    ],
  },
];

/** Labels of table nesting levels 1 to 6. */
export const NESTING_LEVELS = ['一级', '二级', '三级', '四级', '五级', '六级'] as const;

export function nestingLevelLabel(level: number): string | undefined {
  return NESTING_LEVELS[level - 1];
}
