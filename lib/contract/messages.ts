import { fieldLabel } from './field-labels';

// User-visible messages of the contract (SPEC.md §8). The backend answers with them and the
// portal shows them, so tests and UI read the same constant.

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
export const NOTICE_TITLE = '操作提示';

/** A field's problem, as the form engine words it too: 姓名：该填写项不能为空. */
const fieldError = (label: string, detail: string) => `${label}：${detail}`;

export const MESSAGES = {
  unknownRoute: '请求出错：接口不存在',
  malformedJson: '请求错误：JSON 格式不正确',
  unsupportedContentType: '请求错误：不支持的内容类型',
  bodyTooLarge: '请求内容过大',
  internalError: '服务器错误，请稍后重试',
  unknownAlias: (alias: string) => `请求出错：查询别名 ${alias} 不存在`,
  invalidParamsJson: '请求错误：参数不是合法的 JSON',
  fieldError,
  /** A field named by its wire path, told by its Chinese label (lib/contract/field-labels). */
  invalidField: (path: string | readonly PropertyKey[], detail: string, unnamed?: string) =>
    fieldError(fieldLabel(path, unnamed), detail),
  gatewayTimeout: '网络超时',
  badGateway: '网络错误',
} as const;
