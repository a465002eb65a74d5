import { sql } from 'drizzle-orm';
import { createTestBackend, type TestBackend } from '../../test/test-backend';
import { loadDemoEnterprises } from '../demo-enterprises';

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(() => backend.close());

async function indexes(): Promise<string[]> {
  const result = (await backend.db.execute(
    sql`select indexdef from pg_indexes where schemaname = 'public' order by indexname`,
  )) as { rows: { indexdef: string }[] };
  return result.rows.map((r) => r.indexdef);
}

describe('loading with deferred indexes', () => {
  it('ends with exactly the indexes of the migration', async () => {
    const before = await indexes();
    await loadDemoEnterprises(backend.db, {
      companies: 40,
      seedNumber: 3,
      now: new Date('2026-11-21T08:00:00Z'),
      deferIndexes: true,
    });
    expect(await indexes()).toEqual(before);
    expect(before.some((d) => d.includes('gin_trgm_ops'))).toBe(true);
  });
});
