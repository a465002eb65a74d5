import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';
import { userDictionary } from './user-dictionary';

// The one Chinese word segmenter (ARCHITECTURE.md, Words): jieba with its own dictionary
// plus ours (regions, industries, chains). Loading takes about 0.3 s, so it happens on first
// use and once per process.

let jieba: Jieba | undefined;

function segmenter(): Jieba {
  if (!jieba) {
    jieba = Jieba.withDict(dict);
    jieba.loadDict(Buffer.from(userDictionary()));
  }
  return jieba;
}

const HAN = /\p{Script=Han}/u;

/** Every token jieba makes of a text (HMM off, so the cut is the same on every run). */
export function cutWords(text: string): string[] {
  return segmenter().cut(text, false);
}

/**
 * Words of a term typed without spaces, each of two or more characters: 上海科技 → 上海, 科技.
 * Runs of single characters that jieba leaves alone (brand names: 臻阳 → 臻, 阳) are joined
 * again, and a lone single character joins its neighbour, so no word is too short to index.
 * A term that does not split (a word, latin, digits) comes back whole.
 */
export function segmentWords(term: string): string[] {
  if ([...term].length < 4 || !HAN.test(term)) return [term];
  const pieces: string[] = [];
  let singles = '';
  for (const token of segmenter().cut(term, false)) {
    if ([...token].length === 1) {
      singles += token;
      continue;
    }
    if (singles) pieces.push(singles);
    singles = '';
    pieces.push(token);
  }
  if (singles) pieces.push(singles);
  // A lone character joins the piece before it (or after it, when it comes first).
  const words: string[] = [];
  for (const piece of pieces) {
    const last = words.at(-1);
    if ([...piece].length === 1 && last !== undefined) words[words.length - 1] = last + piece;
    else if (last !== undefined && [...last].length === 1) words[words.length - 1] = last + piece;
    else words.push(piece);
  }
  return words;
}
