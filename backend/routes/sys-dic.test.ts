import type { Envelope } from '@/lib/contract/envelope';
import type { DicItem } from '@/lib/contract/dictionaries';
import { ensureDictionaries } from '../data/dictionaries';
import { createTestBackend, type TestBackend } from '../test/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
  await ensureDictionaries(backend.db);
  // A second start finds them and changes nothing.
  await ensureDictionaries(backend.db);
});
afterAll(() => backend.close());

async function get<T>(path: string) {
  const res = await backend.app.request(`/api-system/system/core/${path}`);
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

describe('dictionaries', () => {
  it('lists a dictionary by alias', async () => {
    const { body } = await get<DicItem[]>('sysDic/getByAlias?alias=province');
    expect(body.data).toHaveLength(31);
    expect(body.data[0]).toMatchObject({
      value: '11',
      name: '北京市',
      pid: '0',
      dicId: 'province',
    });
  });

  it('gives a dictionary as a tree by key, and one parent by pid', async () => {
    const tree = (await get<DicItem[]>('sysDic/listByKey?key=evaluationDimension')).body.data;
    expect(tree.map((t) => t.name)).toEqual([
      '综合评价',
      '企业竞争力',
      '生产要素',
      '创新环境',
      '市场竞争力',
    ]);
    expect(tree[1]?.children?.map((c) => c.name)).toContain('企业规模');
    const parent = tree[1]?.pkId ?? '';
    const children = await get<DicItem[]>(
      `sysDic/getByPidAndDicId?pid=${encodeURIComponent(parent)}&dicId=evaluationDimension`,
    );
    expect(children.body.data.map((c) => c.name)).toEqual(tree[1]?.children?.map((c) => c.name));
    const patents = await get<DicItem[]>('sysDic/getByPidAndDicId?pid=0&dicId=patentType');
    expect(patents.body.data.map((p) => p.value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
  });

  it('lists the dictionaries and answers 404 for an unknown one', async () => {
    const trees = await get<{ key: string }[]>('sysTree/listDicTree?appId=zsai');
    expect(trees.body.data.map((t) => t.key)).toEqual([
      'province',
      'patentType',
      'evaluationDimension',
      'nestingLevel',
    ]);
    const levels = await get<DicItem[]>('sysDic/getByAlias?alias=nestingLevel');
    expect(levels.body.data.map((l) => l.name)).toEqual([
      '一级',
      '二级',
      '三级',
      '四级',
      '五级',
      '六级',
    ]);
    expect((await get('sysDic/getByAlias?alias=nope')).status).toBe(404);
  });
});
