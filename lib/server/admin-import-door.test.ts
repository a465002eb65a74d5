import { ADMIN_IMPORT_PATH } from '@/lib/contract/intelligence-feed';
import { foreignOriginResponse } from './session';

// The admin import (docs/intelligence.md "Import endpoint") is a mutating call through the one
// door: a foreign page's upload is refused before it reaches the backend, the portal's passes.

const url = `http://127.0.0.1:3000/zsai/api${ADMIN_IMPORT_PATH}`;
const upload = (origin: string) =>
  new Request(url, { method: 'POST', headers: { origin, host: '127.0.0.1:3000' } });

test('a foreign origin may not import; the portal may', async () => {
  const refused = foreignOriginResponse(upload('https://evil.example'));
  expect(refused?.status).toBe(403);
  expect(((await refused!.json()) as { message: string }).message).not.toBe('');
  expect(foreignOriginResponse(upload('http://127.0.0.1:3000'))).toBeUndefined();
});
