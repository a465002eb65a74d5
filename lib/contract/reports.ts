import { z } from 'zod';

// 研究报告 (docs/intelligence.md "Reports"): every generated report (产业简报, 产业链报告,
// 区域报告, 企业报告, 对标报告) is one ReportDocument: sections of typed blocks that the report
// page and the PDF both render, so the two never disagree. Each kind builds its document from
// stored parameters; the library lists what a user generated.

export const REPORT_KIND_VALUES = [
  'briefing',
  'chain',
  'regional',
  'enterprise',
  'benchmark',
  'eligibility',
] as const;
export type ReportKindValue = (typeof REPORT_KIND_VALUES)[number];

export const REPORT_KIND_LABELS: Record<ReportKindValue, string> = {
  briefing: '产业简报',
  chain: '产业链报告',
  regional: '区域报告',
  enterprise: '企业报告',
  benchmark: '对标报告',
  eligibility: '政策匹配报告',
};

/** One key figure: 企业总数 12,345, with its comparison and where it comes from. */
export type ReportFigure = {
  label: string;
  value: string;
  /** e.g. 同比 +3.2%; null when the earlier period has no data (said, never guessed). */
  change?: string | null;
  /** The table or statistic the figure traces to, e.g. 登记数据测算 · 截至 2026-11-20. */
  source?: string;
};

/** A cited event or enterprise: the text and the profile (or event) it links to. */
export type ReportCitation = { text: string; href: string };

export type ReportBlock =
  | { type: 'paragraph'; text: string }
  /** The report's conclusions: 3–5 short sentences computed from its data, as a list. */
  | { type: 'points'; items: string[] }
  /** An honest gap: what the data cannot say, e.g. 该地区暂无融资事件. */
  | { type: 'notice'; text: string }
  | { type: 'figures'; items: ReportFigure[] }
  | {
      type: 'table';
      caption?: string;
      columns: string[];
      rows: (string | number | null)[][];
      /** A profile link per row (the first column links), or null. */
      links?: (string | null)[];
    }
  /** Categories with one value each: bars on the page and in the PDF. */
  | { type: 'bars'; title: string; unit?: string; items: { label: string; value: number }[] }
  /** A series over time (months, years): lines on the page, a table in the PDF. */
  | {
      type: 'series';
      title: string;
      unit?: string;
      x: string[];
      series: { name: string; values: (number | null)[] }[];
    }
  /** Indicators scored 0–100 for several subjects (对标): a radar on the page, a table in the PDF. */
  | {
      type: 'radar';
      title: string;
      indicators: { name: string; weight?: number }[];
      series: { name: string; values: number[] }[];
    }
  | { type: 'citations'; title?: string; items: ReportCitation[] };

export type ReportSection = { key: string; title: string; blocks: ReportBlock[] };

export type ReportDocument = {
  kind: ReportKindValue;
  title: string;
  /** Region, period, subject, e.g. 江苏省 · 2026年10月. */
  subtitle: string;
  /**
   * The data's as-of time (an ISO instant, or a China calendar day 'YYYY-MM-DD'): the report's
   * one as-of, stated once on the page and in the PDF (formatAsOf, China time). Lower case as
   * the custom queries send every record key (SPEC.md §3).
   */
  asof: string | null;
  /** True when built from generated data: the page and the PDF say 演示数据. */
  demo: boolean;
  /** How the figures were computed and from which tables, for the 数据来源与说明 section. */
  sources: string[];
  sections: ReportSection[];
};

/** A library entry (GET lists, POST generate answers). */
export type ReportRecord = {
  ID_: string;
  kind: ReportKindValue;
  kindname: string;
  title: string;
  /** The stored parameters, as the kind's schema parsed them. */
  params: Record<string, unknown>;
  /**
   * The parameters as a reader reads them, e.g. 对标类型：地区 · 产业链：新能源汽车 · 地区：北京市 ·
   * 对标对象：深圳市、上海市: names, never codes or ids (backend/services/reports/params-text.ts).
   */
  paramstext: string;
  dataasof: string | null;
  createdat: string;
};

export const reportIdSchema = z.coerce
  .number({ error: () => '报告编号无效' })
  .int('报告编号无效')
  .positive('报告编号无效');

// The library's calls (docs/reports.md "API"): yjbgGenerate stores a report by its kind's
// parameters, yjbgPreview builds one without storing it, yjbgList / yjbgGet / yjbgDelete read
// and remove the caller's own reports, and LIBRARY_PDF_PATH downloads one as a PDF.

export const REPORT_MESSAGES = {
  noSuchReport: '报告不存在或已删除',
  unknownKind: '报告类型无效',
  kindUnavailable: (kind: string) => `「${kind}」暂未开放`,
} as const;

export const reportKindSchema = z.enum(REPORT_KIND_VALUES, {
  error: () => REPORT_MESSAGES.unknownKind,
});

/** A kind and its parameters (the kind's own schema validates them). */
export const yjbgGenerateParamsSchema = z.object({
  kind: reportKindSchema,
  params: z.record(z.string(), z.unknown(), { error: () => '应为对象' }).default({}),
});
export type YjbgGenerateParams = z.infer<typeof yjbgGenerateParamsSchema>;

export const REPORT_PAGE_SIZES = [10, 20, 50] as const;

export const yjbgListParamsSchema = z.object({
  kind: z.preprocess((v) => (v === '' || v === null ? undefined : v), reportKindSchema.optional()),
  pageIndex: z.coerce.number().int('应为整数').min(1, '最小为 1').max(10_000, '过大').default(1),
  pageSize: z.coerce
    .number()
    .int('应为整数')
    .refine((n) => (REPORT_PAGE_SIZES as readonly number[]).includes(n), '只能是10、20或50')
    .default(20),
});
export type YjbgListParams = z.infer<typeof yjbgListParamsSchema>;

export const yjbgIdParamsSchema = z.object({ id: reportIdSchema });

/** yjbgGet: the stored entry and its document rebuilt from the stored parameters. */
export type ReportAnswer = { record: ReportRecord; document: ReportDocument };

/** GET ?id= under /api-zsai-query: a stored report as an A4 PDF (attachment). */
export const LIBRARY_PDF_PATH = '/api-zsai-query/zsai/yjbg/reportPdf';

/** Where a stored report opens as a page: its kind's report screen, else the generic view. */
export function reportPageHref(kind: ReportKindValue, id: string | number): string {
  return kind === 'briefing' ? `/cyjj/preview/report?id=${id}` : `/cyl/yjbg/view?id=${id}`;
}
