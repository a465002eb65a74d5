import { sql, type SQL } from 'drizzle-orm';
import type { KeyType } from '@/lib/contract/search';
import { IS_ALIVE } from './filters';

// How a keyword is looked for. Every branch is an index path: exact (btree), prefix
// (text_pattern_ops btree, for 1-2 character keywords, person names, phones and pinyin) or
// contains (pg_trgm GIN, 3+ characters, where trigrams exist). No branch scans the table.
//
// Each branch yields its rows with their sort keys (id, tier, sim, sr, zczb, established_on),
// so ranking and counting read the candidates once and never fetch a row again. The prefix
// and by-id indexes cover those keys and the common filters (migration 0013), so the broad
// branches (上海, a surname) are index-only scans; the filters ride inside every branch, so
// an index and the filters combine instead of fetching every match to drop most.

/**
 * Candidates of one broad branch at most: contains (有限公司), or a person, phone, brand or
 * product look-up (王). A branch that stops makes the answer `capped`: every search does
 * bounded work, and so broad a question is ranked over its first 20,000 matches.
 */
export const BRANCH_CANDIDATE_CAP = 20_000;

export type Keyword = {
  text: string;
  /** 1-2 characters: prefix paths only (trigrams need three). */
  short: boolean;
  /** One character: a browse rather than a search (上, s); see browsePrefix. */
  single: boolean;
  /** Latin letters only: also pinyin initials and full pinyin. */
  pinyin: boolean;
  /** Looks like a credit code (18) or registration number (13-15): exact code match. */
  code: string | null;
  /** Digits (and dashes) only: phone prefix. */
  phone: boolean;
  /** 2-4 Han characters: could be a person's name. */
  personLike: boolean;
};

export function parseKeyword(text: string): Keyword {
  const chars = [...text].length;
  const upper = text.toUpperCase();
  return {
    text,
    short: chars <= 2,
    single: chars === 1,
    pinyin: /^[a-z]+$/i.test(text),
    code: /^[0-9A-Z]{13,18}$/.test(upper) ? upper : null,
    phone: /^[\d-]{3,20}$/.test(text),
    personLike: /^\p{Script=Han}{2,4}$/u.test(text),
  };
}

/** Escapes LIKE's metacharacters so user input is matched literally (backslash escape). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export const prefixOf = (k: string) => `${escapeLike(k)}%`;
const containing = (k: string) => `%${escapeLike(k)}%`;

/** 存续/在业 before the rest (SPEC ranking's first tie-breaker). */
const STATUS_RANK = sql`case when ${IS_ALIVE} then 0 else 1 end`;

/**
 * Relevance tier of a row (SPEC ranking): 0 exact name, 1 exact code (when the keyword looks
 * like one), 2 name prefix (or, for latin keywords, pinyin prefix), 3 anything else, then
 * ordered by trigram similarity. A branch states the tier it can prove; the best counts.
 */
function relevanceTier(k: Keyword): SQL {
  const lower = k.text.toLowerCase();
  const code = k.code ? sql` when e.tyshxydm = ${k.code} or e.reg_no = ${k.code} then 1` : sql``;
  const pinyin = k.pinyin
    ? sql` or e.name_initials like ${prefixOf(lower)} or e.name_pinyin like ${prefixOf(lower)}`
    : sql``;
  return sql`case when e.qymc = ${k.text} then 0${code}
    when e.qymc like ${prefixOf(k.text)}${pinyin} then 2 else 3 end`;
}

const NO_SIMILARITY = sql`0::real`;
// One character has no trigram of its own to compare, and its candidates are many.
const similarityTo = (k: Keyword) =>
  k.single ? NO_SIMILARITY : sql`similarity(e.qymc, ${k.text})`;

/**
 * One way of finding candidates: rows of `from` (enterprises `e`, or a table joined to it)
 * that meet `where`. A broad branch stops after BRANCH_CANDIDATE_CAP rows.
 */
type Branch = { from?: SQL; where: SQL; tier: SQL; sim: SQL; broad?: boolean };

/** A branch the keyword's relevance is computed for (contains, people, brands ...). */
const ranked = (k: Keyword, where: SQL, from?: SQL): Branch => ({
  ...(from ? { from } : {}),
  where,
  tier: relevanceTier(k),
  sim: similarityTo(k),
  broad: true,
});

function nameBranches(k: Keyword): Branch[] {
  const branches: Branch[] = [
    {
      where: sql`e.qymc like ${prefixOf(k.text)}`,
      tier: sql`case when e.qymc = ${k.text} then 0 else 2 end`,
      sim: NO_SIMILARITY,
    },
  ];
  if (k.pinyin) {
    const lower = k.text.toLowerCase();
    branches.push(
      { where: sql`e.name_initials like ${prefixOf(lower)}`, tier: sql`2`, sim: NO_SIMILARITY },
      { where: sql`e.name_pinyin like ${prefixOf(lower)}`, tier: sql`2`, sim: NO_SIMILARITY },
    );
  }
  if (!k.short) {
    branches.push(
      ranked(
        k,
        sql`(e.qymc like ${containing(k.text)} or e.former_names like ${containing(k.text)})`,
      ),
    );
    if (k.pinyin) {
      const lower = k.text.toLowerCase();
      branches.push(
        ranked(
          k,
          sql`(e.name_initials like ${containing(lower)} or e.name_pinyin like ${containing(lower)})`,
        ),
      );
    }
  }
  return branches;
}

function codeBranches(k: Keyword): Branch[] {
  const code = k.code ?? k.text.toUpperCase();
  return [
    {
      where: sql`(e.tyshxydm = ${code} or e.reg_no = ${code})`,
      tier: sql`case when e.qymc = ${k.text} then 0 else 1 end`,
      sim: NO_SIMILARITY,
    },
  ];
}

// Person names are short: prefix on the legal representative and on people.name, through
// their positions and shareholdings. Each join reaches the enterprise, so its filters apply
// before a broad name (王) stops at the cap.
function personBranches(k: Keyword): Branch[] {
  const p = prefixOf(k.text);
  return [
    ranked(k, sql`e.legal_representative like ${p}`),
    ranked(
      k,
      sql`pe.name like ${p}`,
      sql`positions po join people pe on pe.id = po.person_id
        join enterprises e on e.id = po.enterprise_id`,
    ),
    ranked(
      k,
      sql`pe.name like ${p}`,
      sql`shareholdings sh join people pe on pe.id = sh.holder_person_id
        join enterprises e on e.id = sh.enterprise_id`,
    ),
  ];
}

const phoneBranches = (k: Keyword): Branch[] => [ranked(k, sql`e.lxfs like ${prefixOf(k.text)}`)];

const textPattern = (k: Keyword) => (k.short ? prefixOf(k.text) : containing(k.text));

/** Brands and products: the table's rows named like the keyword, with their enterprise. */
function factBranches(table: 'trademarks' | 'products', k: Keyword): Branch[] {
  return [
    ranked(
      k,
      sql`f.name like ${textPattern(k)}`,
      sql`${sql.raw(table)} f join enterprises e on e.id = f.enterprise_id`,
    ),
  ];
}

// Business scopes are clause lists (…；软件开发；…): a short keyword matches a clause's start,
// which trigrams index because the clause starts at a word boundary.
function scopeBranches(k: Keyword): Branch[] {
  const condition = k.short
    ? sql`(e.business_scope like ${prefixOf(k.text)} or e.business_scope like ${`%；${escapeLike(k.text)}%`})`
    : sql`e.business_scope like ${containing(k.text)}`;
  return [ranked(k, condition)];
}

function branchesOf(k: Keyword, keyType: KeyType): Branch[] {
  switch (keyType) {
    case 'name':
      return nameBranches(k);
    case 'code':
      return codeBranches(k);
    case 'person':
      return personBranches(k);
    case 'phone':
      return phoneBranches(k);
    case 'address':
      return [ranked(k, sql`e.address like ${textPattern(k)}`)];
    case 'brand':
      return factBranches('trademarks', k);
    case 'product':
      return factBranches('products', k);
    case 'scope':
      return scopeBranches(k);
    default:
      return [
        ...nameBranches(k),
        ...(k.code ? codeBranches(k) : []),
        ...(k.personLike ? personBranches(k) : []),
        ...(k.phone ? phoneBranches(k) : []),
      ];
  }
}

/**
 * A one-character name search is a browse (上, s: 30,000 and 125,000 names): not gathered
 * and ranked, but walked in result order like filters alone, with this as one more filter.
 * Null for other keywords and key types.
 */
export function browsePrefix(k: Keyword, keyType: KeyType): SQL | null {
  if (!k.single || (keyType !== 'all' && keyType !== 'name')) return null;
  const initials = k.pinyin
    ? sql` or e.name_initials like ${prefixOf(k.text.toLowerCase())}`
    : sql``;
  return sql`(e.qymc like ${prefixOf(k.text)}${initials})`;
}

/**
 * The candidates of a keyword and its type within `filters`, as two CTEs: `raw`, one row a
 * branch match (id, tier, sim, sr, zczb, established_on, branch b, broad), and `c`, one row
 * an enterprise with its best tier and similarity.
 */
export function candidateCtes(k: Keyword, keyType: KeyType, filters: SQL): SQL {
  const branches = branchesOf(k, keyType).map((branch, b) => {
    const limit = branch.broad ? sql` limit ${BRANCH_CANDIDATE_CAP + 1}` : sql``;
    return sql`(select e.id, ${branch.tier} as tier, ${branch.sim} as sim, ${STATUS_RANK} as sr,
      e.zczb, e.established_on, ${sql.raw(String(b))} as b,
      ${sql.raw(branch.broad ? 'true' : 'false')} as broad
      from ${branch.from ?? sql`enterprises e`} where ${branch.where} and ${filters}${limit})`;
  });
  return sql`raw as materialized (${sql.join(branches, sql` union all `)}),
    c as materialized (select id, min(tier) as tier, max(sim) as sim, min(sr) as sr,
      max(zczb) as zczb, max(established_on) as established_on from raw group by id)`;
}

/** Over candidateCtes: whether a broad branch stopped at the cap (the total is a floor). */
export const STOPPED_AT_CAP = sql`exists (select 1 from raw where broad group by b
  having count(*) > ${BRANCH_CANDIDATE_CAP})`;
