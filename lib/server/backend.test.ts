import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import type * as BackendModule from './backend';

// The proxy in remote mode (ZSAI_BACKEND_URL), against a small backend on loopback.
let server: ServerType;
let forwardToBackend: typeof BackendModule.forwardToBackend;

beforeAll(async () => {
  const upstream = new Hono();
  upstream.all('/echo/*', async (c) =>
    c.json({
      method: c.req.method,
      path: c.req.path,
      query: c.req.query(),
      menuKey: c.req.header('menukey') ?? null,
      cookie: c.req.header('cookie') ?? null,
      requestId: c.req.header('x-request-id') ?? null,
      contentType: c.req.header('content-type') ?? null,
      body: await c.req.text(),
    }),
  );
  upstream.get('/stream', (c) =>
    stream(c, async (s) => {
      for (const part of ['一', '二', '三']) {
        await s.write(part);
        await s.sleep(20);
      }
    }),
  );
  upstream.get('/slow', async (c) => {
    await new Promise((r) => setTimeout(r, 1000));
    return c.text('late');
  });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: upstream.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  process.env.ZSAI_BACKEND_URL = `http://127.0.0.1:${port}`;
  ({ forwardToBackend } = await import('./backend'));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const portal = (path: string, init?: RequestInit & { duplex?: 'half' }) =>
  new Request(`http://127.0.0.1:3000/zsai/api${path}`, init);

describe('forwardToBackend (remote mode)', () => {
  it('strips /zsai/api, keeps the query, passes menuKey and a request id, drops cookies', async () => {
    const res = await forwardToBackend(
      portal('/echo/a/b?x=1&y=中', { headers: { menuKey: 'qyhx', cookie: 'secret=1' } }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      method: 'GET',
      path: '/echo/a/b',
      query: { x: '1', y: '中' },
      menuKey: 'qyhx',
      cookie: null,
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
    });
  });

  it('streams a multipart body through unchanged', async () => {
    const form = new FormData();
    form.append('params', '{"rank":1}');
    form.append('file', new Blob(['企业数据']), '名单.csv');
    const res = await forwardToBackend(portal('/echo/upload', { method: 'POST', body: form }));
    const echoed = (await res.json()) as { contentType: string; body: string };
    expect(echoed.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(echoed.body).toContain('{"rank":1}');
    expect(echoed.body).toContain('企业数据');
    expect(echoed.body).toContain('filename="名单.csv"');
  });

  it('streams a text answer through', async () => {
    const res = await forwardToBackend(portal('/stream'));
    expect(await res.text()).toBe('一二三');
  });

  it('answers 504 with the catalogue message when the backend is too slow', async () => {
    const res = await forwardToBackend(portal('/slow'), { timeoutMs: 100 });
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ success: false, code: 504, message: '网络超时' });
  });

  it('lets the session seam add headers and rewrite answers', async () => {
    const res = await forwardToBackend(portal('/echo/me'), {
      beforeForward: (_req, headers) => headers.set('menukey', 'from-seam'),
      afterForward: (_req, response) => {
        const headers = new Headers(response.headers);
        headers.set('x-sealed', '1');
        return new Response(response.body, { status: response.status, headers });
      },
    });
    expect(res.headers.get('x-sealed')).toBe('1');
    expect(((await res.json()) as { menuKey: string }).menuKey).toBe('from-seam');
  });
});

describe('the backend path', () => {
  it('is the same whether or not the route saw the basePath', async () => {
    const withBase = await forwardToBackend(portal('/echo/x'));
    const withoutBase = await forwardToBackend(new Request('http://127.0.0.1:3000/api/echo/x'));
    expect(((await withBase.json()) as { path: string }).path).toBe('/echo/x');
    expect(((await withoutBase.json()) as { path: string }).path).toBe('/echo/x');
  });
});
