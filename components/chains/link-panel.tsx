'use client';

import { Drawer, Tabs } from 'antd';
import { STRENGTH_CLASSES, type ChainTree } from '@/lib/contract/chains';
import { isGapLink, nodeTrail } from '@/lib/chains/diagram';
import { lqText } from '@/lib/chains/figures';
import { PANEL_TABS, type PanelTab } from '@/lib/chains/url-state';
import { formatCount, regionPathName } from '@/lib/format';
import { AsOf } from './as-of';
import { GapBadge } from './gap-badge';
import { LinkCandidates } from './link-candidates';
import { LinkEnterprises } from './link-enterprises';
import { LinkLeaders } from './link-leaders';
import { LinkRegions } from './link-regions';
import { LinkStats } from './link-stats';
import styles from './chains.module.css';

type Props = {
  tree: ChainTree;
  node: string | null;
  tab: PanelTab;
  demo: boolean;
  onTab: (tab: PanelTab) => void;
  onClose: () => void;
  onRegion: (code: string) => void;
};

/**
 * A link's panel beside the diagram: its place in the chain, its numbers in the region, and
 * the tabs 企业列表, 龙头企业, 统计, 地区分布 and, for a gap link, 寻找外地候选.
 */
export function LinkPanel({ tree, node, tab, demo, onTab, onClose, onRegion }: Props) {
  const trail = node ? nodeTrail(tree.nodes, node) : [];
  const current = trail.at(-1);
  const region = tree.region;
  const nationwide = region.level === 0;
  const withCandidates = !nationwide && isGapLink(current);
  const tabs = PANEL_TABS.filter((t) => t.value !== 'candidates' || withCandidates);
  const active = tabs.some((t) => t.value === tab) ? tab : 'enterprises';
  const key = `${current?.code}:${region.code}`;

  const content = (name: PanelTab) => {
    if (!current) return null;
    switch (name) {
      case 'enterprises':
        return (
          <LinkEnterprises
            key={key}
            node={current.code}
            nodeName={current.name}
            region={region.code}
          />
        );
      case 'leaders':
        return (
          <LinkLeaders
            key={key}
            node={current.code}
            region={region.code}
            onCandidates={withCandidates ? () => onTab('candidates') : undefined}
          />
        );
      case 'stats':
        return <LinkStats key={key} node={current.code} region={region.code} demo={demo} />;
      case 'regions':
        return (
          <LinkRegions
            key={key}
            node={current.code}
            region={region.code}
            demo={demo}
            onRegion={onRegion}
          />
        );
      case 'candidates':
        return (
          <LinkCandidates
            key={key}
            node={current.code}
            region={region.code}
            regionName={region.name}
            gap={current.gap}
          />
        );
    }
  };

  return (
    <Drawer
      open={Boolean(current)}
      onClose={onClose}
      size="min(1080px, 100vw)"
      placement="right"
      destroyOnHidden
      title={
        current && (
          <div className={styles.panelTitle} data-testid="link-panel-title">
            <span>{current.name}</span>
            {!nationwide && current.gap && <GapBadge decision={current.gap} name={current.name} />}
            <span className={styles.trail}>
              {trail
                .slice(0, -1)
                .map((n) => n.name)
                .join(' › ')}
            </span>
          </div>
        )
      }
    >
      {current && (
        <div data-testid="link-panel" data-code={current.code}>
          <div className={styles.panelFacts}>
            <span>
              {regionPathName(region.path)}{' '}
              <strong>{formatCount(current.figures.enterprisecount)}</strong> 家
            </span>
            {/* Nationwide, the region's count is the national one: said once. */}
            {!nationwide && <span>全国 {formatCount(current.nationalcount)} 家</span>}
            {current.gap && !nationwide && <span>区位熵 {lqText(current.gap.lq)}</span>}
            <span>强度 {STRENGTH_CLASSES.find((c) => c.value === current.strength)?.label}</span>
            <AsOf asof={tree.asof} demo={demo} />
          </div>
          <Tabs
            activeKey={active}
            onChange={(k) => onTab(k as PanelTab)}
            items={tabs.map((t) => ({ key: t.value, label: t.label, children: content(t.value) }))}
          />
        </div>
      )}
    </Drawer>
  );
}
