import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { compareTray, enterprises } from '../schema';

// 企业对比's reads (the figures beyond the profile's counts, for 2–5 enterprises in one
// round trip each) and the comparison tray, whose every statement names the owner.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const idArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::bigint[]`;

export type CompareExtras = {
  id: number;
  financing_count: number;
  financing_amount: number;
  last_round: string | null;
  last_financing: string | null;
  invention_patents: number;
  bid_wins: number;
  bid_win_amount: number;
  posts_last12m: number;
};

/** Figures of each enterprise that the dimension counts do not give (one query for all). */
export async function compareExtras(
  db: Database,
  ids: readonly number[],
  today: string,
): Promise<CompareExtras[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select e.id::float8 as id, f.n as financing_count, f.amount as financing_amount,
        lf.round as last_round, lf.occurred_on::text as last_financing,
        (select count(*) from patents p where p.enterprise_id = e.id and p.type in (1, 8))
          as invention_patents,
        b.n as bid_wins, b.amount as bid_win_amount,
        (select count(*) from recruitment_posts r where r.enterprise_id = e.id
          and r.published_on > ${today}::date - interval '12 months') as posts_last12m
      from enterprises e
      cross join lateral (select count(*) as n, coalesce(sum(amount_wan), 0)::float8 as amount
        from financing_events where enterprise_id = e.id) f
      left join lateral (select round, occurred_on from financing_events
        where enterprise_id = e.id order by occurred_on desc, id desc limit 1) lf on true
      cross join lateral (select count(*) as n, coalesce(sum(amount), 0)::float8 as amount
        from bids where enterprise_id = e.id and role = '中标') b
      where e.id = any(${idArray(ids)})`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    financing_count: Number(r.financing_count),
    financing_amount: Number(r.financing_amount),
    last_round: (r.last_round as string | null) ?? null,
    last_financing: (r.last_financing as string | null) ?? null,
    invention_patents: Number(r.invention_patents),
    bid_wins: Number(r.bid_wins),
    bid_win_amount: Number(r.bid_win_amount),
    posts_last12m: Number(r.posts_last12m),
  }));
}

export type PlacementRow = {
  enterprise_id: number;
  chain_code: string;
  chain_name: string;
  node_code: string;
  node_name: string;
  confidence: 'confirmed' | 'likely';
};

/** The chain links (confirmed and likely placements) of each enterprise, strongest first. */
export async function comparePlacements(
  db: Database,
  ids: readonly number[],
  perEnterprise: number,
): Promise<PlacementRow[]> {
  return rowsOf<PlacementRow & { enterprise_id: number | string }>(
    await db.execute(sql`
      select k.enterprise_id::float8 as enterprise_id, k.chain_code, k.chain_name, k.node_code,
        k.node_name, k.confidence
      from (
        select cp.enterprise_id, c.code as chain_code, c.name as chain_name,
          n.code as node_code, n.name as node_name, cp.confidence,
          row_number() over (partition by cp.enterprise_id
            order by (cp.confidence = 'confirmed') desc, cp.score desc, n.code) as rank
        from chain_placements cp
        join industry_chain_nodes n on n.id = cp.node_id
        join industry_chains c on c.id = cp.chain_id
        where cp.enterprise_id = any(${idArray(ids)})
          and cp.confidence in ('confirmed', 'likely')) k
      where k.rank <= ${perEnterprise}
      order by k.enterprise_id, k.rank`),
  ).map((r) => ({ ...r, enterprise_id: Number(r.enterprise_id) }));
}

// ---- The tray ----

export type TrayRow = {
  id: number;
  enterpriseId: number;
  qymc: string;
  status: string;
  createdAt: Date;
};

/** The owner's tray, oldest first. */
export function trayOf(db: Database, userId: string): Promise<TrayRow[]> {
  return db
    .select({
      id: compareTray.id,
      enterpriseId: compareTray.enterpriseId,
      qymc: enterprises.qymc,
      status: enterprises.status,
      createdAt: compareTray.createdAt,
    })
    .from(compareTray)
    .innerJoin(enterprises, eq(enterprises.id, compareTray.enterpriseId))
    .where(eq(compareTray.userId, userId))
    .orderBy(asc(compareTray.createdAt), asc(compareTray.id));
}

/**
 * Adds an enterprise to the owner's tray unless it holds `max` already, in one statement so
 * two tabs adding at once cannot pass the limit by much (the unique index stops doubles).
 * 'added', 'already' or 'full'.
 */
export async function addToTray(
  db: Database,
  userId: string,
  enterpriseId: number,
  max: number,
): Promise<'added' | 'already' | 'full'> {
  const inserted = rowsOf<{ id: unknown }>(
    await db.execute(sql`
      insert into compare_tray (user_id, enterprise_id)
      select ${userId}, ${enterpriseId}
      where (select count(*) from compare_tray where user_id = ${userId}) < ${max}
      on conflict (user_id, enterprise_id) do nothing
      returning id`),
  );
  if (inserted.length > 0) return 'added';
  const [held] = await db
    .select({ id: compareTray.id })
    .from(compareTray)
    .where(and(eq(compareTray.userId, userId), eq(compareTray.enterpriseId, enterpriseId)));
  return held ? 'already' : 'full';
}

/** Removes the owner's item (by item id or enterprise); false when the owner has no such item. */
export async function removeFromTray(
  db: Database,
  userId: string,
  by: { id?: number; enterpriseId?: number },
): Promise<boolean> {
  const conditions = [eq(compareTray.userId, userId)];
  if (by.id !== undefined) conditions.push(eq(compareTray.id, by.id));
  if (by.enterpriseId !== undefined) conditions.push(eq(compareTray.enterpriseId, by.enterpriseId));
  const removed = await db
    .delete(compareTray)
    .where(and(...conditions))
    .returning({ id: compareTray.id });
  return removed.length > 0;
}

export async function clearTray(db: Database, userId: string): Promise<void> {
  await db.delete(compareTray).where(eq(compareTray.userId, userId));
}
