import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { LeadKind } from './triggers';

// Exact lead counts per kind, region prefix, risk and trigger type, stored by the derive step with the
// leads themselves (docs/leads.md "Counts"): counting every lead of a kind nationwide reads
// 70,000–230,000 index entries at 1,000,000 enterprises, over the list's 150 ms target, while
// the lists a user opens first (a city, a province, 全国, with or without 排除风险企业) have no
// other filter. Other filters narrow the list and are counted live.

/** app_meta key of the stored counts. */
export const LEADS_COUNTS_KEY = 'leads_counts';

/** Counts of one kind: 'all' leads or only 'safe' ones (no risk flag), by region prefix. */
type KindCounts = { all: Record<string, number>; safe: Record<string, number> };
export type LeadCounts = Partial<Record<LeadKind, KindCounts>>;

/**
 * Recounts the table (inside the refresh's transaction, after its writes) and stores the
 * counts by '' (national), the 2-digit (province) and the 4-digit (city) prefix of the
 * region code; answers the totals per kind.
 */
export async function storeLeadCounts(
  tx: Pick<Database, 'execute'>,
): Promise<Record<LeadKind, number>> {
  const res = (await tx.execute(sql`select kind, left(region_code, 4) as p4,
      cardinality(risk_flags) = 0 as safe, count(*)::int as n
    from leads group by 1, 2, 3`)) as {
    rows: { kind: LeadKind; p4: string; safe: boolean; n: number }[];
  };
  // The same per trigger type (a lead counts once under each of its triggers).
  const byTrigger = (await tx.execute(sql`select kind, left(region_code, 4) as p4,
      cardinality(risk_flags) = 0 as safe, t.trigger, count(*)::int as n
    from leads cross join lateral unnest(trigger_types) as t(trigger) group by 1, 2, 3, 4`)) as {
    rows: { kind: LeadKind; p4: string; safe: boolean; trigger: string; n: number }[];
  };
  const counts: LeadCounts = {};
  const add = (bucket: Record<string, number>, key: string, n: number) => {
    bucket[key] = (bucket[key] ?? 0) + n;
  };
  const tally = (r: { kind: LeadKind; p4: string; safe: boolean; n: number }, suffix: string) => {
    const of = (counts[r.kind] ??= { all: {}, safe: {} });
    for (const bucket of r.safe ? [of.all, of.safe] : [of.all]) {
      add(bucket, suffix, r.n);
      add(bucket, r.p4.slice(0, 2) + suffix, r.n);
      add(bucket, r.p4 + suffix, r.n);
    }
  };
  for (const r of res.rows) tally(r, '');
  for (const r of byTrigger.rows) tally(r, countSuffix(r.trigger));
  await tx.execute(sql`insert into app_meta (key, value)
    values (${LEADS_COUNTS_KEY}, ${JSON.stringify({ ...counts, [PER_TRIGGER]: true })}::jsonb)
    on conflict (key) do update set value = excluded.value, updated_at = now()`);
  return { rzsj: counts.rzsj?.all[''] ?? 0, cksj: counts.cksj?.all[''] ?? 0 };
}

/** Marks counts stored per trigger type too (counts stored before them have none). */
const PER_TRIGGER = 'perTrigger';

/** The key suffix of one trigger type's counts ('3301|bid_won'). */
const countSuffix = (trigger: string) => `|${trigger}`;

/**
 * The stored count of a kind's leads in a region prefix ('' national, 2 or 4 digits), all or
 * only those without a risk flag, of every trigger or of one; null when none is stored (a
 * database whose leads were derived before the counts were), so the caller counts live.
 */
export async function storedLeadCount(
  db: Database,
  kind: LeadKind,
  prefix: string,
  safeOnly: boolean,
  trigger?: string,
): Promise<number | null> {
  const key = prefix + (trigger === undefined ? '' : countSuffix(trigger));
  const res = (await db.execute(sql`select
      (value #>> array[${kind}, ${safeOnly ? 'safe' : 'all'}, ${key}]::text[])::int as n,
      value ? ${PER_TRIGGER} as per_trigger
    from app_meta where key = ${LEADS_COUNTS_KEY}`)) as {
    rows: { n: number | null; per_trigger: boolean }[];
  };
  const row = res.rows[0];
  if (row === undefined || (trigger !== undefined && !row.per_trigger)) return null;
  // A kind or region without leads is stored as absent: zero, not unknown.
  return row.n ?? 0;
}
