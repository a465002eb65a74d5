import type { ReportBlock, ReportDocument } from '@/lib/contract/reports';
import { PRODUCT_TITLE } from '@/lib/constants';
import { formatAsOf, formatCell, formatWanYuan, formatYuan } from '@/lib/format';
import { findCjkFont, type CjkFont } from '../profile/cjk-font';
import {
  bars,
  BLUE,
  CONTENT_WIDTH,
  evenColumns,
  figureGrid,
  GREY,
  heading,
  MARGIN,
  pageFurniture,
  paragraph,
  pdfBuffer,
  reportDocument,
  subheading,
  table,
} from './pdf-kit';

// A generated report (ReportDocument) as an A4 PDF: the same blocks the page renders
// (components/reports/report-view.tsx), in the report service's machinery (pdf-kit.ts). Bars
// are drawn as bars; series and radar become tables (the figures, not a picture of them);
// profile links are PDF links. Nothing here reads the clock, so the same document gives the
// same text (docs/reports.md "Reproducibility").

export type PdfOptions = {
  /** Defaults to the first system CJK font (the routes pass the configured one). */
  font?: CjkFont;
  /** The portal's public origin: relative links (/qyhx/…) become absolute PDF links. */
  origin?: string;
};

/** A chart's value as the page's table cells write it; money in 万/亿 (SPEC.md §5.7). */
const number = (v: number | null, unit?: string) =>
  unit === '万元' ? formatWanYuan(v) : unit === '元' ? formatYuan(v) : formatCell(v);

function absolute(href: string, origin: string | undefined): string {
  if (/^https?:\/\//.test(href) || !origin) return href;
  return `${origin.replace(/\/+$/, '')}${href.startsWith('/') ? '' : '/'}${href}`;
}

function block(doc: PDFKit.PDFDocument, b: ReportBlock, origin: string | undefined) {
  switch (b.type) {
    case 'paragraph':
      paragraph(doc, b.text);
      return;
    case 'points':
      for (const item of b.items) paragraph(doc, `· ${item}`);
      return;
    case 'notice': {
      const height = doc.fontSize(9).heightOfString(b.text, { width: CONTENT_WIDTH - 16 }) + 10;
      if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
      const top = doc.y;
      doc.rect(MARGIN, top, CONTENT_WIDTH, height).fillAndStroke('#fffbe6', '#ffe58f');
      doc.fillColor('#614700').text(`说明：${b.text}`, MARGIN + 8, top + 5, {
        width: CONTENT_WIDTH - 16,
      });
      doc.fillColor('black');
      doc.x = MARGIN;
      doc.y = top + height + 4;
      return;
    }
    case 'figures':
      figureGrid(doc, b.items);
      return;
    case 'table': {
      if (b.caption) subheading(doc, b.caption);
      const first = b.columns.length > 2 ? Math.min(180, CONTENT_WIDTH / 2.2) : undefined;
      table(
        doc,
        evenColumns(b.columns, first),
        b.rows.map((cells, i) => ({ cells: cells.map(formatCell), i })),
        undefined,
        (r) => {
          const href = b.links?.[r.i as number];
          return href ? absolute(href, origin) : null;
        },
      );
      doc.moveDown(0.3);
      return;
    }
    case 'bars':
      subheading(doc, b.unit ? `${b.title}（${b.unit}）` : b.title);
      bars(doc, b.items, (v) => number(v, b.unit));
      return;
    case 'series':
      subheading(doc, b.unit ? `${b.title}（${b.unit}）` : b.title);
      table(
        doc,
        evenColumns(['', ...b.series.map((s) => s.name)], 110),
        b.x.map((x, i) => ({
          cells: [x, ...b.series.map((s) => number(s.values[i] ?? null, b.unit))],
        })),
      );
      doc.moveDown(0.3);
      return;
    case 'radar': {
      subheading(doc, `${b.title}（0–100）`);
      const weighted = b.indicators.some((i) => i.weight !== undefined);
      table(
        doc,
        evenColumns(['指标', ...(weighted ? ['权重'] : []), ...b.series.map((s) => s.name)], 120),
        b.indicators.map((ind, i) => ({
          cells: [
            ind.name,
            ...(weighted ? [ind.weight === undefined ? '-' : `${ind.weight}`] : []),
            ...b.series.map((s) => number(s.values[i] ?? null)),
          ],
        })),
      );
      doc.moveDown(0.3);
      return;
    }
    case 'citations':
      if (b.title) subheading(doc, b.title);
      b.items.forEach((c, i) => {
        if (doc.y > doc.page.height - MARGIN - 20) doc.addPage();
        doc
          .fontSize(9)
          .fillColor(BLUE)
          .text(`[${i + 1}] ${c.text}`, MARGIN, doc.y, {
            width: CONTENT_WIDTH,
            link: absolute(c.href, origin),
          });
      });
      doc.fillColor('black').moveDown(0.3);
      return;
  }
}

/** Writes the document; the caller collects the bytes (pdfBuffer) or streams it. */
export function writeReportPdf(report: ReportDocument, options: PdfOptions = {}) {
  const font = options.font ?? findCjkFont({ path: undefined, family: undefined });
  const doc = reportDocument(report.title, font);
  doc.fontSize(20).fillColor(BLUE).text(report.title, MARGIN, doc.y, { width: CONTENT_WIDTH });
  const meta = [report.subtitle, formatAsOf(report.asof), report.demo ? '演示数据' : null].filter(
    Boolean,
  );
  doc
    .fontSize(9)
    .fillColor(GREY)
    .text(`${PRODUCT_TITLE} · ${meta.join(' · ')}`);
  doc.fillColor('black');
  for (const section of report.sections) {
    heading(doc, section.title);
    for (const b of section.blocks) block(doc, b, options.origin);
  }
  heading(doc, '数据来源与说明');
  for (const source of report.sources) paragraph(doc, `· ${source}`, GREY);
  if (report.demo)
    paragraph(doc, '· 本报告基于演示数据生成，数字仅用于展示功能，不代表真实情况。', GREY);
  pageFurniture(doc, report.title);
  return doc;
}

/** The report as PDF bytes, with the CJK font embedded. */
export async function renderReportPdf(
  report: ReportDocument,
  options: PdfOptions = {},
): Promise<Buffer> {
  const doc = writeReportPdf(report, options);
  const bytes = pdfBuffer(doc);
  doc.end();
  return bytes;
}
