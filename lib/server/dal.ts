import 'server-only';
import type { Envelope } from '@/lib/contract/envelope';
import { forwardToBackend } from './backend';

// Server components read data through the same door as the browser, so every rule of the
// backend (validation, and later the session) applies to them too.

const INTERNAL_ORIGIN = 'http://portal.internal';

/** Runs a custom query (queryForJson_{alias}) and returns its envelope. */
export async function customQuery<T>(alias: string, params: object = {}): Promise<Envelope<T>> {
  const response = await forwardToBackend(
    new Request(
      `${INTERNAL_ORIGIN}/zsai/api/api-form/form/core/formCustomQuery/queryForJson_${alias}`,
      {
        method: 'POST',
        body: new URLSearchParams({ params: JSON.stringify(params) }),
      },
    ),
  );
  return (await response.json()) as Envelope<T>;
}
