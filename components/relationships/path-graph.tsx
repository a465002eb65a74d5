'use client';

import { DownloadOutlined } from '@ant-design/icons';
import { Button, Checkbox, Space, Tag } from 'antd';
import type { ECharts } from 'echarts';
import Link from 'next/link';
import { useMemo, useRef, useState } from 'react';
import {
  EDGE_TYPES,
  type RelationshipAnswer,
  type RelationshipNode,
} from '@/lib/contract/relationships';
import type { Highlight } from '@/lib/relationships/highlight';
import { profileHref } from '@/lib/site/enterprise-routes';
import { downloadChartPng } from '@/components/chart/chart-export';
import { EChartsView } from '@/components/chart/echarts-view';
import { pathLayout } from '@/components/enterprise/graph-layout';
import { PersonLink } from '@/components/enterprise/person-panel';
import { EDGE_COLORS, TIE_COLOR, pathGraphOption, type GraphItemData } from './path-graph-option';
import { ZGX_TEXT as T } from './messages';
import styles from './relationships.module.css';

// Room around the positions for labels (drawn below the nodes) and the tallest symbol, px.
const PAD_X = 120;
const PAD_Y = 60;
const MIN_HEIGHT = 420;

/** The clicked node: what it is, and the way to its profile or person panel. */
function NodeCard({ node, onClose }: { node: RelationshipNode; onClose: () => void }) {
  return (
    <div className={styles.nodeCard} data-testid="zgx-node-card" data-node={node.id}>
      <strong>{node.name}</strong>
      {node.kind === 'enterprise' ? (
        <>
          {node.status && <Tag>{node.status}</Tag>}
          {node.hub && <Tag color="default">枢纽节点（未展开）</Tag>}
          {node.enterpriseid !== null && (
            <Link
              href={profileHref(node.enterpriseid)}
              target="_blank"
              data-testid="node-open-profile"
            >
              {T.openProfile}
            </Link>
          )}
        </>
      ) : (
        <>
          <Tag color="volcano">人员</Tag>
          {node.hub && <Tag color="default">枢纽节点（未展开）</Tag>}
          <PersonLink id={node.personid} name={T.personDetail} />
        </>
      )}
      <Button type="link" size="small" onClick={onClose}>
        关闭
      </Button>
    </div>
  );
}

/** The paths as a graph: strong where highlighted, suspected ties dashed on request, PNG. */
export function PathGraph({
  answer,
  highlight,
  fileName,
  onShowAll,
  pathChosen,
}: {
  answer: RelationshipAnswer;
  highlight: Highlight;
  fileName: string;
  onShowAll: () => void;
  pathChosen: boolean;
}) {
  const chart = useRef<ECharts | null>(null);
  const scroll = useRef<HTMLDivElement>(null);
  const [showTies, setShowTies] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);

  const layout = useMemo(() => {
    const drawn = new Set(answer.paths.flatMap((p) => p.nodes));
    const near = (id: string) =>
      answer.edges.flatMap((e) => (e.from === id ? [e.to] : e.to === id ? [e.from] : []));
    return pathLayout({
      entities: answer.entities.map((e) => e.node),
      paths: answer.paths.map((p) => ({ pair: p.pair, nodes: p.nodes })),
      others: answer.nodes
        .filter((n) => !drawn.has(n.id) && n.entity === null)
        .map((n) => ({ id: n.id, near: near(n.id) })),
    });
  }, [answer]);
  const option = useMemo(
    () => pathGraphOption(answer, layout, highlight, showTies, selected),
    [answer, layout, highlight, showTies, selected],
  );
  const node = selected ? answer.nodes.find((n) => n.id === selected) : undefined;
  const usedTypes = new Set(answer.edges.map((e) => e.type));

  const onClick = (params: unknown) => {
    const ref = (params as { data?: { ref?: GraphItemData } }).data?.ref;
    if (ref?.item === 'node') setSelected(ref.id);
  };

  return (
    <div data-testid="zgx-graph-box">
      <div className={styles.toolbar}>
        <Space size={[12, 4]} wrap>
          {EDGE_TYPES.filter((t) => usedTypes.has(t.value)).map((t) => (
            <span key={t.value} className={styles.legend}>
              <span className={styles.swatch} style={{ background: EDGE_COLORS[t.value] }} />
              {t.label}
            </span>
          ))}
          {answer.ties.length > 0 && (
            <Checkbox
              checked={showTies}
              onChange={(e) => setShowTies(e.target.checked)}
              data-testid="zgx-show-ties"
            >
              <span className={styles.legend}>
                <span className={styles.dash} style={{ borderColor: TIE_COLOR }} />
                {T.showTies}
              </span>
            </Checkbox>
          )}
        </Space>
        <Space>
          {pathChosen && <Button onClick={onShowAll}>{T.allPaths}</Button>}
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              chart.current && downloadChartPng(chart.current, `${fileName}-关系图.png`)
            }
            data-testid="zgx-export-png"
          >
            {T.exportPng}
          </Button>
        </Space>
      </div>
      <p className={styles.muted}>{T.graphHint}</p>
      {node && <NodeCard node={node} onClose={() => setSelected(null)} />}
      <div ref={scroll} className={styles.graphScroll}>
        <div
          role="img"
          aria-label={`关系图：${answer.nodes.length} 个主体、${answer.edges.length} 条关系，文字版见下方关系路径`}
        >
          <EChartsView
            option={option}
            style={{
              height: Math.max(MIN_HEIGHT, layout.height + 2 * PAD_Y),
              minWidth: layout.width + 2 * PAD_X,
            }}
            onReady={(c) => {
              chart.current = c;
            }}
            onEvents={{ click: onClick }}
            data-testid="zgx-graph"
          />
        </div>
      </div>
    </div>
  );
}
