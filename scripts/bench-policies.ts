// 政策问答 latency (issue 18 target: an eligibility check of one enterprise against 200
// policies ≤ 200 ms p95). Prints figures, asserts nothing. Part of `npm run bench`; alone:
// `npx tsx scripts/bench-policies.ts`.
//
// In-process, against the alias handlers themselves (the screen check, the reads, the clause
// evaluation and the records, as /zsai/api answers them minus HTTP and JSON), on a fresh
// in-memory PGlite seeded with BENCH_POLICY_COMPANIES demo companies and the demo policy
// library (264 policies), or on BENCH_DATABASE_URL when set (a database seeded beforehand).
// Lines: 200 named policies per check (the target), the default check (the policies covering
// the enterprise's region), and questions.
//
// BENCH_POLICY_COMPANIES  demo companies of the PGlite run (2,000)
// BENCH_POLICY_ROUNDS     rounds over each line's questions (5)
import { sql } from 'drizzle-orm';
import { demoEnterprisesStep } from '@/backend/data/demo-enterprises';
import { demoUsersStep } from '@/backend/data/demo-users';
import { ensureReferenceData } from '@/backend/data/reference-data';
import { openPglite, openPostgres, type DatabaseHandle } from '@/backend/db/client';
import { gjzcAsk, gjzcEligibility } from '@/backend/services/form-query/policies';
import { benchUser, rowsOf, timeAlias } from './lib/bench-in-process';

const ROUNDS = Number(process.env.BENCH_POLICY_ROUNDS ?? 5);
const COMPANIES = Number(process.env.BENCH_POLICY_COMPANIES ?? 2000);
const ENTERPRISES = 20;
const POLICIES = 200;

async function open(): Promise<{ handle: DatabaseHandle; where: string }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) return { handle: await openPostgres(url), where: 'PostgreSQL (BENCH_DATABASE_URL)' };
  const handle = await openPglite('memory://');
  await handle.migrate();
  await ensureReferenceData(handle.db);
  const clock = { now: () => new Date() };
  await demoUsersStep.run(handle.db, { companies: 0, seedNumber: 1 }, clock);
  await demoEnterprisesStep.run(handle.db, { companies: COMPANIES, seedNumber: 1 }, clock);
  return {
    handle,
    where: `PGlite in memory, ${COMPANIES.toLocaleString('en')} demo companies`,
  };
}

export async function benchPolicies(): Promise<void> {
  const { handle, where } = await open();
  try {
    const { db } = handle;
    const bench = await benchUser(db, 'policy Q&A');
    if (!bench) return;
    const [library] = await rowsOf<{ n: number; clauses: number }>(
      db,
      sql`select (select count(*)::int from policies) as n,
        (select count(*)::int from policy_clauses) as clauses`,
    );
    console.log(`policy Q&A on ${where}: ${library!.n} policies, ${library!.clauses} clauses`);
    const codes = (
      await rowsOf<{ code: string }>(
        db,
        sql`select code from policies order by issued_on desc, id limit ${POLICIES}`,
      )
    ).map((r) => r.code);
    // Enterprises with an annual report, so every kind of clause reads a fact.
    const firms = await rowsOf<{ id: string }>(
      db,
      sql`select e.id::text as id from enterprises e
        where exists (select 1 from annual_reports a where a.enterprise_id = e.id)
        order by e.id limit ${ENTERPRISES}`,
    );
    const line = { rounds: ROUNDS, warmUp: 3, hint: 'are demo enterprises and policies seeded?' };
    await timeAlias(
      bench.ctx,
      `gjzcEligibility, one enterprise × ${codes.length} policies`,
      gjzcEligibility,
      firms.map((f) => ({ qyid: f.id, policies: codes })),
      line,
    );
    await timeAlias(
      bench.ctx,
      'gjzcEligibility, one enterprise × the policies covering its region',
      gjzcEligibility,
      firms.map((f) => ({ qyid: f.id })),
      line,
    );
    await timeAlias(
      bench.ctx,
      'gjzcAsk, a question',
      gjzcAsk,
      [
        '高新技术企业认定有什么奖励',
        '小微企业稳岗补贴怎么申请',
        '软件企业人才培训补贴',
        '制造业数字化改造补助',
        '初创企业租金补贴',
      ].map((question) => ({ question, limit: 10 })),
      line,
    );
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchPolicies().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
