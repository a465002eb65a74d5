import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { BRANCH_CANDIDATE_CAP, COMMON_WORD_MAX, STATUS_RANK } from './keyword';
import { rows } from './rows';

// Words of two to four characters held by many names, with their counts (search_common_words).
// - A word held by more names than search gathers (科技, 集团, 信息技术) is known to run past
//   the cap: search walks its tier instead of gathering 10,001 rows to find out.
// - A word held by RANKED_WORD_MIN names up to the cap (酒店, 网络科技) keeps its best matches
//   in the two orders people read (relevance, capital): its first pages come from that head
//   instead of reading every one of its thousands of rows to rank them.
// Kept by the derive pipeline after every seed and import, the only writers of enterprises.

/** From this many names a word keeps its ranked heads: below it, gathering is a few ms. */
export const RANKED_WORD_MIN = 1_000;

/** How many of a frequent word's best matches each head keeps (10 pages of 20). */
export const RANKED_HEAD = 200;

export type CommonWord = {
  /** Names holding the word. */
  names: number;
  /** Of those, the names that do not start with it (the contiguous tier, without filters). */
  inside: number;
  /** The first RANKED_HEAD ids of `inside`, in relevance order (存续/在业 first, capital). */
  byRank: number[] | null;
  /** The first RANKED_HEAD ids of `names`, by capital, largest first. */
  byCapital: number[] | null;
};

/**
 * Recounts the common words of enterprise names and their heads (the derive step); `minNames`
 * lowers the threshold for tests on small data. Returns how many words are kept.
 */
export async function refreshCommonWords(
  db: Database,
  minNames: number = RANKED_WORD_MIN,
): Promise<number> {
  await db.execute(sql`delete from search_common_words`);
  // Each name counts a word once, however often it holds it.
  await db.execute(sql`insert into search_common_words (word, names, inside)
    select w, count(*), count(*) filter (where left(s.qymc, char_length(w)) <> w)
    from enterprises e cross join lateral (
      select distinct substr(e.qymc, i, n) as w, e.qymc
      from generate_series(2, ${COMMON_WORD_MAX}) n,
        generate_series(1, char_length(e.qymc) - n + 1) i) s
    group by w having count(*) >= ${minNames}`);
  // Past the cap a word is walked, never read from a head.
  const holds = sql`zsai_bigrams(e.qymc) @> zsai_bigrams(w.word) and strpos(e.qymc, w.word) > 0`;
  await db.execute(sql`update search_common_words w set
    by_rank = array(select e.id from enterprises e
      where ${holds} and left(e.qymc, char_length(w.word)) <> w.word
      order by ${STATUS_RANK}, e.zczb desc nulls last, e.id limit ${RANKED_HEAD}),
    by_capital = array(select e.id from enterprises e where ${holds}
      order by e.zczb desc nulls last, e.id limit ${RANKED_HEAD})
    where w.names < ${BRANCH_CANDIDATE_CAP}`);
  const [row] = await rows<{ n: number | string }>(
    db,
    sql`select count(*) as n from search_common_words`,
  );
  return Number(row?.n ?? 0);
}

const ids = (list: (number | string)[] | null) => (list ? list.map(Number) : null);

/** What is kept of `word`, or null when fewer names than the threshold hold it. */
export async function commonWord(db: Database, word: string): Promise<CommonWord | null> {
  const [row] = await rows<{
    names: number | string;
    inside: number | string;
    by_rank: (number | string)[] | null;
    by_capital: (number | string)[] | null;
  }>(
    db,
    sql`select names, inside, by_rank, by_capital from search_common_words where word = ${word}`,
  );
  if (!row) return null;
  return {
    names: Number(row.names),
    inside: Number(row.inside),
    byRank: ids(row.by_rank),
    byCapital: ids(row.by_capital),
  };
}
