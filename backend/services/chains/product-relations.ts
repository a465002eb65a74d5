import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

// Upstream/downstream relations of catalogue products, derived from the chains' order
// (docs/industry-chains.md, Product relations). In one chain, a product made on a link of
// segment S is an input of a product made on a link of segment T when S feeds T: T names S
// among its inputs, or T names none and S lies in the stage just before T's (上游 feeds
// 中游, 中游 feeds 下游). A product is never its own input.

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function refreshProductRelations(db: Database | Tx): Promise<number> {
  await db.execute(sql`delete from catalog_product_relations`);
  await db.execute(sql`
    with recursive under_segment(node_id, segment_id) as (
      select id, id from industry_chain_nodes where level = 2
      union all
      select n.id, u.segment_id from industry_chain_nodes n
      join under_segment u on n.parent_id = u.node_id
    ),
    segments as (
      select id, chain_id, code, inputs,
        case stage when '上游' then 1 when '中游' then 2 else 3 end as stage_order
      from industry_chain_nodes where level = 2
    ),
    feeds as (
      select f.id as feeder, c.id as consumer, c.chain_id
      from segments c join segments f on f.chain_id = c.chain_id and f.id <> c.id
      where (c.inputs is null and f.stage_order = c.stage_order - 1)
         or (c.inputs is not null and f.code = any(c.inputs))
    ),
    made as (
      select distinct u.segment_id, pn.product_id
      from catalog_product_nodes pn join under_segment u on u.node_id = pn.node_id
    )
    insert into catalog_product_relations (upstream_id, downstream_id, chain_id)
    select distinct a.product_id, b.product_id, feeds.chain_id
    from feeds
    join made a on a.segment_id = feeds.feeder
    join made b on b.segment_id = feeds.consumer
    where a.product_id <> b.product_id`);
  const result = (await db.execute(sql`select count(*) as n from catalog_product_relations`)) as {
    rows: { n: number | string }[];
  };
  return Number(result.rows[0]!.n);
}
