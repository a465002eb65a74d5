import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { policies, policyClauses, policyMeasures } from '../schema';
import type { ClauseKind, ClauseParams, PolicyLevel } from '../schema/policies';

// Reads and writes of 政策问答 (docs/policy-qa.md): the policy library, its measures and
// clauses, and the facts of one enterprise the clauses are checked against.

type Executor = Pick<Database, 'execute' | 'insert' | 'delete'>;
type Reader = Pick<Database, 'execute'>;

async function rows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

// ---- writes ----

export type PolicyInput = {
  code: string;
  title: string;
  issuer: string;
  level: PolicyLevel;
  regionCode: string;
  issuedOn: string;
  validUntil: string | null;
  categories: string[];
  fullText: string;
  isDemo: boolean;
  source: string;
  sourceId: string | null;
  asOf: string;
  measures: {
    title: string;
    content: string;
    clauses: { kind: ClauseKind; params: ClauseParams; text: string }[];
  }[];
};

/**
 * Replaces the policies of the given codes (measures and clauses with them): the policy row is
 * upserted by code and its measures rewritten, since a measure has no key of its own.
 */
export async function writePolicies(db: Executor, input: PolicyInput[]): Promise<number[]> {
  if (input.length === 0) return [];
  const written = await db
    .insert(policies)
    .values(input.map(({ measures: _m, ...p }) => p))
    .onConflictDoUpdate({
      target: policies.code,
      set: {
        title: sql`excluded.title`,
        issuer: sql`excluded.issuer`,
        level: sql`excluded.level`,
        regionCode: sql`excluded.region_code`,
        issuedOn: sql`excluded.issued_on`,
        validUntil: sql`excluded.valid_until`,
        categories: sql`excluded.categories`,
        fullText: sql`excluded.full_text`,
        isDemo: sql`excluded.is_demo`,
        source: sql`excluded.source`,
        sourceId: sql`excluded.source_id`,
        asOf: sql`excluded.as_of`,
      },
    })
    .returning({ id: policies.id, code: policies.code });
  const idOf = new Map(written.map((w) => [w.code, w.id]));
  const ids = written.map((w) => w.id);
  await db.execute(sql`delete from policy_measures where policy_id = any(${sqlIds(ids)})`);
  const measureValues = input.flatMap((p) =>
    p.measures.map((m, i) => ({
      policyId: idOf.get(p.code)!,
      seq: i + 1,
      title: m.title,
      content: m.content,
    })),
  );
  if (measureValues.length === 0) return ids;
  const measures = await db.insert(policyMeasures).values(measureValues).returning({
    id: policyMeasures.id,
    policyId: policyMeasures.policyId,
    seq: policyMeasures.seq,
  });
  const measureId = new Map(measures.map((m) => [`${m.policyId}:${m.seq}`, m.id]));
  const clauseValues = input.flatMap((p) =>
    p.measures.flatMap((m, i) =>
      m.clauses.map((c, j) => ({
        measureId: measureId.get(`${idOf.get(p.code)!}:${i + 1}`)!,
        policyId: idOf.get(p.code)!,
        seq: j + 1,
        kind: c.kind,
        params: c.params,
        text: c.text,
      })),
    ),
  );
  for (let i = 0; i < clauseValues.length; i += 1000)
    await db.insert(policyClauses).values(clauseValues.slice(i, i + 1000));
  return ids;
}

/** Ids as one bound array literal (one parameter, not one per id). */
const sqlIds = (ids: number[]) => sql`${`{${ids.join(',')}}`}::bigint[]`;
/** Texts as one bound array literal, each element quoted. */
const sqlTexts = (texts: string[]) =>
  sql`${`{${texts.map((t) => `"${t.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;

// ---- reads ----

export type PolicyRow = {
  id: number;
  code: string;
  title: string;
  issuer: string;
  level: PolicyLevel;
  regionCode: string;
  issuedOn: string;
  validUntil: string | null;
  categories: string[];
  isDemo: boolean;
  source: string;
};

const POLICY_COLUMNS = sql`p.id, p.code, p.title, p.issuer, p.level, p.region_code,
  p.issued_on::text as issued_on, p.valid_until::text as valid_until, p.categories, p.is_demo,
  p.source`;

type RawPolicy = {
  id: number | string;
  code: string;
  title: string;
  issuer: string;
  level: PolicyLevel;
  region_code: string;
  issued_on: string;
  valid_until: string | null;
  categories: string[];
  is_demo: boolean;
  source: string;
};

const policyRow = (r: RawPolicy): PolicyRow => ({
  id: Number(r.id),
  code: r.code,
  title: r.title,
  issuer: r.issuer,
  level: r.level,
  regionCode: r.region_code,
  issuedOn: r.issued_on,
  validUntil: r.valid_until,
  categories: r.categories,
  isDemo: r.is_demo,
  source: r.source,
});

/**
 * A word held by a column. A plain scan: the library is hundreds to thousands of rows, where
 * strpos over every text takes under a millisecond, while the bigram condition computes each
 * row's bigrams on a scan (about 1 ms a full text on PGlite). The bigram GIN indexes of
 * migration 0031 are there for a library that outgrows this (docs/policy-qa.md).
 */
export function holds(column: SQL, word: string): SQL {
  return sql`(strpos(${column}, ${word}) > 0)`;
}

/** In force on `today`: issued by then and not expired. */
export const inForce = (today: string) =>
  sql`(p.issued_on <= ${today}::date and (p.valid_until is null or p.valid_until >= ${today}::date))`;

export type PolicyFilter = {
  keyword?: string;
  level?: PolicyLevel;
  /** Region code prefix ('44', '4403', '440305'). */
  regionPrefix?: string;
  category?: string;
  validOn?: string;
};

export function policyCondition(f: PolicyFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.keyword)
    parts.push(sql`(${holds(sql`p.title`, f.keyword)} or ${holds(sql`p.full_text`, f.keyword)}
      or ${holds(sql`p.issuer`, f.keyword)})`);
  if (f.level) parts.push(sql`p.level = ${f.level}`);
  if (f.regionPrefix) parts.push(sql`p.region_code like ${`${f.regionPrefix}%`}`);
  if (f.category) parts.push(sql`p.categories @> array[${f.category}]::text[]`);
  if (f.validOn) parts.push(inForce(f.validOn));
  return sql.join(parts, sql` and `);
}

export async function policyPage(
  db: Database,
  where: SQL,
  limit: number,
  offset: number,
): Promise<{ rows: PolicyRow[]; total: number }> {
  const found = await rows<RawPolicy & { total: number | string }>(
    db,
    sql`select ${POLICY_COLUMNS}, count(*) over () as total from policies p where ${where}
      order by p.issued_on desc, p.id desc limit ${limit} offset ${offset}`,
  );
  if (found.length === 0 && offset > 0) {
    const [c] = await rows<{ n: number | string }>(
      db,
      sql`select count(*) as n from policies p where ${where}`,
    );
    return { rows: [], total: Number(c?.n ?? 0) };
  }
  return { rows: found.map(policyRow), total: Number(found[0]?.total ?? 0) };
}

export async function policiesWhere(db: Reader, where: SQL, limit: number): Promise<PolicyRow[]> {
  return (
    await rows<RawPolicy>(
      db,
      sql`select ${POLICY_COLUMNS} from policies p where ${where}
        order by p.issued_on desc, p.id desc limit ${limit}`,
    )
  ).map(policyRow);
}

export async function policiesByCode(db: Reader, codes: string[]): Promise<PolicyRow[]> {
  if (codes.length === 0) return [];
  return policiesWhere(db, sql`p.code = any(${sqlTexts(codes)})`, codes.length);
}

/** The full texts of the policies, by id. */
export async function policyFullTexts(db: Reader, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const found = await rows<{ id: number | string; full_text: string }>(
    db,
    sql`select id, full_text from policies where id = any(${sqlIds(ids)})`,
  );
  return new Map(found.map((r) => [Number(r.id), r.full_text]));
}

export type ClauseRow = {
  id: number;
  seq: number;
  kind: ClauseKind;
  params: ClauseParams;
  text: string;
};
export type MeasureRow = {
  id: number;
  policyId: number;
  seq: number;
  title: string;
  content: string;
  clauses: ClauseRow[];
};

/** The measures of the policies, each with its clauses, in order. */
export async function measuresOf(db: Reader, policyIds: number[]): Promise<MeasureRow[]> {
  if (policyIds.length === 0) return [];
  const measures = await rows<{
    id: number | string;
    policy_id: number | string;
    seq: number;
    title: string;
    content: string;
  }>(
    db,
    sql`select id, policy_id, seq, title, content from policy_measures
      where policy_id = any(${sqlIds(policyIds)}) order by policy_id, seq`,
  );
  const clauses = await rows<{
    id: number | string;
    measure_id: number | string;
    seq: number;
    kind: ClauseKind;
    params: ClauseParams;
    text: string;
  }>(
    db,
    sql`select id, measure_id, seq, kind, params, text from policy_clauses
      where policy_id = any(${sqlIds(policyIds)}) order by policy_id, measure_id, seq`,
  );
  const byMeasure = new Map<number, ClauseRow[]>();
  for (const c of clauses) {
    const list = byMeasure.get(Number(c.measure_id)) ?? [];
    list.push({ id: Number(c.id), seq: c.seq, kind: c.kind, params: c.params, text: c.text });
    byMeasure.set(Number(c.measure_id), list);
  }
  return measures.map((m) => ({
    id: Number(m.id),
    policyId: Number(m.policy_id),
    seq: m.seq,
    title: m.title,
    content: m.content,
    clauses: byMeasure.get(Number(m.id)) ?? [],
  }));
}

/**
 * Policies holding any of the words in their title, text, a measure or a clause: one branch
 * per word and place, each read through its table's bigram index, then the policies by id.
 */
export async function policiesHoldingAny(
  db: Reader,
  words: string[],
  extra: SQL,
  cap: number,
): Promise<PolicyRow[]> {
  if (words.length === 0) return [];
  const branches = words.flatMap((w) => [
    sql`select id from policies where ${holds(sql`title`, w)}`,
    sql`select id from policies where ${holds(sql`full_text`, w)}`,
    sql`select policy_id from policy_measures where ${holds(sql`content`, w)}
      or ${holds(sql`title`, w)}`,
    sql`select policy_id from policy_clauses where ${holds(sql`text`, w)}`,
  ]);
  return policiesWhere(db, sql`p.id in (${sql.join(branches, sql` union `)}) and ${extra}`, cap);
}

// ---- one enterprise's facts ----

export type EnterpriseFacts = {
  id: number;
  qymc: string;
  tyshxydm: string;
  regionCode: string;
  industryCode: string;
  industryCategory: string;
  dlhy: string;
  zczb: number | null;
  capitalCurrency: string;
  establishedOn: string;
  status: string;
  tags: string[];
  source: string;
  asOf: string;
  /** The latest annual report, if any. */
  report: {
    year: number;
    publishedOn: string;
    revenue: number | null;
    insuredCount: number | null;
    source: string;
  } | null;
  /** When each qualification was granted: the latest change record naming it. */
  tagDates: Map<string, string>;
};

export async function enterpriseFacts(db: Database, id: number): Promise<EnterpriseFacts | null> {
  const [e] = await rows<{
    id: number | string;
    qymc: string;
    tyshxydm: string;
    region_code: string;
    industry_code: string;
    industry_category: string;
    dlhy: string;
    zczb: string | number | null;
    capital_currency: string;
    established_on: string;
    status: string;
    tags: string[];
    source: string;
    as_of: string;
    year: number | null;
    published_on: string | null;
    revenue: string | number | null;
    insured_count: number | null;
    report_source: string | null;
  }>(
    db,
    sql`select e.id, e.qymc, e.tyshxydm, e.region_code, e.industry_code, e.industry_category,
        e.dlhy, e.zczb, e.capital_currency, e.established_on::text as established_on, e.status,
        e.tags, e.source, e.as_of::text as as_of, r.year, r.published_on::text as published_on,
        r.revenue, r.insured_count, r.source as report_source
      from enterprises e
      left join lateral (select * from annual_reports a where a.enterprise_id = e.id
        order by a.year desc limit 1) r on true
      where e.id = ${id}`,
  );
  if (!e) return null;
  const tagDates = new Map<string, string>();
  if (e.tags.length > 0) {
    const dated = await rows<{ tag: string; on: string }>(
      db,
      sql`select t.tag, max(c.changed_on)::text as on
        from unnest(${sqlTexts(e.tags)}) as t(tag)
        join change_records c on c.enterprise_id = ${id} and strpos(c.after, t.tag) > 0
        group by t.tag`,
    );
    for (const d of dated) tagDates.set(d.tag, d.on);
  }
  return {
    id: Number(e.id),
    qymc: e.qymc,
    tyshxydm: e.tyshxydm,
    regionCode: e.region_code,
    industryCode: e.industry_code,
    industryCategory: e.industry_category,
    dlhy: e.dlhy,
    zczb: numOrNull(e.zczb),
    capitalCurrency: e.capital_currency,
    establishedOn: e.established_on,
    status: e.status,
    tags: e.tags,
    source: e.source,
    asOf: e.as_of,
    report:
      e.year === null
        ? null
        : {
            year: e.year,
            publishedOn: e.published_on ?? '',
            revenue: numOrNull(e.revenue),
            insuredCount: e.insured_count,
            source: e.report_source ?? e.source,
          },
    tagDates,
  };
}

/** The enterprise named exactly `name` (the caller's company), if one. */
export async function enterpriseIdByName(db: Database, name: string): Promise<number | null> {
  if (!name.trim()) return null;
  const [r] = await rows<{ id: number | string }>(
    db,
    sql`select id from enterprises where qymc = ${name.trim()} order by id limit 1`,
  );
  return r ? Number(r.id) : null;
}
