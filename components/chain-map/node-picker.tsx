'use client';

import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import type { ChainNodeRecord } from '@/lib/contract/chains';

// The link chooser of 产业地图: the chain's tree (stage → segment → link), searchable by name.

type TreeOption = { value: string; title: string; children?: TreeOption[] };

const toOption = (n: ChainNodeRecord): TreeOption => ({
  value: n.code,
  title: n.name,
  ...(n.children.length ? { children: n.children.map(toOption) } : {}),
});

/** A node of the chain (stage, segment or link); cleared, the whole chain. */
export function NodePicker({
  nodes,
  value,
  onChange,
  loading,
}: {
  nodes: ChainNodeRecord[] | undefined;
  value: string | undefined;
  onChange: (code: string | undefined) => void;
  loading?: boolean;
}) {
  const treeData = useMemo(() => (nodes ?? []).map(toOption), [nodes]);
  return (
    <TreeSelect<string>
      aria-label="产业链环节"
      data-testid="node-picker"
      style={{ width: 280 }}
      loading={loading}
      value={nodes ? value : undefined}
      placeholder="全产业链"
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll={false}
      treeData={treeData}
      onChange={(v) => onChange(v || undefined)}
      popupMatchSelectWidth={360}
    />
  );
}
