'use client';

import { Skeleton, Tag, Tooltip, Tree } from 'antd';
import type { TreeDataNode } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import { personIdOfKey } from '@/lib/contract/person';
import type { EquityNode } from '@/lib/contract/profile';
import { profileHref } from '@/lib/site/enterprise-routes';
import { EmptyState } from '@/components/layout/empty-state';
import { trailOf } from './equity-model';
import { percent } from './format';
import { PersonLink } from './person-panel';
import { ToneTag } from './tone-tag';
import type { EquitySide } from './use-equity-side';
import styles from './equity.module.css';

// One direction of the equity structure as an explained tree: each node with its direct
// ratio and the arithmetic of its path ratio; a level loads when it is opened.

function NodeTitle({ node, ratios }: { node: EquityNode; ratios: number[] }) {
  const explanation = `${ratios.map((r) => percent(r)).join(' × ')} = ${percent(node.path_ratio)}`;
  return (
    <span className={styles.node} data-testid="equity-node">
      {node.enterprise_id ? (
        <Link href={profileHref(node.enterprise_id)}>{node.name}</Link>
      ) : (
        <PersonLink id={personIdOfKey(node.key)} name={node.name} />
      )}
      {node.kind === 'person' ? (
        <ToneTag tone="gold">自然人</ToneTag>
      ) : (
        <Tag color="blue">企业</Tag>
      )}
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

function toTreeData(nodes: EquityNode[], parent: string, ratios: number[]): TreeDataNode[] {
  return nodes.map((node) => {
    const key = trailOf(parent, node);
    const path = [...ratios, node.ratio];
    return {
      key,
      title: <NodeTitle node={node} ratios={path} />,
      isLeaf: !node.has_children,
      children: node.children ? toTreeData(node.children, key, path) : undefined,
    };
  });
}

/** Keys of the nodes whose children have arrived, so they show open. */
function openKeys(list: TreeDataNode[]): string[] {
  return list.flatMap((n) => (n.children ? [String(n.key), ...openKeys(n.children)] : []));
}

export function EquityTree({ side }: { side: EquitySide }) {
  const { answer, nodes, error, direction } = side;
  const data = answer && nodes ? toTreeData(nodes, answer.root.key, []) : null;
  // Opened as the data arrived: what the diagram opened shows open here too.
  const [expanded, setExpanded] = useState<React.Key[] | null>(null);

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
      loadData={(node) => side.open(String(node.key))}
      expandedKeys={expanded ?? openKeys(data)}
      onExpand={(keys) => setExpanded(keys)}
      data-testid={`equity-tree-${direction}`}
    />
  );
}
