'use client';

import { TreeSelect } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import type { ChainLinkOption } from '@/lib/contract/matchmaking';
import { useChainLinks } from '@/lib/client/use-matchmaking';

// The chain link of a post (chain → segment → link, searchable). The form takes a link only;
// the list's filter also takes a whole chain. Segments only group.

type TreeNode = {
  value: string;
  title: string;
  selectable: boolean;
  children?: TreeNode[];
};

function toTree(options: ChainLinkOption[], chainsSelectable: boolean): TreeNode[] {
  return options.map((chain) => ({
    value: chain.value,
    title: chain.label,
    selectable: chainsSelectable,
    children: (chain.children ?? []).map((segment) => ({
      value: segment.value,
      title: segment.label,
      selectable: false,
      children: (segment.children ?? []).map((l) => ({
        value: l.value,
        title: l.label,
        selectable: true,
      })),
    })),
  }));
}

type Props = {
  value?: string;
  onChange?: (code: string) => void;
  /** The filter: a whole chain may be chosen too. */
  chainsSelectable?: boolean;
  placeholder?: string;
  style?: CSSProperties;
  id?: string;
  'aria-label'?: string;
};

export function ChainLinkSelect({
  value,
  onChange,
  chainsSelectable = false,
  placeholder = '选择产业链环节',
  style,
  id,
  ...rest
}: Props) {
  const links = useChainLinks();
  const treeData = useMemo(
    () => toTree(links.data ?? [], chainsSelectable),
    [links.data, chainsSelectable],
  );
  return (
    <TreeSelect
      id={id}
      aria-label={rest['aria-label'] ?? '产业链环节'}
      value={value || undefined}
      onChange={(v: string | undefined) => onChange?.(v ?? '')}
      treeData={treeData}
      loading={links.isLoading}
      placeholder={placeholder}
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll={false}
      popupMatchSelectWidth={false}
      style={{ width: 240, ...style }}
      data-testid="chain-link-select"
    />
  );
}
