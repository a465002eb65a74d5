import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Envelope } from '@/lib/contract/envelope';
import type { StoredFile } from '@/lib/contract/files';
import { smsLoginToken } from '../test/sms-helpers';
import { createSeededTestBackend, type TestBackend } from '../test/test-backend';
import { testConfig } from '../config';

const dir = mkdtempSync(path.join(tmpdir(), 'zsai-files-'));
let backend: TestBackend;
let vip: string;
let trial: string;
beforeAll(async () => {
  const files = { ...testConfig().files, dir, maxBytes: 64 * 1024 };
  backend = await createSeededTestBackend({ config: { files } });
  vip = await smsLoginToken(backend, '13800000001', '10.8.0.1');
  trial = await smsLoginToken(backend, '13800000002', '10.8.0.2');
});
afterAll(async () => {
  await backend.close();
  rmSync(dir, { recursive: true, force: true });
});

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(name: string, bytes: Uint8Array, token = vip, suffix?: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
  if (suffix) form.append('suffix', suffix);
  const res = await backend.app.request('/api-system/system/core/sysFile/upload', {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Envelope<StoredFile[] | null> };
}

const preview = (fileId: string, token = vip) =>
  backend.app.request(`/api-system/system/core/sysFile/previewFile?fileId=${fileId}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('sysFile', () => {
  it('stores a file under a generated id and serves it to its owner', async () => {
    const res = await upload('头像.png', PNG);
    expect(res.status).toBe(200);
    const pkId = res.body.data?.[0]?.pkId ?? '';
    expect(pkId).toMatch(/^[0-9a-f-]{36}$/);
    // Stored by id: the client's name never becomes a path.
    expect(readdirSync(path.join(dir, pkId.slice(0, 2)))).toEqual([pkId]);

    const served = await preview(pkId);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe(
      `inline; filename="__.png"; filename*=UTF-8''${encodeURIComponent('头像.png')}`,
    );
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('shows nobody else the file, and nothing without a login', async () => {
    const pkId = (await upload('a.png', PNG)).body.data?.[0]?.pkId ?? '';
    expect((await preview(pkId, trial)).status).toBe(404);
    expect((await preview(pkId, '')).status).toBe(401);
    expect((await upload('a.png', PNG, '')).status).toBe(401);
  });

  it.each([
    [`${'名'.repeat(97)}.png`, PNG, undefined, '文件名过长，上传失败'],
    ['a.exe', PNG, undefined, '只能上传jpg,jpeg,png,gif,webp,pdf,doc,docx,xls,xlsx,txt格式的文件'],
    ['a.pdf', PNG, 'jpg,png', '只能上传jpg,png格式的文件'],
    ['a.png', new Uint8Array(64 * 1024 + 1), undefined, '文件大小不能超过64KB，上传失败'],
    [
      'a.png',
      Buffer.from('<html><script>alert(1)</script></html>'),
      undefined,
      '文件内容与后缀名不符，上传失败',
    ],
    [
      'a.txt',
      Buffer.from('<script>alert(1)</script>'),
      undefined,
      '文件内容与后缀名不符，上传失败',
    ],
    ['a.jpg', PNG, undefined, '文件内容与后缀名不符，上传失败'],
    ['a.png', new Uint8Array(0), undefined, '文件内容为空，上传失败'],
  ])('refuses %s', async (name, bytes, suffix, message) => {
    const res = await upload(name, bytes, vip, suffix);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('lets a field narrow the list but never widen it', async () => {
    expect((await upload('a.png', PNG, vip, 'png')).status).toBe(200);
    expect((await upload('a.png', PNG, vip, 'exe,png')).status).toBe(200);
    expect((await upload('a.exe', PNG, vip, 'exe')).body.message).toBe(
      '只能上传jpg,jpeg,png,gif,webp,pdf,doc,docx,xls,xlsx,txt格式的文件',
    );
  });

  it('refuses an unknown file id as a bad request', async () => {
    expect((await preview('../../etc/passwd')).status).toBe(400);
    expect((await preview('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
