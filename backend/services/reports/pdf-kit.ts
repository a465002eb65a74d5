import PDFDocument from 'pdfkit';
import { PRODUCT_TITLE } from '@/lib/constants';
import { formatCell } from '@/lib/format';
import type { CjkFont } from '../profile/cjk-font';

// The report service's PDF machinery (ARCHITECTURE.md "Reports", docs/reports.md): an A4
// document in the embedded CJK font, running header and numbered footer, headings, key-figure
// grid, wrapping tables that break across pages, and bars. The company report
// (profile/report-pdf.ts), the comparison (compare/compare-pdf.ts) and every generated report
// (reports/pdf.ts) are written with these, so there is one way a report looks on paper.

export const MARGIN = 50;
/** The printable width of an A4 page between the margins. */
export const CONTENT_WIDTH = 495;
export const BLUE = '#1f4fb8';
export const GREY = '#666666';

export type Column = {
  title: string;
  width: number;
  value: (row: Record<string, unknown>) => string;
};

/**
 * An A4 document in the CJK font; the caller writes it, calls pageFurniture() (when it wants
 * a header and page numbers) and end(). Pages are buffered so the footer can say 第 n / N 页.
 */
export function reportDocument(title: string, font: CjkFont): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title, Author: PRODUCT_TITLE },
  });
  doc.registerFont('cjk', font.data, font.family);
  doc.font('cjk');
  return doc;
}

/** Header (product · report title) and footer (第 n / N 页) on every buffered page. */
export function pageFurniture(doc: PDFKit.PDFDocument, header: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the margins would make pdfkit open a new page; lift them for the moment.
    const { top, bottom } = doc.page.margins;
    doc.page.margins.top = 0;
    doc.page.margins.bottom = 0;
    doc.fontSize(7.5).fillColor(GREY).text(`${PRODUCT_TITLE} · ${header}`, MARGIN, 24, {
      width: CONTENT_WIDTH,
      align: 'right',
      lineBreak: false,
    });
    doc.text(`第 ${i - range.start + 1} / ${range.count} 页`, MARGIN, doc.page.height - 34, {
      width: CONTENT_WIDTH,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.top = top;
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor('black');
}

/** Opens a new page when less than `room` points are left above the bottom margin. */
export function ensureRoom(doc: PDFKit.PDFDocument, room: number): void {
  if (doc.y + room > doc.page.height - MARGIN) doc.addPage();
}

export function heading(doc: PDFKit.PDFDocument, text: string) {
  if (doc.y > doc.page.height - 140) doc.addPage();
  doc.moveDown(0.8).fontSize(13).fillColor(BLUE).text(text, MARGIN).moveDown(0.3);
  doc.fillColor('black').fontSize(9);
}

/** A smaller heading inside a section (a table's caption, a chart's title). */
export function subheading(doc: PDFKit.PDFDocument, text: string) {
  ensureRoom(doc, 60);
  doc.moveDown(0.4).fontSize(10).fillColor('black').text(text, MARGIN).moveDown(0.2);
  doc.fontSize(9);
}

/** Running text at the left margin, in the body size. */
export function paragraph(doc: PDFKit.PDFDocument, text: string, color = 'black') {
  doc.fontSize(9).fillColor(color).text(text, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.fillColor('black').moveDown(0.3);
}

export type PdfFigure = { label: string; value: string; change?: string | null; source?: string };

/** Key figures as a grid of cards, three to a row: label, value, change, source. */
export function figureGrid(doc: PDFKit.PDFDocument, items: PdfFigure[], perRow = 3) {
  const gap = 8;
  const width = (CONTENT_WIDTH - gap * (perRow - 1)) / perRow;
  for (let start = 0; start < items.length; start += perRow) {
    const row = items.slice(start, start + perRow);
    const heightOf = (f: PdfFigure) =>
      doc.fontSize(8).heightOfString(f.label, { width: width - 12 }) +
      doc.fontSize(14).heightOfString(f.value, { width: width - 12 }) +
      (f.change ? doc.fontSize(8).heightOfString(f.change, { width: width - 12 }) : 0) +
      (f.source ? doc.fontSize(7).heightOfString(f.source, { width: width - 12 }) : 0) +
      14;
    const height = Math.max(...row.map(heightOf));
    ensureRoom(doc, height + gap);
    const top = doc.y;
    row.forEach((f, i) => {
      const x = MARGIN + i * (width + gap);
      doc.rect(x, top, width, height).fillAndStroke('#f5f8fd', '#dfe5ee');
      let y = top + 6;
      const put = (text: string, size: number, color: string) => {
        doc
          .fontSize(size)
          .fillColor(color)
          .text(text, x + 6, y, { width: width - 12 });
        y = doc.y;
      };
      put(f.label, 8, GREY);
      put(f.value, 14, BLUE);
      if (f.change) put(f.change, 8, 'black');
      if (f.source) put(f.source, 7, GREY);
    });
    doc.x = MARGIN;
    doc.y = top + height + gap;
  }
  doc.fillColor('black').fontSize(9);
}

/**
 * A table with a shaded header row; cells wrap and rows continue on the next page (with the
 * header repeated). `highlight` shades a row (the comparison's differences); `link` makes the
 * first cell of a row a PDF link.
 */
export function table(
  doc: PDFKit.PDFDocument,
  columns: Column[],
  rows: Record<string, unknown>[],
  highlight?: (row: Record<string, unknown>) => boolean,
  link?: (row: Record<string, unknown>) => string | null | undefined,
) {
  doc.fontSize(9);
  const line = (cells: string[], bold: boolean, marked = false, href?: string | null) => {
    const heights = cells.map((c, i) => doc.heightOfString(c, { width: columns[i]!.width - 6 }));
    const height = Math.max(...heights) + 6;
    if (doc.y + height > doc.page.height - MARGIN) {
      doc.addPage();
      if (!bold) header();
    }
    const top = doc.y;
    let x = MARGIN;
    if (bold) doc.rect(MARGIN, top, CONTENT_WIDTH, height).fill('#eef3fb').fillColor('black');
    else if (marked)
      doc.rect(MARGIN, top, CONTENT_WIDTH, height).fill('#fff7e0').fillColor('black');
    cells.forEach((c, i) => {
      const linked = i === 0 && href;
      doc.fillColor(linked ? BLUE : 'black').text(c, x + 3, top + 3, {
        width: columns[i]!.width - 6,
        ...(linked ? { link: href } : {}),
      });
      x += columns[i]!.width;
    });
    doc.fillColor('black');
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + CONTENT_WIDTH, top + height)
      .strokeColor('#dddddd')
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  const header = () =>
    line(
      columns.map((c) => c.title),
      true,
    );
  header();
  for (const row of rows)
    line(
      columns.map((c) => c.value(row)),
      false,
      highlight?.(row) ?? false,
      link?.(row),
    );
}

/** Columns of equal share of the content width, the first `first` points wide when given. */
export function evenColumns(titles: string[], first?: number): Column[] {
  const rest = first === undefined ? CONTENT_WIDTH : CONTENT_WIDTH - first;
  const each = first === undefined ? rest / titles.length : rest / Math.max(1, titles.length - 1);
  return titles.map((title, i) => ({
    title,
    width: i === 0 && first !== undefined ? first : each,
    value: (r) => formatCell((r.cells as (string | number | null | undefined)[])[i]),
  }));
}

/** Horizontal bars, one per category, scaled to the largest value, with the value written. */
export function bars(
  doc: PDFKit.PDFDocument,
  items: { label: string; value: number }[],
  format: (v: number) => string,
) {
  const labelWidth = 130;
  const valueWidth = 80;
  const barWidth = CONTENT_WIDTH - labelWidth - valueWidth - 10;
  const max = Math.max(0, ...items.map((i) => i.value));
  doc.fontSize(8.5);
  for (const item of items) {
    const height = Math.max(14, doc.heightOfString(item.label, { width: labelWidth - 4 }) + 4);
    ensureRoom(doc, height);
    const top = doc.y;
    doc.fillColor('black').text(item.label, MARGIN, top + 2, { width: labelWidth - 4 });
    const w = max > 0 ? Math.max(0, (item.value / max) * barWidth) : 0;
    if (w > 0) doc.rect(MARGIN + labelWidth, top + 3, w, height - 6).fill(BLUE);
    doc.fillColor(GREY).text(format(item.value), MARGIN + labelWidth + w + 4, top + 2, {
      width: valueWidth + barWidth - w,
      lineBreak: false,
    });
    doc.x = MARGIN;
    doc.y = top + height;
  }
  doc.fillColor('black').fontSize(9).moveDown(0.3);
}

/** The finished document's bytes (pdfkit writes as it goes; this collects them). */
export function pdfBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
