import { QR_BROWSER_HEADER } from '@/lib/contract/auth';
import type { Envelope } from '@/lib/contract/envelope';
import { MESSAGES } from '@/lib/contract/messages';
import { TEST_CLOCK_HEADER } from '../clock';
import { QR_TTL_MS } from '../services/auth/qr-login';
import { createSeededTestBackend, type TestBackend } from '../test/test-backend';

// The test clock of end-to-end runs (backend/clock.ts): a test installation serves a request
// carrying TEST_CLOCK_HEADER as if time were that far ahead, only that request; any other
// installation ignores the header.

let testing: TestBackend;
let demo: TestBackend;
beforeAll(async () => {
  testing = await createSeededTestBackend();
  demo = await createSeededTestBackend({ config: { env: 'demo' } });
});
afterAll(async () => {
  await testing?.close();
  await demo?.close();
});

const ahead = (ms: number | string) => ({ [TEST_CLOCK_HEADER]: String(ms) });

const browser = { [QR_BROWSER_HEADER]: 'the-browser-that-shows-the-code' };

async function createTicket(backend: TestBackend) {
  const res = await backend.app.request('/api-weixin/weixin/xcx/createQrcode', {
    method: 'POST',
    headers: browser,
  });
  return ((await res.json()) as Envelope<{ kid: string }>).data.kid;
}

async function poll(backend: TestBackend, kid: string, headers: Record<string, string> = {}) {
  const res = await backend.app.request(`/api-weixin/weixin/xcx/getScanResult?kid=${kid}`, {
    headers: { ...browser, ...headers },
  });
  return { status: res.status, body: (await res.json()) as Envelope<unknown> };
}

const send = (backend: TestBackend, phone: string, headers: Record<string, string> = {}) =>
  backend.app.request(`/api-zsai-query/zsai/sms/send/${phone}`, { method: 'POST', headers });

describe('test clock', () => {
  it('expires a QR ticket for the request that runs ahead, and only for it', async () => {
    const kid = await createTicket(testing);
    expect((await poll(testing, kid, ahead(QR_TTL_MS - 5_000))).body.success).toBe(true);
    const expired = await poll(testing, kid, ahead(QR_TTL_MS + 1_000));
    expect(expired.body.success).toBe(false);
    expect(expired.status).not.toBe(200);
    // The same ticket, polled on the real time, is still waiting.
    expect(await poll(testing, kid)).toMatchObject({ status: 200, body: { success: true } });
  });

  it('lets an SMS code be sent again once the resend wait has passed on its clock', async () => {
    const phone = '13977770001';
    expect((await send(testing, phone)).status).toBe(200);
    expect((await send(testing, phone)).status).toBe(429);
    expect((await send(testing, phone, ahead(30_000))).status).toBe(429);
    expect((await send(testing, phone, ahead(61_000))).status).toBe(200);
  });

  it.each(['-1', 'soon', '1e5', '86400001', '5.5'])(
    'refuses the header value %j',
    async (value) => {
      const res = await testing.app.request('/api-system/system/health', {
        headers: { [TEST_CLOCK_HEADER]: value },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Envelope<null>).message).toBe(MESSAGES.testClockInvalid);
    },
  );

  it('is ignored outside a test installation', async () => {
    const kid = await createTicket(demo);
    expect(await poll(demo, kid, ahead(QR_TTL_MS + 1_000))).toMatchObject({
      status: 200,
      body: { success: true },
    });
    const phone = '13977770002';
    expect((await send(demo, phone)).status).toBe(200);
    expect((await send(demo, phone, ahead(61_000))).status).toBe(429);
    expect(
      (await demo.app.request('/api-system/system/health', { headers: ahead('soon') })).status,
    ).toBe(200);
  });
});
