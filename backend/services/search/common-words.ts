import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { BRANCH_CANDIDATE_CAP, COMMON_WORD_MAX } from './keyword';
import { rows } from './rows';

// Words of two to four characters held by more names than search gathers, with their counts.
// Search knows from this table that such a word's tier runs past the cap without gathering
// 10,001 rows to find out (the most common searches: 科技, 集团, 信息技术). Kept by the derive
// pipeline after every seed and import, the only writers of enterprises.

/** Recounts the common words of enterprise names (the derive step). Returns how many. */
export async function refreshCommonWords(db: Database): Promise<number> {
  await db.execute(sql`delete from search_common_words`);
  // Each name counts a word once, however often it holds it.
  await db.execute(sql`insert into search_common_words (word, names)
    select w, count(*) from enterprises e cross join lateral (
      select distinct substr(e.qymc, i, n) as w
      from generate_series(2, ${COMMON_WORD_MAX}) n,
        generate_series(1, char_length(e.qymc) - n + 1) i) s
    group by w having count(*) >= ${BRANCH_CANDIDATE_CAP}`);
  const [row] = await rows<{ n: number | string }>(
    db,
    sql`select count(*) as n from search_common_words`,
  );
  return Number(row?.n ?? 0);
}

/** How many names hold `word`, when that is at least the cap; null otherwise. */
export async function commonWordNames(db: Database, word: string): Promise<number | null> {
  const [row] = await rows<{ names: number | string }>(
    db,
    sql`select names from search_common_words where word = ${word}`,
  );
  return row ? Number(row.names) : null;
}
