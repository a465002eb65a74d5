import { calendarDay } from './calendar-day';
import { z } from '@hono/zod-openapi';
import { enterpriseIdSchema } from './profile';
import { SEARCH_PAGE_SIZES } from './search';

// 客户管理 /glzx (glzx: 管理中心, the management centre; issue 15, docs/leads.md "Customer
// book"): a user's own customers, groups, follow-ups, reminders, imports and pipeline.
// Custom queries glzx* (POST /api-form/form/core/formCustomQuery/queryForJson_{alias}, params
// as a JSON string), plus CUSTOMER_IMPORT_PATH (upload) and CUSTOMER_TEMPLATE_PATH (download).
// Permission: bt-khgl (menu khgl 客户管理, docs/menus.md) for all of them. Every record is the
// caller's own: another user's ids answer "not found", never their contents.

export const CUSTOMER_PERMISSION = { key: 'bt-khgl', screen: '客户管理' } as const;

/** Where a customer was added from. */
export const CUSTOMER_SOURCES = [
  'rzsj',
  'cksj',
  'qksc',
  'yqtj',
  'search',
  'profile',
  'import',
] as const;
export type CustomerSource = (typeof CUSTOMER_SOURCES)[number];
export const CUSTOMER_SOURCE_LABELS: Readonly<Record<CustomerSource, string>> = {
  rzsj: '融资商机',
  cksj: '存款商机',
  qksc: '潜客筛查',
  yqtj: '招商推荐',
  search: '找企业',
  profile: '企业画像',
  import: '客户导入',
};

/** Stages in order; 已流失 (lost) can follow any of them. Keys: CUSTOMER_STAGES of the schema. */
export const CUSTOMER_STAGE_OPTIONS = [
  { value: 'lead', label: '线索' },
  { value: 'contacted', label: '已接触' },
  { value: 'interested', label: '有意向' },
  { value: 'signed', label: '已签约' },
  { value: 'lost', label: '已流失' },
] as const;
export type CustomerStage = (typeof CUSTOMER_STAGE_OPTIONS)[number]['value'];
const STAGE_KEYS = CUSTOMER_STAGE_OPTIONS.map((o) => o.value) as [
  CustomerStage,
  ...CustomerStage[],
];
export const stageLabel = (stage: string) =>
  CUSTOMER_STAGE_OPTIONS.find((o) => o.value === stage)?.label ?? stage;

/** The groups every user has (dzxxInitKhfz); the first takes new customers and cannot change. */
export const CUSTOMER_DEFAULT_GROUPS = ['默认分组', '重点客户', '潜在客户', '已合作客户'] as const;

export const FOLLOW_UP_METHODS = ['电话', '上门拜访', '微信', '邮件', '会议', '其他'] as const;

export const CUSTOMER_ADD_MAX = 500;
export const CUSTOMER_IDS_MAX = 100;
export const CUSTOMER_GROUP_NAME_MAX = 20;
export const CUSTOMER_IMPORT_MAX_ROWS = 2000;

export const CUSTOMER_MESSAGES = {
  noPermission: '当前会员等级无权使用客户管理，请升级会员',
  alreadyCustomer: '该企业已在您的客户中',
  addedOne: '已加入客户',
  added: (added: number, already: number) =>
    already > 0 ? `已加入 ${added} 家，${already} 家已在客户中` : `已加入 ${added} 家客户`,
  noSuchEnterprise: (ids: readonly number[]) =>
    `企业不存在：${ids.slice(0, 5).join('、')}${ids.length > 5 ? ` 等 ${ids.length} 家` : ''}`,
  noSuchGroup: '客户分组不存在',
  noSuchCustomer: '客户不存在',
  noSuchFollowUp: '跟进记录不存在',
  noSuchImport: '导入记录不存在',
  groupExists: '分组名称已存在',
  defaultGroupFixed: '系统默认分组不能重命名或删除',
  groupSaved: '分组已保存',
  groupDeleted: (moved: number) =>
    moved > 0 ? `分组已删除，${moved} 家客户已移至默认分组` : '分组已删除',
  moved: (n: number) => `已将 ${n} 家客户移至该分组`,
  removed: (n: number) => `已移除 ${n} 家客户`,
  saved: '已保存',
  followUpSaved: '跟进记录已保存',
  reminderDone: '提醒已完成',
  remindBeforeOn: '提醒日期不能早于跟进日期',
  nothingToChange: '请指定要修改的内容',
  badPhone: '请输入正确的手机号或座机号码（如 13800000000、021-12345678）',
  contactNameTooLong: '联系人不能超过20个字',
  badDate: '日期格式应为 YYYY-MM-DD',
  importNoFile: '请选择要导入的 Excel 或 CSV 文件',
  importBadFile: '文件无法读取，请上传 Excel（.xlsx）或 CSV 文件',
  importNulCharacter: '文件含有无法识别的空字符，请检查后重新上传',
  importNoColumn: '未找到“企业名称”或“统一社会信用代码”列，请使用导入模板',
  importEmpty: '文件中没有客户数据',
  importTooMany: `一次最多导入 ${CUSTOMER_IMPORT_MAX_ROWS} 行`,
  importNotAmbiguous: '该行不需要选择企业',
  importNotCandidate: '所选企业不在该行的候选企业中',
  importPicked: '已加入客户',
} as const;

const pageIndexSchema = z.coerce.number().int().min(1, '最小为 1').max(10_000).default(1);
const pageSizeSchema = z.coerce
  .number()
  .int()
  .refine((n) => (SEARCH_PAGE_SIZES as readonly number[]).includes(n), '只能是10、20或50')
  .default(10);
/** Our own ids of customers, groups, follow-ups and imports (UUIDs). */
const recordIdSchema = z.string().trim().min(1, '不能为空').max(64, '过长');
const dateSchema = calendarDay(CUSTOMER_MESSAGES.badDate);
const distinct = <T>(list: T[]) => [...new Set(list)];

// glzxAddCustomers: add enterprises to the caller's book (one or many).
export const addCustomersParamsSchema = z.object({
  enterpriseIds: z
    .array(enterpriseIdSchema)
    .min(1, '请选择企业')
    .max(CUSTOMER_ADD_MAX, `一次最多加入 ${CUSTOMER_ADD_MAX} 家`)
    .transform(distinct),
  /** The caller's group; the default group when omitted. */
  groupId: recordIdSchema.optional(),
  source: z.enum(CUSTOMER_SOURCES, '未知的来源'),
});
export type AddCustomersParams = z.infer<typeof addCustomersParamsSchema>;
/** Record keys come back lowercased (the platform's rule): addedids, alreadyids. */
export type AddCustomersAnswer = {
  added: number;
  already: number;
  addedids: number[];
  alreadyids: number[];
};

// glzxCustomerIds: which of these enterprises are the caller's customers.
export const customerIdsParamsSchema = z.object({
  enterpriseIds: z
    .array(enterpriseIdSchema)
    .max(CUSTOMER_IDS_MAX, `最多 ${CUSTOMER_IDS_MAX} 家`)
    .transform(distinct),
});

/** The filters of the customer list, shared by its page and its export. */
const customerFilterShape = {
  groupId: recordIdSchema.optional(),
  stage: z.enum(STAGE_KEYS, '未知的阶段').optional(),
  source: z.enum(CUSTOMER_SOURCES, '未知的来源').optional(),
  keyword: z.string().trim().max(50, '过长').optional(),
  /** A province, city or district code (6 digits); its enterprises and those below it. */
  region: z
    .string()
    .trim()
    .regex(/^\d{6}$/, '应为6位地区代码')
    .optional(),
};

// glzxCustomers: one page of the caller's customers.
export const customerListParamsSchema = z.object({
  ...customerFilterShape,
  /** Only customers with a reminder due (remind on or before today, not done). */
  due: z.boolean().optional(),
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
});

/** `due` as a query string or JSON sends it. */
const dueFlag = z
  .union([z.boolean(), z.enum(['true', 'false'], '应为 true 或 false')])
  .optional()
  .transform((v) => v === true || v === 'true');

// glzxExportQuota: today's export quota and the rows an export of the filtered book would take.
export const customerExportQuotaParamsSchema = z
  .object({ ...customerFilterShape, due: dueFlag })
  .strict();

// GET CUSTOMER_EXPORT_PATH: the caller's customers (the list's filters) as CSV or Excel.
export const CUSTOMER_EXPORT_PATH = '/api-zsai-query/zsai/glzx/export';
export const customerExportQuerySchema = z
  .object({
    ...customerFilterShape,
    due: dueFlag,
    format: z.enum(['csv', 'xlsx'], '应为 csv 或 xlsx').default('csv'),
  })
  .strict();
export type CustomerExportFilters = z.infer<typeof customerExportQuotaParamsSchema>;
export type CustomerListParams = z.infer<typeof customerListParamsSchema>;

// glzxCustomer: one customer with its follow-ups and its enterprise's recent changes.
export const customerParamsSchema = z.object({ id: recordIdSchema });

/** A mainland mobile (13800000000) or landline (021-12345678, 0755 1234567, extension -123). */
export const CHINESE_PHONE = /^(?:(?:\+?86)?1[3-9]\d{9}|0\d{2,3}[- ]?\d{7,8}(?:-\d{1,6})?)$/;

/** 联系人: the owner's own contact person at the enterprise; empty clears it. */
export const contactNameSchema = z
  .string('应为文本')
  .transform((v) => v.replace(/[\u0000-\u001f\u007f]/g, '').trim())
  .pipe(z.string().max(20, CUSTOMER_MESSAGES.contactNameTooLong));
/** 联系电话: a Chinese mobile or landline, spaces and dashes as typed; empty clears it. */
export const contactPhoneSchema = z
  .string('应为文本')
  .transform((v) => v.trim())
  .refine((v) => v === '' || CHINESE_PHONE.test(v), CUSTOMER_MESSAGES.badPhone);

// glzxUpdateCustomer: the stage, group, note or the owner's own contact of one customer.
export const updateCustomerParamsSchema = z
  .object({
    id: recordIdSchema,
    stage: z.enum(STAGE_KEYS, '未知的阶段').optional(),
    groupId: recordIdSchema.optional(),
    note: z.string().max(500, '不能超过500字').optional(),
    contactName: contactNameSchema.optional(),
    contactPhone: contactPhoneSchema.optional(),
  })
  .refine(
    (p) =>
      p.stage !== undefined ||
      p.groupId !== undefined ||
      p.note !== undefined ||
      p.contactName !== undefined ||
      p.contactPhone !== undefined,
    { message: CUSTOMER_MESSAGES.nothingToChange },
  );

const customerIdList = z
  .array(recordIdSchema)
  .min(1, '请选择客户')
  .max(CUSTOMER_ADD_MAX, `一次最多 ${CUSTOMER_ADD_MAX} 家`)
  .transform(distinct);

// glzxMoveCustomers: several customers into one group.
export const moveCustomersParamsSchema = z.object({ ids: customerIdList, groupId: recordIdSchema });

// glzxRemoveCustomers: take customers out of the book (their follow-ups go with them).
export const removeCustomersParamsSchema = z.object({ ids: customerIdList });

// glzxGroups: the caller's groups with their customer counts.
export const customerGroupsParamsSchema = z.object({});

// glzxSaveGroup: create (no id) or rename (id) one of the caller's groups.
export const saveGroupParamsSchema = z.object({
  id: recordIdSchema.optional(),
  name: z
    .string()
    .trim()
    .min(1, '不能为空')
    .max(CUSTOMER_GROUP_NAME_MAX, `不能超过${CUSTOMER_GROUP_NAME_MAX}字`),
});

// glzxDeleteGroup: delete one of the caller's own groups; its customers move to 默认分组.
export const deleteGroupParamsSchema = z.object({ id: recordIdSchema });

// glzxAddFollowUp: record a follow-up, optionally with a next step and its reminder date.
export const addFollowUpParamsSchema = z
  .object({
    customerId: recordIdSchema,
    on: dateSchema,
    method: z.enum(FOLLOW_UP_METHODS, '未知的跟进方式'),
    content: z.string().trim().min(1, '不能为空').max(1000, '不能超过1000字'),
    nextStep: z.string().trim().max(200, '不能超过200字').default(''),
    remindOn: dateSchema.optional(),
  })
  .refine((p) => !p.remindOn || p.remindOn >= p.on, {
    message: CUSTOMER_MESSAGES.remindBeforeOn,
    path: ['remindOn'],
  });
export type AddFollowUpParams = z.infer<typeof addFollowUpParamsSchema>;

// glzxDeleteFollowUp: delete one of the caller's follow-ups.
export const deleteFollowUpParamsSchema = z.object({ id: recordIdSchema });

// glzxReminders: the caller's reminders, due (remind on ≤ today) or upcoming, not done.
export const remindersParamsSchema = z.object({
  scope: z.enum(['due', 'upcoming'], '应为 due 或 upcoming').default('due'),
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
});

// glzxReminderDone: mark reminders done (the follow-ups' ids).
export const reminderDoneParamsSchema = z.object({
  ids: z.array(recordIdSchema).min(1, '请选择提醒').max(200, '过多').transform(distinct),
});

// glzxPipeline: counts by stage and by group.
export const pipelineParamsSchema = z.object({});

// glzxImports: the caller's imports, newest first; glzxImport: one with its match report.
export const importsParamsSchema = z.object({
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
});
export const importParamsSchema = z.object({ id: recordIdSchema });

// glzxImportPick: add the chosen candidate of an ambiguous row of an import.
export const importPickParamsSchema = z.object({
  id: recordIdSchema,
  row: z.coerce
    .number()
    .int()
    .min(1, '应为行号')
    .max(CUSTOMER_IMPORT_MAX_ROWS + 1, '应为行号'),
  enterpriseId: enterpriseIdSchema,
});

// POST CUSTOMER_IMPORT_PATH (multipart: file, groupId?): import a customer list.
export const CUSTOMER_IMPORT_PATH = '/api-zsai-query/zsai/glzx/import';
export const customerImportBodySchema = z.object({
  file: z.any().openapi({ type: 'string', format: 'binary' }),
  groupId: recordIdSchema.optional(),
});

// GET CUSTOMER_TEMPLATE_PATH?format=xlsx|csv: the import template.
export const CUSTOMER_TEMPLATE_PATH = '/api-zsai-query/zsai/glzx/importTemplate';
export const customerTemplateQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], '应为 csv 或 xlsx').default('xlsx'),
});

/** The template's columns; an import also accepts these headers in any order. */
export const CUSTOMER_IMPORT_COLUMNS = {
  name: '企业名称',
  code: '统一社会信用代码',
  group: '客户分组',
  note: '备注',
} as const;

// ---- Output ----

export type CustomerGroupRecord = {
  ID_: string;
  name: string;
  sort: number;
  /** 1: one of CUSTOMER_DEFAULT_GROUPS (cannot be renamed or deleted). */
  isdefault: number;
  count: number;
};

export type CustomerRecord = {
  ID_: string;
  qyid: string;
  qymc: string;
  tyshxydm: string;
  status: string;
  region: string;
  groupid: string | null;
  groupname: string;
  stage: CustomerStage;
  /** The date each stage was reached (YYYY-MM-DD). */
  stagedates: Partial<Record<CustomerStage, string>>;
  source: CustomerSource;
  note: string;
  /** The owner's own 联系人 and 联系电话 ('' when not set). */
  contactname: string;
  contactphone: string;
  /** The enterprise's registered contacts: 法定代表人, 电话, 邮箱 (null: none on record). */
  fddbr: string;
  lxfs: string | null;
  email: string | null;
  /** YYYY-MM-DD of the newest follow-up, null without any. */
  lastfollowup: string | null;
  /** The earliest open reminder date, null without any. */
  nextremind: string | null;
  createdat: string;
};

export type FollowUpRecord = {
  ID_: string;
  customerid: string;
  on: string;
  method: string;
  content: string;
  nextstep: string;
  remindon: string | null;
  /** When the reminder was marked done; null: open (or no reminder). */
  remindedat: string | null;
  createdat: string;
};

export type CustomerChangeRecord = {
  ID_: string;
  on: string;
  class_name: string;
  item: string;
  before: string;
  after: string;
};

export type CustomerDetail = CustomerRecord & {
  followups: FollowUpRecord[];
  changes: CustomerChangeRecord[];
};

export type ReminderRecord = FollowUpRecord & { qyid: string; qymc: string; overdue: number };

export type PipelineAnswer = {
  total: number;
  stages: { stage: CustomerStage; label: string; count: number }[];
  groups: { ID_: string; name: string; count: number }[];
  duereminders: number;
};

export type ImportRowOutcome =
  | {
      row: number;
      name: string;
      code: string;
      outcome: 'added' | 'already';
      qyid: string;
      qymc: string;
    }
  | {
      row: number;
      name: string;
      code: string;
      outcome: 'ambiguous';
      candidates: { qyid: string; qymc: string; tyshxydm: string; region: string }[];
      /** Set once the user picked a candidate (glzxImportPick). */
      picked?: string;
    }
  | { row: number; name: string; code: string; outcome: 'notFound'; reason: string };

export type ImportTotals = {
  rows: number;
  matched: number;
  added: number;
  already: number;
  ambiguous: number;
  notfound: number;
};

export type ImportRecord = {
  ID_: string;
  filename: string;
  totals: ImportTotals;
  createdat: string;
};

export type ImportDetail = ImportRecord & { report: ImportRowOutcome[] };
