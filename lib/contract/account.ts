import { z } from '@hono/zod-openapi';
import { PASSWORD_MAX_LENGTH, PHONE_LENGTH } from '@/lib/constants';
import { MAINLAND_MOBILE, USERNAME_PREFIX, smsCodeSchema } from './auth';

// Registration, activation and find-password (SPEC.md §3, §4.4, §5.2).

/** Fixed values of the registration payload. */
export const REGISTER_PLATFORM_CODE = 'dzxx';
export const REGISTER_SYS_ID = 'zsai';
export const REGISTER_SOURCE = 'zsai-pc';
export const PASSWORD_MIN_LENGTH = 6;

export const ACCOUNT_MESSAGES = {
  phoneRequired: '请输入手机号码',
  phoneFormat: '格式不正确',
  password1Required: '请输入登录密码',
  password2Required: '请确认您的登录密码',
  passwordMismatch: '两次输入的密码不一致',
  passwordLength: `密码长度为${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}位`,
  invitationPlaceholder: '请输入邀请码（非必填）',
  registered: '注册成功',
  duplicate: '手机号码已经注册帐号',
  captchaError: '验证码无效，请重新填写验证码',
  passwordChanged: '修改成功',
  activationTicketInvalid: '激活凭证无效，请登录',
  notActivated: '帐号正在开通，请稍候',
} as const;

export const phoneSchema = z
  .string({ error: ACCOUNT_MESSAGES.phoneRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.phoneRequired)
  .max(PHONE_LENGTH, ACCOUNT_MESSAGES.phoneFormat)
  .regex(MAINLAND_MOBILE, ACCOUNT_MESSAGES.phoneFormat);

export const newPasswordSchema = z
  .string({ error: ACCOUNT_MESSAGES.password1Required })
  .min(1, ACCOUNT_MESSAGES.password1Required)
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordLength)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordLength);

export const registerPayloadSchema = z
  .object({
    fullname: z.string(),
    username: z.string(),
    password: newPasswordSchema,
    phone: phoneSchema,
    /** The SMS code sent to the phone. */
    validCode: smsCodeSchema,
    code: z.literal(REGISTER_PLATFORM_CODE),
    sysId: z.literal(REGISTER_SYS_ID),
    scene: z.string().trim().max(32).default(''),
    source: z.literal(REGISTER_SOURCE),
  })
  .refine((p) => p.username === `${USERNAME_PREFIX}${p.phone}` && p.fullname === p.phone, {
    message: '应为手机号及其带前缀的用户名',
    path: ['username'],
  });
export type RegisterPayload = z.input<typeof registerPayloadSchema>;

export const findPasswordPayloadSchema = z.object({
  phone: phoneSchema,
  password: newPasswordSchema,
  code: smsCodeSchema,
});

/** sysInvokeScript/invoke/{alias}: `params` is the script's payload. */
export const scriptPathSchema = z.object({
  alias: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, '格式不正确')
    .openapi({ param: { name: 'alias', in: 'path' }, example: 'dzxxWebRegister' }),
});
export const scriptBodySchema = z.object({
  key: z.string().max(128).optional(),
  params: z.unknown().optional(),
});

/**
 * dzxxWebAct (u = username): one row of the account's activation. The ticket from the
 * registration answer is required too, so the query tells nothing about other accounts.
 */
export const activationParamsSchema = z.object({
  u: z.string().min(1),
  t: z.string().min(16).max(128),
});
export type ActivationRow = { peak: number; progress: number; service: number };

export const activationLoginBodySchema = z.object({
  username: z.string().min(1),
  ticket: z.string().min(16).max(128),
});

const flag = z.union([z.literal(0), z.literal(1)]).default(0);
/** sysEventTrack/save: a usage record of the current user. */
export const eventTrackSchema = z.object({
  menuName: z.string().max(100).default(''),
  isVisit: flag,
  isUse: flag,
  isLogin: flag,
  appCode: z.string().max(32),
});
