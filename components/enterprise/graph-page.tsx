'use client';

import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Skeleton, Space } from 'antd';
import type { ECharts, EChartsOption } from 'echarts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GraphAnswer, GraphLink, GraphNode } from '@/lib/contract/profile';
import { fetchGraph } from '@/lib/client/use-profile';
import { EChartsView } from '@/components/chart/echarts-view';
import { EmptyState } from '@/components/layout/empty-state';
import { LockedSection } from './locked-section';
import { EnterpriseSubpage } from './enterprise-subpage';
import styles from './profile.module.css';

// 企业图谱: the enterprise and its neighbours as a force graph; clicking an enterprise node
// loads its own neighbours into the picture.

const CATEGORIES: { key: GraphNode['category']; name: string; color: string }[] = [
  { key: 'enterprise', name: '本企业', color: '#3f7cf6' },
  { key: 'shareholder', name: '股东', color: '#f08c2e' },
  { key: 'person', name: '主要人员', color: '#e5534b' },
  { key: 'investment', name: '对外投资', color: '#2fb380' },
  { key: 'branch', name: '分支机构', color: '#8a63d2' },
];
const categoryIndex = (c: GraphNode['category']) => CATEGORIES.findIndex((x) => x.key === c);

type Graph = { nodes: Map<string, GraphNode>; links: Map<string, GraphLink> };

function merge(graph: Graph, answer: GraphAnswer): Graph {
  const nodes = new Map(graph.nodes);
  const links = new Map(graph.links);
  for (const n of answer.nodes) if (!nodes.has(n.id)) nodes.set(n.id, n);
  for (const l of answer.links) links.set(`${l.source}>${l.target}>${l.label}`, l);
  return { nodes, links };
}

function GraphView({ enterpriseId, name }: { enterpriseId: number; name: string }) {
  const { message } = App.useApp();
  const [graph, setGraph] = useState<Graph | null>(null);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const [error, setError] = useState<string | null>(null);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    fetchGraph(enterpriseId)
      .then((answer) => {
        setGraph(merge({ nodes: new Map(), links: new Map() }, answer));
        setExpanded(new Set([answer.center]));
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [enterpriseId]);

  const expand = useCallback(
    (params: unknown) => {
      const data = (params as { dataType?: string; data?: { id?: string; eid?: number } }).data;
      if ((params as { dataType?: string }).dataType !== 'node' || !data?.id || !data.eid) return;
      if (expanded.has(data.id)) return;
      const key = data.id;
      fetchGraph(data.eid)
        .then((answer) => {
          setExpanded((s) => new Set(s).add(key));
          setGraph((g) => (g ? merge(g, answer) : g));
        })
        .catch((e: unknown) => void message.error(e instanceof Error ? e.message : String(e)));
    },
    [expanded, message],
  );

  const option = useMemo<EChartsOption>(
    () => ({
      tooltip: { formatter: (p: unknown) => (p as { name?: string }).name ?? '' },
      legend: [{ data: CATEGORIES.map((c) => c.name), top: 0 }],
      color: CATEGORIES.map((c) => c.color),
      series: [
        {
          type: 'graph',
          layout: 'force',
          roam: true,
          draggable: true,
          force: { repulsion: 260, edgeLength: [90, 160] },
          categories: CATEGORIES.map((c) => ({ name: c.name })),
          label: { show: true, position: 'bottom', width: 120, overflow: 'truncate' },
          edgeSymbol: ['none', 'arrow'],
          edgeSymbolSize: 7,
          edgeLabel: { show: true, fontSize: 10 },
          lineStyle: { color: '#b8c4d6', curveness: 0.1 },
          data: graph
            ? [...graph.nodes.values()].map((n) => ({
                id: n.id,
                name: n.name,
                eid: n.enterprise_id,
                category: categoryIndex(n.category),
                symbolSize: n.category === 'enterprise' ? 56 : n.enterprise_id ? 36 : 28,
                itemStyle: expanded.has(n.id) ? { borderColor: '#1f3f8f', borderWidth: 2 } : {},
              }))
            : [],
          links: graph
            ? [...graph.links.values()].map((l) => ({
                source: l.source,
                target: l.target,
                // A literal formatter: the link's own text (持股 60.00%, 董事 ...).
                label: { show: true, formatter: l.label.replace(/[{}]/g, '') },
              }))
            : [],
        },
      ],
    }),
    [graph, expanded],
  );

  function exportPng() {
    const url = chart.current?.getDataURL({
      type: 'png',
      pixelRatio: 2,
      backgroundColor: '#fff',
    });
    if (!url) return;
    const a = document.createElement('a');
    a.href = url;
    a.download = `${name}-企业图谱.png`;
    a.click();
  }

  if (error) return <EmptyState text={error} />;
  if (!graph) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <>
      <Space className={styles.filters}>
        <span className={styles.provenance}>
          滚轮缩放、拖拽节点；点击企业节点展开其关系（已展开 {expanded.size} 个）
        </span>
        <Button icon={<DownloadOutlined />} onClick={exportPng} data-testid="graph-export">
          导出PNG
        </Button>
      </Space>
      <EChartsView
        option={option}
        style={{ height: 640 }}
        onReady={(c) => {
          chart.current = c;
        }}
        onEvents={{ click: expand }}
        data-testid="enterprise-graph"
      />
    </>
  );
}

/** /qyhx/qytp_view?id=: 企业图谱. */
export function GraphPage({ id }: { id: number | undefined }) {
  return (
    <EnterpriseSubpage id={id}>
      {(profile, modules) => (
        <section className={styles.section}>
          <header className={styles.sectionHead}>
            <h2>企业图谱</h2>
          </header>
          {modules.has('qytp') ? (
            <GraphView enterpriseId={Number(profile.ID_)} name={profile.qymc} />
          ) : (
            <LockedSection name="企业图谱" />
          )}
        </section>
      )}
    </EnterpriseSubpage>
  );
}
