import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_CAP, type KeyType } from '@/lib/contract/search';
import { segmentWords } from '../words/segmenter';
import { IS_ALIVE } from './filters';

// How a keyword is looked for (docs/search.md). Every branch is an index path: exact and
// prefix (btree), words anywhere in a text (GIN over the text's character bigrams,
// zsai_bigrams, docs/decisions/008), latin letters inside pinyin (pg_trgm). No branch scans
// the table.
//
// Branches are split by relevance tier, and every branch below the head excludes the rows
// of the tiers above it, so each enterprise's tier is its branch's tier. A branch that holds
// BRANCH_CANDIDATE_CAP rows has more than the count cap: the answer is `capped`, and that tier
// is then read in display order from an order index (`test`, a per-row form of the branch)
// instead of gathered, so the first pages are the best-ranked rows of all matches.

/** A branch that reaches this many candidates makes the answer `capped` (10,000+). */
export const BRANCH_CANDIDATE_CAP = SEARCH_COUNT_CAP + 1;

/** The longest word whose count of names is kept when common (common-words.ts). */
export const COMMON_WORD_MAX = 4;

/** Relevance tiers (SPEC ranking, docs/search.md#ranking-and-highlight). */
export const TIER = {
  exactName: 0,
  exactCode: 1,
  prefix: 2,
  /** The searched text holds the whole query contiguously. */
  contiguous: 3,
  /** The searched text holds every word, apart. */
  allWords: 4,
  /** Found elsewhere: former names, people, phone. */
  elsewhere: 5,
} as const;

export type Keyword = {
  /** As typed (whitespace collapsed). */
  text: string;
  /** Without spaces: the contiguous form (上海 科技 → 上海科技). */
  joined: string;
  /**
   * Words that must all occur: the spaced terms, each split by the segmenter (上海科技 → 上海,
   * 科技). One word when the query is one word. Each has two or more characters, except a
   * one-character term typed beside a longer one.
   */
  words: string[];
  /** Mixed input (sz科技, tengxun 科技): the leading latin letters, a pinyin prefix. */
  latinPrefix: string | null;
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

const LATIN = /^[a-z]+$/i;
const LEADING_LATIN = /^[a-z]+/i;
const HAN = /\p{Script=Han}/u;
const length = (s: string) => [...s].length;

export function parseKeyword(text: string): Keyword {
  const terms = text.split(' ').filter(Boolean);
  const joined = terms.join('');
  const upper = joined.toUpperCase();
  let latinPrefix: string | null = null;
  let rest = terms;
  const lead = terms[0]?.match(LEADING_LATIN)?.[0];
  if (lead && HAN.test(joined) && !HAN.test(lead)) {
    latinPrefix = lead.toLowerCase();
    const remainder = terms[0]!.slice(lead.length);
    rest = [...(remainder ? [remainder] : []), ...terms.slice(1)];
  }
  let words = [...new Set(rest.flatMap(segmentWords))];
  // All words of one character (上 海): nothing to index them by, so the query is one word.
  if (!latinPrefix && !words.some((w) => length(w) >= 2)) words = [joined];
  if (words.length === 0) words = [joined];
  return {
    text,
    joined,
    words,
    latinPrefix,
    single: length(joined) === 1,
    pinyin: LATIN.test(joined),
    code: /^[0-9A-Z]{13,18}$/.test(upper) ? upper : null,
    phone: /^[\d-]{3,20}$/.test(joined),
    personLike: /^\p{Script=Han}{2,4}$/u.test(joined),
  };
}

/** Escapes LIKE's metacharacters so user input is matched literally (backslash escape). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export const prefixOf = (k: string) => `${escapeLike(k)}%`;
const containing = (k: string) => `%${escapeLike(k)}%`;

/** The distinct character bigrams of strings (what zsai_bigrams indexes). */
export function bigramsOf(strings: string[]): string[] {
  const grams = new Set<string>();
  for (const s of strings) {
    const chars = [...s];
    for (let i = 0; i + 1 < chars.length; i++) grams.add(chars[i]! + chars[i + 1]!);
  }
  return [...grams];
}

/** 存续/在业 before the rest (SPEC ranking's first tie-breaker). */
export const STATUS_RANK = sql`case when ${IS_ALIVE} then 0 else 1 end`;

const all = (parts: SQL[]) => sql`(${sql.join(parts, sql` and `)})`;
const any = (parts: SQL[]) => sql`(${sql.join(parts, sql` or `)})`;

/** `text` holds `s` (strpos: literal, no pattern, and not an index condition). */
const holds = (text: SQL, s: string) => sql`strpos(${text}, ${s}) > 0`;
const holdsAll = (text: SQL, words: string[]) => all(words.map((w) => holds(text, w)));

/** The bigram index condition for texts holding every one of `strings`. */
function bigramIndex(text: SQL, strings: string[]): SQL {
  const grams = bigramsOf(strings.filter((s) => length(s) >= 2));
  return sql`zsai_bigrams(${text}) @> array[${sql.join(
    grams.map((g) => sql`${g}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * One way of finding candidates: rows of `from` (enterprises `e`, or a table joined to it)
 * meeting `where` (an index path). `test` is the same set as a condition on `e` alone, for
 * reading the tier in display order; `tier` is fixed, or computed for the head.
 */
export type Branch = {
  from?: SQL;
  where: SQL;
  test: SQL;
  tier: number | SQL;
  broad: boolean;
  /** Set when, but for the head's rows and the filters, the branch is exactly the names
   * holding this word: its size is then known when the word is common (common-words.ts). */
  nameWord?: string;
};

/** A searched text: a column of `e`, or the names in a table of facts (brands, products). */
type Field = { kind: 'column'; column: SQL } | { kind: 'facts'; table: 'trademarks' | 'products' };

const NAME: Field = { kind: 'column', column: sql`e.qymc` };

/** Rows whose field meets `on(text)`: as a condition on `e`. */
function fieldTest(field: Field, on: (text: SQL) => SQL): SQL {
  if (field.kind === 'column') return on(field.column);
  return sql`exists (select 1 from ${sql.raw(field.table)} f
    where f.enterprise_id = e.id and ${on(sql`f.name`)})`;
}

/** The head: exact name, exact code, name prefix and pinyin prefixes (btree, never cut). */
function headOf(k: Keyword, keyType: KeyType): { paths: SQL[]; test: SQL; tier: SQL } | null {
  const paths: SQL[] = [];
  const name = keyType !== 'code';
  if (name) paths.push(sql`e.qymc like ${prefixOf(k.joined)}`);
  if (name && k.pinyin) {
    const lower = k.joined.toLowerCase();
    paths.push(
      sql`e.name_initials like ${prefixOf(lower)}`,
      sql`e.name_pinyin like ${prefixOf(lower)}`,
    );
  }
  const code = k.code ?? (keyType === 'code' ? k.joined.toUpperCase() : null);
  const withCode = code !== null && (keyType === 'all' || keyType === 'code');
  if (withCode) paths.push(sql`(e.tyshxydm = ${code} or e.reg_no = ${code})`);
  if (paths.length === 0) return null;
  const codeTier = withCode
    ? sql` when e.tyshxydm = ${code} or e.reg_no = ${code} then ${sql.raw(String(TIER.exactCode))}`
    : sql``;
  return {
    paths,
    test: any(paths),
    tier: sql`case when e.qymc = ${k.joined} then ${sql.raw(String(TIER.exactName))}${codeTier}
      else ${sql.raw(String(TIER.prefix))} end`,
  };
}

/** Body branches over one searched text: contiguous (tier 3) and all words apart (tier 4). */
function textBranches(k: Keyword, field: Field, notHead: SQL, tier3 = true): Branch[] {
  const branches: Branch[] = [];
  const contiguous = (text: SQL) => holds(text, k.joined);
  const from =
    field.kind === 'facts'
      ? sql`${sql.raw(field.table)} f join enterprises e on e.id = f.enterprise_id`
      : undefined;
  const text = field.kind === 'column' ? field.column : sql`f.name`;
  const branch = (where: SQL, test: SQL, tier: number): Branch => ({
    ...(from ? { from } : {}),
    where: all([where, notHead]),
    test: all([test, notHead]),
    tier,
    broad: true,
  });
  if (tier3 && length(k.joined) >= 2) {
    const contiguousBranch = branch(
      all([bigramIndex(text, [k.joined]), contiguous(text)]),
      fieldTest(field, contiguous),
      TIER.contiguous,
    );
    const known = field === NAME && length(k.joined) <= COMMON_WORD_MAX;
    branches.push(known ? { ...contiguousBranch, nameWord: k.joined } : contiguousBranch);
  }
  const apart = k.words.length > 1 || (k.latinPrefix !== null && k.words.length > 0);
  if (apart && k.words.some((w) => length(w) >= 2)) {
    const notContiguous = sql`not ${fieldTest(field, contiguous)}`;
    const latin =
      k.latinPrefix !== null && field === NAME
        ? [
            any([
              sql`e.name_initials like ${prefixOf(k.latinPrefix)}`,
              sql`e.name_pinyin like ${prefixOf(k.latinPrefix)}`,
            ]),
          ]
        : [];
    branches.push(
      branch(
        all([bigramIndex(text, k.words), holdsAll(text, k.words), ...latin, notContiguous]),
        all([fieldTest(field, (t) => holdsAll(t, k.words)), ...latin, notContiguous]),
        TIER.allWords,
      ),
    );
  }
  return branches;
}

/** Latin letters inside the initials or the full pinyin (3+ letters: pg_trgm). */
function pinyinInsideBranch(k: Keyword, notHead: SQL): Branch[] {
  if (!k.pinyin || length(k.joined) < 3) return [];
  const lower = k.joined.toLowerCase();
  return [
    {
      where: all([
        any([
          sql`e.name_initials like ${containing(lower)}`,
          sql`e.name_pinyin like ${containing(lower)}`,
        ]),
        notHead,
      ]),
      test: all([
        any([holds(sql`e.name_initials`, lower), holds(sql`e.name_pinyin`, lower)]),
        notHead,
      ]),
      tier: TIER.contiguous,
      broad: true,
    },
  ];
}

/** What found elsewhere excludes: rows ranked by their name already. */
const nameHoldsWords = (k: Keyword) => holdsAll(sql`e.qymc`, k.words);

// Person names are short: prefix on the legal representative and on people.name, through
// their positions and shareholdings. Each join reaches the enterprise, so its filters apply
// before a broad name (王) stops at the cap.
function personBranches(k: Keyword, exclude: SQL): Branch[] {
  const p = prefixOf(k.joined);
  const test = any([
    sql`e.legal_representative like ${p}`,
    sql`exists (select 1 from positions po join people pe on pe.id = po.person_id
      where po.enterprise_id = e.id and pe.name like ${p})`,
    sql`exists (select 1 from shareholdings sh join people pe on pe.id = sh.holder_person_id
      where sh.enterprise_id = e.id and pe.name like ${p})`,
  ]);
  const branch = (where: SQL, from?: SQL): Branch => ({
    ...(from ? { from } : {}),
    where: all([where, exclude]),
    test: all([test, exclude]),
    tier: TIER.elsewhere,
    broad: true,
  });
  return [
    branch(sql`e.legal_representative like ${p}`),
    branch(
      sql`pe.name like ${p}`,
      sql`positions po join people pe on pe.id = po.person_id
        join enterprises e on e.id = po.enterprise_id`,
    ),
    branch(
      sql`pe.name like ${p}`,
      sql`shareholdings sh join people pe on pe.id = sh.holder_person_id
        join enterprises e on e.id = sh.enterprise_id`,
    ),
  ];
}

function phoneBranches(k: Keyword, exclude: SQL): Branch[] {
  const where = sql`e.lxfs like ${prefixOf(k.joined)}`;
  return [
    {
      where: all([where, exclude]),
      test: all([where, exclude]),
      tier: TIER.elsewhere,
      broad: true,
    },
  ];
}

/** Former names: words anywhere, ranked below names that hold them. */
function formerNameBranches(k: Keyword, exclude: SQL): Branch[] {
  if (!k.words.some((w) => length(w) >= 2)) return [];
  const text = sql`e.former_names`;
  return [
    {
      where: all([bigramIndex(text, k.words), holdsAll(text, k.words), exclude]),
      test: all([holdsAll(text, k.words), exclude]),
      tier: TIER.elsewhere,
      broad: true,
    },
  ];
}

const FIELDS: Partial<Record<KeyType, Field>> = {
  address: { kind: 'column', column: sql`e.address` },
  scope: { kind: 'column', column: sql`e.business_scope` },
  brand: { kind: 'facts', table: 'trademarks' },
  product: { kind: 'facts', table: 'products' },
};

/** The branches of a keyword and its type, head first. */
export function branchesOf(k: Keyword, keyType: KeyType): Branch[] {
  const head = headOf(k, keyType);
  const notHead = head ? sql`not ${head.test}` : sql`true`;
  const elsewhere = all([notHead, sql`not ${nameHoldsWords(k)}`]);
  // The head of a key type other than the name holds only rows that match that type too.
  const headBranches = (match: SQL | null): Branch[] =>
    head
      ? head.paths.map((path) => ({
          where: match ? all([path, match]) : path,
          test: match ? all([head.test, match]) : head.test,
          tier: head.tier,
          broad: false,
        }))
      : [];
  const field = FIELDS[keyType];
  if (field) {
    const match = fieldTest(field, (t) => holdsAll(t, k.words));
    return [...headBranches(match), ...textBranches(k, field, notHead)];
  }
  switch (keyType) {
    case 'name':
      return [
        ...headBranches(null),
        ...textBranches(k, NAME, notHead),
        ...pinyinInsideBranch(k, notHead),
        ...(k.latinPrefix ? [] : formerNameBranches(k, elsewhere)),
      ];
    case 'code':
      return headBranches(null);
    case 'person': {
      const [person] = personBranches(k, sql`true`);
      return [...headBranches(person!.test), ...personBranches(k, notHead)];
    }
    case 'phone':
      return [
        ...headBranches(sql`e.lxfs like ${prefixOf(k.joined)}`),
        ...phoneBranches(k, notHead),
      ];
    default:
      return [
        ...headBranches(null),
        ...textBranches(k, NAME, notHead),
        ...pinyinInsideBranch(k, notHead),
        // Mixed input (sz科技) spells the name's pinyin: not a former name or a person.
        ...(k.latinPrefix ? [] : formerNameBranches(k, elsewhere)),
        ...(k.personLike ? personBranches(k, elsewhere) : []),
        ...(k.phone ? phoneBranches(k, elsewhere) : []),
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
    ? sql` or e.name_initials like ${prefixOf(k.joined.toLowerCase())}`
    : sql``;
  return sql`(e.qymc like ${prefixOf(k.joined)}${initials})`;
}

const tierSql = (tier: number | SQL) => (typeof tier === 'number' ? sql.raw(String(tier)) : tier);

/**
 * The candidates of `branches` within `filters`, as two CTEs: `raw`, one row a branch match
 * (id, tier, sr, zczb, established_on, branch b, broad), and `c`, one row an enterprise with
 * its best tier. A broad branch stops after BRANCH_CANDIDATE_CAP rows.
 */
export function candidateCtes(branches: Branch[], filters: SQL): SQL {
  const selects = branches.map((branch, b) => {
    const limit = branch.broad ? sql` limit ${BRANCH_CANDIDATE_CAP}` : sql``;
    return sql`(select e.id, ${tierSql(branch.tier)} as tier, ${STATUS_RANK} as sr,
      e.zczb, e.established_on, ${sql.raw(String(b))} as b
      from ${branch.from ?? sql`enterprises e`} where ${branch.where} and ${filters}${limit})`;
  });
  return sql`raw as materialized (${sql.join(selects, sql` union all `)}),
    c as materialized (select id, min(tier) as tier, min(sr) as sr,
      max(zczb) as zczb, max(established_on) as established_on from raw group by id)`;
}

/** Over candidateCtes: the branches that reached the cap (their tier is incomplete). */
export const STOPPED_BRANCHES = sql`(select coalesce(array_agg(b), '{}') from (
  select b from raw group by b having count(*) >= ${BRANCH_CANDIDATE_CAP}) s)`;

/** Over candidateCtes: candidates per tier, as {tier: count}. */
export const TIER_COUNTS = sql`(select coalesce(json_object_agg(tier, n), '{}') from (
  select tier, count(*) as n from c group by tier) s)`;
