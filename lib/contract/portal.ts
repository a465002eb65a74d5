import { calendarDay } from './calendar-day';
import { z } from '@hono/zod-openapi';
import { HEADER_UNREAD_PAGE_SIZE, INFO_FIELD_MAX_LENGTH } from '@/lib/constants';
import { newPasswordSchema } from './account';
import { smsCodeSchema } from './auth';
import { PORTAL_MESSAGES } from './constants';

export { PORTAL_MESSAGES } from './constants';

// The portal shell's custom queries and scripts (SPEC.md §3, §6, §7.2, §7.3).

/** Query records come back with lowercased keys; these are the shapes after that. */
export type MenuItemRecord = {
  id: string;
  pid: string | null;
  sort: number;
  key_: string;
  name: string;
  component: string;
  settingtype: 'custom' | 'network';
  params: string;
  icon: string;
};

export type MenuRecord = {
  id: string;
  pid: string | null;
  sort: number;
  usetype: 'zsai' | 'qyhx';
  menutype: 'button' | 'menu';
  key_: string;
  name: string;
  /** JSON string of { pcSceneMenuData } or { qyhxPcSceneMenuData: module keys }. */
  menudata: string;
};

export type AppUserRecord = {
  userid: string;
  rank: number;
  rankname: string;
  menuids: string;
};

export type ChatPermissions = { isChat: boolean; isGlht: boolean; isYyht: boolean };

export type TierRecord = {
  rank: number;
  code: string;
  name: string;
  summary: string;
  grants: { key: string; name: string }[];
};

// dzxxWebMenuList: the top menu tree's items; only the portal's own menu type exists.
export const webMenuListParamsSchema = z.object({ type: z.enum(['zsai']).default('zsai') });

// dzxxGetMenu: menu records by id, comma-separated, limited to the user's grants.
export const getMenuParamsSchema = z.object({
  menuIds: z
    .string()
    .max(10_000, '过长')
    .regex(/^[A-Za-z0-9_/,-]*$/, '格式不正确'),
});

const readType = z
  .string()
  .trim()
  .min(1, '不能为空')
  .max(32, '过长')
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, '格式不正确');

// dzxxAddRead / dzxxGetRead: read marks by type.
export const addReadParamsSchema = z.object({
  type: readType,
  data: z.string().trim().min(1, '不能为空').max(200, '过长'),
});
export const getReadParamsSchema = z.object({ type: readType });

const dateOnly = calendarDay('应为 YYYY-MM-DD');

// dzxxUserDtjcGroup: dynamics of followed enterprises (动态监测).
export const dynamicsParamsSchema = z.object({
  pageIndex: z.coerce.number().int().min(1, '最小为 1').max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50, '最大为 50').default(HEADER_UNREAD_PAGE_SIZE),
  sjfwS: dateOnly.optional(),
  sjfwE: dateOnly.optional(),
  isRead: z.coerce.number().int().min(0).max(1).optional(),
  keyword: z.string().trim().max(50, '过长').optional(),
});

// dzxxMarkDtjcRead: mark dynamics read (ids, or all).
export const markDynamicsReadParamsSchema = z.object({
  ids: z.union([z.literal('all'), z.array(z.string().min(1).max(64)).min(1).max(200)]),
});

export type DynamicRecord = {
  ID_: string;
  qyid: string;
  qymc: string;
  class_name: string;
  gxsj: string;
  item: string;
  before: string;
  after: string;
  isread: number;
};

const infoField = z
  .string({ error: PORTAL_MESSAGES.required })
  .trim()
  .min(1, PORTAL_MESSAGES.required)
  .max(INFO_FIELD_MAX_LENGTH, PORTAL_MESSAGES.tooLong);

// dzxxSaveBcxx: 补充信息, the user's full name and company.
export const saveBcxxParamsSchema = z.object({ fullname: infoField, company: infoField });

/** Full name still the phone (as registration leaves it) or company empty: ask for both. */
export function needsInfoCompletion(user: { fullname: string; phone: string; company: string }) {
  return !user.fullname.trim() || user.fullname === user.phone || !user.company.trim();
}

// dzxxLocate: the visitor's city from the client address, offline.
export const locateParamsSchema = z.object({});
export type LocateResult = { province: string; city: string; ssqy: string };

// dzxxChangePwd: a new password, proven by the current one; every session then ends.
export const changePasswordParamsSchema = z.object({
  oldPassword: z.string().min(1, '请输入原密码').max(64, '过长'),
  newPassword: newPasswordSchema,
});

// osUser/setPassword: a password proven by an SMS code to the user's own phone, for users who
// only log in by SMS (no password to name) or who forgot theirs; every session then ends.
export const setPasswordBodySchema = z.object({
  code: smsCodeSchema,
  password: newPasswordSchema,
});

export type SessionRecord = {
  id: string;
  method: string;
  createdAt: string;
  expiresAt: string;
  current: boolean;
};

const enterpriseId = z.coerce
  .number()
  .int('应为企业编号')
  .positive('应为企业编号')
  .max(2 ** 53 - 1);

// dzxxFollow / dzxxUnfollow / dzxxIsFollow: the monitoring list (监控).
export const followParamsSchema = z.object({ qyid: enterpriseId });
export const followListParamsSchema = z.object({
  pageIndex: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50, '最大为 50').default(10),
});

// qyhxRecentChanges: the newest change records across enterprises (动态速递).
export const recentChangesParamsSchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(50, '最大为 50').default(10),
});

export const FOLLOW_MESSAGES = {
  followed: '已关注',
  unfollowed: '已取消关注',
  noSuchEnterprise: '企业不存在',
} as const;
