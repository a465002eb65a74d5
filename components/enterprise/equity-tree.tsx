'use client';

import { Skeleton, Tag, Tooltip, Tree } from 'antd';
import type { TreeDataNode } from 'antd';
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import type { EquityAnswer, EquityNode } from '@/lib/contract/profile';
import { fetchEquity } from '@/lib/client/use-profile';
import { EmptyState } from '@/components/layout/empty-state';
import { percent } from './format';
import styles from './equity.module.css';

// One direction of the equity structure as a tree that loads each level when it is opened.
// Tree keys are the trail of party keys from the root, so the same holder met on two paths
// is two nodes, each with its own path ratio.

type Trail = { key: string; enterpriseIds: number[]; ratios: number[] };

function NodeTitle({ node, ratios }: { node: EquityNode; ratios: number[] }) {
  const explanation = `${ratios.map((r) => percent(r)).join(' × ')} = ${percent(node.path_ratio)}`;
  return (
    <span className={styles.node} data-testid="equity-node">
      {node.enterprise_id ? (
        <Link href={`/cyl/qyxq?id=${node.enterprise_id}`}>{node.name}</Link>
      ) : (
        <span>{node.name}</span>
      )}
      <Tag color={node.kind === 'person' ? 'gold' : 'blue'}>
        {node.kind === 'person' ? '自然人' : '企业'}
      </Tag>
      <span className={styles.ratio}>直接 {percent(node.ratio)}</span>
      <Tooltip title={`本路径穿透比例：${explanation}`}>
        <span className={styles.ratio}>本路径 {percent(node.path_ratio)}</span>
      </Tooltip>
      {node.look_through !== node.path_ratio && (
        <Tooltip title="所有持股路径的穿透比例之和">
          <span className={styles.total}>合计穿透 {percent(node.look_through)}</span>
        </Tooltip>
      )}
      {node.cycle && (
        <Tooltip title="该主体已出现在本路径上，构成循环持股，不再向下展开">
          <Tag color="red">循环持股</Tag>
        </Tooltip>
      )}
    </span>
  );
}

function toTreeData(
  nodes: EquityNode[],
  parent: Trail,
  trails: Map<string, Trail>,
): TreeDataNode[] {
  return nodes.map((node) => {
    const trail: Trail = {
      key: `${parent.key}/${node.key}`,
      enterpriseIds: node.enterprise_id
        ? [...parent.enterpriseIds, node.enterprise_id]
        : parent.enterpriseIds,
      ratios: [...parent.ratios, node.ratio],
    };
    trails.set(trail.key, trail);
    return {
      key: trail.key,
      title: <NodeTitle node={node} ratios={trail.ratios} />,
      isLeaf: !node.has_children,
      children: node.children ? toTreeData(node.children, trail, trails) : undefined,
    };
  });
}

function replaceChildren(
  list: TreeDataNode[],
  key: string,
  children: TreeDataNode[],
): TreeDataNode[] {
  return list.map((n) =>
    n.key === key
      ? { ...n, children }
      : n.children
        ? { ...n, children: replaceChildren(n.children, key, children) }
        : n,
  );
}

/** Keys of the nodes that arrived with their children, so they show open. */
function openKeys(list: TreeDataNode[]): string[] {
  return list.flatMap((n) => (n.children ? [String(n.key), ...openKeys(n.children)] : []));
}

export function EquityTree({
  enterpriseId,
  direction,
  onRoot,
}: {
  enterpriseId: number;
  direction: 'up' | 'down';
  onRoot?: (answer: EquityAnswer) => void;
}) {
  const [trails] = useState(() => new Map<string, Trail>());
  const [data, setData] = useState<TreeDataNode[] | null>(null);
  const [expanded, setExpanded] = useState<React.Key[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    fetchEquity({ id: enterpriseId, direction, depth: 1 })
      .then((answer) => {
        if (!live) return;
        const root: Trail = { key: answer.root.key, enterpriseIds: [], ratios: [] };
        const tree = toTreeData(answer.nodes, root, trails);
        setData(tree);
        setExpanded(openKeys(tree));
        onRoot?.(answer);
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [enterpriseId, direction, trails, onRoot]);

  const loadData = useCallback(
    async (node: TreeDataNode) => {
      if (node.children) return;
      const trail = trails.get(String(node.key));
      if (!trail) return;
      const answer = await fetchEquity({
        id: enterpriseId,
        direction,
        depth: 1,
        path: trail.enterpriseIds,
      });
      setData((current) =>
        current
          ? replaceChildren(current, String(node.key), toTreeData(answer.nodes, trail, trails))
          : current,
      );
    },
    [enterpriseId, direction, trails],
  );

  if (error) return <EmptyState text={error} />;
  if (!data) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (data.length === 0) {
    return <EmptyState text={direction === 'up' ? '暂无股东信息' : '暂无对外投资'} />;
  }
  return (
    <Tree
      className={styles.tree}
      showLine
      blockNode
      treeData={data}
      loadData={loadData}
      expandedKeys={expanded}
      onExpand={(keys) => setExpanded(keys)}
      data-testid={`equity-tree-${direction}`}
    />
  );
}
