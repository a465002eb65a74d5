import type { EChartsOption } from 'echarts';
import { SCORECARD_DIMENSIONS } from '@/lib/contract/report-kinds';
import {
  AXIS_NAME_CHARS,
  axisLabel,
  radarChartOption,
  radarTooltip,
  wrapAxisName,
  type RadarIndicatorInput,
} from './radar-option';

// The shared radar's labels: wrapped, apart and inside the box, with values in the tooltip
// rather than at the vertices. The geometry below follows ECharts' own radar layout
// (coord/radar/Radar.js: radius of half the shorter side, axes from 90° counter-clockwise;
// AxisBuilder's end-name layout: a name at radius + axisNameGap, centred above the top axis
// and below the bottom one, else vertically centred and aligned away from the centre). A CJK
// character is taken as wide as the font is tall, which over-estimates digits and Latin.

type Box = { left: number; right: number; top: number; bottom: number };
type RichRadar = {
  center: [string, string];
  radius: string;
  axisNameGap: number;
  indicator: { name: string; max: number; min: number }[];
  axisName: {
    formatter: (name: string) => string;
    rich: Record<string, { fontSize: number; lineHeight: number }>;
  };
};

const percent = (p: string, of: number) => (parseFloat(p) / 100) * of;

/** The box each axis name takes in a chart of `width` × `height` pixels. */
function nameBoxes(option: EChartsOption, width: number, height: number): Box[] {
  const radar = option.radar as unknown as RichRadar;
  const cx = percent(radar.center[0], width);
  const cy = percent(radar.center[1], height);
  const r = percent(radar.radius, Math.min(width, height) / 2) + radar.axisNameGap;
  const n = radar.indicator.length;
  return radar.indicator.map((ind, i) => {
    const lines = radar.axisName
      .formatter(ind.name)
      .split('\n')
      .map((line) => {
        const [, style, text] = /^\{(\w+)\|(.*)\}$/.exec(line)!;
        const rich = radar.axisName.rich[style!]!;
        return { width: [...text!].length * rich.fontSize, height: rich.lineHeight };
      });
    const w = Math.max(...lines.map((l) => l.width));
    const h = lines.reduce((s, l) => s + l.height, 0);
    const angle = Math.PI / 2 + (i * 2 * Math.PI) / n;
    const x = cx + r * Math.cos(angle);
    const y = cy - r * Math.sin(angle);
    const vertical = Math.abs(Math.cos(angle)) < 1e-6;
    const left = vertical ? x - w / 2 : Math.cos(angle) > 0 ? x : x - w;
    const top = vertical ? (Math.sin(angle) > 0 ? y - h : y) : y - h / 2;
    return { left, right: left + w, top, bottom: top + h };
  });
}

const overlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Every pair of names apart, every name inside the box, above the legend and below the title. */
function expectLegible(option: EChartsOption, width: number, height: number) {
  const boxes = nameBoxes(option, width, height);
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i]!, boxes[j]!)).toBe(false);
  const top = option.title ? 28 : 0;
  const bottom = option.legend ? height - 24 : height;
  for (const b of boxes) {
    expect(b.left).toBeGreaterThanOrEqual(0);
    expect(b.right).toBeLessThanOrEqual(width);
    expect(b.top).toBeGreaterThanOrEqual(top);
    expect(b.bottom).toBeLessThanOrEqual(bottom);
  }
}

const weighted = (list: readonly { name: string; weight: number }[]): RadarIndicatorInput[] =>
  list.map((d) => ({ name: d.name, note: `权重 ${d.weight}%` }));

describe('shared radar', () => {
  it('wraps a long name into balanced short lines and puts the note beneath', () => {
    expect(wrapAxisName('企业竞争力')).toEqual(['企业竞争力']);
    expect(wrapAxisName('招投标活跃度与中标项目')).toEqual(['招投标活跃度', '与中标项目']);
    expect(wrapAxisName('一二三四五六七八')).toEqual(['一二三四', '五六七八']);
    for (const line of wrapAxisName('这是一个非常长的评价指标名称超过三行'))
      expect([...line].length).toBeLessThanOrEqual(AXIS_NAME_CHARS);
    expect(axisLabel({ name: '企业竞争力', note: '权重 30%' })).toBe(
      '{name|企业竞争力}\n{note|权重 30%}',
    );
    // Rich-text markup in a name cannot break the label.
    expect(axisLabel({ name: 'A|{B}' })).toBe('{name|AB}');
  });

  it('keeps the plain names as indicators, draws no value at the vertices and gives them in the tooltip', () => {
    const indicators = [{ name: '企业竞争力' }, { name: '生产<要素>' }, { name: '创新环境' }];
    const option = radarChartOption({
      indicators,
      series: [{ name: '上海市', values: [0, 0, 0] }],
    });
    const radar = option.radar as { indicator: unknown[] };
    expect(radar.indicator).toEqual([
      { name: '企业竞争力', max: 100, min: 0 },
      { name: '生产<要素>', max: 100, min: 0 },
      { name: '创新环境', max: 100, min: 0 },
    ]);
    const [series] = option.series as { label: { show: boolean }; data: unknown[] }[];
    expect(series!.label.show).toBe(false);
    expect(series!.data).toEqual([{ name: '上海市', value: [0, 0, 0] }]);
    expect(option.legend).toBeUndefined();
    const tooltip = option.tooltip as { formatter: (p: unknown) => string };
    expect(tooltip.formatter({ name: '上海市', value: [0, 12.345, 100] })).toBe(
      '<b>上海市</b><br/>企业竞争力：0.0分<br/>生产&#60;要素&#62;：12.3分<br/>创新环境：100.0分',
    );
    expect(radarTooltip(indicators, 'x', [1], '')).toBe(
      '<b>x</b><br/>企业竞争力：1.0<br/>生产&#60;要素&#62;：-<br/>创新环境：-',
    );
  });

  it('keeps the names apart and inside 竞争力分析’s box (440 × 380, a title above)', () => {
    const dimensions = ['企业竞争力', '生产要素', '创新环境', '市场竞争力'];
    const tabs = [
      ['企业数量', '环节覆盖率', '上市企业'],
      ['参保人数', '招聘岗位', '实缴资本', '融资事件'],
      ['户均发明专利', '专精特新企业', '高新技术企业'],
      ['新增注册增速', '区位熵', '中标项目'],
    ];
    for (const names of [dimensions, ...tabs])
      expectLegible(
        radarChartOption({
          title: '苏州市新能源汽车竞争力',
          indicators: names.map((name) => ({ name })),
          series: [{ name: '苏州市', values: names.map(() => 0) }],
        }),
        440,
        380,
      );
  });

  it('keeps weighted names apart in a report (A4 width × 360) with a legend of six subjects', () => {
    const subjects = ['江苏省', '浙江省', '上海市', '广东省', '北京市', '山东省'].map((name) => ({
      name,
      values: [50, 60, 70, 80, 90, 100, 40],
    }));
    const scorecard = weighted(SCORECARD_DIMENSIONS);
    const four = weighted([
      { name: '企业竞争力', weight: 30 },
      { name: '生产要素', weight: 20 },
      { name: '创新环境', weight: 25 },
      { name: '市场竞争力', weight: 25 },
    ]);
    for (const width of [640, 420]) {
      expectLegible(radarChartOption({ indicators: scorecard, series: subjects }), width, 360);
      expectLegible(
        radarChartOption({ indicators: four, series: subjects.slice(0, 1) }),
        width,
        360,
      );
    }
  });
});
