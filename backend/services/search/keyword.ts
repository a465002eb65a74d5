import { sql, type SQL } from 'drizzle-orm';
import type { KeyType } from '@/lib/contract/search';

// How a keyword is looked for. Every branch is an index path: exact (btree), prefix
// (text_pattern_ops btree, for 1-2 character keywords, person names, phones and pinyin) or
// contains (pg_trgm GIN, 3+ characters, where trigrams exist). No branch scans the table.
// Branches over \`enterprises\` carry the filters too, so the engine can combine the keyword's
// index with the filters' (a bitmap AND) instead of fetching every keyword match to drop most.

/** Candidates of one "contains" branch at most: broad words (有限公司) stay bounded. */
export const CONTAINS_CANDIDATE_CAP = 20_000;

export type Keyword = {
  text: string;
  /** 1-2 characters: prefix paths only (trigrams need three). */
  short: boolean;
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

const prefixOf = (k: string) => `${escapeLike(k)}%`;
const containing = (k: string) => `%${escapeLike(k)}%`;

/** Ids whose name (or former name, or pinyin) matches, within `filters`. */
function nameBranches(k: Keyword, filters: SQL): SQL[] {
  const branches: SQL[] = [
    sql`select e.id from enterprises e where e.qymc like ${prefixOf(k.text)} and ${filters}`,
  ];
  if (!k.short) {
    branches.push(
      sql`(select e.id from enterprises e where (e.qymc like ${containing(k.text)} or e.former_names like ${containing(k.text)}) and ${filters} limit ${CONTAINS_CANDIDATE_CAP})`,
    );
  }
  if (k.pinyin) {
    const lower = k.text.toLowerCase();
    branches.push(
      k.short
        ? sql`select e.id from enterprises e where (e.name_initials like ${prefixOf(lower)} or e.name_pinyin like ${prefixOf(lower)}) and ${filters}`
        : sql`(select e.id from enterprises e where (e.name_initials like ${containing(lower)} or e.name_pinyin like ${containing(lower)}) and ${filters} limit ${CONTAINS_CANDIDATE_CAP})`,
    );
  }
  return branches;
}

function codeBranches(k: Keyword): SQL[] {
  const code = k.code ?? k.text.toUpperCase();
  return [
    sql`select e.id from enterprises e where e.tyshxydm = ${code}`,
    sql`select e.id from enterprises e where e.reg_no = ${code}`,
  ];
}

// Person names are short: prefix on people.name, then their positions and shareholdings.
function personBranches(k: Keyword, filters: SQL): SQL[] {
  const p = prefixOf(k.text);
  return [
    sql`select e.id from enterprises e where e.legal_representative like ${p} and ${filters}`,
    sql`select po.enterprise_id from positions po join people pe on pe.id = po.person_id where pe.name like ${p}`,
    sql`select sh.enterprise_id from shareholdings sh join people pe on pe.id = sh.holder_person_id where pe.name like ${p}`,
  ];
}

function phoneBranches(k: Keyword, filters: SQL): SQL[] {
  return [sql`select e.id from enterprises e where e.lxfs like ${prefixOf(k.text)} and ${filters}`];
}

function textBranch(table: SQL, column: SQL, idColumn: SQL, k: Keyword): SQL {
  const pattern = k.short ? prefixOf(k.text) : containing(k.text);
  return sql`(select ${idColumn} from ${table} where ${column} like ${pattern} limit ${CONTAINS_CANDIDATE_CAP})`;
}

// Business scopes are clause lists (…；软件开发；…): a short keyword matches a clause's start,
// which trigrams index because the clause starts at a word boundary.
function scopeBranches(k: Keyword, filters: SQL): SQL[] {
  if (!k.short) {
    return [
      sql`(select e.id from enterprises e where e.business_scope like ${containing(k.text)} and ${filters} limit ${CONTAINS_CANDIDATE_CAP})`,
    ];
  }
  const clause = `%；${escapeLike(k.text)}%`;
  return [
    sql`(select e.id from enterprises e where (e.business_scope like ${prefixOf(k.text)} or e.business_scope like ${clause}) and ${filters} limit ${CONTAINS_CANDIDATE_CAP})`,
  ];
}

/** The union of id queries for a keyword and its type (ids may repeat; callers use IN). */
export function keywordIds(k: Keyword, keyType: KeyType, filters: SQL): SQL {
  let branches: SQL[];
  switch (keyType) {
    case 'name':
      branches = nameBranches(k, filters);
      break;
    case 'code':
      branches = codeBranches(k);
      break;
    case 'person':
      branches = personBranches(k, filters);
      break;
    case 'phone':
      branches = phoneBranches(k, filters);
      break;
    case 'address':
      branches = [textBranch(sql`enterprises`, sql`address`, sql`id`, k)];
      break;
    case 'brand':
      branches = [textBranch(sql`trademarks`, sql`name`, sql`enterprise_id`, k)];
      break;
    case 'product':
      branches = [textBranch(sql`products`, sql`name`, sql`enterprise_id`, k)];
      break;
    case 'scope':
      branches = scopeBranches(k, filters);
      break;
    default:
      branches = [
        ...nameBranches(k, filters),
        ...(k.code ? codeBranches(k) : []),
        ...(k.personLike ? personBranches(k, filters) : []),
        ...(k.phone ? phoneBranches(k, filters) : []),
      ];
  }
  return sql.join(branches, sql` union all `);
}

/**
 * Relevance tier of a row (SPEC ranking): 0 exact name, 1 exact code, 2 name or pinyin
 * prefix, 3 anything else (then ordered by trigram similarity).
 */
export function relevanceTier(k: Keyword): SQL {
  const code = k.code ?? k.text.toUpperCase();
  const lower = k.text.toLowerCase();
  const pinyinPrefix = k.pinyin
    ? sql`or e.name_initials like ${prefixOf(lower)} or e.name_pinyin like ${prefixOf(lower)}`
    : sql``;
  return sql`case when e.qymc = ${k.text} then 0
    when e.tyshxydm = ${code} or e.reg_no = ${code} then 1
    when e.qymc like ${prefixOf(k.text)} ${pinyinPrefix} then 2
    else 3 end`;
}
