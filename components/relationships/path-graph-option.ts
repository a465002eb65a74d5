import type { EChartsOption } from 'echarts';
import type {
  EdgeType,
  RelationshipAnswer,
  RelationshipEdge,
  RelationshipNode,
} from '@/lib/contract/relationships';
import { actualSize } from '@/components/chart/echarts-view';
import { provenance } from '@/components/enterprise/format';
import type { PathLayout } from '@/components/enterprise/graph-layout';
import { BRAND_BLUE } from '@/components/layout/theme';
import {
  drawnLinks,
  linkIsStrong,
  tieLinks,
  type DrawnLink,
  type Highlight,
} from '@/lib/relationships/highlight';

// The 找关系 graph as an ECharts `graph` series (the renderer of 企业图谱), laid out by
// pathLayout: the chosen entities large, the found paths strong, the rest faded; suspected
// ties, when shown, dashed and orange between the entities, never as a relation line.

/** Relation colours, dark enough for their labels on white. */
export const EDGE_COLORS: Record<EdgeType, string> = {
  investment: '#006d75',
  shareholder: '#ad4e00',
  legal: '#a8071a',
  officer: '#c41d7f',
  branch: '#531dab',
  beneficiary: '#874d00',
};
export const TIE_COLOR = '#d46b08';
const FADED = 0.15;
/** Above this many strong lines their labels clutter: shown on hover only. */
const LABELLED_LINKS = 30;
/** Characters of a name under its node: the chosen entities get more. */
const NAME_CHARS = 14;
const ENTITY_NAME_CHARS = 24;

const shortName = (name: string, max: number) =>
  name.length > max ? `${name.slice(0, max - 1)}…` : name;
/** Text inside an ECharts rich-text label, without the characters of its syntax. */
const richText = (text: string) => text.replace(/[{}|]/g, '');
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const CLOSED = /注销|吊销/;

/** What a click or a tooltip reads back from a drawn item. */
export type GraphItemData =
  { item: 'node'; id: string } | { item: 'link'; key: string } | { item: 'tie'; key: string };

function nodeLook(node: RelationshipNode) {
  if (node.entity !== null) {
    return {
      symbol: 'circle',
      symbolSize: node.kind === 'person' ? 40 : 46,
      color: node.kind === 'person' ? '#a8071a' : BRAND_BLUE,
    };
  }
  if (node.hub) return { symbol: 'diamond', symbolSize: 22, color: '#8c8c8c' };
  return node.kind === 'person'
    ? { symbol: 'circle', symbolSize: 16, color: '#cf1322' }
    : { symbol: 'circle', symbolSize: 20, color: '#4a7fd6' };
}

/** A node's tooltip: name, what it is, and what a click does. */
export function nodeTooltip(node: RelationshipNode, entityNames: string[]): string {
  const what =
    node.kind === 'enterprise'
      ? `企业${node.status ? ` · ${node.status}` : ''}`
      : '人员（按登记身份识别，同名者不合并）';
  const lines = [`<b>${escapeHtml(node.name)}</b>`, what];
  if (node.entity !== null)
    lines.push(`所选主体 ${node.entity + 1}：${escapeHtml(entityNames[node.entity] ?? '')}`);
  if (node.hub) lines.push('关联过多的枢纽节点，未展开');
  lines.push('点击查看详情');
  return lines.join('<br/>');
}

/** A line's tooltip: each fact with its source and as-of date. */
export function linkTooltip(link: DrawnLink, names: ReadonlyMap<string, string>): string {
  return link.edges
    .map((e: RelationshipEdge) => {
      const from = escapeHtml(names.get(e.from) ?? e.from);
      const to = escapeHtml(names.get(e.to) ?? e.to);
      const label = e.label ? `（${escapeHtml(e.label)}）` : '';
      return `${from} → ${to}：${escapeHtml(e.typename)}${label}<br/><span style="color:#8c8c8c">来源：${escapeHtml(provenance(e.source, e.asof))}</span>`;
    })
    .join('<br/>');
}

export function pathGraphOption(
  answer: Pick<RelationshipAnswer, 'entities' | 'nodes' | 'edges' | 'ties'>,
  layout: PathLayout,
  highlight: Highlight,
  showTies: boolean,
  selectedNode: string | null,
): EChartsOption {
  const position = new Map(layout.nodes.map((n) => [n.id, n]));
  const names = new Map(answer.nodes.map((n) => [n.id, n.name]));
  const entityNames = answer.entities.map((e) => e.name);
  const links = drawnLinks(answer.edges);
  const strongLinks = links.filter((l) => linkIsStrong(l, highlight));
  const labelled = strongLinks.length <= LABELLED_LINKS;

  const data = answer.nodes
    .filter((n) => position.has(n.id))
    .map((node) => {
      const p = position.get(node.id)!;
      const look = nodeLook(node);
      const strong = highlight.nodes.has(node.id);
      const closed = node.status && CLOSED.test(node.status) ? `（${node.status}）` : '';
      const chosen = node.id === selectedNode;
      return {
        id: node.id,
        name: node.name,
        x: p.x,
        y: p.y,
        symbol: look.symbol,
        symbolSize: look.symbolSize,
        ref: { item: 'node', id: node.id } satisfies GraphItemData,
        itemStyle: {
          color: look.color,
          opacity: strong ? 1 : FADED,
          ...(chosen ? { borderColor: '#faad14', borderWidth: 4 } : {}),
        },
        label: {
          show: true,
          position: 'bottom' as const,
          formatter: richText(
            `${shortName(node.name, node.entity !== null ? ENTITY_NAME_CHARS : NAME_CHARS)}${closed}`,
          ),
          fontSize: node.entity !== null ? 13 : 12,
          fontWeight: node.entity !== null ? ('bold' as const) : ('normal' as const),
          color: '#1f1f1f',
          opacity: strong ? 1 : 0.35,
        },
        tooltip: { formatter: nodeTooltip(node, entityNames) },
      };
    });

  const relationLines = links
    .filter((l) => position.has(l.source) && position.has(l.target))
    .map((link) => {
      const strong = linkIsStrong(link, highlight);
      const color = EDGE_COLORS[link.edges[0]!.type] ?? '#8c8c8c';
      return {
        source: link.source,
        target: link.target,
        ref: { item: 'link', key: link.key } satisfies GraphItemData,
        lineStyle: {
          color,
          width: strong ? 2 : 1,
          opacity: strong ? 0.9 : FADED,
          type: 'solid' as const,
          curveness: 0,
        },
        label: {
          show: strong && labelled,
          formatter: richText(link.label),
          fontSize: 11,
          color,
        },
        tooltip: { formatter: linkTooltip(link, names) },
      };
    });

  // Suspected ties: dashed and bent, so they never read as one of the relation lines.
  const tieLines = showTies
    ? tieLinks(answer.entities, answer.ties).map((t) => ({
        source: t.source,
        target: t.target,
        ref: { item: 'tie', key: t.key } satisfies GraphItemData,
        symbol: ['none', 'none'],
        lineStyle: { color: TIE_COLOR, width: 1.5, type: 'dashed' as const, curveness: 0.35 },
        label: {
          show: true,
          formatter: `疑似关系 ${t.ties.length} 项`,
          fontSize: 11,
          color: TIE_COLOR,
        },
        tooltip: {
          formatter: [
            '<b>疑似关系（未经确认，不是关系路径）</b>',
            ...t.ties.map(
              (tie) =>
                `${escapeHtml(tie.kindname)}：${escapeHtml(tie.value)}（可信度${tie.level} ${Math.round(tie.confidence * 100)}%）`,
            ),
          ].join('<br/>'),
        },
      }))
    : [];

  return {
    tooltip: { confine: true },
    animation: false,
    series: [
      {
        type: 'graph',
        layout: 'none',
        roam: 'move',
        draggable: true,
        ...actualSize(layout),
        edgeSymbol: ['none', 'arrow'],
        edgeSymbolSize: 7,
        emphasis: { focus: 'adjacency', label: { show: true } },
        data,
        links: [...relationLines, ...tieLines],
      },
    ],
  };
}
