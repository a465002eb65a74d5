import { createApp } from './app';
import { createTestBackend, type TestBackend } from './test/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(() => backend.close());

const ADDR = '/api-form/form/core/formCustomQuery/queryForJson_qyhxWebAddr';

describe('the envelope on every answer', () => {
  it('answers an unknown route with a 404 envelope in Chinese', async () => {
    const res = await backend.app.request('/api-nothing/here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      success: false,
      code: 404,
      message: expect.stringContaining('请求出错') as string,
      show: true,
      data: null,
    });
  });

  it('answers malformed JSON with 400 and keeps serving', async () => {
    const res = await backend.app.request(ADDR, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"params": ',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { success: boolean; message: string };
    expect(body.success).toBe(false);
    expect(body.message).toContain('JSON');
    const after = await backend.app.request(ADDR, { method: 'POST' });
    expect(after.status).toBe(200);
  });

  it('treats a request whose client went away as closed, not as a server error', async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
      },
    });
    const res = await backend.app.request(ADDR, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(400);
  });

  it('refuses a content type the contract does not speak with 415', async () => {
    const res = await backend.app.request(ADDR, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'params=1',
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toContain('不支持的内容类型');
  });

  it('refuses an oversized body with 413', async () => {
    const small = await createTestBackend({ config: { bodyLimitBytes: 1024 } });
    try {
      const res = await small.app.request(ADDR, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `params=${'x'.repeat(4096)}`,
      });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { message: string }).message).toBe('请求内容过大');
    } finally {
      await small.close();
    }
  });

  it('turns an unexpected error into a 500 envelope with an error id and no stack', async () => {
    const app = createApp({ db: backend.db, config: backend.config });
    app.get('/api-system/boom', () => {
      throw new Error('database password is hunter2');
    });
    const res = await app.request('/api-system/boom', {
      headers: { 'x-request-id': 'req-12345678' },
    });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('at ');
    const body = JSON.parse(text) as { code: number; errorId: string; message: string };
    expect(body.code).toBe(500);
    expect(body.errorId).toBe('req-12345678');
    expect(body.message).toContain('req-12345678');
  });

  it('echoes a request id on every answer', async () => {
    const res = await backend.app.request('/api-system/system/health');
    expect(res.headers.get('x-request-id')).toMatch(/^[A-Za-z0-9._-]{8,64}$/);
  });
});

describe('GET /api-system/system/health', () => {
  it('reports the engine in use', async () => {
    const res = await backend.app.request('/api-system/system/health');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      success: boolean;
      data: { status: string; engine: string };
    };
    expect(body.success).toBe(true);
    expect(body.data.status).toBe('ok');
    expect(body.data.engine).toBe(
      process.env.DATABASE_URL && backend.config.databaseUrl ? 'postgres' : 'pglite',
    );
  });
});

describe('GET /openapi.json', () => {
  it('documents the contract routes with their shapes', async () => {
    const res = await backend.app.request('/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api-form/form/core/formCustomQuery/{query}',
        '/api-system/system/health',
      ]),
    );
  });
});
