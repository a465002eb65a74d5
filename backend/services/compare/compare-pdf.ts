import { PRODUCT_TITLE } from '@/lib/constants';
import { COMPARE_GROUPS, type CompareAnswer } from '@/lib/contract/compare';
import { formatDate } from '@/lib/format';
import type { CjkFont } from '../profile/cjk-font';
import {
  CONTENT_WIDTH,
  GREY,
  heading,
  pageFurniture,
  reportDocument,
  table,
  type Column,
} from '../reports/pdf-kit';

// The comparison as an A4 PDF through the report service (the profile report's document,
// headings and tables): one column per enterprise, the rows whose values differ shaded, and
// the radar's scores as a table. Re-generated from its parameters (the ids) on every call.

const LABEL_WIDTH = 95;

export function writeComparisonReport(
  answer: CompareAnswer,
  font: CjkFont,
  now: Date,
): PDFKit.PDFDocument {
  const names = answer.enterprises.map((e) => e.qymc);
  const doc = reportDocument(`企业对比：${names.join('、')}`, font);
  doc.fontSize(18).fillColor('#1f4fb8').text('企业对比报告');
  doc
    .fontSize(9)
    .fillColor(GREY)
    .text(
      `${PRODUCT_TITLE} · 生成于 ${formatDate(now, true)} · 共 ${names.length} 家企业；底色标出各企业取值不同的项目`,
    )
    .fillColor('black');
  const width = (CONTENT_WIDTH - LABEL_WIDTH) / names.length;
  const columns: Column[] = [
    { title: '项目', width: LABEL_WIDTH, value: (r) => String(r.label) },
    ...names.map((name, i): Column => ({
      title: name,
      width,
      value: (r) => {
        const values = r.values as string[];
        return (r.best as number[]).includes(i) ? `${values[i]} ★` : values[i]!;
      },
    })),
  ];
  for (const group of COMPARE_GROUPS) {
    const rows = answer.fields.filter((f) => f.group === group);
    if (rows.length === 0) continue;
    heading(doc, group);
    table(doc, columns, rows, (r) => r.differs === true);
  }
  heading(doc, '综合评价（0–100）');
  table(
    doc,
    columns,
    answer.radar.map((d) => ({
      label: d.name,
      values: d.values.map((v) => v.toFixed(1)),
      best: [],
    })),
  );
  doc.moveDown(0.5).fillColor(GREY);
  for (const d of answer.radar) doc.text(`${d.name}：${d.rule}`);
  doc.text('★ 为该项表现最优的企业；数据来源与截至日期见各企业工商信息。').fillColor('black');
  pageFurniture(doc, '企业对比报告');
  doc.end();
  return doc;
}
