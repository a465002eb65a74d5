import { z } from '@hono/zod-openapi';
import { chainCodeSchema, codeSchema, regionParamSchema, type RegionRef } from './chains';
import { SEARCH_PAGE_SIZES, searchSortSchema } from './search';

// 园区画像 (yqhx: park profiles, issue 16, docs/investment-promotion.md "API"): the park
// screen's custom queries (POST /api-form/form/core/formCustomQuery/queryForJson_{alias}).
// Parks are named by their stable codes, regions by GB/T 2260 codes, chains by their codes.

export const PARK_LEVELS = ['国家级', '省级', '市级'] as const;
export type ParkLevelValue = (typeof PARK_LEVELS)[number];
export const PARK_TYPES = [
  '经济技术开发区',
  '高新技术产业开发区',
  '综合保税区',
  '产业园',
  '自由贸易试验区',
  '其他',
] as const;
export type ParkTypeValue = (typeof PARK_TYPES)[number];

export const PARK_MESSAGES = {
  noSuchPark: (code: string) => `园区不存在：${code}`,
  compareCount: '请选择2至4个园区进行对比',
  compareDistinct: '对比园区不能重复',
  /** The generated dataset's label; every demo park and figure carries it. */
  demoData: '演示数据',
} as const;

/** yqhx has no menu item of its own (SPEC.md §2.3): a permission record like 企业详情's. */
export const PARK_PERMISSION = { key: 'bt-yqhx', screen: '园区画像' } as const;

/** A park's code ('demo-320505-gxq'). */
export const parkCodeSchema = codeSchema('园区');

const pageIndexSchema = z.coerce.number().int().min(1, '最小为 1').max(10_000).default(1);
const pageSizeSchema = z.coerce
  .number()
  .int()
  .refine((n) => (SEARCH_PAGE_SIZES as readonly number[]).includes(n), '只能是10、20或50')
  .default(10);
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(
    blank,
    z
      .enum(values, { error: () => `只能是${values.join('、')}之一` })
      .optional()
      .describe(label),
  );

// ---- yqhxParks: the park list ----

export const PARK_SORTS = [
  { value: 'enterprises', label: '入驻企业数' },
  { value: 'new', label: '近12个月新注册' },
  { value: 'founded', label: '设立年份' },
  { value: 'area', label: '面积' },
] as const;
export type ParkSort = (typeof PARK_SORTS)[number]['value'];

export const parksParamsSchema = z.object({
  region: regionParamSchema,
  level: optionalEnum(PARK_LEVELS, '园区级别'),
  type: optionalEnum(PARK_TYPES, '园区类型'),
  chain: z.preprocess(blank, chainCodeSchema.optional()),
  keyword: z.preprocess(blank, z.string().trim().max(50, '最多50个字').optional()),
  sort: z.enum(PARK_SORTS.map((s) => s.value) as [ParkSort, ...ParkSort[]]).default('enterprises'),
  order: searchSortSchema.shape.order,
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
});
export type ParksParams = z.infer<typeof parksParamsSchema>;

/** A park as lists show it. */
export type ParkRecord = {
  ID_: string;
  code: string;
  name: string;
  level: ParkLevelValue;
  type: ParkTypeValue;
  region: Pick<RegionRef, 'code' | 'name' | 'path'>;
  /** km², null unknown. */
  areakm2: number | null;
  foundedyear: number | null;
  leadingchains: { code: string; name: string }[];
  /** Live enterprises located in the park (membership rule). */
  enterprisecount: number;
  newlast12m: number;
  /** The dataset ('demo' for generated parks) and its label (演示数据). */
  source: string;
  sourcelabel: string;
  /** The park record's own date (its source's snapshot). */
  parkasof: string;
};
export type ParksAnswer = {
  data: ParkRecord[];
  extraData: {
    totalCount: number;
    pageIndex: number;
    pageSize: number;
    region: RegionRef;
    /** When the members and figures were computed (derive step park-members). */
    asof: string | null;
  };
};

// ---- yqhxPark: one park's profile ----

export const parkParamsSchema = z.object({ park: parkCodeSchema });

export type ParkFigures = {
  enterprisecount: number;
  /** 万元人民币. */
  registeredcapital: number;
  listedcount: number;
  patentcount: number;
  inventionpatentcount: number;
  financingcount: number;
  /** 万元. */
  financingamount: number;
  newlast12m: number;
};

export type ParkProfile = {
  park: ParkRecord & { aliases: string[]; address: string; description: string };
  figures: ParkFigures;
  /** Members by 门类, largest first. */
  industries: { code: string; name: string; count: number }[];
  /** Members placed on each chain (confirmed or likely), with its links (level 3). */
  chains: {
    code: string;
    name: string;
    count: number;
    leading: boolean;
    links: { code: string; name: string; count: number }[];
  }[];
  /** New registrations per month, 24 months up to the figures' date, oldest first. */
  monthly: { month: string; count: number }[];
  /** Members holding each qualification tag. */
  qualifications: { tag: string; count: number }[];
  /** The largest members by registered capital. */
  topenterprises: ParkEnterpriseRecord[];
  /** The members' latest financing events. */
  financing: {
    ID_: string;
    qyid: string;
    qymc: string;
    round: string;
    amountwan: number | null;
    date: string;
  }[];
  /** When the figures were computed (derive step park-members); every section reads them. */
  asof: string | null;
};

// ---- yqhxParkEnterprises: a park's members, paged ----

export const PARK_ENTERPRISE_SORTS = [
  { value: 'capital', label: '注册资本' },
  { value: 'founded', label: '成立日期' },
] as const;
export type ParkEnterpriseSort = (typeof PARK_ENTERPRISE_SORTS)[number]['value'];

export const parkEnterprisesParamsSchema = z.object({
  park: parkCodeSchema,
  /** A 门类 letter (the profile's industry bars). */
  sshy: z.preprocess(
    blank,
    z
      .string()
      .regex(/^[A-T]$/, '应为门类字母（A–T）')
      .optional(),
  ),
  sort: z
    .enum(
      PARK_ENTERPRISE_SORTS.map((s) => s.value) as [ParkEnterpriseSort, ...ParkEnterpriseSort[]],
    )
    .default('capital'),
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
});
export type ParkEnterprisesParams = z.infer<typeof parkEnterprisesParamsSchema>;

export type ParkEnterpriseRecord = {
  ID_: string;
  qymc: string;
  tyshxydm: string;
  zczb: number | null;
  capitalcurrency: string;
  dlhy: string;
  status: string;
  clrq: string;
  address: string;
  tags: string[];
  /** The park word found in the address. */
  keyword: string;
};
export type ParkEnterprisesAnswer = {
  data: ParkEnterpriseRecord[];
  extraData: {
    totalCount: number;
    pageIndex: number;
    pageSize: number;
    park: { code: string; name: string };
  };
};

// ---- yqhxCompare: 2–4 parks side by side ----

export const PARK_COMPARE_MIN = 2;
export const PARK_COMPARE_MAX = 4;

export const parkCompareParamsSchema = z.object({
  parks: z
    .union([z.string().max(400, '过长'), z.array(z.string().max(80, '过长')).max(10, '过多')])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(
      z
        .array(parkCodeSchema)
        .min(PARK_COMPARE_MIN, PARK_MESSAGES.compareCount)
        .max(PARK_COMPARE_MAX, PARK_MESSAGES.compareCount)
        .refine((l) => new Set(l).size === l.length, PARK_MESSAGES.compareDistinct),
    ),
});

export type ParkCompareRecord = {
  park: ParkRecord;
  figures: ParkFigures;
  qualifications: { tag: string; count: number }[];
  /** The three largest 门类. */
  industries: { code: string; name: string; count: number }[];
  /** Chains with members, largest first. */
  chains: { code: string; name: string; count: number }[];
  /** Registrations in the last 12 and the 12 months before (from the monthly series). */
  monthly: { month: string; count: number }[];
};
export type ParkCompareAnswer = { data: ParkCompareRecord[]; extraData: { asof: string | null } };
