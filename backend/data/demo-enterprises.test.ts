import { sql } from 'drizzle-orm';
import { getMeta } from '../db/queries/app-meta';
import { countUnreadDynamics } from '../db/queries/dynamics';
import { createEnterpriseTestBackend, ENTERPRISE_TEST_NOW } from '../test/test-backend';
import { DATASET_META_KEY, loadDemoEnterprises } from './demo-enterprises';

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
let backend: Backend;
beforeAll(async () => {
  backend = await createEnterpriseTestBackend({ companies: 200 });
});
afterAll(() => backend.close());

async function scalar(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await backend.db.execute(query)) as { rows: { n: number | string }[] };
  return Number(result.rows[0]!.n);
}

describe('demo enterprise dataset in the database', () => {
  it('loads the requested enterprises and marks the dataset as demo data', async () => {
    expect(await scalar(sql`select count(*) as n from enterprises`)).toBe(200);
    expect(await getMeta(backend.db, DATASET_META_KEY)).toMatchObject({
      kind: 'demo',
      companies: 200,
    });
    expect(await scalar(sql`select count(*) as n from industry_chains`)).toBeGreaterThanOrEqual(8);
  });

  it('keeps referential integrity beyond the foreign keys', async () => {
    // Every enterprise names its legal representative (a branch: its head) as a position.
    expect(
      await scalar(sql`select count(*) as n from enterprises e where not exists (
        select 1 from positions p join people h on h.id = p.person_id
        where p.enterprise_id = e.id and p.title in ('法定代表人', '负责人') and h.name = e.legal_representative)`),
    ).toBe(0);
    // Branches hold no shares and are held by nobody.
    expect(
      await scalar(sql`select count(*) as n from branches b join shareholdings s
        on s.enterprise_id = b.branch_id or s.holder_enterprise_id = b.branch_id`),
    ).toBe(0);
    // No enterprise holds itself directly; provenance is always there.
    expect(
      await scalar(
        sql`select count(*) as n from shareholdings where holder_enterprise_id = enterprise_id`,
      ),
    ).toBe(0);
    expect(
      await scalar(
        sql`select count(*) as n from change_records where source is null or as_of is null`,
      ),
    ).toBe(0);
    // Declared chain links point at links (level 3 and below), never at stages or segments.
    expect(
      await scalar(sql`select count(*) as n from industry_chain_enterprises l
        join industry_chain_nodes n on n.id = l.node_id where n.level < 3`),
    ).toBe(0);
  });

  it('lets the demo users see unread dynamics of the last month', async () => {
    const since = new Date(ENTERPRISE_TEST_NOW.getTime() - 30 * 86_400_000);
    const result = (await backend.db.execute(
      sql`select id from users where phone in ('13800000001', '13800000002')`,
    )) as { rows: { id: string }[] };
    expect(result.rows).toHaveLength(2);
    for (const { id } of result.rows) {
      expect(await countUnreadDynamics(backend.db, id, since)).toBeGreaterThan(0);
    }
  });

  it('refuses to seed over existing enterprises', async () => {
    await expect(
      loadDemoEnterprises(backend.db, { companies: 10, seedNumber: 1, now: ENTERPRISE_TEST_NOW }),
    ).rejects.toThrow(/already holds enterprises/);
  });

  it('continues identity sequences after the generated ids', async () => {
    const result = (await backend.db.execute(
      sql`insert into people (name, person_key, source, as_of) values ('测试', 'test:1', 'test', '2026-11-21') returning id`,
    )) as { rows: { id: number | string }[] };
    expect(Number(result.rows[0]!.id)).toBeGreaterThan(
      await scalar(sql`select max(id) - 1 as n from people`),
    );
  });
});
