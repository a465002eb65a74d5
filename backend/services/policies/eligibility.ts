import { sql } from 'drizzle-orm';
import {
  POLICY_MESSAGES,
  VERDICTS,
  type EligibilityAnswer,
  type PolicyVerdict,
  type Verdict,
} from '@/lib/contract/policies';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import {
  enterpriseFacts,
  enterpriseIdByName,
  inForce,
  measuresOf,
  policiesByCode,
  policiesWhere,
  type EnterpriseFacts,
  type PolicyRow,
} from '../../db/queries/policies';
import type { UserRow } from '../../db/queries/users';
import { AppError } from '../../http/errors';
import { findRegion } from '../chains/regions';
import { bestOf, evaluateMeasure } from './clauses';
import { chinaToday, NATIONAL_CODE, policyRecord } from './records';

// 资格自检 (docs/policy-qa.md "Eligibility"): one enterprise against the policies that can
// apply to it (in force, issued for the whole country or a region containing its registered
// district), or against the policies asked for. Three reads of the library and two of the
// enterprise, then evaluation in memory.

/** The most policies one check reads: beyond it the library is too coarse to be useful. */
const MAX_POLICIES = 500;

/** The codes of the regions containing a district: 全国, its province, its city, itself. */
export function coveringRegions(district: string): string[] {
  return [
    ...new Set([
      NATIONAL_CODE,
      `${district.slice(0, 2)}0000`,
      `${district.slice(0, 4)}00`,
      district,
    ]),
  ];
}

const ORDER: Record<Verdict, number> = { met: 0, unknown: 1, unmet: 2 };

/** Which enterprise: the one asked for, else the caller's company when one is named so. */
export async function resolveEnterprise(
  db: Database,
  user: UserRow,
  qyid: number | undefined,
): Promise<{ facts: EnterpriseFacts; own: boolean }> {
  const id = qyid ?? (await enterpriseIdByName(db, user.company));
  if (id === null) throw new AppError(400, POLICY_MESSAGES.noEnterprise);
  const facts = await enterpriseFacts(db, id);
  if (!facts) throw new AppError(404, POLICY_MESSAGES.noSuchEnterprise);
  return { facts, own: qyid === undefined };
}

export async function checkEligibility(
  deps: { db: Database; clock: Clock },
  facts: EnterpriseFacts,
  codes: string[] | undefined,
  own: boolean,
): Promise<EligibilityAnswer> {
  const { db } = deps;
  const today = chinaToday(deps.clock.now());
  let policies: PolicyRow[];
  if (codes && codes.length > 0) {
    policies = await policiesByCode(db, codes);
    const missing = codes.find((c) => !policies.some((p) => p.code === c));
    if (missing !== undefined) throw new AppError(404, POLICY_MESSAGES.noSuchPolicy(missing));
  } else {
    const regions = coveringRegions(facts.regionCode);
    policies = await policiesWhere(
      db,
      sql`${inForce(today)} and p.region_code = any(array[${sql.join(
        regions.map((r) => sql`${r}`),
        sql`, `,
      )}]::text[])`,
      MAX_POLICIES,
    );
  }
  const measures = await measuresOf(
    db,
    policies.map((p) => p.id),
  );
  const byPolicy = new Map<number, typeof measures>();
  for (const m of measures) byPolicy.set(m.policyId, [...(byPolicy.get(m.policyId) ?? []), m]);

  const data: PolicyVerdict[] = policies.map((p) => {
    const evaluated = (byPolicy.get(p.id) ?? []).map((m) => evaluateMeasure(m, facts, today));
    const counts = { met: 0, unmet: 0, unknown: 0 };
    for (const m of evaluated) for (const c of m.clauses) counts[c.verdict]++;
    return {
      policy: policyRecord(p, today),
      // A policy without measures names nothing to check: the enterprise must read it.
      verdict: evaluated.length === 0 ? 'unknown' : bestOf(evaluated.map((m) => m.verdict)),
      measures: evaluated,
      counts,
    };
  });
  data.sort(
    (a, b) =>
      ORDER[a.verdict] - ORDER[b.verdict] ||
      b.policy.issuedon.localeCompare(a.policy.issuedon) ||
      a.policy.code.localeCompare(b.policy.code),
  );
  const summary = { total: data.length, met: 0, unmet: 0, unknown: 0 };
  for (const v of VERDICTS) summary[v] = data.filter((d) => d.verdict === v).length;
  return {
    data,
    extraData: {
      enterprise: {
        ID_: String(facts.id),
        qymc: facts.qymc,
        tyshxydm: facts.tyshxydm,
        region: findRegion(facts.regionCode)?.path ?? facts.regionCode,
      },
      summary,
      asof: today,
      owncompany: own,
    },
  };
}
