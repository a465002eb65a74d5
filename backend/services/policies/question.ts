import { POLICY_QUALIFICATIONS, type AskMatch } from '@/lib/contract/policies';
import type { MeasureRow, PolicyRow } from '../../db/queries/policies';
import { segmentWords } from '../words/segmenter';
import { policyRecord } from './records';

// A question in Chinese → the policies that answer it (docs/policy-qa.md "Questions"): the
// question's words (the shared segmenter, minus the words every question and policy has),
// policies holding any of them, ranked by where the words stand, with the passages quoted.

/** Words that say nothing about which policy is meant. */
const STOP_WORDS = new Set([
  '哪些',
  '有哪些',
  '有什么',
  '是什么',
  '怎么样',
  '什么',
  '怎么',
  '怎样',
  '如何',
  '是否',
  '可以',
  '能否',
  '能够',
  '有没有',
  '有无',
  '我们',
  '我司',
  '公司',
  '企业',
  '政策',
  '申请',
  '申报',
  '享受',
  '需要',
  '条件',
  '要求',
  '关于',
  '相关',
  '请问',
  '一下',
  '现在',
  '目前',
  '的话',
]);

/**
 * The library's own terms, kept whole: the segmenter's dictionary (regions, industries,
 * chains) does not know them and would cut 专精特新 into 专精, 特新.
 */
const TERMS = [
  // 专精特新“小巨人” is found as 专精特新 and 小巨人: the question loses its quotes.
  ...POLICY_QUALIFICATIONS.filter((t) => !t.includes('“')),
  '小巨人',
  '加计扣除',
  '稳岗',
  '贴息',
].sort((a, b) => b.length - a.length);

const PARTICLES = /^(?:的|了|吗|呢|和|与|及|在|对|给|能|可)+|(?:的|了|吗|呢|吧|有|是)+$/gu;

/** The question's searchable words, in order, each once. */
export function questionWords(question: string): string[] {
  const words: string[] = [];
  const add = (word: string) => {
    if ([...word].length >= 2 && !STOP_WORDS.has(word) && !words.includes(word)) words.push(word);
  };
  for (const part of question.replace(/[“”]/g, '').split(/[^\p{Script=Han}A-Za-z0-9]+/u)) {
    // Known terms first, then the segmenter over what is left around them.
    let rest = part;
    for (const term of TERMS) {
      if (!rest.includes(term)) continue;
      add(term);
      rest = rest.split(term).join(' ');
    }
    for (const piece of rest.split(' ')) {
      if (!piece) continue;
      for (const raw of segmentWords(piece)) add(raw.replace(PARTICLES, ''));
    }
  }
  return words;
}

const WEIGHTS = { title: 3, measure: 2, clause: 2, text: 1 } as const;
const QUOTE_CHARS = 120;

/** The sentence of `text` around the first word found, at most QUOTE_CHARS characters. */
export function passage(text: string, words: string[]): string {
  const at = Math.min(...words.map((w) => text.indexOf(w)).filter((i) => i >= 0));
  if (!Number.isFinite(at)) return text.slice(0, QUOTE_CHARS);
  const start = Math.max(0, text.lastIndexOf('。', at) + 1);
  const end = text.indexOf('。', at);
  const sentence = text.slice(start, end < 0 ? undefined : end + 1).trim();
  return sentence.length > QUOTE_CHARS ? `${sentence.slice(0, QUOTE_CHARS)}…` : sentence;
}

/**
 * Scores and quotes one policy: each word counts once, at the weight of the best place it
 * stands (title 3, a measure or clause 2, the full text 1). Zero when it holds no word.
 */
export function matchPolicy(
  policy: PolicyRow,
  fullText: string,
  measures: MeasureRow[],
  words: string[],
  today: string,
): AskMatch | null {
  const quotes: AskMatch['quotes'] = [];
  const found: string[] = [];
  let score = 0;
  const hit = (text: string) => words.filter((w) => text.includes(w));
  const titleWords = hit(policy.title);
  if (titleWords.length > 0) quotes.push({ where: 'title', measure: null, text: policy.title });
  const best = new Map<string, number>(titleWords.map((w) => [w, WEIGHTS.title]));
  const raise = (ws: string[], weight: number) => {
    for (const w of ws) best.set(w, Math.max(best.get(w) ?? 0, weight));
  };
  for (const m of measures) {
    const inMeasure = hit(`${m.title}${m.content}`);
    if (inMeasure.length > 0) {
      quotes.push({ where: 'measure', measure: m.title, text: m.content });
      raise(inMeasure, WEIGHTS.measure);
    }
    for (const c of m.clauses) {
      const inClause = hit(c.text);
      if (inClause.length === 0) continue;
      quotes.push({ where: 'clause', measure: m.title, text: c.text });
      raise(inClause, WEIGHTS.clause);
    }
  }
  const inText = hit(fullText);
  if (inText.length > 0 && quotes.length === 0)
    quotes.push({ where: 'text', measure: null, text: passage(fullText, inText) });
  raise(inText, WEIGHTS.text);
  for (const [w, weight] of best) {
    found.push(w);
    score += weight;
  }
  if (score === 0) return null;
  return {
    policy: policyRecord(policy, today),
    score,
    words: words.filter((w) => found.includes(w)),
    quotes,
  };
}

/** Best first: score, then more words, then the newer policy. */
export function rankMatches(matches: AskMatch[]): AskMatch[] {
  return matches.sort(
    (a, b) =>
      b.score - a.score ||
      b.words.length - a.words.length ||
      b.policy.issuedon.localeCompare(a.policy.issuedon) ||
      Number(b.policy.ID_) - Number(a.policy.ID_),
  );
}
