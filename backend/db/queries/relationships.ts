import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';

// 找关系's reads (docs/relationships.md): the edge view around a frontier of nodes (one query
// per search level), the entities, the suspected ties' facts, the common relations of a set
// and the person picker. Every relation is read through an index on the column it starts
// from: shareholdings (enterprise_id, holder_enterprise_id, holder_person_id), positions
// (enterprise_id, person_id), branches (parent_id, branch_id).

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const bigintArray = (ids: readonly number[]) =>
  ids.length === 0
    ? sql`array[]::bigint[]`
    : sql`array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::bigint[]`;
const boolArray = (values: readonly boolean[]) =>
  values.length === 0
    ? sql`array[]::boolean[]`
    : sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::boolean[]`;
const intArray = (values: readonly number[]) =>
  values.length === 0
    ? sql`array[]::int[]`
    : sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::int[]`;

/** The relations a level may read (from the search's edge types). */
export type RelationSet = {
  /** shareholdings with a person holder (股东). */
  personHoldings: boolean;
  /** shareholdings between enterprises (对外投资). */
  enterpriseHoldings: boolean;
  /** positions titled 法定代表人/负责人. */
  legal: boolean;
  /** other positions (董监高). */
  officers: boolean;
  branches: boolean;
};

/** Titles that make a position the legal representation (a branch's 负责人 too). */
export const LEGAL_TITLES = ['法定代表人', '负责人'] as const;

/**
 * One raw relation record around a frontier node: `from` holds/serves/owns `to` (the
 * frontier node is one of the two). Several records may make one edge (summed holdings,
 * several titles).
 */
export type RelationRow = {
  /** The frontier node (`e:1`, `p:2`) this row was read for. */
  node: string;
  rel: 'holding' | 'position' | 'branch';
  /** The record's id in its table (a fact read from both ends is one record). */
  rid: number;
  from: string;
  to: string;
  ratio: number | null;
  subscribed: number | null;
  title: string | null;
  source: string;
  asof: string;
  /** The other end's name and (enterprises) status. */
  other: string;
  othername: string;
  otherstatus: string | null;
  /** Records of the node counted for the hub rule (at most `cap` per relation). */
  degree: number;
};

export type HubRow = { node: string; degree: number };

/** A node to expand; an entity (a chosen endpoint) is never a hub and reads up to `cap`. */
export type FrontierNode = { key: string; cap: number; entity: boolean };

/**
 * The relation records of every frontier node in one round trip, each relation read at most
 * `cap` records deep. A node with more than `hubDegree` records is a hub: its records are not
 * returned, only its count (the entities, whose cap is larger, are always returned).
 */
export async function frontierRelations(
  db: Database,
  frontier: readonly FrontierNode[],
  relations: RelationSet,
  hubDegree: number,
): Promise<{ rows: RelationRow[]; hubs: HubRow[] }> {
  const enterprises = frontier.filter((f) => f.key.startsWith('e:'));
  const persons = frontier.filter((f) => f.key.startsWith('p:'));
  const idOf = (f: FrontierNode) => Number(f.key.slice(2));
  const parts: SQL[] = [];
  const holders =
    relations.personHoldings && relations.enterpriseHoldings
      ? sql`true`
      : relations.personHoldings
        ? sql`s.holder_person_id is not null`
        : sql`s.holder_enterprise_id is not null`;
  const titles =
    relations.legal && relations.officers
      ? sql`true`
      : relations.legal
        ? sql`po.title in ('法定代表人', '负责人')`
        : sql`po.title not in ('法定代表人', '负责人')`;
  const anyHoldings = relations.personHoldings || relations.enterpriseHoldings;
  const anyPositions = relations.legal || relations.officers;
  if (enterprises.length > 0) {
    if (anyHoldings) {
      // The enterprise's shareholders.
      parts.push(sql`select 'e:' || f.id as node, 'holding' as rel, x.id as rid,
          case when x.holder_person_id is null then 'e:' || x.holder_enterprise_id
            else 'p:' || x.holder_person_id end as "from", 'e:' || f.id as "to",
          x.ratio, x.subscribed_capital, null::text as title, x.source, x.as_of,
          case when x.holder_person_id is null then 'e:' || x.holder_enterprise_id
            else 'p:' || x.holder_person_id end as other
        from fe f cross join lateral (
          select s.id, s.holder_person_id, s.holder_enterprise_id, s.ratio, s.subscribed_capital,
            s.source, s.as_of
          from shareholdings s where s.enterprise_id = f.id and ${holders} limit f.cap) x`);
    }
    if (relations.enterpriseHoldings) {
      // Its outbound investments.
      parts.push(sql`select 'e:' || f.id, 'holding', x.id, 'e:' || f.id, 'e:' || x.enterprise_id,
          x.ratio, x.subscribed_capital, null, x.source, x.as_of, 'e:' || x.enterprise_id
        from fe f cross join lateral (
          select s.id, s.enterprise_id, s.ratio, s.subscribed_capital, s.source, s.as_of
          from shareholdings s where s.holder_enterprise_id = f.id limit f.cap) x`);
    }
    if (anyPositions) {
      parts.push(sql`select 'e:' || f.id, 'position', x.id, 'p:' || x.person_id, 'e:' || f.id,
          null, null, x.title, x.source, x.as_of, 'p:' || x.person_id
        from fe f cross join lateral (
          select po.id, po.person_id, po.title, po.source, po.as_of
          from positions po where po.enterprise_id = f.id and ${titles} limit f.cap) x`);
    }
    if (relations.branches) {
      parts.push(sql`select 'e:' || f.id, 'branch', x.id, 'e:' || x.parent_id, 'e:' || f.id,
          null, null, null, x.source, x.as_of, 'e:' || x.parent_id
        from fe f cross join lateral (
          select b.id, b.parent_id, b.source, b.as_of from branches b
          where b.branch_id = f.id limit f.cap) x`);
      parts.push(sql`select 'e:' || f.id, 'branch', x.id, 'e:' || f.id, 'e:' || x.branch_id,
          null, null, null, x.source, x.as_of, 'e:' || x.branch_id
        from fe f cross join lateral (
          select b.id, b.branch_id, b.source, b.as_of from branches b
          where b.parent_id = f.id limit f.cap) x`);
    }
  }
  if (persons.length > 0) {
    if (anyPositions) {
      parts.push(sql`select 'p:' || f.id, 'position', x.id, 'p:' || f.id, 'e:' || x.enterprise_id,
          null, null, x.title, x.source, x.as_of, 'e:' || x.enterprise_id
        from fp f cross join lateral (
          select po.id, po.enterprise_id, po.title, po.source, po.as_of
          from positions po where po.person_id = f.id and ${titles} limit f.cap) x`);
    }
    if (relations.personHoldings) {
      parts.push(sql`select 'p:' || f.id, 'holding', x.id, 'p:' || f.id, 'e:' || x.enterprise_id,
          x.ratio, x.subscribed_capital, null, x.source, x.as_of, 'e:' || x.enterprise_id
        from fp f cross join lateral (
          select s.id, s.enterprise_id, s.ratio, s.subscribed_capital, s.source, s.as_of
          from shareholdings s where s.holder_person_id = f.id limit f.cap) x`);
    }
  }
  if (parts.length === 0) return { rows: [], hubs: [] };
  type Raw = Omit<RelationRow, 'degree' | 'ratio' | 'subscribed' | 'rid'> & {
    rid: string | number;
    ratio: string | number | null;
    subscribed: string | number | null;
    degree: string | number;
    hub: boolean;
  };
  const raw = rowsOf<Raw>(
    await db.execute(sql`
      with fe as (
        select * from unnest(${bigintArray(enterprises.map(idOf))},
          ${intArray(enterprises.map((f) => f.cap))},
          ${boolArray(enterprises.map((f) => f.entity))}) as t(id, cap, entity)),
      fp as (
        select * from unnest(${bigintArray(persons.map(idOf))},
          ${intArray(persons.map((f) => f.cap))},
          ${boolArray(persons.map((f) => f.entity))}) as t(id, cap, entity)),
      r (node, rel, rid, "from", "to", ratio, subscribed, title, source, as_of, other) as (
        ${sql.join(parts, sql` union all `)}),
      d as (select r.*, count(*) over (partition by r.node) as degree,
          -- The chosen entities are never hubs: the user asked about them.
          count(*) over (partition by r.node) > ${hubDegree}
            and not exists (select 1 from fe where fe.entity and 'e:' || fe.id = r.node)
            and not exists (select 1 from fp where fp.entity and 'p:' || fp.id = r.node)
            as hub
        from r)
      select d.node, d.rel, d.rid::float8 as rid, d."from", d."to", d.ratio::float8 as ratio,
        d.subscribed::float8 as subscribed, d.title, d.source, d.as_of::text as asof, d.other,
        coalesce(oe.qymc, op.name, '') as othername, oe.status as otherstatus, d.degree,
        false as hub
      from d
      left join enterprises oe on d.other like 'e:%' and oe.id = substr(d.other, 3)::bigint
      left join people op on d.other like 'p:%' and op.id = substr(d.other, 3)::bigint
      where not d.hub
      union all
      select distinct d.node, null::text, null::float8, null::text, null::text, null::float8,
        null::float8, null::text, null::text, null::text, null::text, null::text, null::text,
        d.degree, true
      from d where d.hub`),
  );
  const rows: RelationRow[] = [];
  const hubs: HubRow[] = [];
  for (const r of raw) {
    if (r.hub) {
      hubs.push({ node: r.node, degree: Number(r.degree) });
      continue;
    }
    rows.push({
      ...r,
      rid: Number(r.rid),
      ratio: r.ratio === null ? null : Number(r.ratio),
      subscribed: r.subscribed === null ? null : Number(r.subscribed),
      degree: Number(r.degree),
    });
  }
  return { rows, hubs };
}

export type EnterpriseFacts = {
  id: number;
  qymc: string;
  status: string;
  region_code: string;
};

/** The enterprises of some ids that exist. */
export async function enterprisesByIds(
  db: Database,
  ids: readonly number[],
): Promise<EnterpriseFacts[]> {
  if (ids.length === 0) return [];
  return rowsOf<EnterpriseFacts & { id: number | string }>(
    await db.execute(sql`
      select e.id::float8 as id, e.qymc, e.status, e.region_code from enterprises e
      where e.id = any(${bigintArray(ids)})`),
  ).map((r) => ({ ...r, id: Number(r.id) }));
}

export type PersonInEnterprise = {
  id: number;
  name: string;
  person_key: string;
  source: string;
  /** Holds a position or a share in the enterprise asked about. */
  member: boolean;
};

/** A person by id or by person_key, and whether they are in the enterprise. */
export async function personInEnterprise(
  db: Database,
  by: { personId: number } | { personKey: string },
  enterpriseId: number,
): Promise<PersonInEnterprise | undefined> {
  const where = 'personId' in by ? sql`p.id = ${by.personId}` : sql`p.person_key = ${by.personKey}`;
  const [row] = rowsOf<PersonInEnterprise & { id: number | string }>(
    await db.execute(sql`
      select p.id::float8 as id, p.name, p.person_key, p.source,
        exists (select 1 from positions po where po.person_id = p.id
                  and po.enterprise_id = ${enterpriseId})
        or exists (select 1 from shareholdings s where s.holder_person_id = p.id
                  and s.enterprise_id = ${enterpriseId}) as member
      from people p where ${where}`),
  );
  return row ? { ...row, id: Number(row.id) } : undefined;
}

// ---- Suspected ties ----

/**
 * The normalised forms ties compare, the same expressions as the indexes of migration 0018
 * (enterprises_email_tie, _website_tie, _address_tie), so the shared counts use them.
 */
export const TIE_EXPRESSIONS = {
  email: (t: string) => sql.raw(`lower(btrim(${t}.email))`),
  emailWhere: (t: string) => sql.raw(`${t}.email is not null and btrim(${t}.email) <> ''`),
  website: (t: string) =>
    sql.raw(`lower(regexp_replace(btrim(${t}.website), '^(https?://)?(www[.])?|/+$', '', 'g'))`),
  websiteWhere: (t: string) => sql.raw(`${t}.website is not null and btrim(${t}.website) <> ''`),
  address: (t: string) => sql.raw(`regexp_replace(${t}.address, '[[:space:]]+', '', 'g')`),
  addressWhere: (t: string) => sql.raw(`btrim(${t}.address) <> ''`),
} as const;

/** Counting how many enterprises share a value stops here (cheap with the indexes). */
export const TIE_COUNT_CAP = 51;

export type ContactFacts = {
  id: number;
  lxfs: string | null;
  email: string | null;
  website: string | null;
  address: string | null;
  /** The raw values, for the evidence. */
  lxfs_raw: string | null;
  email_raw: string | null;
  website_raw: string | null;
  address_raw: string | null;
  phone_shared: number;
  email_shared: number;
  website_shared: number;
  address_shared: number;
};

/** Each enterprise's contact facts, normalised, with how many enterprises share each. */
export async function contactFacts(db: Database, ids: readonly number[]): Promise<ContactFacts[]> {
  if (ids.length === 0) return [];
  const t = TIE_EXPRESSIONS;
  const shared = (expr: SQL, where: SQL, value: SQL) => sql`case when ${value} is null then 0 else
    (select count(*) from (select 1 from enterprises x where ${where} and ${expr} = ${value}
      limit ${TIE_COUNT_CAP}) c) end`;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select k.*,
        ${shared(sql.raw('x.lxfs'), sql.raw('x.lxfs is not null'), sql.raw('k.lxfs'))} as phone_shared,
        ${shared(t.email('x'), t.emailWhere('x'), sql.raw('k.email'))} as email_shared,
        ${shared(t.website('x'), t.websiteWhere('x'), sql.raw('k.website'))} as website_shared,
        ${shared(t.address('x'), t.addressWhere('x'), sql.raw('k.address'))} as address_shared
      from (
        select e.id::float8 as id,
          nullif(btrim(e.lxfs), '') as lxfs,
          case when ${t.emailWhere('e')} then ${t.email('e')} end as email,
          case when ${t.websiteWhere('e')} then nullif(${t.website('e')}, '') end as website,
          case when ${t.addressWhere('e')} then ${t.address('e')} end as address,
          e.lxfs as lxfs_raw, e.email as email_raw, e.website as website_raw,
          e.address as address_raw
        from enterprises e where e.id = any(${bigintArray(ids)})) k`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    lxfs: (r.lxfs as string | null) ?? null,
    email: (r.email as string | null) ?? null,
    website: (r.website as string | null) ?? null,
    address: (r.address as string | null) ?? null,
    lxfs_raw: (r.lxfs_raw as string | null) ?? null,
    email_raw: (r.email_raw as string | null) ?? null,
    website_raw: (r.website_raw as string | null) ?? null,
    address_raw: (r.address_raw as string | null) ?? null,
    phone_shared: Number(r.phone_shared),
    email_shared: Number(r.email_shared),
    website_shared: Number(r.website_shared),
    address_shared: Number(r.address_shared),
  }));
}

export type MemberRow = {
  enterprise_id: number;
  person_id: number;
  name: string;
  source: string;
  /** Titles joined by 、, then 股东 when a holder. */
  roles: string;
  /** People of this name in the whole registry (counting stops at TIE_COUNT_CAP). */
  namesakes: number;
};

/** The people (positions and holdings) of some enterprises, one row per person and enterprise. */
export async function enterpriseMembers(
  db: Database,
  ids: readonly number[],
): Promise<MemberRow[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with m as (
        select po.enterprise_id, po.person_id, po.title as role from positions po
        where po.enterprise_id = any(${bigintArray(ids)})
        union all
        select s.enterprise_id, s.holder_person_id, '股东' from shareholdings s
        where s.enterprise_id = any(${bigintArray(ids)}) and s.holder_person_id is not null),
      g as (
        select m.enterprise_id, m.person_id, string_agg(distinct m.role, '、') as roles
        from m group by 1, 2)
      select g.enterprise_id::float8 as enterprise_id, g.person_id::float8 as person_id, p.name,
        p.source, g.roles,
        (select count(*) from (select 1 from people q where q.name = p.name
          limit ${TIE_COUNT_CAP}) c) as namesakes
      from g join people p on p.id = g.person_id`),
  );
  return rows.map((r) => ({
    enterprise_id: Number(r.enterprise_id),
    person_id: Number(r.person_id),
    name: r.name as string,
    source: r.source as string,
    roles: r.roles as string,
    namesakes: Number(r.namesakes),
  }));
}

// ---- Common relations of a set ----

export type CommonRow = {
  list: 'shareholders' | 'investments' | 'officers';
  other: string;
  name: string;
  enterprise_id: number;
  ratio: number | null;
  position: string | null;
};

/** Holders, investees and officers that two or more of the enterprises share (≤ `limit` each). */
export async function commonRelations(
  db: Database,
  ids: readonly number[],
  limit: number,
): Promise<CommonRow[]> {
  if (ids.length < 2) return [];
  const set = bigintArray(ids);
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with h as (
        select case when s.holder_person_id is null then 'e:' || s.holder_enterprise_id
            else 'p:' || s.holder_person_id end as other,
          s.enterprise_id, sum(s.ratio) as ratio
        from shareholdings s where s.enterprise_id = any(${set}) group by 1, 2),
      hc as (select other from h group by other having count(*) >= 2
        order by count(*) desc, other limit ${limit}),
      i as (
        select 'e:' || s.enterprise_id as other, s.holder_enterprise_id as enterprise_id,
          sum(s.ratio) as ratio
        from shareholdings s where s.holder_enterprise_id = any(${set}) group by 1, 2),
      ic as (select other from i group by other having count(*) >= 2
        order by count(*) desc, other limit ${limit}),
      o as (
        select 'p:' || po.person_id as other, po.enterprise_id,
          string_agg(distinct po.title, '、') as position
        from positions po where po.enterprise_id = any(${set}) group by 1, 2),
      oc as (select other from o group by other having count(*) >= 2
        order by count(*) desc, other limit ${limit}),
      u as (
        select 'shareholders' as list, h.other, h.enterprise_id, h.ratio, null::text as position
        from h join hc using (other)
        union all
        select 'investments', i.other, i.enterprise_id, i.ratio, null from i join ic using (other)
        union all
        select 'officers', o.other, o.enterprise_id, null, o.position from o join oc using (other))
      select u.list, u.other, coalesce(e.qymc, p.name, '') as name,
        u.enterprise_id::float8 as enterprise_id, u.ratio::float8 as ratio, u.position
      from u
      left join enterprises e on u.other like 'e:%' and e.id = substr(u.other, 3)::bigint
      left join people p on u.other like 'p:%' and p.id = substr(u.other, 3)::bigint`),
  );
  return rows.map((r) => ({
    list: r.list as CommonRow['list'],
    other: r.other as string,
    name: r.name as string,
    enterprise_id: Number(r.enterprise_id),
    ratio: r.ratio === null ? null : Number(r.ratio),
    position: (r.position as string | null) ?? null,
  }));
}

// ---- The person picker ----

export type NamesakeRow = {
  id: number;
  name: string;
  source: string;
  total: number;
  enterprises: {
    enterpriseid: number;
    qymc: string;
    status: string;
    region_code: string;
    titles: string | null;
    ratio: number | null;
  }[];
};

/**
 * The people of exactly this name (optionally only those in one enterprise), each with up to
 * `perPerson` enterprises (legal representation first, then positions, then holdings).
 */
export async function namesakes(
  db: Database,
  name: string,
  enterpriseId: number | undefined,
  limit: number,
  perPerson: number,
): Promise<{ rows: NamesakeRow[]; total: number }> {
  const inEnterprise =
    enterpriseId === undefined
      ? sql`true`
      : sql`(exists (select 1 from positions po where po.person_id = p.id
                and po.enterprise_id = ${enterpriseId})
          or exists (select 1 from shareholdings s where s.holder_person_id = p.id
                and s.enterprise_id = ${enterpriseId}))`;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with c as (
        select p.id, p.name, p.source, count(*) over () as total from people p
        where p.name = ${name} and ${inEnterprise}
        order by p.id limit ${limit})
      select c.id::float8 as id, c.name, c.source, c.total,
        coalesce((select json_agg(r) from (
          select k.enterprise_id::float8 as enterpriseid, e.qymc, e.status, e.region_code,
            string_agg(distinct k.title, '、') as titles, sum(k.ratio)::float8 as ratio,
            bool_or(k.title in ('法定代表人', '负责人')) as legal,
            count(*) over () as n
          from (
            select po.enterprise_id, po.title, null::numeric as ratio
              from positions po where po.person_id = c.id
            union all
            select s.enterprise_id, null, s.ratio
              from shareholdings s where s.holder_person_id = c.id) k
          join enterprises e on e.id = k.enterprise_id
          group by k.enterprise_id, e.qymc, e.status, e.region_code
          order by legal desc, (string_agg(distinct k.title, '、') is null),
            sum(k.ratio) desc nulls last, k.enterprise_id
          limit ${perPerson}) r), '[]'::json) as enterprises,
        (select count(distinct k.enterprise_id) from (
          select po.enterprise_id from positions po where po.person_id = c.id
          union all
          select s.enterprise_id from shareholdings s where s.holder_person_id = c.id) k)
          as enterprisecount
      from c order by c.id`),
  );
  type Ent = NamesakeRow['enterprises'][number];
  const result = rows.map((r) => {
    const list = (
      typeof r.enterprises === 'string' ? JSON.parse(r.enterprises) : r.enterprises
    ) as (Ent & { enterpriseid: number | string; ratio: number | string | null })[];
    return {
      id: Number(r.id),
      name: r.name as string,
      source: r.source as string,
      total: Number(r.enterprisecount),
      enterprises: list.map((e) => ({
        enterpriseid: Number(e.enterpriseid),
        qymc: e.qymc,
        status: e.status,
        region_code: e.region_code,
        titles: e.titles,
        ratio: e.ratio === null ? null : Number(e.ratio),
      })),
    };
  });
  return { rows: result, total: rows.length ? Number(rows[0]!.total) : 0 };
}

/** Holdings and branch links among a set of enterprises (both ends in the set). */
export async function linksAmong(
  db: Database,
  ids: readonly number[],
): Promise<{ a: number; b: number }[]> {
  if (ids.length < 2) return [];
  const set = bigintArray(ids);
  return rowsOf<{ a: number | string; b: number | string }>(
    await db.execute(sql`
      select s.holder_enterprise_id::float8 as a, s.enterprise_id::float8 as b
      from shareholdings s
      where s.holder_enterprise_id = any(${set}) and s.enterprise_id = any(${set})
      union
      select b.parent_id::float8, b.branch_id::float8 from branches b
      where b.parent_id = any(${set}) and b.branch_id = any(${set})`),
  ).map((r) => ({ a: Number(r.a), b: Number(r.b) }));
}
