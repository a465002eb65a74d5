import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Envelope } from '@/lib/contract/envelope';
import { SMS_POLICY } from '../services/sms/codes';
import { createSeededTestBackend, type TestBackend } from '../test/test-backend';

// The standalone backend (backend/main.ts) served over HTTP on loopback (issue 31): the SMS
// limit per client address counts the connection's peer unless ZSAI_TRUSTED_PROXIES lists it.
// Before, a client wrote another X-Forwarded-For and sent again without limit.

async function served(trustedProxies: string) {
  const backend: TestBackend = await createSeededTestBackend({ config: { trustedProxies } });
  const server = serve({ fetch: backend.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const send = async (phone: string, forwardedFor: string) => {
    const res = await fetch(`http://127.0.0.1:${port}/api-zsai-query/zsai/sms/send/${phone}`, {
      method: 'POST',
      headers: { 'x-forwarded-for': forwardedFor },
    });
    return { status: res.status, body: (await res.json()) as Envelope<null> };
  };
  const close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await backend.close();
  };
  return { send, close };
}

const phone = (i: number) => `137${String(i).padStart(8, '0')}`;

test('a client cannot escape the per-address SMS limit by writing X-Forwarded-For', async () => {
  const backend = await served('');
  try {
    for (let i = 0; i < SMS_POLICY.perIp.hour; i++) {
      expect((await backend.send(phone(i), `198.51.100.${i}`)).status).toBe(200);
    }
    const capped = await backend.send(phone(99), '203.0.113.250');
    expect(capped).toMatchObject({
      status: 429,
      body: { message: '发送次数过多，请一小时后再试' },
    });
  } finally {
    await backend.close();
  }
});

test("behind a listed proxy, each client's address has its own limit", async () => {
  const backend = await served('127.0.0.1');
  try {
    for (let i = 0; i < SMS_POLICY.perIp.hour; i++) {
      expect((await backend.send(phone(i), `6.6.6.6, 198.51.100.1`)).status).toBe(200);
    }
    // The proxy's appended address is the client; what the client wrote before it is not.
    expect((await backend.send(phone(98), '7.7.7.7, 198.51.100.1')).status).toBe(429);
    expect((await backend.send(phone(99), '198.51.100.2')).status).toBe(200);
  } finally {
    await backend.close();
  }
});
