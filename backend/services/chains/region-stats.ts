import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ensureRegions } from '../../data/chain-reference';

// Regional figures of the chains (docs/industry-chains.md, Aggregates): per node × region,
// per chain × region and per catalogue product × region, recomputed from the placements
// after every seed and import, so chain screens read a few rows instead of enterprises.
// Counted: live enterprises placed confirmed or likely (weak placements are candidates, not
// counted); a node counts the enterprises placed on it or below it once each.

/** Reference rates to 人民币 for summing registered capital (others count as 人民币). */
export const CNY_RATES: Record<string, number> = {
  美元: 7.1,
  欧元: 7.7,
  英镑: 9.0,
  港元: 0.91,
  日元: 0.047,
};

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type RegionStatsResult = { nodeRows: number; chainRows: number; productRows: number };

const FIGURES = [
  'enterprise_count',
  'registered_capital',
  'paid_in_capital',
  'paid_in_reported',
  'listed_count',
  'srdi_count',
  'high_tech_count',
  'patent_count',
  'invention_patent_count',
  'financing_count',
  'financing_amount',
  'insured_staff',
  'recruitment_count',
  'new_last_12m',
  'new_prev_12m',
  'bid_win_count',
  'bid_win_amount',
] as const;

/** The sums over a group of chain_figures rows `f`, in FIGURES order. */
const sums = sql.raw(`count(*), sum(f.capital), sum(f.paid_in), sum(f.paid_in_known),
  sum(f.listed), sum(f.srdi), sum(f.high_tech), sum(f.patents), sum(f.inventions),
  sum(f.financings), sum(f.financing_amount), sum(f.insured), sum(f.posts),
  sum(f.new_last), sum(f.new_prev), sum(f.bid_wins), sum(f.bid_amount)`);
const columns = sql.raw(FIGURES.join(', '));

export async function refreshRegionStats(db: Database, now: Date): Promise<RegionStatsResult> {
  await ensureRegions(db);
  const today = now.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    await collectFigures(tx, today);
    await tx.execute(sql`delete from chain_node_region_stats`);
    await tx.execute(sql`delete from chain_region_stats`);
    await tx.execute(sql`delete from catalog_product_region_stats`);
    // Each node with itself and its ancestors, so a placement counts up to its stage.
    await tx.execute(sql`insert into chain_node_region_stats
        (node_id, chain_id, region_code, region_level, ${columns})
      with recursive tree(node_id, ancestor_id) as (
        select id, id from industry_chain_nodes
        union all
        select t.node_id, n.parent_id from tree t
        join industry_chain_nodes n on n.id = t.ancestor_id
        where n.parent_id is not null
      ),
      placed as (
        select distinct t.ancestor_id as node_id, p.enterprise_id
        from chain_placements p join tree t on t.node_id = p.node_id
        where p.confidence <> 'weak'
      )
      select p.node_id, n.chain_id, r.code, r.level, ${sums}
      from placed p
      join industry_chain_nodes n on n.id = p.node_id
      join chain_figures f on f.id = p.enterprise_id
      join chain_figure_regions r on r.id = p.enterprise_id
      group by p.node_id, n.chain_id, r.code, r.level`);
    await tx.execute(sql`insert into chain_region_stats
        (chain_id, region_code, region_level, ${columns})
      select p.chain_id, r.code, r.level, ${sums}
      from (select distinct chain_id, enterprise_id from chain_placements
        where confidence <> 'weak') p
      join chain_figures f on f.id = p.enterprise_id
      join chain_figure_regions r on r.id = p.enterprise_id
      group by p.chain_id, r.code, r.level`);
    await tx.execute(sql`insert into catalog_product_region_stats
        (product_id, region_code, region_level, producer_count, confirmed_count)
      select p.product_id, r.code, r.level, count(*),
        count(*) filter (where p.confidence = 'confirmed')
      from catalog_product_producers p
      join chain_figure_regions r on r.id = p.enterprise_id
      group by p.product_id, r.code, r.level`);
    const n = async (table: string) =>
      Number(
        (
          (await tx.execute(sql.raw(`select count(*) as n from ${table}`))) as {
            rows: { n: number | string }[];
          }
        ).rows[0]!.n,
      );
    return {
      nodeRows: await n('chain_node_region_stats'),
      chainRows: await n('chain_region_stats'),
      productRows: await n('catalog_product_region_stats'),
    };
  });
}

/**
 * One row of figures per enterprise the stats count (placed or producing), and its regions:
 * national, province, city and district (a code the region table lacks is read by its
 * digits; a city-level code has no district row).
 */
async function collectFigures(tx: Tx, today: string): Promise<void> {
  const rate = sql.join(
    Object.entries(CNY_RATES).map(([currency, r]) => sql`when ${currency} then ${r}::numeric`),
    sql` `,
  );
  const counted: SQL = sql`(select enterprise_id from chain_placements where confidence <> 'weak'
    union select enterprise_id from catalog_product_producers)`;
  await tx.execute(sql`create temp table chain_figures on commit drop as
    select e.id,
      coalesce(e.zczb, 0) * (case e.capital_currency ${rate} else 1 end) as capital,
      coalesce(e.paid_in_capital, 0) * (case e.capital_currency ${rate} else 1 end) as paid_in,
      (e.paid_in_capital is not null)::int as paid_in_known,
      (e.qylx like '%上市%' and e.qylx not like '%非上市%')::int as listed,
      (e.tags @> array['专精特新']::text[])::int as srdi,
      (e.tags @> array['高新技术企业']::text[])::int as high_tech,
      coalesce(e.insured_count, 0) as insured,
      (e.established_on > ${today}::date - interval '12 months')::int as new_last,
      (e.established_on > ${today}::date - interval '24 months'
        and e.established_on <= ${today}::date - interval '12 months')::int as new_prev,
      coalesce(pt.n, 0) as patents, coalesce(pt.inventions, 0) as inventions,
      coalesce(fe.n, 0) as financings, coalesce(fe.amount, 0) as financing_amount,
      coalesce(rp.n, 0) as posts,
      coalesce(bw.n, 0) as bid_wins, coalesce(bw.amount, 0) as bid_amount,
      e.region_code, g.level as region_level, g.province_code, g.city_code
    from enterprises e
    left join regions g on g.code = e.region_code
    left join (select enterprise_id, count(*) as n,
        count(*) filter (where type in (1, 8)) as inventions
      from patents where enterprise_id in ${counted} group by enterprise_id) pt
      on pt.enterprise_id = e.id
    left join (select enterprise_id, count(*) as n, sum(amount_wan) as amount
      from financing_events where enterprise_id in ${counted} group by enterprise_id) fe
      on fe.enterprise_id = e.id
    left join (select enterprise_id, count(*) as n
      from recruitment_posts where enterprise_id in ${counted} group by enterprise_id) rp
      on rp.enterprise_id = e.id
    left join (select enterprise_id, count(*) as n, sum(amount) as amount
      from bids where role = '中标' and enterprise_id in ${counted} group by enterprise_id) bw
      on bw.enterprise_id = e.id
    where e.id in ${counted}`);
  await tx.execute(sql`create temp table chain_figure_regions on commit drop as
    select f.id, x.code, x.level
    from chain_figures f
    cross join lateral (values
      ('000000', 0),
      (coalesce(f.province_code, left(f.region_code, 2) || '0000'), 1),
      (case when f.region_level >= 2 then f.city_code
        when f.region_level is null and right(f.region_code, 4) <> '0000'
          then left(f.region_code, 4) || '00' end, 2),
      (case when f.region_level = 3 then f.region_code
        when f.region_level is null and right(f.region_code, 2) <> '00' then f.region_code end, 3)
    ) as x(code, level)
    where x.code is not null`);
  await tx.execute(sql`create index on chain_figures (id)`);
  await tx.execute(sql`create index on chain_figure_regions (id)`);
  await tx.execute(sql`analyze chain_figures`);
  await tx.execute(sql`analyze chain_figure_regions`);
}
