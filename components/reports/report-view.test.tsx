import { renderToStaticMarkup } from 'react-dom/server';
import type { ReportDocument } from '@/lib/contract/reports';
import { ReportView } from './report-view';

// The report page's words (issue 33): the as-of once, in China time, never 未知; table
// numbers as the PDF writes them (formatCell). backend/services/reports/report-words.test.ts
// scans every report kind's words as this page shows them.

const DOC: ReportDocument = {
  kind: 'chain',
  title: '新能源汽车产业链报告（江苏省）',
  subtitle: '江苏省',
  // 2026-11-20 20:17:58 UTC: in China already the 21st.
  asof: '2026-11-20T20:17:58.000Z',
  demo: false,
  sources: ['产业链企业归属与地区统计'],
  sections: [
    {
      key: 'overview',
      title: '产业链概况',
      blocks: [
        { type: 'paragraph', text: '江苏省共有 12 家企业归属新能源汽车产业链。' },
        {
          type: 'table',
          caption: '各指标',
          columns: ['指标', '数值', '单位', '排名'],
          rows: [
            ['企业数量', 1234567, '家', 1],
            ['户均发明专利', 1.005, '件/家', null],
          ],
        },
        { type: 'figures', items: [{ label: '融资事件', value: '3 起', change: null }] },
      ],
    },
  ],
};

const text = (doc: ReportDocument) =>
  renderToStaticMarkup(<ReportView document={doc} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('ReportView', () => {
  it('states the as-of once in China time and writes numbers as the PDF does', () => {
    const page = text(DOC);
    expect(page).toContain('招商AI 产业链报告 · 江苏省 · 数据截至 2026-11-21');
    expect(page.match(/数据截至/g)).toHaveLength(1);
    expect(page).toContain('企业数量 1,234,567 家 1');
    expect(page).toContain('户均发明专利 1.01 件/家 -');
    expect(page).toContain('融资事件 3 起 无可比数据');
    expect(page).not.toMatch(/未知|undefined|null|NaN/);
  });

  it('says 数据尚未计算 when the data has no date yet, never 未知', () => {
    const page = text({ ...DOC, asof: null });
    expect(page).toContain('数据尚未计算');
    expect(page).not.toContain('未知');
  });
});
