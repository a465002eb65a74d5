import { INFO_FIELD_MAX_LENGTH } from '@/lib/constants';

// The contract's plain values that the always-loaded browser code (the site's header, its
// request helper, the search box) needs. They live apart from the schemas because importing a
// schema module puts zod and @hono/zod-openapi (about 90 KB compressed) into every page's
// first load, and apart from messages.ts, whose field labels are another 3.5 KB
// (docs/decisions/010-public-page-weight.md). The schema and message modules re-export them.

/** Usernames are the phone with the platform prefix. */
export const USERNAME_PREFIX = 'dzxx_';

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

/** Sent by the login forms when "remember me" or "auto-login" is ticked; read by the portal. */
export const REMEMBER_ME_HEADER = 'x-zsai-remember';

export const PORTAL_MESSAGES = {
  required: '该填写项不能为空',
  tooLong: `最多输入${INFO_FIELD_MAX_LENGTH}个字符`,
  saved: '保存成功',
  locateFailed: '定位失败',
  loginRequired: '请先登录',
  oldPasswordWrong: '原密码不正确',
  passwordChanged: '密码修改成功，请重新登录',
  passwordSet: '密码设置成功，请重新登录',
  signedOutEverywhere: '已退出全部设备',
} as const;

export const HTTP_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: '请求错误',
  401: '未授权，请重新登录',
  403: '拒绝访问',
  404: '请求出错',
  408: '请求超时',
  500: '服务器错误',
  501: '服务未实现',
  502: '网络错误',
  503: '服务不可用',
  504: '网络超时',
  505: 'HTTP版本不受支持',
};

export function httpStatusMessage(status: number): string {
  return HTTP_STATUS_MESSAGES[status] ?? `连接出错(${status})!`;
}

export const NO_RESPONSE_TIMEOUT_MESSAGE = '请求超时!';
export const NO_RESPONSE_MESSAGE = '连接服务器失败!';

export const SEARCH_KEYWORD_MAX = 50;
export const SEARCH_PAGE_SIZES = [10, 20, 50] as const;
