import { z } from '@hono/zod-openapi';
import { DEVICE_ID_MAX_LENGTH, DEVICE_ID_MIN_LENGTH, SMS_CODE_LENGTH } from '@/lib/constants';
import { AUTH_MESSAGES, USERNAME_PREFIX } from './constants';
import { envelopeSchema } from './envelope';

export { AUTH_MESSAGES, REMEMBER_ME_HEADER, USERNAME_PREFIX } from './constants';

// Accounts and sessions (SPEC.md §3 login credentials, §7.1).

/** The only role that may log in: enterprise user. */
export const LOGIN_ROLE_KEY = 'qy';

export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

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
  /** When the bought tier ends (ISO), null when it does not. */
  rankExpiresAt: z.string().nullable(),
  /** 版本切换: the home the user chose. */
  homeVersion: z.enum(['standard', 'finance']),
  ssqy: z.string(),
  deptName: z.string(),
  photo: z.string(),
  roleKeys: z.array(z.string()),
  /** Whether a password is set: users who only log in by SMS have none to change. */
  hasPassword: z.boolean(),
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

// Password login (mode 2): the credentials travel as a compact JWE (RSA-OAEP-256 + A256GCM)
// of { username, password, deviceId, nonce, iat } under the key the backend publishes; the
// nonce comes with the picture code.
export const UPE_ALG = 'RSA-OAEP-256' as const;
export const UPE_ENC = 'A256GCM' as const;
export const CAPTCHA_NONCE_HEADER = 'x-captcha-nonce';

export const PASSWORD_MESSAGES = {
  passwordRequired: '请输入密码',
  captchaRequired: '请输入验证码',
  captchaWrong: '图形验证码错误',
  captchaInvalid: '图形验证码已失效，请刷新后重试',
  credentialsWrong: '账户名或密码错误',
  upeInvalid: '登录信息无效，请刷新验证码后重试',
  tooManyFailures: (seconds: number) => `密码错误次数过多，请${seconds}秒后再试`,
} as const;

export const deviceIdSchema = z
  .string()
  .regex(new RegExp(`^[A-Za-z0-9]{${DEVICE_ID_MIN_LENGTH},${DEVICE_ID_MAX_LENGTH}}$`), '格式不正确')
  .openapi({ example: 'a1B2c3D4e5F6g7H8' });

export const captchaParamsSchema = z.object({
  deviceId: deviceIdSchema.openapi({ param: { name: 'deviceId', in: 'path' } }),
});

export const passwordLoginFormSchema = z.object({
  upe: z.string().min(1, PASSWORD_MESSAGES.upeInvalid).max(4096, PASSWORD_MESSAGES.upeInvalid),
  deviceId: deviceIdSchema,
  validCode: z
    .string({ error: PASSWORD_MESSAGES.captchaRequired })
    .trim()
    .min(1, PASSWORD_MESSAGES.captchaRequired)
    .max(8, PASSWORD_MESSAGES.captchaWrong),
});

/** What the browser encrypts into `upe`. */
export const upePayloadSchema = z.object({
  username: z.string(),
  password: z.string().min(1).max(128),
  deviceId: z.string(),
  nonce: z.string(),
  iat: z.number().int(),
});
export type UpePayload = z.infer<typeof upePayloadSchema>;

export const upeKeySchema = z.object({
  kid: z.string(),
  alg: z.literal(UPE_ALG),
  enc: z.literal(UPE_ENC),
  jwk: z.record(z.string(), z.unknown()),
});

// QR login (SPEC.md §4.3): create a ticket, poll it by kid; a logged-in phone confirms.
export const QR_MESSAGES = {
  expired: '二维码已失效',
  confirmed: '已确认登录',
  rejected: '已取消登录',
} as const;

export const qrTicketSchema = z.object({ kid: z.string(), url: z.string() });
export const kidSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, '格式不正确');
export const scanResultQuerySchema = z.object({ kid: kidSchema });
/**
 * The browser that asked for a QR ticket: the portal keeps a random value in an httpOnly
 * cookie and sends it under this header when it creates and when it polls a ticket, so a
 * ticket only ever logs in the browser that showed its code (a page on another site cannot
 * make a victim's browser collect an attacker's approved ticket).
 */
export const QR_BROWSER_HEADER = 'x-zsai-qr-browser';
const qrBrowserSchema = z.string().regex(/^[A-Za-z0-9_-]{22,128}$/, '格式不正确');
export const qrBrowserHeadersSchema = z.object({ [QR_BROWSER_HEADER]: qrBrowserSchema });
/** A poll from a browser that never showed a code is told the code expired. */
export const qrPollHeadersSchema = z.object({ [QR_BROWSER_HEADER]: qrBrowserSchema.optional() });
export const qrConfirmBodySchema = z.object({ kid: kidSchema, approve: z.boolean() });
/** What the confirming phone sees of a ticket. */
export const qrTicketStateSchema = z.object({
  status: z.enum(['pending', 'confirmed', 'rejected', 'consumed', 'expired']),
});

export const rememberBodySchema = z.object({ credential: z.string().min(10).max(200) });
export const rememberIssueSchema = envelopeSchema(z.object({ credential: z.string() }));
export const rememberLoginSchema = envelopeSchema(
  z.object({ access_token: z.string(), credential: z.string() }),
);

// Auto-login (SPEC.md §4.1): ?isLogin=1 logs in the configured default account, ?account=
// an allow-listed one. Never a way to log in as anyone else.
export const autoLoginBodySchema = z
  .object({ account: z.string().max(32).optional(), isLogin: z.literal('1').optional() })
  .refine((b) => b.account !== undefined || b.isLogin !== undefined, {
    message: '需要免密登录帐号或自动登录标记',
    path: ['account'],
  });
export const autoLoginInfoParamsSchema = z.object({ account: z.string().min(1).max(32) });
export const AUTO_LOGIN_MESSAGES = { notAllowed: '该帐号不支持免密登录' } as const;
