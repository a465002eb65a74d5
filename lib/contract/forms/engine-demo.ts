import type { FormFieldDef } from '../form-field';
import { INFO_FIELD_MAX_LENGTH } from '@/lib/constants';

// dev_form_engine: the form engine's demonstration, one field per type and per rule, for
// developers only (the backend answers it with ZSAI_DEV_ENDPOINTS=1; the portal shows it at
// /zsai/dev/form-engine). Kept whole as the user's form record; it never touches the user's
// own profile (dzxx_base_user, ./profile.ts). The backend tests submit the shared rule table
// through its fields.

export const ENGINE_DEMO_ALIAS = 'dev_form_engine';

const OPTIONS = (...labels: string[]) =>
  labels.map((label, i) => ({ label, value: String(i + 1) }));

export const ENGINE_DEMO_FIELDS: FormFieldDef[] = [
  {
    model: 'fullname',
    label: '姓名',
    type: 'input',
    rule: 'required',
    maxLength: INFO_FIELD_MAX_LENGTH,
  },
  {
    model: 'company',
    label: '公司名称',
    type: 'input',
    rule: 'required',
    maxLength: INFO_FIELD_MAX_LENGTH,
  },
  { model: 'ssqy', label: '所属区域', type: 'address', placeholder: '请选择省/市' },
  { model: 'photo', label: '头像', type: 'upload', suffix: 'jpg,jpeg,png', maxCount: 1 },
  { model: 'englishname', label: '英文名', type: 'input', rule: 'english' },
  { model: 'account', label: '账号别名', type: 'input', rule: 'englishNumber' },
  { model: 'employeeno', label: '工号', type: 'input', rule: 'letterStart' },
  { model: 'seniority', label: '从业年限', type: 'input', rule: 'number', suffix: '年' },
  { model: 'age', label: '年龄', type: 'input', rule: 'positiveInteger;minnum:18;maxnum:65' },
  { model: 'teamsize', label: '团队人数', type: 'input', rule: 'positiveInteger', suffix: '人' },
  { model: 'minorder', label: '最低订单额', type: 'input', rule: 'minnum:10', suffix: '万元' },
  { model: 'maxdiscount', label: '最高折扣率', type: 'input', rule: 'maxnum:100', suffix: '%' },
  { model: 'rankchange', label: '排名变化', type: 'input', rule: 'integer' },
  { model: 'lowesttemp', label: '最低温度', type: 'input', rule: 'negativeInteger', suffix: '℃' },
  { model: 'score', label: '评分', type: 'input', rule: 'float' },
  { model: 'income', label: '年收入', type: 'input', rule: 'positiveFloat', suffix: '万元' },
  { model: 'loss', label: '亏损额', type: 'input', rule: 'negativeFloat', suffix: '万元' },
  { model: 'nativeplace', label: '籍贯', type: 'input', rule: 'chinese' },
  { model: 'idcard', label: '身份证号', type: 'input', rule: 'idCard', sensitive: true },
  { model: 'website', label: '个人主页', type: 'input', rule: 'url' },
  { model: 'email', label: '电子邮箱', type: 'input', rule: 'email' },
  { model: 'postcode', label: '邮政编码', type: 'input', rule: 'postcode' },
  { model: 'telephone', label: '办公电话', type: 'input', rule: 'landline' },
  { model: 'mobile', label: '手机号码', type: 'input', rule: 'mobile' },
  { model: 'ip', label: '常用IP', type: 'input', rule: 'ip' },
  { model: 'qq', label: 'QQ号码', type: 'input', rule: 'qq' },
  { model: 'creditcode', label: '统一社会信用代码', type: 'input', rule: 'creditCode' },
  { model: 'deptcode', label: '部门编码', type: 'input', rule: 'length:5' },
  {
    model: 'experience',
    label: '工作经验',
    type: 'number',
    rule: 'minnum:0;maxnum:60',
    suffix: '年',
  },
  { model: 'gender', label: '性别', type: 'radio', data: OPTIONS('男', '女') },
  {
    model: 'position',
    label: '职务',
    type: 'select',
    data: OPTIONS('客户经理', '招商专员', '销售', '其他'),
  },
  {
    model: 'focus',
    label: '关注领域',
    type: 'multiSelect',
    data: OPTIONS('融资', '存款', '潜客', '渠道'),
  },
  {
    model: 'contact',
    label: '联系方式偏好',
    type: 'checkbox',
    data: OPTIONS('电话', '短信', '邮件'),
  },
  { model: 'industry', label: '所属行业', type: 'industry' },
  { model: 'birthday', label: '出生日期', type: 'date' },
  { model: 'lastvisit', label: '上次拜访', type: 'datetime' },
  {
    model: 'contractperiod',
    label: '合同期限',
    type: 'dateRange',
    config: { start: 'contractstart', end: 'contractend' },
  },
  {
    model: 'salary',
    label: '期望薪资',
    type: 'range',
    rule: 'positiveInteger',
    config: { start: 'salarymin', end: 'salarymax' },
    suffix: '元',
  },
  { model: 'bio', label: '个人简介', type: 'textarea' },
  { model: 'intro', label: '详细介绍', type: 'richText' },
  { model: 'attachments', label: '附件', type: 'upload', suffix: 'pdf,docx,jpg,png', maxCount: 3 },
];

/** Fields that must be unique among users' records (formPc/checkUniqueValue). */
export const ENGINE_DEMO_UNIQUE_FIELDS = ['email'] as const;
