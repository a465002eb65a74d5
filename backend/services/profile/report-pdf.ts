import { PRODUCT_TITLE } from '@/lib/constants';
import { LIST_DIMENSIONS } from '@/lib/contract/profile';
import { formatDate, formatPercent, formatWanYuan } from '@/lib/format';
import {
  BLUE,
  figureGrid,
  GREY,
  heading,
  pageFurniture,
  reportDocument,
  table,
  type Column,
} from '../reports/pdf-kit';
import type { CjkFont } from './cjk-font';
import type { ReportData } from './report-data';

// The profile report as an A4 PDF, written with the report service's machinery
// (reports/pdf-kit.ts, shared with the comparison and every generated report).

const str = (v: unknown) =>
  typeof v === 'string' || typeof v === 'number' ? (v === '' ? '-' : String(v)) : '-';

const COLUMNS: Record<string, Column[]> = {
  gdxx: [
    { title: '股东名称', width: 230, value: (r) => str(r.holder_name) },
    { title: '类型', width: 80, value: (r) => str(r.holder_type) },
    { title: '持股比例', width: 80, value: (r) => formatPercent(r.ratio) },
    { title: '认缴出资', width: 105, value: (r) => formatWanYuan(r.subscribed_capital) },
  ],
  zyry: [
    { title: '姓名', width: 200, value: (r) => str(r.name) },
    { title: '职务', width: 295, value: (r) => str(r.title) },
  ],
  dwtz: [
    { title: '被投资企业', width: 250, value: (r) => str(r.qymc) },
    { title: '状态', width: 60, value: (r) => str(r.status) },
    { title: '持股比例', width: 80, value: (r) => formatPercent(r.ratio) },
    { title: '成立日期', width: 105, value: (r) => formatDate(str(r.established_on)) },
  ],
  fzjg: [
    { title: '分支机构', width: 280, value: (r) => str(r.qymc) },
    { title: '负责人', width: 80, value: (r) => str(r.legal_representative) },
    { title: '状态', width: 60, value: (r) => str(r.status) },
    { title: '成立日期', width: 75, value: (r) => formatDate(str(r.established_on)) },
  ],
  bgjl: [
    { title: '日期', width: 75, value: (r) => formatDate(str(r.changed_on)) },
    { title: '变更事项', width: 110, value: (r) => str(r.item) },
    { title: '变更前', width: 155, value: (r) => str(r.before) },
    { title: '变更后', width: 155, value: (r) => str(r.after) },
  ],
};

/** Writes the report; the returned document is a readable stream of the PDF bytes. */
export function writeProfileReport(data: ReportData, font: CjkFont, now: Date): PDFKit.PDFDocument {
  const { profile } = data;
  const doc = reportDocument(`${profile.qymc} 企业报告`, font);

  doc.fontSize(20).fillColor(BLUE).text(profile.qymc, { align: 'left' });
  doc
    .fontSize(9)
    .fillColor(GREY)
    .text(
      `${PRODUCT_TITLE} 企业报告 · 生成于 ${formatDate(now, true)} · 数据来源 ${profile.demo ? '演示数据' : profile.source}，截至 ${formatDate(profile.as_of)}`,
    );
  doc.fillColor('black');

  heading(doc, '工商信息');
  const facts: [string, string][] = [
    ['统一社会信用代码', profile.tyshxydm],
    ['法定代表人', profile.legal_representative],
    ['登记状态', profile.status],
    ['注册资本', formatWanYuan(profile.zczb)],
    ['实缴资本', formatWanYuan(profile.paid_in_capital)],
    ['成立日期', formatDate(profile.established_on)],
    ['企业类型', profile.qylx],
    ['所属行业', `${profile.dlhy} / ${profile.industry_name}`],
    ['所属地区', profile.region_name || '-'],
    ['联系电话', profile.lxfs ?? '-'],
    ['曾用名', profile.former_names.join('；') || '-'],
    ['注册地址', profile.address],
    ['经营范围', profile.business_scope || '-'],
  ];
  table(
    doc,
    [
      { title: '项目', width: 110, value: (r) => str(r.k) },
      { title: '内容', width: 385, value: (r) => str(r.v) },
    ],
    facts.map(([k, v]) => ({ k, v })),
  );

  heading(doc, '受益所有人与实际控制人');
  const { equity } = data;
  doc.text(
    `实际控制人：${equity.controller ? `${equity.controller.name}（${equity.controller.basis}）` : '未识别'}`,
  );
  for (const b of equity.beneficiaries ?? []) {
    doc.text(`受益所有人：${b.name}，穿透持股 ${formatPercent(b.look_through)}，${b.basis}`);
  }
  doc
    .fillColor(GREY)
    .text(
      '穿透比例为各持股路径上直接比例之积的总和；受益所有人依《受益所有人信息管理办法》（2024）以 25% 为界。',
    )
    .fillColor('black');

  for (const list of data.lists) {
    heading(
      doc,
      `${list.name}（共 ${list.total} 条${list.total > list.rows.length ? `，列出前 ${list.rows.length} 条` : ''}）`,
    );
    if (list.rows.length === 0) doc.text('暂无数据');
    else table(doc, COLUMNS[list.key]!, list.rows);
  }

  heading(doc, '数据概览');
  figureGrid(
    doc,
    LIST_DIMENSIONS.filter((d) => profile.counts[d.key] !== null).map((d) => ({
      label: d.name,
      value: String(profile.counts[d.key]),
    })),
    5,
  );
  pageFurniture(doc, `${profile.qymc} 企业报告`);
  doc.end();
  return doc;
}
