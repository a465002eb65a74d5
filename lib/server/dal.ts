import 'server-only';
import type { Envelope } from '@/lib/contract/envelope';
import { backendJson } from './backend';

// Server components read data through the same door as the browser, so every rule of the
// backend (validation, the session) applies to them too.

/**
 * Runs a custom query (queryForJson_{alias}) and returns its envelope and HTTP status; with
 * the `token` of the page's session it runs as that user.
 */
export async function customQuery<T>(
  alias: string,
  params: object = {},
  token?: string,
): Promise<Envelope<T> & { status: number }> {
  const { status, body } = await backendJson<T>(
    `/api-form/form/core/formCustomQuery/queryForJson_${alias}`,
    { form: { params: JSON.stringify(params) }, ...(token ? { token } : {}) },
  );
  return { ...body, status };
}
