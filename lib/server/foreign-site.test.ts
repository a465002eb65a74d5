import { CUSTOMER_EXPORT_PATH } from '@/lib/contract/customers';
import { ADMIN_IMPORT_PATH } from '@/lib/contract/intelligence-feed';
import { MESSAGES } from '@/lib/contract/messages';
import { foreignSiteResponse } from './foreign-site';

// The API door's cross-site rule (issue 31): what another site's page makes the browser send
// is refused, whatever the method; the portal's own pages, typed addresses and servers pass.

const PORTAL = 'http://127.0.0.1:3000';
const call = (path: string, headers: Record<string, string>, method = 'GET') =>
  new Request(`${PORTAL}/zsai/api${path}`, {
    method,
    headers: { host: '127.0.0.1:3000', ...headers },
  });
const EXPORT = '/api-zsai-query/zsai/qyhx/export?keyword=科技';
const QR_POLL = '/api-weixin/weixin/xcx/getScanResult?kid=0123456789abcdefghij';

describe('a call another site started', () => {
  it.each([
    ['a link to an export on a foreign page', EXPORT, { 'sec-fetch-site': 'cross-site' }],
    [
      'a link to the customer book export',
      `${CUSTOMER_EXPORT_PATH}?format=csv`,
      { 'sec-fetch-site': 'cross-site' },
    ],
    ['a redirect to the QR poll', QR_POLL, { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', EXPORT, { 'sec-fetch-site': 'same-site' }],
    ['an older browser, by its Referer', EXPORT, { referer: 'https://evil.example/x' }],
    ['a fetch with a foreign Origin', EXPORT, { origin: 'https://evil.example' }],
    ['a sandboxed page (Origin null)', EXPORT, { origin: 'null' }],
  ])('is refused: %s', async (_, path, headers) => {
    const refused = foreignSiteResponse(call(path, headers));
    expect(refused?.status).toBe(403);
    expect(await refused?.json()).toMatchObject({ success: false, message: MESSAGES.foreignSite });
  });

  it('is refused when it writes: a foreign page uploading to the admin import', () => {
    const upload = call(ADMIN_IMPORT_PATH, { origin: 'https://evil.example' }, 'POST');
    expect(foreignSiteResponse(upload)?.status).toBe(403);
  });
});

describe('an honest call', () => {
  it.each([
    ['from a portal page', { 'sec-fetch-site': 'same-origin', origin: PORTAL }],
    ['typed or bookmarked', { 'sec-fetch-site': 'none' }],
    ['from an older browser on a portal page', { referer: `${PORTAL}/zsai/qyhx` }],
    ['from a server or curl, with no browser headers', {}],
    [
      'behind a proxy that names the host',
      { 'x-forwarded-host': 'zsai.example', origin: 'https://zsai.example' },
    ],
  ])('passes: %s', (_, headers) => {
    expect(foreignSiteResponse(call(EXPORT, headers))).toBeUndefined();
    expect(foreignSiteResponse(call(ADMIN_IMPORT_PATH, headers, 'POST'))).toBeUndefined();
  });
});
