import { z } from 'zod';
import { chainCodeSchema } from './chains';
import { FZZL_MESSAGES, overviewIndustrySchema } from './industry-overview';
import { reportRegionSchema } from './report-kinds';

// 产业简报 (/cyjj/preview → /cyjj/preview/report, docs/reports.md "Briefings"): a chain or an
// industry (门类, 大类, 中类), a region and a period (a month or a quarter). Stored by these
// parameters in the report library (kind 'briefing') and rebuilt from them.

export const BRIEFING_MESSAGES = {
  period: '时间应为月份（2026-10）或季度（2026-Q3）',
  subjectRequired: FZZL_MESSAGES.subjectRequired,
  chainOrIndustry: FZZL_MESSAGES.chainOrIndustry,
} as const;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** 'YYYY-MM' (a month) or 'YYYY-Qn' (a quarter). */
export const briefingPeriodSchema = z
  .string({ error: () => BRIEFING_MESSAGES.period })
  .trim()
  .toUpperCase()
  .regex(/^\d{4}-(?:0[1-9]|1[0-2]|Q[1-4])$/, BRIEFING_MESSAGES.period);

export const briefingParamsSchema = z
  .object({
    chain: z.preprocess(blank, chainCodeSchema.optional()),
    industry: z.preprocess(blank, overviewIndustrySchema.optional()),
    region: reportRegionSchema,
    period: briefingPeriodSchema,
  })
  .superRefine((p, ctx) => {
    if (p.industry && p.chain)
      ctx.addIssue({
        code: 'custom',
        path: ['industry'],
        message: BRIEFING_MESSAGES.chainOrIndustry,
      });
    else if (!p.industry && !p.chain)
      ctx.addIssue({
        code: 'custom',
        path: ['industry'],
        message: BRIEFING_MESSAGES.subjectRequired,
      });
  });
export type BriefingParams = z.infer<typeof briefingParamsSchema>;

/** A period's months ('YYYY-MM'), first day and last day. */
export type PeriodSpan = { key: string; label: string; months: string[]; from: string; to: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** Month index (year × 12 + month − 1) of 'YYYY-MM'. */
const monthIndex = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;
const monthOf = (i: number) => `${Math.floor(i / 12)}-${pad((i % 12) + 1)}`;

function lastDay(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return `${month}-${pad(new Date(Date.UTC(y, m, 0)).getUTCDate())}`;
}

export function periodSpan(period: string): PeriodSpan {
  const year = Number(period.slice(0, 4));
  const quarter = period[5] === 'Q' ? Number(period[6]) : null;
  const first = quarter ? year * 12 + (quarter - 1) * 3 : monthIndex(period);
  const months = Array.from({ length: quarter ? 3 : 1 }, (_, i) => monthOf(first + i));
  return {
    key: period,
    label: quarter ? `${year}年第${quarter}季度` : `${year}年${Number(period.slice(5, 7))}月`,
    months,
    from: `${months[0]}-01`,
    to: lastDay(months[months.length - 1]!),
  };
}

/** The period `steps` periods of the same length earlier (1: 环比's base, 12 months: 同比's). */
export function shiftPeriod(period: string, back: 'previous' | 'yearAgo'): string {
  const year = Number(period.slice(0, 4));
  if (period[5] === 'Q') {
    const q = Number(period[6]);
    if (back === 'yearAgo') return `${year - 1}-Q${q}`;
    return q === 1 ? `${year - 1}-Q4` : `${year}-Q${q - 1}`;
  }
  return monthOf(monthIndex(period) - (back === 'yearAgo' ? 12 : 1));
}
