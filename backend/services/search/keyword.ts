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
 * Candidates of one broad branch at most: a contains branch (有限公司), a one-character prefix
 * (上, s) or a person, phone, brand or product look-up (王). Above the 10,000 a total may
 * show, so a branch that stops makes the answer `capped` (10,000+): every search does
 * bounded work, and the ranking of so broad a question is over its first 20,000 matches.
 */
export const BRANCH_CANDIDATE_CAP = 20_000;

export type Keyword = {
  text: string;
  /** 1-2 characters: prefix paths only (trigrams need three). */
  short: boolean;
  /** One character: a browse rather than a search (上, s), bounded like a broad word. */
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
 * Relevance tier of a row (SPEC ranking): 0 exact name, 1 exact code, 2 name (or, for latin
 * keywords, pinyin) prefix, 3 anything else, then ordered by trigram similarity. A branch
 * states the tier it can prove; the best tier of a row over all its branches counts.
 */
function nameTier(k: Keyword, withPinyin: boolean): SQL {
  const lower = k.text.toLowerCase();
  const pinyin =
    withPinyin && k.pinyin
      ? sql` or e.name_initials like ${prefixOf(lower)} or e.name_pinyin like ${prefixOf(lower)}`
      : sql``;
  return sql`case when e.qymc = ${k.text} then 0
    when e.qymc like ${prefixOf(k.text)}${pinyin} then 2 else 3 end`;
}

const NO_SIMILARITY = sql`0::real`;
// One character has no trigram of its own to compare, and its candidates are many.
const similarityTo = (k: Keyword) =>
  k.single ? NO_SIMILARITY : sql`similarity(e.qymc, ${k.text})`;

/** One branch over `enterprises e`: rows that meet `condition` and the filters, with keys. */
function keyed(condition: SQL, tier: SQL, sim: SQL, filters: SQL, cap?: number): SQL {
  const limit = cap === undefined ? sql`` : sql` limit ${cap}`;
  return sql`(select e.id, ${tier} as tier, ${sim} as sim, ${STATUS_RANK} as sr, e.zczb,
    e.established_on from enterprises e where ${condition} and ${filters}${limit})`;
}

/**
 * Enterprises named by other tables (people, brands, products, phones): their ids gathered
 * first, then their keys read through the by-id covering index. Tiers come from the name.
 */
function named(ids: SQL[], k: Keyword, filters: SQL): SQL {
  const tier = nameTier(k, false);
  return keyed(sql`e.id in (${sql.join(ids, sql` union all `)})`, tier, similarityTo(k), filters);
}

function nameBranches(k: Keyword, filters: SQL): SQL[] {
  // One character's prefix (30,000 names for 上) is bounded like a broad word.
  const prefixCap = k.single ? BRANCH_CANDIDATE_CAP : undefined;
  const branches: SQL[] = [
    keyed(
      sql`e.qymc like ${prefixOf(k.text)}`,
      sql`case when e.qymc = ${k.text} then 0 else 2 end`,
      NO_SIMILARITY,
      filters,
      prefixCap,
    ),
  ];
  if (k.pinyin) {
    const lower = k.text.toLowerCase();
    branches.push(
      keyed(
        sql`e.name_initials like ${prefixOf(lower)}`,
        sql`2`,
        NO_SIMILARITY,
        filters,
        prefixCap,
      ),
    );
    // A name's full pinyin starts with its first initial: one letter needs the initials only.
    if (lower.length > 1) {
      branches.push(
        keyed(sql`e.name_pinyin like ${prefixOf(lower)}`, sql`2`, NO_SIMILARITY, filters),
      );
    }
  }
  if (!k.short) {
    branches.push(
      keyed(
        sql`(e.qymc like ${containing(k.text)} or e.former_names like ${containing(k.text)})`,
        nameTier(k, true),
        similarityTo(k),
        filters,
        BRANCH_CANDIDATE_CAP,
      ),
    );
    if (k.pinyin) {
      const lower = k.text.toLowerCase();
      branches.push(
        keyed(
          sql`(e.name_initials like ${containing(lower)} or e.name_pinyin like ${containing(lower)})`,
          nameTier(k, true),
          similarityTo(k),
          filters,
          BRANCH_CANDIDATE_CAP,
        ),
      );
    }
  }
  return branches;
}

function codeBranches(k: Keyword, filters: SQL): SQL[] {
  const code = k.code ?? k.text.toUpperCase();
  const tier = sql`case when e.qymc = ${k.text} then 0 else 1 end`;
  return [keyed(sql`(e.tyshxydm = ${code} or e.reg_no = ${code})`, tier, NO_SIMILARITY, filters)];
}

// Person names are short: prefix on the legal representative and on people.name, then their
// positions and shareholdings.
function personIds(k: Keyword): SQL[] {
  const p = prefixOf(k.text);
  return [
    sql`(select e.id from enterprises e where e.legal_representative like ${p} limit ${BRANCH_CANDIDATE_CAP})`,
    sql`(select po.enterprise_id from positions po join people pe on pe.id = po.person_id where pe.name like ${p} limit ${BRANCH_CANDIDATE_CAP})`,
    sql`(select sh.enterprise_id from shareholdings sh join people pe on pe.id = sh.holder_person_id where pe.name like ${p} limit ${BRANCH_CANDIDATE_CAP})`,
  ];
}

const phoneIds = (k: Keyword): SQL[] => [
  sql`(select e.id from enterprises e where e.lxfs like ${prefixOf(k.text)} limit ${BRANCH_CANDIDATE_CAP})`,
];

function factIds(table: SQL, column: SQL, k: Keyword): SQL[] {
  const pattern = k.short ? prefixOf(k.text) : containing(k.text);
  return [
    sql`(select enterprise_id from ${table} where ${column} like ${pattern} limit ${BRANCH_CANDIDATE_CAP})`,
  ];
}

function addressBranch(k: Keyword, filters: SQL): SQL {
  const pattern = k.short ? prefixOf(k.text) : containing(k.text);
  return keyed(
    sql`e.address like ${pattern}`,
    nameTier(k, false),
    similarityTo(k),
    filters,
    BRANCH_CANDIDATE_CAP,
  );
}

// Business scopes are clause lists (…；软件开发；…): a short keyword matches a clause's start,
// which trigrams index because the clause starts at a word boundary.
function scopeBranch(k: Keyword, filters: SQL): SQL {
  const condition = k.short
    ? sql`(e.business_scope like ${prefixOf(k.text)} or e.business_scope like ${`%；${escapeLike(k.text)}%`})`
    : sql`e.business_scope like ${containing(k.text)}`;
  return keyed(condition, nameTier(k, false), similarityTo(k), filters, BRANCH_CANDIDATE_CAP);
}

/**
 * Candidate rows of a keyword and its type within `filters`, as a union of branches with
 * columns (id, tier, sim, sr, zczb, established_on); an id may come from several branches.
 */
export function keywordCandidates(k: Keyword, keyType: KeyType, filters: SQL): SQL {
  let branches: SQL[];
  switch (keyType) {
    case 'name':
      branches = nameBranches(k, filters);
      break;
    case 'code':
      branches = codeBranches(k, filters);
      break;
    case 'person':
      branches = [named(personIds(k), k, filters)];
      break;
    case 'phone':
      branches = [named(phoneIds(k), k, filters)];
      break;
    case 'address':
      branches = [addressBranch(k, filters)];
      break;
    case 'brand':
      branches = [named(factIds(sql`trademarks`, sql`name`, k), k, filters)];
      break;
    case 'product':
      branches = [named(factIds(sql`products`, sql`name`, k), k, filters)];
      break;
    case 'scope':
      branches = [scopeBranch(k, filters)];
      break;
    default: {
      const ids = [...(k.personLike ? personIds(k) : []), ...(k.phone ? phoneIds(k) : [])];
      branches = [
        ...nameBranches(k, filters),
        ...(k.code ? codeBranches(k, filters) : []),
        ...(ids.length > 0 ? [named(ids, k, filters)] : []),
      ];
    }
  }
  return sql.join(branches, sql` union all `);
}

/** One row per enterprise: the best tier and similarity its branches found. */
export function rankedCandidates(k: Keyword, keyType: KeyType, filters: SQL): SQL {
  return sql`select id, min(tier) as tier, max(sim) as sim, min(sr) as sr, max(zczb) as zczb,
    max(established_on) as established_on
    from (${keywordCandidates(k, keyType, filters)}) b group by id`;
}
