import {
  CLAUSE_KIND_LABELS,
  type ClauseRecord,
  type ClauseVerdict,
  type Verdict,
} from '@/lib/contract/policies';
import { formatWanYuan, regionPathName } from '@/lib/format';
import type { ClauseRow, EnterpriseFacts, MeasureRow } from '../../db/queries/policies';
import { CNY_RATES } from '../chains/region-stats';
import { findRegion } from '../chains/regions';

// Clause evaluation (docs/policy-qa.md "Evaluation"): each clause against one enterprise's
// facts gives met, unmet or unknown, with the fact that decided it and where the fact comes
// from. Pure: the same facts and clause give the same verdict, so it is tested without I/O.

/** The prefix a region code covers: 440000 → 44, 440300 → 4403, 440305 → 440305. */
export const regionPrefix = (code: string) => code.replace(/(?:00)+$/, '') || code;

/** An amount in 万元 as SPEC §5.7 writes it: 800万元, 11亿元. */
const wan = (v: number) => formatWanYuan(v).replace(/\.00(?=[万亿]?元$)/, '');

export function clauseRecord(c: ClauseRow): ClauseRecord {
  const p = c.params;
  return {
    ID_: String(c.id),
    kind: c.kind,
    kindname: CLAUSE_KIND_LABELS[c.kind],
    text: c.text,
    ...(p.codes ? { codes: p.codes } : {}),
    ...(p.tags ? { tags: p.tags } : {}),
    ...(p.min !== undefined ? { min: p.min } : {}),
    ...(p.max !== undefined ? { max: p.max } : {}),
  };
}

const within = (v: number, min?: number, max?: number) =>
  (min === undefined || v >= min) && (max === undefined || v <= max);

/** Whole years from `from` to `to` (ISO dates). */
export function fullYears(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
}

/** A held tag satisfies a wanted one when equal or a higher grade of it (专精特新“小巨人”). */
export const tagSatisfies = (held: string, wanted: string) =>
  held === wanted || held.startsWith(wanted);

type Decided = Pick<ClauseVerdict, 'verdict' | 'fact' | 'factsource'>;

function decide(c: ClauseRow, f: EnterpriseFacts, today: string): Decided {
  const p = c.params;
  const registry = `工商登记信息 · ${f.asOf}`;
  const report = f.report ? `${f.report.year}年度报告 · ${f.report.publishedOn}` : null;
  const verdict = (ok: boolean): Verdict => (ok ? 'met' : 'unmet');
  switch (c.kind) {
    case 'region': {
      const ok = (p.codes ?? []).some((code) => f.regionCode.startsWith(regionPrefix(code)));
      // The region as a reader names it (山东省东营市利津县), never its tree path or code.
      const where = regionPathName(findRegion(f.regionCode)?.path ?? '') || '未能识别';
      return { verdict: verdict(ok), fact: `注册地：${where}`, factsource: registry };
    }
    case 'industry': {
      const ok = (p.codes ?? []).some((code) =>
        /^[A-T]$/.test(code) ? f.industryCategory === code : f.industryCode.startsWith(code),
      );
      return {
        verdict: verdict(ok),
        fact: `所属行业：${f.dlhy}（${f.industryCategory}${f.industryCode}）`,
        factsource: registry,
      };
    }
    case 'capital': {
      if (f.zczb === null)
        return { verdict: 'unknown', fact: '未登记注册资本', factsource: registry };
      const rate = f.capitalCurrency === '人民币' ? 1 : CNY_RATES[f.capitalCurrency];
      if (rate === undefined)
        return {
          verdict: 'unknown',
          fact: `注册资本：${f.zczb} 万${f.capitalCurrency}（无法换算人民币）`,
          factsource: registry,
        };
      const cny = f.zczb * rate;
      const shown =
        rate === 1 ? wan(cny) : `${f.zczb} 万${f.capitalCurrency}（约 ${wan(Math.round(cny))}）`;
      return {
        verdict: verdict(within(cny, p.min, p.max)),
        fact: `注册资本：${shown}`,
        factsource: registry,
      };
    }
    case 'age': {
      const years = fullYears(f.establishedOn, today);
      return {
        verdict: verdict(within(years, p.min, p.max)),
        fact: `成立日期：${f.establishedOn}（成立 ${years} 年）`,
        factsource: registry,
      };
    }
    case 'qualification': {
      const wanted = p.tags ?? [];
      const held = f.tags.find((t) => wanted.some((w) => tagSatisfies(t, w)));
      if (held === undefined)
        return {
          verdict: 'unmet',
          fact: `资质：${f.tags.length > 0 ? `现有${f.tags.join('、')}，无${wanted.join('或')}` : `无${wanted.join('或')}`}`,
          factsource: `资质标签 · ${f.asOf}`,
        };
      const on = f.tagDates.get(held);
      return {
        verdict: 'met',
        fact: on ? `资质：${held}（${on} 取得）` : `资质：${held}`,
        factsource: on ? '变更记录' : `资质标签 · ${f.asOf}`,
      };
    }
    case 'revenue': {
      if (!f.report) return { verdict: 'unknown', fact: '暂无企业年报', factsource: null };
      if (f.report.revenue === null)
        return { verdict: 'unknown', fact: '年报未公示营业收入', factsource: report };
      return {
        verdict: verdict(within(f.report.revenue, p.min, p.max)),
        fact: `营业收入：${wan(f.report.revenue)}`,
        factsource: report,
      };
    }
    case 'staff': {
      if (!f.report) return { verdict: 'unknown', fact: '暂无企业年报', factsource: null };
      if (f.report.insuredCount === null)
        return { verdict: 'unknown', fact: '年报未公示参保人数', factsource: report };
      return {
        verdict: verdict(within(f.report.insuredCount, p.min, p.max)),
        fact: `参保人数：${f.report.insuredCount} 人`,
        factsource: report,
      };
    }
    case 'manual':
      return { verdict: 'unknown', fact: null, factsource: '需企业自行确认' };
  }
}

export function evaluateClause(c: ClauseRow, f: EnterpriseFacts, today: string): ClauseVerdict {
  return { ...clauseRecord(c), ...decide(c, f, today) };
}

/** All must hold: one unmet decides; otherwise one unknown leaves it to confirm. */
export function combine(verdicts: Verdict[]): Verdict {
  if (verdicts.includes('unmet')) return 'unmet';
  if (verdicts.includes('unknown')) return 'unknown';
  return 'met';
}

/** A measure with no clauses is open to all (met). */
export function evaluateMeasure(m: MeasureRow, f: EnterpriseFacts, today: string) {
  const clauses = m.clauses.map((c) => evaluateClause(c, f, today));
  return {
    ID_: String(m.id),
    title: m.title,
    content: m.content,
    verdict: combine(clauses.map((c) => c.verdict)),
    clauses,
  };
}

/** A policy is as good as its best measure: met beats unknown beats unmet. */
export function bestOf(verdicts: Verdict[]): Verdict {
  if (verdicts.includes('met')) return 'met';
  if (verdicts.includes('unknown')) return 'unknown';
  return 'unmet';
}
