import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { refreshLeads } from '../../services/leads/refresh';
import { createEnterpriseTestBackend, ENTERPRISE_TEST_NOW } from '../../test/test-backend';
import { importPath } from './run-import';

// After an import the leads step recomputes only the enterprises the import touched (and
// those whose triggers cite them); the table must equal a full rebuild from the same facts.

const EXAMPLES = path.resolve(process.cwd(), 'backend/data/examples');
const clock = { now: () => ENTERPRISE_TEST_NOW };

let backend: Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
beforeAll(async () => {
  backend = await createEnterpriseTestBackend();
  await refreshLeads(backend.db, ENTERPRISE_TEST_NOW);
});
afterAll(() => backend.close());

async function leadsTable(): Promise<string> {
  const r = (await backend.db.execute(sql`select enterprise_id, kind, score, trigger_types,
      triggers, products, risk_flags, latest_on, region_code, zczb, tags, status
    from leads order by kind, enterprise_id`)) as { rows: unknown[] };
  return JSON.stringify(r.rows);
}

async function enterpriseWithoutLead(): Promise<{ id: number; tyshxydm: string }> {
  const r = (await backend.db.execute(sql`select e.id, e.tyshxydm from enterprises e
    where not exists (select 1 from leads l where l.enterprise_id = e.id)
      and e.status = '存续' order by e.id limit 1`)) as {
    rows: { id: number | string; tyshxydm: string }[];
  };
  const row = r.rows[0]!;
  return { id: Number(row.id), tyshxydm: row.tyshxydm };
}

test('an import refreshes the leads of what it touched, equal to a full rebuild', async () => {
  const quiet = await enterpriseWithoutLead();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zsai-leads-'));
  for (const f of fs.readdirSync(EXAMPLES).filter((f) => /\.(csv|jsonl)$/.test(f)))
    fs.copyFileSync(path.join(EXAMPLES, f), path.join(dir, f));
  // A seeded enterprise with no lead gets a large bid won last month.
  fs.writeFileSync(
    path.join(dir, 'bids-extra.jsonl'),
    `${JSON.stringify({
      id: 'BD-INC-1',
      tyshxydm: quiet.tyshxydm,
      title: '增量刷新测试项目中标公告',
      role: '中标',
      amount: 2400,
      published_on: '2026-10-20',
    })}\n`,
  );
  const before = await leadsTable();
  const result = await importPath(backend.db, dir, { clock, source: 'incremental-test' });
  const step = result.derived?.find((s) => s.step === 'leads');
  // Scoped: the step reports the enterprises it went through.
  expect(step?.enterprisesPerSecond).toBeDefined();

  const incremental = await leadsTable();
  expect(incremental).not.toEqual(before);
  const lead = (await backend.db.execute(
    sql`select trigger_types from leads where enterprise_id = ${quiet.id} and kind = 'rzsj'`,
  )) as { rows: { trigger_types: string[] }[] };
  expect(lead.rows[0]?.trigger_types).toContain('bid_won');

  const full = await refreshLeads(backend.db, ENTERPRISE_TEST_NOW);
  expect(full.scoped).toBeNull();
  expect(await leadsTable()).toEqual(incremental);
});

test('a refresh on a later date rebuilds the whole table even when told what changed', async () => {
  const later = new Date(ENTERPRISE_TEST_NOW.getTime() + 86_400_000);
  const r = await refreshLeads(backend.db, later, [1]);
  expect(r.scoped).toBeNull();
  const same = await refreshLeads(backend.db, later, [1]);
  expect(same.scoped).toBeGreaterThanOrEqual(1);
});
