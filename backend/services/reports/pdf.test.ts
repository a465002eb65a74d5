import type { ReportDocument } from '@/lib/contract/reports';
import { pdfText } from '../../test/pdf-text';
import { renderReportPdf } from './pdf';

// The generated-report PDF: every block type written, the Chinese text readable back, links
// as PDF links, and the same document giving the same text.

export const SAMPLE: ReportDocument = {
  kind: 'briefing',
  title: '新能源汽车产业简报（江苏省，2026年10月）',
  subtitle: '江苏省 · 2026年10月',
  asof: '2026-11-01T00:00:00.000Z',
  demo: true,
  sources: ['企业总数：登记数据测算'],
  sections: [
    {
      key: 'conclusions',
      title: '结论要点',
      blocks: [{ type: 'points', items: ['本月新增企业 321 家，环比 +3.2%。'] }],
    },
    {
      key: 'summary',
      title: '概览',
      blocks: [
        { type: 'paragraph', text: '本月新增企业较上月有所增加。' },
        {
          type: 'figures',
          items: [
            { label: '企业总数', value: '12,345', change: '环比 +3.2%', source: '登记数据' },
            { label: '新增企业', value: '321', change: null },
          ],
        },
        { type: 'notice', text: '该地区暂无融资事件' },
      ],
    },
    {
      key: 'leaders',
      title: '龙头企业',
      blocks: [
        {
          type: 'table',
          caption: '按注册资本排序',
          columns: ['企业名称', '注册资本', '成立日期'],
          rows: [
            ['江苏示例新能源科技有限公司', '5,000万元', '2020-01-01'],
            ['南京样本电池有限公司', null, '2019-05-05'],
          ],
          links: ['/qyhx/index?id=1', null],
        },
        {
          type: 'bars',
          title: '各市企业数',
          unit: '家',
          items: [
            { label: '南京市', value: 30 },
            { label: '苏州市', value: 12 },
          ],
        },
        {
          type: 'series',
          title: '月度新增',
          x: ['2026-09', '2026-10'],
          series: [{ name: '新增', values: [3, null] }],
        },
        {
          type: 'radar',
          title: '竞争力',
          indicators: [
            { name: '规模', weight: 0.5 },
            { name: '创新', weight: 0.5 },
          ],
          series: [{ name: '江苏省', values: [80, 60.5] }],
        },
        {
          type: 'citations',
          title: '引用',
          items: [{ text: '某公司完成融资', href: '/qyhx/index?id=1' }],
        },
      ],
    },
  ],
};

describe('renderReportPdf', () => {
  it('writes a PDF whose text holds the Chinese title, a table cell and the sources', async () => {
    const bytes = await renderReportPdf(SAMPLE, { origin: 'https://zsai.example' });
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.includes(Buffer.from('/FontFile'))).toBe(true);
    const text = pdfText(bytes);
    expect(text).toContain('新能源汽车产业简报（江苏省，2026年10月）');
    expect(text).toContain('江苏示例新能源科技有限公司');
    expect(text).toContain('数据截至 2026-11-01');
    expect(text).toContain('演示数据');
    expect(text).toContain('数据来源与说明');
    expect(text).toContain('南京市');
    expect(text.replace(/\s+/g, '')).toContain('结论要点·本月新增企业321家，环比+3.2%。');
    expect(text).toContain('第 1 / ');
    expect(bytes.includes(Buffer.from('https://zsai.example/qyhx/index?id=1'))).toBe(true);
  });

  it('gives the same text for the same document', async () => {
    const [a, b] = await Promise.all([renderReportPdf(SAMPLE), renderReportPdf(SAMPLE)]);
    expect(pdfText(a)).toBe(pdfText(b));
  });
});
