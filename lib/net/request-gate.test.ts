import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@/lib/contract/messages';
import { parseTrustedProxies } from './client-address.mjs';
import { MALFORMED_ADDRESS_MESSAGE, gateRequests } from './request-gate.mjs';

// The portal's request gate on a real loopback server (issue 31): a client's own
// X-Forwarded-For no longer names its address, and a broken percent escape gets a 400.

type Seen = { forwardedFor: string | undefined; url: string | undefined };

async function gatedServer(trustedSpec: string | undefined) {
  const seen: Seen[] = [];
  const server = http.createServer(
    gateRequests((req, res) => {
      seen.push({ forwardedFor: req.headers['x-forwarded-for'] as string, url: req.url });
      res.end('ok');
    }, parseTrustedProxies(trustedSpec)),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A raw request: fetch would normalise the broken escapes this test sends. */
function rawGet(origin: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = http.request(`${origin}/`, { path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the request gate', () => {
  it('gives the peer as the client when no proxy is trusted (a forged header is dropped)', async () => {
    const server = await gatedServer(undefined);
    try {
      await rawGet(server.origin, '/zsai/api/x', { 'x-forwarded-for': '6.6.6.6' });
      await rawGet(server.origin, '/zsai/home');
      expect(server.seen.map((s) => s.forwardedFor)).toEqual(['127.0.0.1', '127.0.0.1']);
    } finally {
      await server.close();
    }
  });

  it('believes a listed proxy: the address it appended, not the one the client wrote', async () => {
    const server = await gatedServer('127.0.0.1');
    try {
      await rawGet(server.origin, '/zsai/api/x', { 'x-forwarded-for': '6.6.6.6, 198.51.100.9' });
      expect(server.seen[0]?.forwardedFor).toBe('198.51.100.9');
    } finally {
      await server.close();
    }
  });

  it('answers a broken percent escape with a 400 in Chinese, an envelope for the API', async () => {
    const server = await gatedServer(undefined);
    try {
      const api = await rawGet(server.origin, '/zsai/api/%E0');
      expect(api.status).toBe(400);
      expect(api.type).toContain('application/json');
      expect(JSON.parse(api.body)).toEqual({
        success: false,
        code: 400,
        message: MESSAGES.malformedAddress,
        show: true,
        data: null,
      });
      const page = await rawGet(server.origin, '/zsai/%');
      expect(page.status).toBe(400);
      expect(page.type).toContain('text/html');
      expect(page.body).toContain(MESSAGES.malformedAddress);
      // Nothing broken reached the app; a well-formed escape did.
      await rawGet(server.origin, '/zsai/qyhx?keyword=%E7%A7%91');
      expect(server.seen.map((s) => s.url)).toEqual(['/zsai/qyhx?keyword=%E7%A7%91']);
    } finally {
      await server.close();
    }
  });

  it('words the refusal as the contract does', () => {
    expect(MALFORMED_ADDRESS_MESSAGE).toBe(MESSAGES.malformedAddress);
  });
});
