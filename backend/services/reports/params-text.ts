import { inArray } from 'drizzle-orm';
import { periodSpan } from '@/lib/contract/briefing';
import { regionPathName } from '@/lib/format';
import type { Database } from '../../db/client';
import { enterprises, industryChains } from '../../db/schema';
import { findRegion } from '../chains/regions';
import { industryByCode } from '../search/reference';

// A report's stored parameters as a reader reads them (issue 33): the one place that turns
// { subject: 'region', chain: 'nev', region: '110100', peers: ['440300', '310100'] } into
// 对标类型：地区 · 产业链：新能源汽车 · 地区：北京市 · 对标对象：深圳市、上海市. Names, never codes,
// ids or internal values; every screen that shows a report's parameters shows this text
// (ReportRecord.paramstext).

/** The parameters every kind stores (lib/contract/report-kinds.ts, briefing.ts), in reading order. */
const LABELS = {
  subject: '对标类型',
  chain: '产业链',
  industry: '行业',
  qyid: '企业',
  region: '地区',
  peers: '对标对象',
  period: '时间',
} as const;
type Key = keyof typeof LABELS;
const KEYS = Object.keys(LABELS) as Key[];

const SUBJECTS: Record<string, string> = { region: '地区', enterprise: '企业' };

/** What a name that no longer resolves reads as (a deleted enterprise or chain). */
const GONE = '（已不存在）';

type Params = Record<string, unknown>;
type Names = { chains: Map<string, string>; enterprises: Map<string, string> };

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/** A stored list: an array, or values joined by commas (the page URL's form). */
const listOf = (v: unknown): string[] =>
  (Array.isArray(v) ? v.map(String) : String(v).split(',')).map((s) => s.trim()).filter(Boolean);

/** A province or a city by its name (北京市, 深圳市); a district with its city (江苏省苏州市虎丘区). */
function regionText(code: string): string {
  const region = findRegion(code);
  if (!region) return GONE;
  return region.level <= 2 ? region.name : regionPathName(region.path) || region.name;
}

function periodText(period: string): string {
  return /^\d{4}-(0[1-9]|1[0-2]|Q[1-4])$/.test(period) ? periodSpan(period).label : period;
}

function valueText(key: Key, value: unknown, params: Params, names: Names): string {
  switch (key) {
    case 'subject':
      return SUBJECTS[String(value)] ?? GONE;
    case 'chain':
      return names.chains.get(String(value)) ?? GONE;
    case 'industry':
      return industryByCode(String(value))?.name ?? GONE;
    case 'qyid':
      return names.enterprises.get(String(value)) ?? GONE;
    case 'region':
      return regionText(String(value));
    case 'peers':
      return listOf(value)
        .map((x) =>
          params.subject === 'enterprise' ? (names.enterprises.get(x) ?? GONE) : regionText(x),
        )
        .join('、');
    case 'period':
      return periodText(String(value));
  }
}

/** The chains' and enterprises' names the parameters refer to, in two queries for a page. */
async function namesOf(db: Database, all: Params[]): Promise<Names> {
  const chainCodes = new Set<string>();
  const ids = new Set<number>();
  for (const p of all) {
    if (present(p.chain)) chainCodes.add(String(p.chain));
    const refs = [
      ...(present(p.qyid) ? [p.qyid] : []),
      ...(p.subject === 'enterprise' && present(p.peers) ? listOf(p.peers) : []),
    ];
    for (const ref of refs) if (/^\d{1,15}$/.test(String(ref))) ids.add(Number(ref));
  }
  const [chains, firms] = await Promise.all([
    chainCodes.size
      ? db
          .select({ code: industryChains.code, name: industryChains.name })
          .from(industryChains)
          .where(inArray(industryChains.code, [...chainCodes]))
      : [],
    ids.size
      ? db
          .select({ id: enterprises.id, name: enterprises.qymc })
          .from(enterprises)
          .where(inArray(enterprises.id, [...ids]))
      : [],
  ]);
  return {
    chains: new Map(chains.map((c) => [c.code, c.name])),
    enterprises: new Map(firms.map((e) => [String(e.id), e.name])),
  };
}

/** Each report's parameters in words, in the order given. */
export async function reportParamsTexts(db: Database, all: Params[]): Promise<string[]> {
  const names = await namesOf(db, all);
  return all.map((params) =>
    KEYS.filter((key) => present(params[key]))
      .map((key) => `${LABELS[key]}：${valueText(key, params[key], params, names)}`)
      .join(' · '),
  );
}

/** One report's parameters in words: 产业链：新能源汽车 · 地区：江苏省. */
export async function reportParamsText(db: Database, params: Params): Promise<string> {
  const [text] = await reportParamsTexts(db, [params]);
  return text!;
}
