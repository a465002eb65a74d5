import { calendarDay } from './calendar-day';
import { z } from '@hono/zod-openapi';

// 渠道推广 (/qdjt, issue 15, docs/leads.md "Channel promotion"): a user's invitation codes
// (a personal one and named channels), the tracked link of each, its registrations'
// funnel by day, the QR poster and the export. Custom queries qdjt* (POST
// /api-form/form/core/formCustomQuery/queryForJson_{alias}); the poster, the export and the
// landing's visit are routes of /api-zsai-query.

export const CHANNEL_MESSAGES = {
  noPermission: '当前会员等级无权使用渠道推广，请升级会员',
  nameRequired: '请输入渠道名称',
  nameTooLong: '渠道名称不能超过30个字',
  duplicateName: (name: string) => `已有名为「${name}」的渠道，请换一个名称`,
  notFound: '渠道不存在或已删除',
  tooMany: (max: number) => `渠道数量已达上限（${max} 个），请先归档不用的渠道`,
  personalArchive: '个人邀请码不能归档',
  badDate: '日期格式应为 YYYY-MM-DD',
  dateOrder: '开始日期不能晚于结束日期',
  periodTooLong: (days: number) => `统计区间不能超过 ${days} 天`,
  badCode: '邀请码格式不正确',
  created: '渠道已创建',
  renamed: '渠道已重命名',
  archived: '渠道已归档',
  restored: '渠道已恢复',
} as const;

/** The screen's permission (bt-{menu key}, docs/menus.md; the menu key is qdtj). */
export const CHANNEL_PERMISSION = { key: 'bt-qdtj', screen: '渠道推广' } as const;

/** Kinds a user may create; `personal` is the user's own code, made on first use. */
export const CHANNEL_KIND_OPTIONS = [
  { value: 'branch', label: '网点/分支机构' },
  { value: 'event', label: '活动' },
  { value: 'poster', label: '海报' },
  { value: 'other', label: '其他' },
] as const;
export type ChannelKind = 'personal' | (typeof CHANNEL_KIND_OPTIONS)[number]['value'];
export const CHANNEL_KIND_LABELS: Record<ChannelKind, string> = {
  personal: '个人邀请码',
  ...(Object.fromEntries(CHANNEL_KIND_OPTIONS.map((o) => [o.value, o.label])) as Record<
    (typeof CHANNEL_KIND_OPTIONS)[number]['value'],
    string
  >),
};

/** The name of the personal channel created on first use. */
export const PERSONAL_CHANNEL_NAME = '我的邀请码';
export const CHANNEL_NAME_MAX = 30;
export const CHANNELS_PER_USER_MAX = 100;
/** A period of the funnel: at most a year of days, the last 30 days by default. */
export const CHANNEL_PERIOD_MAX_DAYS = 366;
export const CHANNEL_PERIOD_DEFAULT_DAYS = 30;

/**
 * Invitation codes: 8 characters of an alphabet without look-alikes (0/O, 1/I/L), about 40
 * random bits; within the registration `scene`'s 32. Typed codes are compared upper-cased.
 */
export const CHANNEL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CHANNEL_CODE_LENGTH = 8;
export const channelCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{4,32}$/, CHANNEL_MESSAGES.badCode);

/** The landing path of a code: /zsai/yq/{code} (yq: 邀请, invitation). */
export const channelLandingPath = (code: string) => `/yq/${encodeURIComponent(code)}`;

const channelName = z
  .string({ error: CHANNEL_MESSAGES.nameRequired })
  .trim()
  .min(1, CHANNEL_MESSAGES.nameRequired)
  .max(CHANNEL_NAME_MAX, CHANNEL_MESSAGES.nameTooLong);

const channelId = z.string().trim().min(1).max(64);

const day = calendarDay(CHANNEL_MESSAGES.badDate);

/** The period, in China days; both ends default from today (the service checks the order). */
const periodShape = {
  sjfwS: day.optional(), // sjfwS: 时间范围开始, first day
  sjfwE: day.optional(), // sjfwE: 时间范围结束, last day
};

// qdjtChannels: my channels with their figures over the period (the personal one first).
export const channelsParamsSchema = z
  .object({ ...periodShape, archived: z.boolean().default(false) })
  .strict();

// qdjtCreateChannel: a named channel.
export const createChannelParamsSchema = z
  .object({
    channelName,
    channelKind: z.enum(
      CHANNEL_KIND_OPTIONS.map((o) => o.value) as [ChannelKind, ...ChannelKind[]],
      { error: '请选择渠道类型' },
    ),
  })
  .strict();

// qdjtRenameChannel
export const renameChannelParamsSchema = z.object({ channelId, channelName }).strict();

// qdjtArchiveChannel: archive (true, default) or restore (false).
export const archiveChannelParamsSchema = z
  .object({ channelId, archived: z.boolean().default(true) })
  .strict();

// qdjtFunnel: one channel's funnel by day over the period.
export const funnelParamsSchema = z.object({ channelId, ...periodShape }).strict();

// qdjtExportQuota and GET /zsai/qdjt/export: my channels (or one channel's days) as a file.
export const channelExportQuotaParamsSchema = z
  .object({ channelId: channelId.optional(), ...periodShape })
  .strict();
export const channelExportQuerySchema = z
  .object({
    channelId: channelId.optional(),
    ...periodShape,
    format: z.enum(['csv', 'xlsx']).default('csv'),
  })
  .strict();

// GET /zsai/qdjt/poster: the channel's poster (SVG) or its QR code alone (PNG).
export const channelPosterQuerySchema = z
  .object({ channelId, format: z.enum(['svg', 'png']).default('svg') })
  .strict();

// POST /zsai/qdjt/visit/{scene}: the landing records a visit of the link (scene: the code).
export const channelVisitParamsSchema = z.object({
  scene: z
    .string()
    .max(64)
    .openapi({ param: { name: 'scene', in: 'path' }, example: 'K7PQ2M9X' }),
});

export type FunnelFigures = {
  visits: number;
  /** Distinct visitors (keyed hashes) in the period, or on the day. */
  visitors: number;
  registrations: number;
  activations: number;
  /** Record keys come back lowercased (custom-query rule), so these names are lower case. */
  firstlogins: number;
};

/** Conversion rates in percent, each capped at 100 (SPEC.md §5.7). */
export type FunnelRates = {
  /** registrations / visitors. */
  registration: number;
  /** activations / registrations. */
  activation: number;
  /** first logins / registrations. */
  firstlogin: number;
};

export type ChannelRecord = {
  ID_: string;
  name: string;
  kind: ChannelKind;
  kindlabel: string;
  code: string;
  /** The landing path under the base path (/yq/{code}); the page makes it absolute. */
  link: string;
  createdat: string;
  archived: boolean;
} & FunnelFigures & { conversion: number };

export type FunnelDay = { day: string } & FunnelFigures;

export type FunnelAnswer = {
  channel: ChannelRecord;
  period: { from: string; to: string };
  days: FunnelDay[];
  totals: FunnelFigures;
  rates: FunnelRates;
};

export type ChannelVisitAnswer = { known: boolean; recorded: boolean; code: string | null };
