import { cutWords } from '../../words/segmenter';
import type { ParserDictionary } from '../types';

// The dictionary as a word → meanings map for longest-match lookup, built once per
// dictionary object. Industry names also answer to their parts (软件和信息技术服务业 →
// 软件), to the name without 业 (汽车制造) and to what is made (汽车制造业 → 汽车).

export type Region = ParserDictionary['regions'][number];

export type Meaning =
  | { kind: 'region'; region: Region }
  | { kind: 'industry'; code: string; rank: number }
  | { kind: 'chain'; id: string }
  | { kind: 'qualification'; value: string }
  | { kind: 'status'; values: string[] }
  | { kind: 'type'; value: string };

export type Lexicon = {
  words: Map<string, Meaning[]>;
  maxLength: number;
  regionByCode: Map<string, Region>;
};

const STATUS_WORDS: [string, string[]][] = [
  ['存续', ['存续']],
  ['在业', ['在业']],
  ['在营', ['存续', '在业']],
  ['正常经营', ['存续', '在业']],
  ['经营中', ['存续', '在业']],
  ['迁入', ['迁入']],
  ['迁出', ['迁出']],
  ['吊销', ['吊销']],
  ['被吊销', ['吊销']],
  ['已吊销', ['吊销']],
  ['注销', ['注销']],
  ['已注销', ['注销']],
];

const TYPE_WORDS: [string, string][] = [
  ['有限责任公司', 'yxzr'],
  ['有限责任', 'yxzr'],
  ['股份有限公司', 'gfyx'],
  ['股份公司', 'gfyx'],
  ['股份制', 'gfyx'],
  ['个人独资企业', 'grdz'],
  ['个人独资', 'grdz'],
  ['个独', 'grdz'],
  ['合伙企业', 'hhqy'],
  ['合伙', 'hhqy'],
  ['外商投资企业', 'wstz'],
  ['外商投资', 'wstz'],
  ['外资企业', 'wstz'],
  ['外资', 'wstz'],
  ['外企', 'wstz'],
  ['港澳台投资', 'wstz'],
  ['台港澳投资', 'wstz'],
];

// Parts of industry names too vague to name an industry on their own.
const VAGUE_PARTS = new Set([
  '服务',
  '制造',
  '活动',
  '专业',
  '辅助性活动',
  '相关服务',
  '设备',
  '用品',
  '制品',
  '产品',
  '供应',
  '生产',
  '销售',
  '开采',
  '研究',
  '管理',
  '发展',
  '加工',
  '修理',
  '批发和零售',
  '其他',
  '组织',
  '机构',
  '工程',
  '器材',
  '材料',
  '用具',
  '配件',
  '零件',
  '服务业',
  '供应业',
]);

function industryAliases(name: string): { word: string; kind: number }[] {
  const out: { word: string; kind: number }[] = [{ word: name, kind: 0 }];
  const ok = (w: string) =>
    [...w].length >= 2 && [...w].length <= 10 && !VAGUE_PARTS.has(w) && !w.startsWith('其他');
  const stripped = name.endsWith('业') && !name.endsWith('企业') ? name.slice(0, -1) : undefined;
  if (stripped && ok(stripped)) out.push({ word: stripped, kind: 1 });
  for (const part of name.split(/[、，,和及与（）()]/u)) {
    if (part === name) continue;
    if (ok(part)) out.push({ word: part, kind: 2 });
    if (part.endsWith('业') && ok(part.slice(0, -1)))
      out.push({ word: part.slice(0, -1), kind: 2 });
  }
  const head = /^(.{2,6}?)(?:制造业|制造|加工业|加工|服务业)$/u.exec(name)?.[1];
  if (head && ok(head) && !/[、，和及]/u.test(head)) out.push({ word: head, kind: 3 });
  return out;
}

const PRIORITY: Record<Meaning['kind'], number> = {
  chain: 0,
  qualification: 1,
  type: 2,
  status: 2,
  industry: 3,
  region: 4,
};

function lexicallyBefore(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

function build(dictionary: ParserDictionary): Lexicon {
  const words = new Map<string, Meaning[]>();
  const add = (word: string, meaning: Meaning) => {
    const list = words.get(word);
    if (!list) words.set(word, [meaning]);
    else if (PRIORITY[meaning.kind] < PRIORITY[list[0]!.kind]) words.set(word, [meaning]);
    else if (PRIORITY[meaning.kind] === PRIORITY[list[0]!.kind]) list.push(meaning);
  };
  const regionByCode = new Map<string, Region>();
  for (const region of dictionary.regions) {
    regionByCode.set(region.code, region);
    add(region.name, { kind: 'region', region });
    for (const s of region.short) add(s, { kind: 'region', region });
  }
  // Industries: one meaning per word, the best by (alias kind, name length, level).
  const best = new Map<string, { code: string; score: number[] }>();
  for (const industry of dictionary.industries) {
    for (const { word, kind } of industryAliases(industry.name)) {
      // 大类 before 门类 before 中类: 软件 is 65, not the wider I or a 中类 that mentions it.
      const level = industry.code.length === 2 ? 0 : /^[A-T]$/.test(industry.code) ? 1 : 2;
      const score = [kind, level, [...industry.name].length];
      const current = best.get(word);
      if (!current || lexicallyBefore(score, current.score))
        best.set(word, { code: industry.code, score });
    }
  }
  for (const [word, { code }] of best) {
    add(word, { kind: 'industry', code, rank: /^[A-T]$/.test(code) ? 1 : code.length });
  }
  for (const chain of dictionary.chains) {
    for (const w of [chain.name, ...chain.aliases])
      add(w.toLowerCase(), { kind: 'chain', id: chain.id });
  }
  for (const q of dictionary.qualifications) {
    for (const w of [q.label, ...q.aliases]) add(w, { kind: 'qualification', value: q.value });
  }
  for (const [w, values] of STATUS_WORDS) add(w, { kind: 'status', values });
  for (const [w, value] of TYPE_WORDS) add(w, { kind: 'type', value });
  let maxLength = 0;
  for (const w of words.keys()) maxLength = Math.max(maxLength, w.length);
  return { words, maxLength, regionByCode };
}

const cache = new WeakMap<ParserDictionary, Lexicon>();

export function lexicon(dictionary: ParserDictionary): Lexicon {
  let lex = cache.get(dictionary);
  if (!lex) {
    lex = build(dictionary);
    cache.set(dictionary, lex);
  }
  return lex;
}

export type WordMatch = { start: number; end: number; word: string; meanings: Meaning[] };

/**
 * Longest dictionary matches in a span of text, starting and ending where jieba cuts (so 深圳市中
 * never yields 市中); a token jieba keeps whole past a word's end falls back to a plain longest
 * match of three or more characters. Unmatched tokens are returned as leftovers.
 */
export function matchWords(
  text: string,
  lex: Lexicon,
): { matches: WordMatch[]; leftovers: string[] } {
  const matches: WordMatch[] = [];
  const leftovers: string[] = [];
  if (!text) return { matches, leftovers };
  const tokens = cutWords(text);
  const bounds = new Set<number>([0]);
  let at = 0;
  for (const t of tokens) {
    at += t.length;
    bounds.add(at);
  }
  // jieba keeps 餐饮企业 whole: a generic head noun still ends the word before it.
  for (const m of text.matchAll(/企业|公司|行业|产业|的/gu)) bounds.add(m.index);
  let i = 0;
  let pendingStart = -1;
  const flush = (end: number) => {
    if (pendingStart >= 0) leftovers.push(...cutWords(text.slice(pendingStart, end)));
    pendingStart = -1;
  };
  while (i < text.length) {
    let found: WordMatch | undefined;
    if (bounds.has(i)) {
      for (let len = Math.min(lex.maxLength, text.length - i); len >= 1 && !found; len--) {
        const word = text.slice(i, i + len);
        const meanings = lex.words.get(word);
        if (meanings && (bounds.has(i + len) || len >= 3))
          found = { start: i, end: i + len, word, meanings };
      }
    }
    if (found) {
      flush(i);
      matches.push(found);
      i = found.end;
    } else {
      if (pendingStart < 0) pendingStart = i;
      i += 1;
    }
  }
  flush(text.length);
  return { matches, leftovers };
}
