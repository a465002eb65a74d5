import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventFilterSql } from '../../db/queries/industry-events';
import { allSubscriptions, maxEventId } from '../../db/queries/event-subscriptions';
import { subscriptionFilter } from './subscriptions';

// Derive step `event-deliveries` (docs/intelligence.md "Subscriptions and delivery"): every
// subscription gets the events newer than its watermark that match it (the feed's own filter
// SQL), once per user and event; then its watermark moves to the newest event id.

export type DeliveriesRefresh = { rows: number; subscriptions: number };

export async function deliverEvents(db: Database): Promise<DeliveriesRefresh> {
  return db.transaction(async (tx) => {
    const through = await maxEventId(tx);
    let rows = 0;
    const subscriptions = await allSubscriptions(tx);
    for (const s of subscriptions) {
      if (s.deliveredThrough >= through) continue;
      {
        const r = (await tx.execute(sql`with d as (
            insert into event_deliveries (user_id, event_id, subscription_id)
            select ${s.userId}, ev.id, ${s.id}::bigint from industry_events ev
            where ev.id > ${s.deliveredThrough}::bigint and ev.id <= ${through}::bigint
              and ${eventFilterSql(subscriptionFilter(s))}
            on conflict do nothing returning 1)
          select count(*)::int as n from d`)) as { rows: { n: number }[] };
        rows += Number(r.rows[0]!.n);
      }
      await tx.execute(sql`update event_subscriptions set delivered_through = ${through}::bigint
          where id = ${s.id}::bigint and delivered_through = ${s.deliveredThrough}::bigint`);
    }
    return { rows, subscriptions: subscriptions.length };
  });
}
