import { fieldLabel } from './field-labels';

// User-visible messages of the contract (SPEC.md §8). The backend answers with them and the
// portal shows them, so tests and UI read the same constant.

// The request helper's own (every page loads it) live without the field labels, in constants.
export {
  HTTP_STATUS_MESSAGES,
  NO_RESPONSE_MESSAGE,
  NO_RESPONSE_TIMEOUT_MESSAGE,
  httpStatusMessage,
} from './constants';

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
  /** Load shed: the request waited its bound in the admission queue (503, Retry-After). */
  serviceBusy: '服务繁忙，请稍后重试',
  /** The database is unreachable or restarting; a read may simply be asked again. */
  databaseUnavailable: '数据服务暂时不可用，请稍后重试',
  /** The same for a call that may change data: its transaction rolled back. */
  databaseUnavailableWrite: '数据服务暂时不可用，本次操作未完成，所做修改未保存，请稍后重试',
  /** A NUL character (U+0000) in a request's text: no text of ours holds one. */
  nulCharacter: '请求错误：内容含有无法识别的空字符',
  /** A call to the API that another site's page made the browser send (403). */
  foreignSite: '请求来自其他网站，已拒绝。请在本站页面中操作',
  /** A percent escape in the address that decodes to no character (400). */
  malformedAddress: '请求错误：地址含有无法识别的编码',
  /** Test installations only: a malformed clock header of an end-to-end test. */
  testClockInvalid: '请求错误：测试时钟的提前量应为 0 到 86400000 毫秒',
} as const;
