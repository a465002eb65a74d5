import { VERDICT_LABELS, type EligibilityAnswer } from '@/lib/contract/policies';
import { PRODUCT_TITLE } from '@/lib/constants';
import type { CjkFont } from '../profile/cjk-font';
import {
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
} from '../reports/pdf-kit';

// The eligibility check as an A4 PDF in the report service's machinery (pdf-kit.ts, CJK
// font): the summary, then each policy with every clause's verdict, the deciding fact and its
// source. Demo policies are labelled as such on every policy and in the closing note.

export async function renderEligibilityPdf(
  answer: EligibilityAnswer,
  font: CjkFont,
): Promise<Buffer> {
  const { enterprise, summary, asof } = answer.extraData;
  const title = `政策匹配报告：${enterprise.qymc}`;
  const doc = reportDocument(title, font);
  doc.fontSize(18).fillColor(BLUE).text(title, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc
    .fontSize(9)
    .fillColor(GREY)
    .text(`${PRODUCT_TITLE} · ${enterprise.tyshxydm} · ${enterprise.region} · 检查日期 ${asof}`);
  doc.fillColor('black');
  heading(doc, '匹配概览');
  figureGrid(doc, [
    { label: '检查政策', value: `${summary.total} 项` },
    { label: '可能符合', value: `${summary.met} 项` },
    { label: '待企业确认', value: `${summary.unknown} 项` },
    { label: '不符合', value: `${summary.unmet} 项` },
  ]);
  const demo = answer.data.some((d) => d.policy.isdemo);
  for (const d of answer.data) {
    heading(doc, `【${VERDICT_LABELS[d.verdict]}】${d.policy.title}`);
    paragraph(
      doc,
      `${d.policy.issuer} · ${d.policy.level}级 · ${d.policy.region.name} · ${d.policy.issuedon} 发布` +
        `${d.policy.validuntil ? ` · 有效期至 ${d.policy.validuntil}` : ''}` +
        `${d.policy.isdemo ? ' · 演示数据' : ''}`,
      GREY,
    );
    for (const m of d.measures) {
      subheading(doc, `${m.title}（${VERDICT_LABELS[m.verdict]}）`);
      paragraph(doc, m.content);
      if (m.clauses.length === 0) continue;
      table(
        doc,
        evenColumns(['条件', '结果', '依据', '来源'], 170),
        m.clauses.map((c) => ({
          cells: [c.text, VERDICT_LABELS[c.verdict], c.fact ?? '-', c.factsource ?? '-'],
        })),
      );
      doc.moveDown(0.3);
    }
  }
  heading(doc, '说明');
  paragraph(
    doc,
    '· 结果依据本平台收录的工商登记、资质标签与企业年报数据自动判断；“待确认”的条件需企业自行核实。',
    GREY,
  );
  if (demo)
    paragraph(doc, '· 标注“演示数据”的政策由系统生成，不是真实的政府政策，仅用于展示功能。', GREY);
  pageFurniture(doc, title);
  const bytes = pdfBuffer(doc);
  doc.end();
  return bytes;
}
