import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import type { PlacementConfidence, PlacementEvidence } from '../schema';

// Reads of 找产品 (docs/industry-chains.md, API): the catalogue, its producers and their
// regional counts, product relations and patents naming a product. Every value is bound.

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

export type ProductRow = {
  id: number;
  code: string;
  name: string;
  definition: string;
  keywords: string[];
  categoryId: number;
  categoryCode: string;
  categoryName: string;
  producers: number;
  confirmed: number;
};

const productColumns = sql`p.id, p.code, p.name, p.definition, p.keywords, p.category_id,
  c.code as category_code, c.name as category_name,
  coalesce(s.producer_count, 0) as producers, coalesce(s.confirmed_count, 0) as confirmed`;
const productFrom = sql`catalog_products p join catalog_categories c on c.id = p.category_id
  left join catalog_product_region_stats s on s.product_id = p.id and s.region_code = '000000'`;

const toProduct = (r: Record<string, unknown>): ProductRow => ({
  id: Number(r.id),
  code: String(r.code),
  name: String(r.name),
  definition: String(r.definition),
  keywords: (r.keywords as string[]) ?? [],
  categoryId: Number(r.category_id),
  categoryCode: String(r.category_code),
  categoryName: String(r.category_name),
  producers: Number(r.producers),
  confirmed: Number(r.confirmed),
});

export async function findProduct(db: Database, code: string): Promise<ProductRow | undefined> {
  const [row] = await rows<Record<string, unknown>>(
    db,
    sql`select ${productColumns} from ${productFrom} where p.code = ${code}`,
  );
  return row ? toProduct(row) : undefined;
}

/**
 * Products matching `match` (built by the service over `p`), ranked by `tier` (an expression
 * over `p`), then producers, then catalogue order; and how many match.
 */
export async function searchProducts(
  db: Database,
  match: SQL,
  tier: SQL,
  page: { offset: number; limit: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select ${productColumns}, count(*) over () as total from ${productFrom}
      where ${match}
      order by ${tier}, coalesce(s.producer_count, 0) desc, p.sort, p.id
      limit ${page.limit} offset ${page.offset}`,
  );
  if (found.length) return { rows: found.map(toProduct), total: Number(found[0]!.total) };
  const [count] = await rows<{ n: number | string }>(
    db,
    sql`select count(*) as n from catalog_products p where ${match}`,
  );
  return { rows: [], total: Number(count?.n ?? 0) };
}

/** Products with the most producers nationwide. */
export async function hotProducts(db: Database, limit: number): Promise<ProductRow[]> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select ${productColumns} from ${productFrom}
      order by coalesce(s.producer_count, 0) desc, p.sort, p.id limit ${limit}`,
  );
  return found.map(toProduct);
}

export type CategoryRow = {
  id: number;
  code: string;
  name: string;
  parentId: number | null;
  sort: number;
  /** Products directly in the category. */
  products: number;
};

export async function allCategories(db: Database): Promise<CategoryRow[]> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select c.id, c.code, c.name, c.parent_id, c.sort,
        (select count(*) from catalog_products p where p.category_id = c.id) as products
      from catalog_categories c order by c.sort, c.id`,
  );
  return found.map((r) => ({
    id: Number(r.id),
    code: String(r.code),
    name: String(r.name),
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    sort: Number(r.sort),
    products: Number(r.products),
  }));
}

/** Products directly in a category, in catalogue order. */
export async function categoryProducts(db: Database, categoryId: number): Promise<ProductRow[]> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select ${productColumns} from ${productFrom} where p.category_id = ${categoryId}
      order by p.sort, p.id`,
  );
  return found.map(toProduct);
}

/** The chain links a product is made on. */
export async function productLinks(db: Database, productId: number) {
  const found = await rows<Record<string, string>>(
    db,
    sql`select c.code as chain_code, c.name as chain_name, n.code, n.name, n.stage
      from catalog_product_nodes pn
      join industry_chain_nodes n on n.id = pn.node_id
      join industry_chains c on c.id = n.chain_id
      where pn.product_id = ${productId} order by c.sort, c.id, n.level, n.sort`,
  );
  return found.map((r) => ({
    chain: { code: r.chain_code!, name: r.chain_name! },
    node: { code: r.code!, name: r.name!, stage: r.stage! },
  }));
}

/** The product's inputs (`upstream`) or uses (`downstream`), each with the chains saying so. */
export async function relatedProducts(
  db: Database,
  productId: number,
  direction: 'upstream' | 'downstream',
): Promise<{ code: string; name: string; chains: string[] }[]> {
  const [self, other] =
    direction === 'upstream'
      ? [sql`r.downstream_id`, sql`r.upstream_id`]
      : [sql`r.upstream_id`, sql`r.downstream_id`];
  const found = await rows<{ code: string; name: string; chains: string[] }>(
    db,
    sql`select p.code, p.name, array_agg(c.name order by c.sort, c.id) as chains
      from catalog_product_relations r
      join catalog_products p on p.id = ${other}
      join industry_chains c on c.id = r.chain_id
      where ${self} = ${productId}
      group by p.id, p.code, p.name, p.sort order by p.sort, p.id`,
  );
  return found.map((r) => ({ code: r.code, name: r.name, chains: r.chains ?? [] }));
}

export type ProducerRow = {
  id: number;
  qymc: string;
  regionCode: string;
  zczb: number | null;
  capitalCurrency: string;
  status: string;
  establishedOn: string;
  tags: string[];
  confidence: PlacementConfidence;
  score: number;
  evidence: PlacementEvidence[];
};

/** A page of a product's producers in a region, by evidence (confirmed first, then score). */
export async function producerPage(
  db: Database,
  productId: number,
  region: SQL,
  page: { offset: number; limit: number },
): Promise<{ rows: ProducerRow[]; total: number }> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select e.id, e.qymc, e.region_code, e.zczb, e.capital_currency, e.status,
        e.established_on::text as established_on, e.tags, pp.confidence, pp.score, pp.evidence,
        count(*) over () as total
      from catalog_product_producers pp join enterprises e on e.id = pp.enterprise_id
      where pp.product_id = ${productId} and ${region}
      order by (pp.confidence = 'confirmed') desc, pp.score desc, e.zczb desc nulls last, e.id
      limit ${page.limit} offset ${page.offset}`,
  );
  let total = found.length ? Number(found[0]!.total) : 0;
  if (!found.length && page.offset > 0) {
    const [count] = await rows<{ n: number | string }>(
      db,
      sql`select count(*) as n from catalog_product_producers pp
        where pp.product_id = ${productId} and ${region}`,
    );
    total = Number(count?.n ?? 0);
  }
  return {
    total,
    rows: found.map((r) => ({
      id: Number(r.id),
      qymc: String(r.qymc),
      regionCode: String(r.region_code),
      zczb: r.zczb === null ? null : Number(r.zczb),
      capitalCurrency: String(r.capital_currency),
      status: String(r.status),
      establishedOn: String(r.established_on),
      tags: (r.tags as string[]) ?? [],
      confidence: r.confidence as PlacementConfidence,
      score: Number(r.score),
      evidence: json(r.evidence as PlacementEvidence[] | string),
    })),
  };
}

/** Producer counts of a product in the given regions. */
export async function productRegionCounts(
  db: Database,
  productId: number,
  regionCodes: readonly string[],
): Promise<Map<string, { producers: number; confirmed: number }>> {
  if (regionCodes.length === 0) return new Map();
  const found = await rows<{
    region_code: string;
    producer_count: number;
    confirmed_count: number;
  }>(
    db,
    sql`select region_code, producer_count, confirmed_count from catalog_product_region_stats
      where product_id = ${productId} and region_code in (${sql.join(
        regionCodes.map((c) => sql`${c}`),
        sql`, `,
      )})`,
  );
  return new Map(
    found.map((r) => [
      r.region_code,
      { producers: Number(r.producer_count), confirmed: Number(r.confirmed_count) },
    ]),
  );
}

export type PatentRow = {
  id: number;
  title: string;
  type: number;
  applicationNo: string;
  appliedOn: string;
  legalStatus: string;
  enterpriseId: number;
  qymc: string;
  keyword: string;
};

/**
 * Patents whose title holds one of `words` (each with its bigrams, through the title's bigram
 * index), newest first among at most `cap` + 1 gathered; `capped` when more were there.
 */
export async function patentsHolding(
  db: Database,
  words: { word: string; grams: string[] }[],
  page: { offset: number; limit: number },
  cap: number,
): Promise<{ rows: PatentRow[]; total: number; capped: boolean }> {
  if (words.length === 0) return { rows: [], total: 0, capped: false };
  const branches = words.map(
    ({ word, grams }) => sql`(select t.id, ${word}::text as keyword from patents t
      where zsai_bigrams(t.title) @> array[${sql.join(
        grams.map((g) => sql`${g}`),
        sql`, `,
      )}]::text[] and strpos(t.title, ${word}) > 0 limit ${cap + 1})`,
  );
  const found = await rows<Record<string, unknown>>(
    db,
    sql`with hit as (select distinct on (id) id, keyword from (${sql.join(branches, sql` union all `)}) h
        order by id, char_length(keyword) desc),
      gathered as (select * from hit limit ${cap + 1}),
      counted as (select count(*) as n from gathered)
      select t.id, t.title, t.type, t.application_no, t.applied_on::text as applied_on,
        t.legal_status, t.enterprise_id, e.qymc, g.keyword, (select n from counted) as total
      from gathered g join patents t on t.id = g.id join enterprises e on e.id = t.enterprise_id
      order by t.applied_on desc, t.id desc limit ${page.limit} offset ${page.offset}`,
  );
  const counted = found.length
    ? Number(found[0]!.total)
    : page.offset > 0
      ? Number(
          (
            await rows<{ n: number | string }>(
              db,
              sql`select count(*) as n from (select distinct id from (${sql.join(branches, sql` union all `)}) h limit ${cap + 1}) x`,
            )
          )[0]?.n ?? 0,
        )
      : 0;
  return {
    capped: counted > cap,
    total: Math.min(counted, cap),
    rows: found.map((r) => ({
      id: Number(r.id),
      title: String(r.title),
      type: Number(r.type),
      applicationNo: String(r.application_no),
      appliedOn: String(r.applied_on),
      legalStatus: String(r.legal_status),
      enterpriseId: Number(r.enterprise_id),
      qymc: String(r.qymc),
      keyword: String(r.keyword),
    })),
  };
}
