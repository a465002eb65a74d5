import { z } from 'zod';
import { chainCodeSchema } from './chains';
import { enterpriseIdSchema } from './profile';

// The parameters of three kinds of 研究报告 (docs/report-kinds.md): 产业链报告 /cyl/cylbg,
// 区域报告 /cyl/yjbg/qjbg and 对标报告 /cyl/yjbg/dbbg. A report is stored by these parameters
// and rebuilt from them, so a region is always a code (never 'local', which follows the
// caller's saved city and would not reproduce).

/**
 * The reports are analyses of the 产业链分析 service (menu cylfx, docs/menus.md): its record
 * bt-cylfx opens them, as it opens 竞争力分析.
 */
export const REPORT_KIND_PERMISSIONS = {
  chain: { key: 'bt-cylfx', screen: '产业链报告' },
  regional: { key: 'bt-cylfx', screen: '区域报告' },
  benchmark: { key: 'bt-cylfx', screen: '对标报告' },
} as const;

export const BENCHMARK_PEERS_MIN = 2;
export const BENCHMARK_PEERS_MAX = 5;

export const REPORT_KIND_MESSAGES = {
  regionalLevel: '区域报告请选择省或市',
  benchmarkNational: '对标报告请选择省、市或区县，不能选择全国',
  peersTooFew: `请至少选择${BENCHMARK_PEERS_MIN}个`,
  peersTooMany: `最多选择${BENCHMARK_PEERS_MAX}个`,
  peersDuplicate: '不能重复',
  peerIsSubject: '不能与本体相同',
  peerLevel: (name: string, level: string) => `对标地区「${name}」不是${level}，请选择同级地区`,
  subject: '只能是地区（region）或企业（enterprise）',
  demoData: '演示数据',
  demoOfficial: '演示数据，非官方统计',
  noOfficial: '该地区暂无官方统计',
} as const;

/** A GB/T 2260 code of the region tree, '000000' for 全国; never 'local'. */
export const reportRegionSchema = z
  .union([z.string(), z.number().int()], { error: () => '应为6位地区代码' })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{6}$/.test(v), '应为6位地区代码');

/** 2–5 distinct items: an array, or values joined by commas (the page URL's form). */
function peersSchema<T extends z.ZodType<string | number>>(item: T) {
  return z
    .union([
      z.string().max(200, '过长'),
      z.number(),
      z.array(z.union([z.string(), z.number()])).max(50, REPORT_KIND_MESSAGES.peersTooMany),
    ])
    .transform((v): unknown[] =>
      (Array.isArray(v) ? v.map(String) : String(v).split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(item)
        .min(BENCHMARK_PEERS_MIN, REPORT_KIND_MESSAGES.peersTooFew)
        .max(BENCHMARK_PEERS_MAX, REPORT_KIND_MESSAGES.peersTooMany),
    )
    .refine(
      (list) => new Set(list.map(String)).size === list.length,
      REPORT_KIND_MESSAGES.peersDuplicate,
    );
}

// 产业链报告: a chain in a region (全国 allowed: no gap labels there, said so).
export const chainReportParamsSchema = z.object({
  chain: chainCodeSchema,
  region: reportRegionSchema,
});
export type ChainReportParams = z.infer<typeof chainReportParamsSchema>;

// 区域报告: a province or a city.
export const regionalReportParamsSchema = z.object({ region: reportRegionSchema });
export type RegionalReportParams = z.infer<typeof regionalReportParamsSchema>;

// 对标报告: a region among 2–5 peer regions of its level on a chain's competitiveness
// indicators, or an enterprise among 2–5 peer enterprises on the scorecard.
const regionBenchmarkSchema = z.object({
  subject: z.literal('region'),
  chain: chainCodeSchema,
  region: reportRegionSchema,
  peers: peersSchema(reportRegionSchema),
});
const enterpriseBenchmarkSchema = z.object({
  subject: z.literal('enterprise'),
  qyid: enterpriseIdSchema,
  peers: peersSchema(enterpriseIdSchema),
});
export const benchmarkReportParamsSchema = z
  .discriminatedUnion('subject', [regionBenchmarkSchema, enterpriseBenchmarkSchema], {
    error: () => REPORT_KIND_MESSAGES.subject,
  })
  .superRefine((p, ctx) => {
    const self = p.subject === 'region' ? p.region : p.qyid;
    if ((p.peers as (string | number)[]).some((x) => String(x) === String(self))) {
      ctx.addIssue({
        code: 'custom',
        path: ['peers'],
        message: REPORT_KIND_MESSAGES.peerIsSubject,
      });
    }
  });
export type BenchmarkReportParams = z.infer<typeof benchmarkReportParamsSchema>;
export type RegionBenchmarkParams = z.infer<typeof regionBenchmarkSchema>;
export type EnterpriseBenchmarkParams = z.infer<typeof enterpriseBenchmarkSchema>;

// ---- The enterprise scorecard (docs/report-kinds.md "Scorecard") ----

export const SCORECARD_DIMENSIONS = [
  { key: 'jcsl', name: '基础实力', weight: 20 },
  { key: 'hydw', name: '行业地位', weight: 15 },
  { key: 'cxnl', name: '创新能力', weight: 20 },
  { key: 'jyzk', name: '经营状况', weight: 15 },
  { key: 'flfx', name: '法律风险', weight: 10 },
  { key: 'xy', name: '信用', weight: 10 },
  { key: 'czx', name: '成长性', weight: 10 },
] as const;
export type ScorecardDimension = (typeof SCORECARD_DIMENSIONS)[number]['key'];
