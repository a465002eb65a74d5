// The Chinese message of every field rule (SPEC.md §5.4). Portal and backend answer with the
// same text, so a test and the UI read the same constant.

export const RULE_MESSAGES = {
  required: '该填写项不能为空',
  english: '只能输入英文字母或下划线',
  englishNumber: '只能输入英文字母、数字或下划线',
  letterStart: '必须以英文字母开头，且只能包含字母和数字',
  number: '只能输入数字',
  integer: '请输入整数',
  positiveInteger: '请输入正整数',
  negativeInteger: '请输入负整数',
  float: '请输入浮点数',
  positiveFloat: '请输入正浮点数',
  negativeFloat: '请输入负浮点数',
  chinese: '只能输入中文汉字',
  idCard: '请输入正确的身份证号码（15到18位）',
  url: '请输入正确的网址',
  email: '请输入正确的电子邮箱',
  postcode: '请输入正确的邮政编码（6位数字）',
  landline: '请输入正确的固定电话号码',
  mobile: '请输入正确的手机号码',
  ip: '请输入正确的IP地址',
  qq: '请输入正确的QQ号码（至少5位数字）',
  creditCode: '请输入正确的统一社会信用代码',
  length: (n: number) => `只允许输入长度为${n}的内容`,
  minnum: (n: number) => `不能小于${n}`,
  maxnum: (n: number) => `不能大于${n}`,
} as const;
