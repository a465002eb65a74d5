import { sql } from 'drizzle-orm';
import { chinaToday } from '../../clock';
import type { Database } from '../../db/client';
import { CNY_RATES } from '../chains/region-stats';
import { regionByCode } from '../search/reference';

// Step park-members (docs/investment-promotion.md, Membership): which live enterprises are
// located in which park, and each park's figures, recomputed from the facts after every seed
// and import so a park profile reads one row per section instead of its enterprises.
//
// The rule: the registered address holds the park's name or one of its aliases (a park word)
// AND the enterprise's region lies in the park's region. The region condition keeps 鼓楼高新区
// of 南京 from collecting an address in 福州's 鼓楼区 that happens to hold the same words.

/**
 * A demo park's leading chains are its largest chains by firms placed on them, at most this
 * many, each with at least PARK_LEADING_MIN_FIRMS (an invented park claims no industry it has
 * no firms in). Imported parks keep the leading chains their source declares.
 */
export const PARK_LEADING_CHAINS = 2;
export const PARK_LEADING_MIN_FIRMS = 3;

/** Months of the registrations-per-month series. */
export const PARK_MONTHS = 24;

/** Qualification tags counted per park (小巨人 also carries 专精特新). */
export const PARK_TAGS = [
  '高新技术企业',
  '专精特新',
  '专精特新“小巨人”',
  '科技型中小企业',
  '瞪羚',
  '独角兽',
] as const;

export type ParkMembersResult = { members: number; stats: number; chainRows: number };

/** The words that locate an enterprise in a park: its name and aliases, two characters up. */
export function parkWords(name: string, aliases: readonly string[]): string[] {
  return [...new Set([name, ...aliases].map((w) => w.trim()))].filter((w) => [...w].length >= 2);
}

/** The region_code range of a park's region (a municipality's city spans the province). */
export function parkRegionRange(code: string): [string, string] {
  const prefix = regionByCode(code)?.prefix ?? code.replace(/(00)+$/, '');
  return [prefix.padEnd(6, '0'), prefix.padEnd(6, '9')];
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function count(tx: Tx, table: string): Promise<number> {
  const r = (await tx.execute(sql.raw(`select count(*) as n from ${table}`))) as {
    rows: { n: number | string }[];
  };
  return Number(r.rows[0]!.n);
}

export async function refreshParkMembers(db: Database, now: Date): Promise<ParkMembersResult> {
  const today = chinaToday(now);
  const rate = sql.join(
    Object.entries(CNY_RATES).map(([currency, r]) => sql`when ${currency} then ${r}::numeric`),
    sql` `,
  );
  return db.transaction(async (tx) => {
    const found = (await tx.execute(sql`select id, name, aliases, region_code from parks`)) as {
      rows: { id: number | string; name: string; aliases: string[]; region_code: string }[];
    };
    await tx.execute(sql`delete from park_chain_stats`);
    await tx.execute(sql`delete from park_stats`);
    await tx.execute(sql`delete from park_members`);
    await tx.execute(sql`create temp table park_keys (park_id bigint, keyword text,
      lo text, hi text) on commit drop`);
    const keys = found.rows.flatMap((p) => {
      const [lo, hi] = parkRegionRange(p.region_code);
      return parkWords(p.name, p.aliases).map((k) => sql`(${Number(p.id)}, ${k}, ${lo}, ${hi})`);
    });
    for (let i = 0; i < keys.length; i += 500)
      await tx.execute(
        sql`insert into park_keys values ${sql.join(keys.slice(i, i + 500), sql`, `)}`,
      );
    // Each park word is looked up once through the address bigram index (strpos keeps the
    // exact word); the longest word found is the one recorded.
    await tx.execute(sql`insert into park_members
        (park_id, enterprise_id, keyword, capital, established_on, industry_category)
      select distinct on (k.park_id, e.id) k.park_id, e.id, k.keyword,
        coalesce(e.zczb, 0) * (case e.capital_currency ${rate} else 1 end),
        e.established_on, e.industry_category
      from park_keys k
      join enterprises e on zsai_bigrams(e.address) @> zsai_bigrams(k.keyword)
        and strpos(e.address, k.keyword) > 0
        and e.region_code between k.lo and k.hi
      where e.status not in ('注销', '吊销')
      order by k.park_id, e.id, length(k.keyword) desc, k.keyword`);

    const members = sql`(select distinct enterprise_id from park_members)`;
    await tx.execute(sql`insert into park_stats (park_id, enterprise_count, registered_capital,
        listed_count, patent_count, invention_patent_count, financing_count, financing_amount,
        new_last_12m, by_industry, by_tag, monthly)
      select p.id, count(m.enterprise_id), coalesce(sum(m.capital), 0),
        count(*) filter (where e.qylx like '%上市%' and e.qylx not like '%非上市%'),
        coalesce(sum(pt.n), 0), coalesce(sum(pt.inventions), 0),
        coalesce(sum(fe.n), 0), coalesce(sum(fe.amount), 0),
        count(*) filter (where m.established_on > ${today}::date - interval '12 months'),
        '{}'::jsonb, '{}'::jsonb, '[]'::jsonb
      from parks p
      left join park_members m on m.park_id = p.id
      left join enterprises e on e.id = m.enterprise_id
      left join (select enterprise_id, count(*) as n,
          count(*) filter (where type in (1, 8)) as inventions
        from patents where enterprise_id in ${members} group by enterprise_id) pt
        on pt.enterprise_id = m.enterprise_id
      left join (select enterprise_id, count(*) as n, sum(amount_wan) as amount
        from financing_events where enterprise_id in ${members} group by enterprise_id) fe
        on fe.enterprise_id = m.enterprise_id
      group by p.id`);
    await tx.execute(sql`update park_stats s set by_industry = x.j
      from (select park_id, jsonb_object_agg(industry_category, n) as j
        from (select park_id, industry_category, count(*) as n from park_members
          group by park_id, industry_category) t group by park_id) x
      where x.park_id = s.park_id`);
    const tags = sql.join(
      PARK_TAGS.map((t) => sql`${t}`),
      sql`, `,
    );
    await tx.execute(sql`update park_stats s set by_tag = x.j
      from (select park_id, jsonb_object_agg(tag, n) as j
        from (select m.park_id, t.tag, count(*) as n
          from park_members m join enterprises e on e.id = m.enterprise_id
          cross join lateral unnest(e.tags) as t(tag)
          where t.tag in (${tags})
          group by m.park_id, t.tag) t group by park_id) x
      where x.park_id = s.park_id`);
    // Every park gets all PARK_MONTHS months, zeros included, so charts need no filling.
    await tx.execute(sql`update park_stats s set monthly = x.j
      from (select p.id as park_id,
          jsonb_agg(jsonb_build_object('month', to_char(mo.m, 'YYYY-MM'),
            'count', coalesce(c.n, 0)) order by mo.m) as j
        from parks p
        cross join generate_series(
          date_trunc('month', ${today}::date) - interval '${sql.raw(String(PARK_MONTHS - 1))} months',
          date_trunc('month', ${today}::date), interval '1 month') as mo(m)
        left join (select park_id, date_trunc('month', established_on) as m, count(*) as n
          from park_members group by park_id, date_trunc('month', established_on)) c
          on c.park_id = p.id and c.m = mo.m
        group by p.id) x
      where x.park_id = s.park_id`);
    // Chains: a member placed (confirmed or likely) on a node counts on it and every
    // ancestor once, as the regional chain figures count (docs/industry-chains.md).
    await tx.execute(sql`insert into park_chain_stats (park_id, chain_id, node_id, enterprise_count)
      with recursive tree(node_id, ancestor_id) as (
        select id, id from industry_chain_nodes
        union all
        select t.node_id, n.parent_id from tree t
        join industry_chain_nodes n on n.id = t.ancestor_id
        where n.parent_id is not null
      ),
      placed as (
        select distinct t.ancestor_id as node_id, p.chain_id, p.enterprise_id
        from chain_placements p join tree t on t.node_id = p.node_id
        where p.confidence <> 'weak' and p.enterprise_id in ${members}
      )
      select m.park_id, x.chain_id, x.node_id, count(distinct x.enterprise_id)
      from park_members m join placed x on x.enterprise_id = m.enterprise_id
      group by grouping sets ((m.park_id, x.chain_id, x.node_id), (m.park_id, x.chain_id))`);
    await tx.execute(sql`update parks p set leading_chains = coalesce((
        select array_agg(t.code order by t.n desc, t.code) from (
          select c.code, s.enterprise_count as n
          from park_chain_stats s join industry_chains c on c.id = s.chain_id
          where s.park_id = p.id and s.node_id is null
            and s.enterprise_count >= ${PARK_LEADING_MIN_FIRMS}
          order by s.enterprise_count desc, c.code
          limit ${PARK_LEADING_CHAINS}) t), '{}')
      where p.source = 'demo'`);
    return {
      members: await count(tx, 'park_members'),
      stats: await count(tx, 'park_stats'),
      chainRows: await count(tx, 'park_chain_stats'),
    };
  });
}
