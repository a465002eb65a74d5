'use client';

import { Skeleton } from 'antd';
import type { EChartsOption } from 'echarts';
import { useMemo, useRef } from 'react';
import { personIdOfKey } from '@/lib/contract/person';
import { EChartsView, actualSize } from '@/components/chart/echarts-view';
import { useCentredScroll } from '@/components/chart/use-centred-scroll';
import { EmptyState } from '@/components/layout/empty-state';
import { canOpen } from './equity-model';
import { EQUITY_SLOT, equityDiagram, type EquityDiagram } from './equity-layout';
import { percent } from './format';
import { useOpenPerson } from './person-panel';
import type { EquitySide } from './use-equity-side';
import styles from './equity.module.css';
import { BRAND_BLUE } from '@/components/layout/theme';

// 股权结构图: shareholders above the enterprise, investments below, the ratio on every link.
// A click on a box that holds more opens its next level (the tree view opens with it); a
// click on a person opens the person panel. The tree view is the same data as text.

const BOX: [number, number] = [EQUITY_SLOT - 20, 46];
const PADDING = 56;
const MIN_HEIGHT = 360;
const COLORS = { enterprise: BRAND_BLUE, person: '#ad4e00', cycle: '#cf1322' };

type BoxData = { id: string; fullName: string; hint: string };

// Names on two lines inside their box, cut after that (the tooltip and the tree show them whole).
const boxLabel = {
  width: BOX[0] - 12,
  height: 32,
  overflow: 'break' as const,
  lineOverflow: 'truncate' as const,
  fontSize: 12,
  lineHeight: 16,
  align: 'center' as const,
  verticalAlign: 'middle' as const,
};

function diagramOption(diagram: EquityDiagram, rootName: string): EChartsOption {
  const data = diagram.boxes.map((box) => {
    const node = box.node;
    if (!node) {
      return {
        id: box.id,
        name: rootName,
        fullName: rootName,
        hint: '',
        x: box.x,
        y: box.y,
        symbol: 'rect',
        symbolSize: BOX,
        itemStyle: { color: COLORS.enterprise },
        label: { show: true, color: '#fff', fontWeight: 'bold' as const, ...boxLabel },
      };
    }
    const color = node.cycle ? COLORS.cycle : COLORS[node.kind];
    const more = canOpen(node);
    const hint = node.kind === 'person' ? '点击查看人员详情' : more ? '点击展开下一层' : '';
    return {
      id: box.id,
      name: node.name,
      fullName: node.name,
      hint: node.cycle ? '循环持股，不再展开' : hint,
      x: box.x,
      y: box.y,
      symbol: 'rect',
      symbolSize: BOX,
      itemStyle: {
        color: '#fff',
        borderColor: color,
        borderWidth: more ? 3 : 1,
        ...(node.cycle ? { borderType: 'dashed' as const } : {}),
      },
      label: { show: true, color: '#1f1f1f', ...boxLabel },
    };
  });
  // ECharts turns edge labels along their edge; a ratio reads better upright, so each one is
  // a label without a symbol at the middle of its link.
  const ratios = diagram.links.map((l, i) => ({
    id: `ratio:${i}`,
    name: percent(l.ratio),
    x: l.middle.x,
    y: l.middle.y,
    symbolSize: 0,
    label: {
      show: true,
      position: 'inside' as const,
      fontSize: 11,
      color: BRAND_BLUE,
      backgroundColor: '#fff',
      padding: [1, 3],
    },
    tooltip: { show: false },
  }));
  return {
    tooltip: {
      formatter: (params: unknown) => {
        const item = (params as { dataType?: string; data?: Partial<BoxData> }).data;
        if ((params as { dataType?: string }).dataType !== 'node' || !item?.fullName) return '';
        return [item.fullName, item.hint].filter(Boolean).join('<br/>');
      },
    },
    series: [
      {
        type: 'graph',
        layout: 'none',
        roam: 'move',
        ...actualSize(diagram),
        edgeSymbol: ['none', 'arrow'],
        edgeSymbolSize: 7,
        lineStyle: { color: '#8c9bb5', width: 1 },
        data: [...data, ...ratios],
        links: diagram.links.map((l) => ({ source: l.source, target: l.target })),
      },
    ],
  };
}

export function EquityDiagramView({
  rootName,
  up,
  down,
}: {
  rootName: string;
  up: EquitySide;
  down: EquitySide;
}) {
  const openPerson = useOpenPerson();
  const scroll = useRef<HTMLDivElement>(null);
  const rootKey = up.answer?.root.key ?? down.answer?.root.key;
  const diagram = useMemo(
    () => (rootKey && up.nodes && down.nodes ? equityDiagram(rootKey, up.nodes, down.nodes) : null),
    [rootKey, up.nodes, down.nodes],
  );
  const option = useMemo(
    () => (diagram ? diagramOption(diagram, rootName) : null),
    [diagram, rootName],
  );
  useCentredScroll(scroll, diagram?.width);
  const error = up.error ?? down.error;
  if (error) return <EmptyState text={error} />;
  if (!diagram || !option) return <Skeleton active paragraph={{ rows: 6 }} />;

  const onClick = (params: unknown) => {
    const { dataType, data } = params as { dataType?: string; data?: { id?: string } };
    const box = dataType === 'node' ? diagram.boxes.find((b) => b.id === data?.id) : undefined;
    if (!box?.node || !box.trail) return;
    const personId = personIdOfKey(box.node.key);
    if (personId) openPerson?.({ id: personId, name: box.node.name });
    else if (canOpen(box.node)) void (box.direction === 'up' ? up : down).open(box.trail);
  };
  const holders = diagram.boxes.filter((b) => b.direction === 'up').length;
  const investments = diagram.boxes.filter((b) => b.direction === 'down').length;
  return (
    <>
      <p className={styles.path}>
        上方为股东，下方为对外投资，连线上为直接持股比例；粗边框的企业可点击展开下一层，
        点击自然人查看其任职与持股；拖拽平移
      </p>
      {/* Focusable, so a keyboard user can scroll a diagram wider than the page. */}
      <div
        ref={scroll}
        className={styles.diagramScroll}
        tabIndex={0}
        role="region"
        aria-label="股权结构图滚动区域"
      >
        <div
          role="img"
          aria-label={`股权结构图：已展示 ${holders} 个股东、${investments} 项对外投资；文字版见“树形”`}
        >
          <EChartsView
            option={option}
            style={{
              height: Math.max(MIN_HEIGHT, diagram.height + 2 * PADDING),
              minWidth: diagram.width + 2 * EQUITY_SLOT,
            }}
            onEvents={{ click: onClick }}
            data-testid="equity-diagram"
          />
        </div>
      </div>
    </>
  );
}
