import { z } from '@hono/zod-openapi';
import { SMS_CODE_LENGTH } from '@/lib/constants';
import { envelopeSchema } from './envelope';

// Accounts and sessions (SPEC.md §3 login credentials, §7.1).

/** Usernames are the phone with the platform prefix. */
export const USERNAME_PREFIX = 'dzxx_';
/** The only role that may log in: enterprise user. */
export const LOGIN_ROLE_KEY = 'qy';

export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

export const AUTH_MESSAGES = {
  usernameRequired: '请输入账户名',
  smsCodeRequired: '请输入短信验证码',
  phoneFormat: '格式不正确',
  codeWrong: '验证码错误',
  codeInvalid: '验证码无效',
  noSuchUser: '不存在该用户',
  loginSuccess: '登录成功',
  smsSent: '验证码已发送',
  tooSoon: (seconds: number) => `发送过于频繁，请${seconds}秒后再试`,
  hourlyCap: '发送次数过多，请一小时后再试',
  dailyCap: '今日发送次数已达上限，请明天再试',
  tokenExpired: 'tokenExpried',
  tokenInvalid: 'tokenInvalid',
  loggedOut: '退出成功',
} as const;

/** A phone, with or without the username prefix, normalised to the bare phone. */
export const phoneOrUsernameSchema = z
  .string({ error: AUTH_MESSAGES.usernameRequired })
  .trim()
  .min(1, AUTH_MESSAGES.usernameRequired)
  .transform((v) => (v.startsWith(USERNAME_PREFIX) ? v.slice(USERNAME_PREFIX.length) : v))
  .pipe(z.string().regex(MAINLAND_MOBILE, AUTH_MESSAGES.phoneFormat));

export const smsSendParamsSchema = z.object({
  username: z.string().openapi({ param: { name: 'username', in: 'path' }, example: '13800000000' }),
});

export const smsCodeSchema = z
  .string({ error: AUTH_MESSAGES.smsCodeRequired })
  .min(1, AUTH_MESSAGES.smsCodeRequired)
  .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), AUTH_MESSAGES.codeWrong);

export const smsLoginBodySchema = z.object({
  username: phoneOrUsernameSchema.openapi({ type: 'string', example: '13800000000' }),
  code: smsCodeSchema.openapi({ example: '123456' }),
});

export const loginResultSchema = envelopeSchema(z.object({ access_token: z.string() }));

export const currentUserSchema = z.object({
  userId: z.string(),
  username: z.string(),
  fullname: z.string(),
  company: z.string(),
  phone: z.string(),
  rank: z.number().int(),
  ssqy: z.string(),
  deptName: z.string(),
  photo: z.string(),
  roleKeys: z.array(z.string()),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const removeTokenQuerySchema = z.object({
  token: z.string().min(1).optional(),
});

export const outboxQuerySchema = z.object({
  phone: phoneOrUsernameSchema,
});
export const outboxMessageSchema = z.object({
  phone: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  sentAt: z.string(),
});
