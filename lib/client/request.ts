import type { Envelope } from '@/lib/contract/envelope';
import {
  AUTH_MESSAGES,
  NO_RESPONSE_MESSAGE,
  NO_RESPONSE_TIMEOUT_MESSAGE,
  REMEMBER_ME_HEADER,
  httpStatusMessage,
} from '@/lib/contract/constants';
import {
  API_BASE,
  BASE_PATH,
  LOGIN_DIALOG_REOPEN_DELAY_MS,
  REQUEST_TIMEOUT_MS,
} from '@/lib/constants';
import { currentMenuKey } from './menu-key';

// The one way the browser calls the backend (through /zsai/api), and the one place that turns
// failures into the messages of SPEC.md §8.

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly show: boolean = true,
  ) {
    super(message);
  }
}

/** The caller's tier lacks the screen's permission (403). */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** Bad input (4xx) is not cured by asking again; a lost connection or a 5xx may be. */
export const isRetryable = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  form?: Record<string, string>;
  /** Uploads: the browser sets the multipart boundary itself. */
  multipart?: FormData;
  query?: Record<string, string>;
  menuKey?: string;
  timeoutMs?: number;
  /** Login calls: keep the user logged in for 7 days (remember me / auto-login). */
  rememberMe?: boolean;
};

export function apiUrl(path: string, query?: Record<string, string>): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${BASE_PATH}${API_BASE}${path}${search}`;
}

/** A 401, or the platform's expired-session answer (tokenInvalid / tokenExpried). */
export function isSessionExpired(status: number, body: Partial<Envelope<unknown>> | undefined) {
  return (
    status === 401 ||
    body?.code === 401 ||
    body?.message === AUTH_MESSAGES.tokenInvalid ||
    body?.message === AUTH_MESSAGES.tokenExpired
  );
}

/** The session is gone: back to home with the login dialog, after a moment to read why. */
export function reopenHomeWithLogin(): void {
  window.setTimeout(() => {
    // A full load on purpose: the dead session's client state goes with the page.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${BASE_PATH}/home?login=1`);
  }, LOGIN_DIALOG_REOPEN_DELAY_MS);
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const {
    method = options.json || options.form || options.multipart ? 'POST' : 'GET',
    timeoutMs = REQUEST_TIMEOUT_MS,
  } = options;
  const headers: Record<string, string> = {};
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = new URLSearchParams(options.form);
  } else if (options.multipart) {
    body = options.multipart;
  }
  const menuKey = options.menuKey ?? currentMenuKey();
  if (menuKey) headers.menuKey = menuKey;
  if (options.rememberMe) headers[REMEMBER_ME_HEADER] = '1';

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(timedOut ? NO_RESPONSE_TIMEOUT_MESSAGE : NO_RESPONSE_MESSAGE, 0);
  }

  let envelope: Envelope<T> | undefined;
  if (response.headers.get('content-type')?.includes('application/json')) {
    envelope = (await response.json().catch(() => undefined)) as Envelope<T> | undefined;
  }
  if (isSessionExpired(response.status, envelope)) {
    reopenHomeWithLogin();
    throw new ApiError(httpStatusMessage(401), 401);
  }
  if (!envelope) throw new ApiError(httpStatusMessage(response.status), response.status);
  if (!envelope.success) {
    throw new ApiError(
      envelope.message || httpStatusMessage(response.status),
      response.status,
      envelope.show,
    );
  }
  return envelope;
}

/** A custom query by alias (SPEC.md §7.2): params go as a JSON string in the form. */
export function customQuery<T>(alias: string, params: unknown = {}) {
  return request<T>(`/api-form/form/core/formCustomQuery/queryForJson_${alias}`, {
    form: { params: JSON.stringify(params) },
  });
}

/** A script call by alias (SPEC.md §7.3). */
export function invokeScript<T>(alias: string, params: unknown = {}) {
  return request<T>(`/api-system/system/core/sysInvokeScript/invoke/${alias}`, {
    json: { params },
  });
}
