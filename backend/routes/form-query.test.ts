import type { AddressNode, IndustryNode } from '@/lib/contract/form-query';
import type { Envelope } from '@/lib/contract/envelope';
import { createTestBackend, type TestBackend } from '../test/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(() => backend.close());

const url = (alias: string) => `/api-form/form/core/formCustomQuery/queryForJson_${alias}`;

async function query<T>(alias: string, params?: unknown) {
  const res = await backend.app.request(url(alias), {
    method: 'POST',
    ...(params === undefined
      ? {}
      : {
          body: new URLSearchParams({
            params: typeof params === 'string' ? params : JSON.stringify(params),
          }),
        }),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

const find = <T extends { label?: string; name?: string }>(nodes: T[] | undefined, name: string) =>
  nodes?.find((n) => n.label === name || n.name === name);

describe('queryForJson_qyhxWebAddr', () => {
  it('returns the 31 provinces with their GB/T 2260 codes, cities and districts', async () => {
    const { status, body } = await query<AddressNode[]>('qyhxWebAddr');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(31);
    const guangdong = find(body.data, '广东省');
    expect(guangdong).toMatchObject({ code: '440000', type: 'province', path: '广东省' });
    const guangzhou = find(guangdong?.children, '广州市');
    expect(guangzhou).toMatchObject({ code: '440100', type: 'city', path: '广东省/广州市' });
    expect(find(guangzhou?.children, '天河区')).toMatchObject({
      code: '440106',
      type: 'districts',
      path: '广东省/广州市/天河区',
    });
  });

  it('shows a municipality as one city named like it', async () => {
    const { body } = await query<AddressNode[]>('qyhxWebAddr');
    const beijing = find(body.data, '北京市');
    expect(beijing?.code).toBe('110000');
    expect(beijing?.children).toHaveLength(1);
    expect(beijing?.children?.[0]).toMatchObject({ label: '北京市', path: '北京市/北京市' });
    expect(find(beijing?.children?.[0]?.children, '东城区')?.code).toBe('110101');
  });

  it('cuts the tree at the requested level', async () => {
    const { body } = await query<AddressNode[]>('qyhxWebAddr', { level: 2 });
    const city = body.data[0]?.children?.[0];
    expect(city?.type).toBe('city');
    expect(city?.children).toBeUndefined();
  });

  it('rejects an out-of-range level naming the field', async () => {
    const { status, body } = await query('qyhxWebAddr', { level: 9 });
    expect(status).toBe(400);
    expect(body.message).toContain('层级：');
  });
});

describe('queryForJson_qyhxWebHyml', () => {
  it('returns all 20 门类 and 97 大类 of GB/T 4754-2017', async () => {
    const { status, body } = await query<IndustryNode[]>('qyhxWebHyml', { rank: 2 });
    expect(status).toBe(200);
    expect(body.data.map((n) => n.id)).toEqual('ABCDEFGHIJKLMNOPQRST'.split(''));
    const divisions = body.data.flatMap((n) => n.children ?? []);
    expect(divisions.map((d) => d.id)).toEqual(
      Array.from({ length: 97 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    expect(find(body.data, '制造业')).toMatchObject({ id: 'C', pid: null, rank: 1, value: 'C' });
    const manufacturing = find(body.data, '制造业');
    expect(manufacturing?.children?.map((d) => d.id)).toEqual(
      Array.from({ length: 31 }, (_, i) => String(i + 13)),
    );
    expect(find(divisions, '软件和信息技术服务业')).toMatchObject({ id: '65', pid: 'I', rank: 2 });
    expect(divisions.every((d) => d.children === undefined)).toBe(true);
  });

  it('limits the depth with rank', async () => {
    const { body } = await query<IndustryNode[]>('qyhxWebHyml', { rank: 1 });
    expect(body.data).toHaveLength(20);
    expect(body.data.every((n) => n.children === undefined)).toBe(true);
  });

  it('rejects a rank that is not a level', async () => {
    const { status, body } = await query('qyhxWebHyml', { rank: 'deep' });
    expect(status).toBe(400);
    expect(body.message).toContain('等级：');
  });
});

describe('the custom-query convention', () => {
  it('answers an unknown alias with a clear 404', async () => {
    const { status, body } = await query('noSuchAlias');
    expect(status).toBe(404);
    expect(body.message).toBe('请求出错：查询别名 noSuchAlias 不存在');
  });

  it('answers params that are not JSON with a 400', async () => {
    const { status, body } = await query('qyhxWebAddr', '{level:');
    expect(status).toBe(400);
    expect(body.message).toBe('请求错误：参数不是合法的 JSON');
  });

  it('accepts params as a JSON body too', async () => {
    const res = await backend.app.request(url('qyhxWebHyml'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ params: JSON.stringify({ rank: 1 }) }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Envelope<unknown[]>).data).toHaveLength(20);
  });

  it('rejects an alias with characters outside the alias syntax', async () => {
    const res = await backend.app.request(url('bad-alias!'), { method: 'POST' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('queryForJson_{别名}');
  });
});

describe('a JSON body of the wrong shape', () => {
  it('names the request body in Chinese', async () => {
    const res = await backend.app.request(url('qyhxWebAddr'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify('just a string'),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('请求体：格式不正确');
  });
});
