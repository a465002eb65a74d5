import type { Envelope } from '@/lib/contract/envelope';
import type { TestBackend } from './test-backend';

// Calls of the backend tests: JSON posts, custom queries and script calls, with a token.

export type Answer<T> = {
  status: number;
  body: Envelope<T> & { extraData?: Record<string, unknown> };
};

const bearer = (token?: string): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

export async function postJson<T>(
  backend: Pick<TestBackend, 'app'>,
  path: string,
  body: unknown,
  token?: string,
): Promise<Answer<T>> {
  const res = await backend.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer<T>['body'] };
}

/** POST queryForJson_{alias} with the params as the form's JSON string. */
export async function customQuery<T>(
  backend: Pick<TestBackend, 'app'>,
  alias: string,
  params: unknown = {},
  token?: string,
): Promise<Answer<T>> {
  const res = await backend.app.request(
    `/api-form/form/core/formCustomQuery/queryForJson_${alias}`,
    {
      method: 'POST',
      headers: bearer(token),
      body: new URLSearchParams({ params: JSON.stringify(params) }),
    },
  );
  return { status: res.status, body: (await res.json()) as Answer<T>['body'] };
}

/** POST sysInvokeScript/invoke/{alias} with the params. */
export function invokeScript<T>(
  backend: Pick<TestBackend, 'app'>,
  alias: string,
  params: unknown,
  token?: string,
): Promise<Answer<T>> {
  return postJson<T>(
    backend,
    `/api-system/system/core/sysInvokeScript/invoke/${alias}`,
    { params },
    token,
  );
}
