import { sql, type SQL } from 'drizzle-orm';
import { DEMO_DATA_LABEL } from '@/lib/constants';
import type { Database } from '../../db/client';
import type { EvidenceKind, PlacementConfidence } from '../../db/schema';
import { industriesByCode } from '../../data/reference-lookup';

// The placement rule engine (docs/industry-chains.md, Placement): which enterprises work on
// which chain links, and which make which catalogue products, with the evidence and a
// confidence. Set-based SQL on both engines: each distinct keyword is looked up once per text
// through the character-bigram GIN indexes (zsai_bigrams, decision 008), never an enterprise
// at a time. The whole result is rebuilt in one transaction, so readers see the old
// placements until the new ones are complete.

/** Weight of one piece of evidence of each kind (a placement's score is their sum). */
export const EVIDENCE_WEIGHTS: Record<EvidenceKind, number> = {
  declared: 5,
  product: 3,
  patent: 2,
  scope: 2,
  bid: 2,
  class: 1,
};

/** Kinds that show the enterprise's own words about the link. */
export const TEXT_EVIDENCE: readonly EvidenceKind[] = ['scope', 'product', 'patent', 'bid'];

/** Pieces of evidence kept per kind and placement (the strongest, then by text). */
export const EVIDENCE_PER_KIND = 3;

/** Enterprises in these states are not placed (nor counted by the regional figures). */
export const CLOSED_STATUSES = ['注销', '吊销'];

/**
 * The confidence rule, written once for both placements and producers:
 * - confirmed: a declared link, or evidence of two kinds or more of which one is a text;
 * - likely: text evidence of one kind only;
 * - weak: the industry class only (placements only; never a producer).
 */
export function confidenceOf(kinds: readonly EvidenceKind[]): PlacementConfidence {
  const set = new Set(kinds);
  const text = TEXT_EVIDENCE.some((k) => set.has(k));
  if (set.has('declared') || (set.size >= 2 && text)) return 'confirmed';
  return text ? 'likely' : 'weak';
}

const textKinds = sql.raw(TEXT_EVIDENCE.map((k) => `'${k}'`).join(', '));
const closed = sql.raw(CLOSED_STATUSES.map((s) => `'${s}'`).join(', '));
const weight = (kind: EvidenceKind) => sql.raw(String(EVIDENCE_WEIGHTS[kind]));

/** The same rule in SQL over a group of evidence rows with a `kind` column. */
const confidenceSql = sql`case
  when bool_or(kind = 'declared') or (count(distinct kind) >= 2 and bool_or(kind in (${textKinds})))
    then 'confirmed'
  when bool_or(kind in (${textKinds})) then 'likely'
  else 'weak' end`;

const evidenceJson = sql`jsonb_agg(jsonb_build_object('kind', kind, 'text', text,
  'keyword', keyword, 'weight', weight) order by weight desc, kind, text)`;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type PlacementResult = { placements: number; producers: number; enterprises: number };

/** Rebuilds chain_placements and catalog_product_producers from the facts. */
export async function refreshPlacements(db: Database): Promise<PlacementResult> {
  return db.transaction(async (tx) => {
    await collectKeywords(tx);
    await collectHits(tx);
    await collectNodeClasses(tx);
    const placements = await writePlacements(tx);
    const producers = await writeProducers(tx);
    const enterprises = await count(tx, sql`select count(*) as n from enterprises`);
    return { placements, producers, enterprises };
  });
}

async function count(tx: Tx, query: SQL): Promise<number> {
  const result = (await tx.execute(query)) as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** Every distinct evidence word of the links and the catalogue, with its bigrams. */
async function collectKeywords(tx: Tx): Promise<void> {
  await tx.execute(sql`create temp table chain_keywords on commit drop as
    select keyword, zsai_bigrams(keyword) as grams from (
      select unnest(keywords) as keyword from industry_chain_nodes where level >= 3
      union select unnest(keywords) from catalog_products) k
    where char_length(keyword) >= 2`);
}

/**
 * Where each keyword occurs: business scopes, the enterprises' own product names, patent
 * titles and the titles of bids they won. A lateral lookup per keyword through the bigram
 * index: the index finds the rows holding every bigram, strpos keeps the exact word. The
 * evidence text is the product name, the title, or the scope item holding the word.
 */
async function collectHits(tx: Tx): Promise<void> {
  await tx.execute(sql`create temp table chain_hits (
    enterprise_id bigint not null, keyword text not null, kind text not null, text text not null
  ) on commit drop`);
  const lookups: { kind: EvidenceKind; from: SQL }[] = [
    {
      // The scope item that names the keyword (一般项目：A；B；C。), as the evidence text.
      kind: 'scope',
      from: sql`select e.id as enterprise_id, coalesce((
          select trim(regexp_replace(item, '^[^：:]*[：:]', ''))
          from regexp_split_to_table(e.business_scope, '[；;。]') as item
          where strpos(item, k.keyword) > 0 limit 1), k.keyword) as text
        from enterprises e
        where zsai_bigrams(e.business_scope) @> k.grams and strpos(e.business_scope, k.keyword) > 0`,
    },
    {
      kind: 'product',
      from: sql`select p.enterprise_id, p.name as text from products p
        where zsai_bigrams(p.name) @> k.grams and strpos(p.name, k.keyword) > 0`,
    },
    {
      kind: 'patent',
      from: sql`select p.enterprise_id, p.title as text from patents p
        where zsai_bigrams(p.title) @> k.grams and strpos(p.title, k.keyword) > 0`,
    },
    {
      kind: 'bid',
      from: sql`select b.enterprise_id, b.title as text from bids b
        where zsai_bigrams(b.title) @> k.grams and strpos(b.title, k.keyword) > 0
          and b.role = '中标'`,
    },
  ];
  for (const { kind, from } of lookups) {
    await tx.execute(sql`insert into chain_hits (enterprise_id, keyword, kind, text)
      select h.enterprise_id, k.keyword, ${kind}, h.text
      from chain_keywords k cross join lateral (${from}) h`);
  }
  await tx.execute(sql`create index on chain_hits (enterprise_id)`);
  // The longest word wins: 智能网联汽车测试 is testing, not the 智能网联汽车 inside it;
  // 储能电池管理 is a battery management system, not a 储能电池.
  await tx.execute(sql`delete from chain_hits h using chain_hits l
    where l.enterprise_id = h.enterprise_id and l.kind = h.kind and l.text = h.text
      and char_length(l.keyword) > char_length(h.keyword) and strpos(l.keyword, h.keyword) > 0`);
  await tx.execute(sql`create index on chain_hits (keyword)`);
  await tx.execute(sql`analyze chain_hits`);
}

/**
 * The GB/T classes each link draws on, as the four-digit 小类 enterprises carry: a 中类
 * (three digits) stands for all its 小类. Expanded here from the reference table, so the
 * enterprise side is a plain equality join.
 */
async function collectNodeClasses(tx: Tx): Promise<void> {
  await tx.execute(sql`create temp table chain_node_classes (
    node_id bigint not null, chain_id bigint not null, class_code text not null, label text not null
  ) on commit drop`);
  const nodes = (
    (await tx.execute(
      sql`select id, chain_id, industry_classes from industry_chain_nodes
        where level >= 3 and cardinality(industry_classes) > 0`,
    )) as { rows: { id: number | string; chain_id: number | string; industry_classes: string[] }[] }
  ).rows;
  const classes = [...industriesByCode().values()];
  const rows: SQL[] = [];
  for (const node of nodes) {
    const codes = new Set<string>();
    for (const written of node.industry_classes)
      for (const c of classes) if (c.code.startsWith(written)) codes.add(c.code);
    for (const code of codes) {
      const label = `${code} ${industriesByCode().get(code)!.name}`;
      rows.push(sql`(${Number(node.id)}, ${Number(node.chain_id)}, ${code}, ${label})`);
    }
  }
  for (let i = 0; i < rows.length; i += 500)
    await tx.execute(
      sql`insert into chain_node_classes values ${sql.join(rows.slice(i, i + 500), sql`, `)}`,
    );
  await tx.execute(sql`analyze chain_node_classes`);
}

async function writePlacements(tx: Tx): Promise<number> {
  await tx.execute(sql`create temp table chain_evidence (
    node_id bigint not null, chain_id bigint not null, enterprise_id bigint not null,
    kind text not null, text text not null, keyword text not null, weight smallint not null
  ) on commit drop`);
  // Text evidence: a hit of one of the link's keywords.
  await tx.execute(sql`insert into chain_evidence
    select n.id, n.chain_id, h.enterprise_id, h.kind, h.text, h.keyword,
      case h.kind when 'product' then ${weight('product')} when 'patent' then ${weight('patent')}
        when 'bid' then ${weight('bid')} else ${weight('scope')} end
    from industry_chain_nodes n
    cross join lateral unnest(n.keywords) as nk(keyword)
    join chain_hits h on h.keyword = nk.keyword
    where n.level >= 3`);
  // Declared links (imports, lists): on any node below the stages, the list named in Chinese
  // (the demo lists' source key read 'demo 2026-11-28').
  await tx.execute(sql`insert into chain_evidence
    select n.id, n.chain_id, l.enterprise_id, 'declared', '名单：' || s.label || '（' || l.as_of::text || '）',
      s.label, ${weight('declared')}
    from industry_chain_enterprises l join industry_chain_nodes n on n.id = l.node_id
    cross join lateral (
      select case l.source when 'demo' then ${DEMO_DATA_LABEL} else l.source end as label
    ) s
    where n.level >= 2`);
  // The industry class.
  await tx.execute(sql`insert into chain_evidence
    select c.node_id, c.chain_id, e.id, 'class', c.label, c.class_code, ${weight('class')}
    from chain_node_classes c join enterprises e on e.industry_code = c.class_code
    where e.status not in (${closed})`);

  // One row per placement. A class alone places an enterprise only where nothing else in
  // the chain shows what it does (then on every link of its class, weakly); next to text
  // evidence on the link it strengthens it.
  await tx.execute(sql`delete from chain_placements`);
  await tx.execute(sql`insert into chain_placements
      (node_id, enterprise_id, chain_id, region_code, confidence, score, evidence)
    select g.node_id, g.enterprise_id, g.chain_id, e.region_code, g.confidence, g.score, g.evidence
    from (
      select node_id, enterprise_id, chain_id, ${confidenceSql} as confidence,
        least(sum(weight), 32000)::smallint as score, ${evidenceJson} as evidence
      from (
        select d.*,
          row_number() over (partition by node_id, enterprise_id, kind order by weight desc, text) as nth,
          bool_or(kind <> 'class') over (partition by chain_id, enterprise_id) as chain_text,
          bool_or(kind <> 'class') over (partition by node_id, enterprise_id) as node_text
        from (
          select distinct on (node_id, enterprise_id, kind, text) *
          from chain_evidence
          order by node_id, enterprise_id, kind, text, char_length(keyword) desc
        ) d
      ) r
      where nth <= ${EVIDENCE_PER_KIND} and (node_text or not chain_text)
      group by node_id, enterprise_id, chain_id
    ) g
    join enterprises e on e.id = g.enterprise_id
    where e.status not in (${closed})`);
  return count(tx, sql`select count(*) as n from chain_placements`);
}

/**
 * Producers of catalogue products: text evidence of a product's words; the class of one of
 * the product's links strengthens it. A class alone never makes a producer.
 */
async function writeProducers(tx: Tx): Promise<number> {
  await tx.execute(sql`create temp table product_evidence (
    product_id bigint not null, enterprise_id bigint not null,
    kind text not null, text text not null, keyword text not null, weight smallint not null
  ) on commit drop`);
  await tx.execute(sql`insert into product_evidence
    select p.id, h.enterprise_id, h.kind, h.text, h.keyword,
      case h.kind when 'product' then ${weight('product')} when 'patent' then ${weight('patent')}
        when 'bid' then ${weight('bid')} else ${weight('scope')} end
    from catalog_products p
    cross join lateral unnest(p.keywords) as pk(keyword)
    join chain_hits h on h.keyword = pk.keyword`);
  await tx.execute(sql`insert into product_evidence
    select distinct t.product_id, t.enterprise_id, 'class', c.label, c.class_code, ${weight('class')}
    from (select distinct product_id, enterprise_id from product_evidence) t
    join enterprises e on e.id = t.enterprise_id
    join catalog_product_nodes pn on pn.product_id = t.product_id
    join chain_node_classes c on c.node_id = pn.node_id and c.class_code = e.industry_code`);
  await tx.execute(sql`delete from catalog_product_producers`);
  await tx.execute(sql`insert into catalog_product_producers
      (product_id, enterprise_id, region_code, confidence, score, evidence)
    select g.product_id, g.enterprise_id, e.region_code, g.confidence, g.score, g.evidence
    from (
      select product_id, enterprise_id, ${confidenceSql} as confidence,
        least(sum(weight), 32000)::smallint as score, ${evidenceJson} as evidence
      from (
        select d.*,
          row_number() over (partition by product_id, enterprise_id, kind order by weight desc, text) as nth
        from (
          select distinct on (product_id, enterprise_id, kind, text) *
          from product_evidence
          order by product_id, enterprise_id, kind, text, char_length(keyword) desc
        ) d
      ) r
      where nth <= ${EVIDENCE_PER_KIND}
      group by product_id, enterprise_id
    ) g
    join enterprises e on e.id = g.enterprise_id
    where e.status not in (${closed})`);
  return count(tx, sql`select count(*) as n from catalog_product_producers`);
}
