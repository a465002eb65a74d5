import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createSeededTestBackend } from '../../test/test-backend';
import { importPath } from './run-import';

// The policy JSONL import (docs/policy-qa.md "Import", docs/data-format.md): valid policies
// land with their measures and clauses; every malformed line is in the report with its line
// and a Chinese reason, never dropped; a re-import of the same lines changes nothing.

const clock = { now: () => new Date('2026-11-21T08:00:00Z') };

let backend: Awaited<ReturnType<typeof createSeededTestBackend>>;
let dir: string;
beforeAll(async () => {
  backend = await createSeededTestBackend({ clock });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zsai-policies-'));
}, 120_000);
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await backend.close();
});

const good = {
  code: 'sz-2026-001',
  title: '深圳市支持软件企业发展的若干措施',
  issuer: '深圳市某主管部门',
  level: '市',
  region_code: '440300',
  issued_on: '2026-01-15',
  valid_until: '2028-12-31',
  categories: ['资金补贴', '人才支持'],
  full_text: '第一条 为支持软件企业发展，制定本措施。',
  measures: [
    {
      title: '成长奖励',
      content: '对营业收入首次突破1亿元的软件企业给予奖励。',
      clauses: [
        { kind: 'region', codes: ['440300'], text: '在深圳市注册' },
        { kind: 'industry', codes: ['65'], text: '属于软件和信息技术服务业' },
        { kind: 'revenue', min: 10000, text: '营业收入不低于1亿元' },
        { kind: 'manual', text: '无重大违法记录' },
      ],
    },
  ],
};

const clause = (c: Record<string, unknown>) => ({
  ...good,
  measures: [{ ...good.measures[0]!, clauses: [c] }],
});

// Line by line: what each bad line is and the start of its reason.
const LINES: [unknown, string | null][] = [
  [good, null],
  ['{"code": "broken"', 'JSON 格式错误'],
  [{ ...good, code: 'bad-level', level: '乡' }, 'level: 政策级别应为国家、省、市、区之一'],
  [{ ...good, code: 'bad-region', region_code: '999999' }, 'region_code: 行政区划代码不存在'],
  [{ ...good, code: 'bad-depth', level: '省' }, 'region_code: 省级政策的行政区划代码应为省级代码'],
  [{ ...good, code: 'no-measures', measures: [] }, 'measures: 至少一项支持措施'],
  [{ ...clause({ kind: 'lottery', text: '抽签' }), code: 'bad-kind' }, 'measures.0.clauses.0.kind'],
  [
    { ...clause({ kind: 'revenue', min: 500, max: 100, text: '收入' }), code: 'bad-bounds' },
    'measures.0.clauses.0.max: 上限不能小于下限',
  ],
  [
    { ...clause({ kind: 'staff', text: '人数' }), code: 'no-bounds' },
    'measures.0.clauses.0.min: 上下限至少给出一个',
  ],
  [
    { ...clause({ kind: 'region', codes: ['990000'], text: '注册地' }), code: 'bad-clause-region' },
    'measures.0.clauses.0.codes: 行政区划代码 990000 不存在',
  ],
  [
    { ...clause({ kind: 'industry', codes: ['X9'], text: '行业' }), code: 'bad-industry' },
    'measures.0.clauses.0.codes.0: 应为门类字母或2–4位行业代码',
  ],
  [
    { ...good, code: 'bad-dates', valid_until: '2020-01-01' },
    'valid_until: 有效期不能早于发布日期',
  ],
  [{ ...good, title: '重复' }, '与第 1 行重复'],
  [[1, 2], '不是 JSON 对象'],
];

function writeFile(): string {
  const file = path.join(dir, 'policies.jsonl');
  fs.writeFileSync(
    file,
    LINES.map(([v]) => (typeof v === 'string' ? v : JSON.stringify(v))).join('\n') + '\n',
  );
  return file;
}

describe('policies.jsonl import', () => {
  it('loads the good policy and reports every malformed line with its reason', async () => {
    const result = await importPath(backend.db, writeFile(), { source: 'gov-test', clock });
    const expected = LINES.flatMap(([, reason], i) => (reason ? [{ line: i + 1, reason }] : []));
    expect(result.rejections.map((r) => r.line)).toEqual(expected.map((e) => e.line));
    result.rejections.forEach((r, i) => {
      expect([r.line, r.reason.startsWith(expected[i]!.reason)]).toEqual([r.line, true]);
      expect(r.file).toBe('policies.jsonl');
    });
    expect(result.files).toEqual([
      expect.objectContaining({ entity: 'policies', inserted: 1, rejected: expected.length }),
    ]);
    const stored = (
      (await backend.db.execute(sql`select p.code, p.source, p.is_demo, c.kind, c.params
        from policies p join policy_clauses c on c.policy_id = p.id order by c.seq`)) as {
        rows: { code: string; source: string; is_demo: boolean; kind: string; params: unknown }[];
      }
    ).rows;
    expect(stored.map((s) => s.kind)).toEqual(['region', 'industry', 'revenue', 'manual']);
    expect(stored[2]).toMatchObject({ code: 'sz-2026-001', source: 'gov-test', is_demo: false });
    expect(stored[2]!.params).toEqual({ min: 10000 });
  });

  it('reports a re-import of the same lines unchanged, and a changed clause as updated', async () => {
    const again = await importPath(backend.db, writeFile(), { source: 'gov-test', clock });
    expect(again.files[0]).toMatchObject({ inserted: 0, updated: 0, unchanged: 1 });
    LINES[0] = [clause({ kind: 'capital', min: 100, text: '注册资本不低于100万元' }), null];
    const changed = await importPath(backend.db, writeFile(), { source: 'gov-test', clock });
    expect(changed.files[0]).toMatchObject({ inserted: 0, updated: 1, unchanged: 0 });
    const kinds = (
      (await backend.db.execute(sql`select kind from policy_clauses`)) as {
        rows: { kind: string }[];
      }
    ).rows;
    expect(kinds).toEqual([{ kind: 'capital' }]);
  });
});
