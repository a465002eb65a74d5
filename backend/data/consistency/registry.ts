// How registry texts are written and read back, shared by the generator (which writes them),
// the consistency rules and the import (which read them): one definition of each.

/** A listed company's type says 上市; 非上市 holds the same two characters and is not one. */
export function isListedType(qylx: string): boolean {
  return qylx.includes('上市') && !qylx.includes('非上市');
}

/** A type with exactly one owner: 自然人独资, 法人独资, 个人独资企业 (not 非独资). */
export const isSoleOwnerType = (qylx: string) => qylx.includes('独资') && !qylx.includes('非独资');
/** A sole owner who must be a person (otherwise an enterprise, 法人独资). */
export const soleOwnerIsPerson = (qylx: string) => /自然人独资|个人独资企业/.test(qylx);

/** A branch's type: 有限责任公司分公司(…), 合伙企业分支机构 … */
export const isBranchType = (qylx: string) => /分公司|分支机构/.test(qylx);

/** Listing statuses of a company listed on a mainland exchange (its type must say 上市). */
export const LISTED_STATUSES: readonly string[] = ['A股'];
/** The National Equities Exchange and Quotations quotes unlisted companies limited by shares. */
export const NEEQ_STATUS = '新三板';
/** Share capital a company needs to be listed on any mainland board, 万元. */
export const LISTING_MIN_CAPITAL = 3000;

/** 注册资本 as change records write it: 1000万元人民币, 50万美元. */
export function capitalText(amount: number, currency: string): string {
  return currency === '人民币' ? `${amount}万元人民币` : `${amount}万${currency}`;
}

/** The amount in 万 of a capital text, or undefined when it is not one. */
export function parseCapitalText(text: string): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*万/.exec(text);
  return m ? Number(m[1]) : undefined;
}

/** Financing rounds in the order a company raises them. */
export const FINANCING_ROUNDS: readonly string[] = [
  '天使轮',
  'Pre-A轮',
  'A轮',
  'B轮',
  'C轮',
  'D轮',
  'Pre-IPO',
];

/** 人员规模 bands and the head counts they cover. */
export const STAFF_BANDS: readonly { label: string; min: number; max: number }[] = [
  { label: '少于50人', min: 1, max: 49 },
  { label: '50-99人', min: 50, max: 99 },
  { label: '100-499人', min: 100, max: 499 },
  { label: '500-999人', min: 500, max: 999 },
  { label: '1000-4999人', min: 1000, max: 4999 },
  { label: '5000人以上', min: 5000, max: Number.POSITIVE_INFINITY },
];

export const staffBand = (label: string | null | undefined) =>
  STAFF_BANDS.find((b) => b.label === label);

/** Names in one change record value (shareholders, personnel), as the registry joins them. */
export const joinNames = (names: readonly string[]) => names.join('、');
export const splitNames = (text: string) =>
  text
    .split(/[、，,；;]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The registration statuses of a company that no longer exists or may no longer trade. */
export const CLOSED_STATUSES: readonly string[] = ['注销', '吊销'];
/** The change item that records a change of registration status (the closing date). */
export const STATUS_CHANGE = '登记状态变更';
export const HOLDER_CHANGE = '投资人变更';
export const PERSONNEL_CHANGE = '高级管理人员备案';

/** What the current record says, for the items whose latest change must equal it. */
export type CurrentRecord = {
  qymc: string;
  legalRepresentative: string;
  businessScope: string;
  address: string;
  zczb: number | null;
  status: string;
};

/**
 * Change items whose latest record's `after` is the enterprise's current value, with the
 * label a reason names the value by.
 */
export const CURRENT_VALUE_ITEMS: Readonly<
  Record<
    string,
    {
      label: string;
      column: string;
      same: (after: string, e: CurrentRecord) => boolean;
      value: (e: CurrentRecord) => string;
    }
  >
> = {
  名称变更: {
    label: '企业名称',
    column: 'qymc',
    same: (after, e) => after.trim() === e.qymc,
    value: (e) => e.qymc,
  },
  法定代表人变更: {
    label: '法定代表人',
    column: 'legal_representative',
    same: (after, e) => after.trim() === e.legalRepresentative,
    value: (e) => e.legalRepresentative,
  },
  负责人变更: {
    label: '负责人',
    column: 'legal_representative',
    same: (after, e) => after.trim() === e.legalRepresentative,
    value: (e) => e.legalRepresentative,
  },
  经营范围变更: {
    label: '经营范围',
    column: 'business_scope',
    same: (after, e) => squash(after) === squash(e.businessScope),
    value: (e) => e.businessScope,
  },
  住所变更: {
    label: '住所',
    column: 'address',
    same: (after, e) => squash(after) === squash(e.address),
    value: (e) => e.address,
  },
  注册资本变更: {
    label: '注册资本',
    column: 'zczb',
    // Only a readable amount can be compared; currencies are written in many ways.
    same: (after, e) => {
      const amount = parseCapitalText(after);
      return amount === undefined || e.zczb === null || Math.abs(amount - e.zczb) < 0.0001;
    },
    value: (e) => (e.zczb === null ? '' : `${e.zczb}万`),
  },
  [STATUS_CHANGE]: {
    label: '登记状态',
    column: 'status',
    same: (after, e) => after.trim() === e.status,
    value: (e) => e.status,
  },
};

const squash = (s: string) => s.replace(/\s+/g, '');
