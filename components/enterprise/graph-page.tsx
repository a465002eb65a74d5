'use client';

import { DownloadOutlined, FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Skeleton, Space, Table } from 'antd';
import type { ECharts, EChartsOption } from 'echarts';
import Link from 'next/link';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { personIdOfKey } from '@/lib/contract/person';
import type { GraphLink, GraphNode, ProfileRecord } from '@/lib/contract/profile';
import { fetchGraph } from '@/lib/client/use-profile';
import { formatCount, withCount } from '@/lib/format';
import { profileHref } from '@/lib/site/enterprise-routes';
import { EChartsView, actualSize } from '@/components/chart/echarts-view';
import { useCentredScroll } from '@/components/chart/use-centred-scroll';
import { EmptyState } from '@/components/layout/empty-state';
import { EnterpriseSubpage } from './enterprise-subpage';
import { GRAPH_LABEL_ROOM, mindMapLayout, type GraphLayout } from './graph-layout';
import {
  RELATION_KINDS,
  isPlacementLink,
  mergeAnswer,
  relationKind,
  relationText,
  visibleLinks,
  visibleNodes,
  type GraphModel,
  type RelationKind,
} from './graph-model';
import { LockedSection } from './locked-section';
import { PersonLink, useOpenPerson } from './person-panel';
import styles from './profile.module.css';
import { BRAND_BLUE } from '@/components/layout/theme';

// 企业图谱: the enterprise and its parties as a mind map (graph-layout.ts). A click on an
// enterprise opens its own parties into the picture, a click on a person opens the person
// panel; a filter keeps some relation kinds only; the same relations are listed as text
// below the picture for those who do not read canvases.

const NAME_CHARS = 16;
const shortName = (name: string) =>
  name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS - 1)}…` : name;
/** Text inside an ECharts rich-text label, without the characters of its syntax. */
const richText = (text: string) => text.replace(/[{}|]/g, '');
// Vertical room above and below the rows, px; the picture is never lower than MIN_HEIGHT.
const PADDING = 48;
const MIN_HEIGHT = 480;

type NodeData = {
  id: string;
  fullName: string;
  relation: string;
  eid?: number;
  pid?: number;
};

/** The chart's option: positions from the layout, looks from the model. */
function graphOption(
  model: GraphModel,
  layout: GraphLayout,
  links: GraphLink[],
  roam: boolean,
): EChartsOption {
  const data = layout.nodes.map((p) => {
    if (p.role === 'group') {
      const kind = relationKind(p.kind!);
      return {
        id: p.id,
        name: `${kind.name} ${p.count}`,
        x: p.x,
        y: p.y,
        symbol: 'roundRect',
        symbolSize: [88, 26],
        itemStyle: { color: kind.color },
        label: { show: true, position: 'inside' as const, color: '#fff', fontSize: 12 },
        tooltip: { show: false },
      };
    }
    const node = model.nodes.get(p.id)!;
    const base: NodeData = {
      id: p.id,
      fullName: node.name,
      relation: relationText(model, p.id),
      ...(node.enterprise_id ? { eid: node.enterprise_id } : {}),
      ...(personIdOfKey(p.id) ? { pid: personIdOfKey(p.id) } : {}),
    };
    if (p.role === 'center') {
      return {
        ...base,
        name: node.name,
        x: p.x,
        y: p.y,
        symbolSize: 56,
        itemStyle: { color: BRAND_BLUE },
        label: {
          show: true,
          position: 'bottom' as const,
          width: 220,
          overflow: 'break' as const,
          fontSize: 14,
          fontWeight: 'bold' as const,
          color: '#1f1f1f',
        },
      };
    }
    const opened = model.expanded.includes(p.id);
    return {
      ...base,
      name: node.name,
      x: p.x,
      y: p.y,
      symbolSize: node.enterprise_id ? 14 : 11,
      itemStyle: {
        color: relationKind(p.kind!).color,
        ...(opened ? { borderColor: '#1f1f1f', borderWidth: 2 } : {}),
      },
      label: {
        show: true,
        position: p.side < 0 ? ('left' as const) : ('right' as const),
        formatter: `{name|${richText(shortName(node.name))}}  {rel|${richText(base.relation)}}`,
        rich: {
          name: { fontSize: 12, color: '#1f1f1f' },
          rel: { fontSize: 11, color: '#595959' },
        },
      },
    };
  });
  const treeEdges = layout.edges.map((e) => ({
    source: e.source,
    target: e.target,
    lineStyle: { color: relationKind(e.kind).color, opacity: 0.45, width: 1 },
    symbol: ['none', 'none'],
  }));
  // Relations between parties shown in different places: dashed, named on hover.
  const crossEdges = links
    .filter((l) => !isPlacementLink(model, l))
    .map((l) => ({
      source: l.source,
      target: l.target,
      lineStyle: { color: '#8c8c8c', type: 'dashed' as const, curveness: 0.2 },
      label: { show: false, formatter: richText(l.label) },
      emphasis: { label: { show: true } },
    }));
  return {
    tooltip: {
      formatter: (params: unknown) => {
        const item = (params as { dataType?: string; data?: Partial<NodeData> }).data;
        if ((params as { dataType?: string }).dataType !== 'node' || !item?.fullName) return '';
        const hint = item.pid
          ? '点击查看人员详情'
          : item.eid && !model.expanded.includes(item.id ?? '')
            ? '点击展开其关系'
            : '';
        return [item.fullName, item.relation, hint].filter(Boolean).join('<br/>');
      },
    },
    series: [
      {
        type: 'graph',
        layout: 'none',
        roam,
        draggable: true,
        ...actualSize(layout),
        edgeSymbol: ['none', 'arrow'],
        edgeSymbolSize: 6,
        emphasis: { focus: 'adjacency' },
        labelLayout: { hideOverlap: false },
        data,
        links: [...treeEdges, ...crossEdges],
      },
    ],
  };
}

/** The relations of the picture as a table: who, what, whom. */
function RelationList({ model, links }: { model: GraphModel; links: GraphLink[] }) {
  const party = (id: string) => {
    const node: GraphNode | undefined = model.nodes.get(id);
    if (!node) return id;
    if (node.enterprise_id) return <Link href={profileHref(node.enterprise_id)}>{node.name}</Link>;
    return <PersonLink id={personIdOfKey(id)} name={node.name} />;
  };
  return (
    <section aria-labelledby="graph-relations-title" data-testid="graph-relations">
      <h3 id="graph-relations-title" className={styles.subTitle}>
        关系列表（{formatCount(links.length)} 条）
      </h3>
      <Table<GraphLink>
        size="small"
        rowKey={(l) => `${l.relation}:${l.source}>${l.target}`}
        dataSource={links}
        pagination={false}
        scroll={{ y: 400 }}
        columns={[
          { title: '主体', key: 'source', render: (_, l) => party(l.source) },
          { title: '关系', dataIndex: 'label', key: 'label', width: 200 },
          { title: '对象', key: 'target', render: (_, l) => party(l.target) },
        ]}
      />
    </section>
  );
}

function GraphView({ enterpriseId, name }: { enterpriseId: number; name: string }) {
  const { message } = App.useApp();
  const openPerson = useOpenPerson();
  const [model, setModel] = useState<GraphModel | null>(null);
  const [kinds, setKinds] = useState<RelationKind[]>(() => RELATION_KINDS.map((k) => k.key));
  const [error, setError] = useState<string | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const chart = useRef<ECharts | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const scroll = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    fetchGraph(enterpriseId)
      .then((answer) => live && setModel(mergeAnswer(null, answer)))
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [enterpriseId]);

  useEffect(() => {
    const sync = () => setFullscreen(document.fullscreenElement === box.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const onClick = useCallback(
    (params: unknown) => {
      const { dataType, data } = params as { dataType?: string; data?: Partial<NodeData> };
      if (dataType !== 'node' || !data?.id) return;
      if (data.pid && data.fullName) {
        openPerson?.({ id: data.pid, name: data.fullName });
        return;
      }
      if (!data.eid || model?.expanded.includes(data.id)) return;
      fetchGraph(data.eid)
        .then((answer) => setModel((m) => (m ? mergeAnswer(m, answer) : m)))
        .catch((e: unknown) => void message.error(e instanceof Error ? e.message : String(e)));
    },
    [message, model, openPerson],
  );

  const shown = useMemo(() => new Set(kinds), [kinds]);
  const visible = useMemo(
    () => (model ? visibleNodes(model, shown) : new Set<string>()),
    [model, shown],
  );
  const links = useMemo(() => (model ? visibleLinks(model, visible) : []), [model, visible]);
  const layout = useMemo(() => (model ? mindMapLayout(model, visible) : null), [model, visible]);
  useCentredScroll(scroll, layout?.width);
  const option = useMemo(
    () => (model && layout ? graphOption(model, layout, links, fullscreen) : null),
    [model, layout, links, fullscreen],
  );

  function exportPng() {
    const url = chart.current?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' });
    if (!url) return;
    const a = document.createElement('a');
    a.href = url;
    a.download = `${name}-企业图谱.png`;
    a.click();
  }

  function toggleFullscreen() {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void box.current?.requestFullscreen();
  }

  if (error) return <EmptyState text={error} />;
  if (!model || !option || !layout) return <Skeleton active paragraph={{ rows: 8 }} />;
  const counts = new Map<RelationKind, number>();
  for (const placed of model.placement.values()) {
    counts.set(placed.kind, (counts.get(placed.kind) ?? 0) + 1);
  }
  return (
    <>
      <div ref={box} className={styles.graphBox}>
        <div className={styles.toolbar}>
          <div role="group" aria-label="按关系类型筛选">
            <Checkbox.Group
              value={kinds}
              onChange={(value) => setKinds(value)}
              options={RELATION_KINDS.map((k) => ({
                value: k.key,
                label: (
                  <span>
                    <span className={styles.swatch} style={{ background: k.color }} />
                    {withCount(k.name, counts.get(k.key) ?? 0)}
                  </span>
                ),
              }))}
              data-testid="graph-filter"
            />
          </div>
          <Space>
            <Button
              icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
              onClick={toggleFullscreen}
              data-testid="graph-fullscreen"
            >
              {fullscreen ? '退出全屏' : '全屏'}
            </Button>
            <Button icon={<DownloadOutlined />} onClick={exportPng} data-testid="graph-export">
              导出PNG
            </Button>
          </Space>
        </div>
        <p className={styles.provenance}>
          点击企业展开其关系（已展开 {model.expanded.length}{' '}
          家），点击人员查看其任职与持股；拖拽平移
          {fullscreen ? '，滚轮缩放' : ''}
        </p>
        <div ref={scroll} className={styles.graphScroll}>
          <div
            role="img"
            aria-label={`企业图谱：${visible.size} 个主体、${links.length} 条关系，文字版见下方关系列表`}
          >
            <EChartsView
              option={option}
              style={{
                height: Math.max(MIN_HEIGHT, layout.height + 2 * PADDING),
                minWidth: layout.width + 2 * GRAPH_LABEL_ROOM,
                ...(fullscreen ? { minHeight: 'calc(100vh - 120px)' } : {}),
              }}
              onReady={(c) => {
                chart.current = c;
              }}
              onEvents={{ click: onClick }}
              data-testid="enterprise-graph"
            />
          </div>
        </div>
      </div>
      <RelationList model={model} links={links} />
    </>
  );
}

/** /qyhx/qytp_view?id=: 企业图谱. */
export function GraphPage({
  id,
  initialProfile,
}: {
  id: number | undefined;
  initialProfile?: ProfileRecord;
}) {
  return (
    <EnterpriseSubpage id={id} initialProfile={initialProfile}>
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
