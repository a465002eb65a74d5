import 'server-only';
import type { Envelope } from '@/lib/contract/envelope';
import { backendJson } from './backend';

// Server components read data through the same door as the browser, so every rule of the
// backend (validation, the session) applies to them too.

/** Runs a custom query (queryForJson_{alias}) and returns its envelope. */
export async function customQuery<T>(alias: string, params: object = {}): Promise<Envelope<T>> {
  const { body } = await backendJson<T>(
    `/api-form/form/core/formCustomQuery/queryForJson_${alias}`,
    { form: { params: JSON.stringify(params) } },
  );
  return body;
}
