'use client';

import { Cascader } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import { NATIONAL_REGION } from '@/lib/contract/chains';
import type { AddressNode } from '@/lib/contract/form-query';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { useAddressTree } from '@/lib/client/use-reference-trees';

// The region of a chain screen: 全国, a province, a city or a district, by GB/T 2260 code (the
// address tree's codes, as the chain API takes them). One picker for every chain screen.

type Option = { value: string; label: string; children?: Option[] };

function toOption(node: AddressNode, depth: number, maxLevel: number): Option {
  const children =
    depth < maxLevel && node.children?.length
      ? node.children.map((c) => toOption(c, depth + 1, maxLevel))
      : undefined;
  return { value: node.code, label: node.label, ...(children ? { children } : {}) };
}

/** The codes from the root to `code` in the options, or undefined when it is not there. */
export function regionPath(options: readonly Option[], code: string): string[] | undefined {
  for (const o of options) {
    if (o.value === code) return [o.value];
    const below = o.children ? regionPath(o.children, code) : undefined;
    if (below) return [o.value, ...below];
  }
  return undefined;
}

type Props = {
  /** A region code; undefined or '000000' is 全国; null: not known yet (the placeholder shows). */
  value: string | null | undefined;
  /** The chosen code ('000000' for 全国). */
  onChange: (code: string) => void;
  /** Offer 全国 (default true). */
  allowNational?: boolean;
  /** Deepest level offered: 1 province, 2 city, 3 district (default 3). */
  maxLevel?: 1 | 2 | 3;
  placeholder?: string;
  style?: CSSProperties;
  disabled?: boolean;
  'data-testid'?: string;
};

export function RegionPicker({
  value,
  onChange,
  allowNational = true,
  maxLevel = 3,
  placeholder = '请选择地区',
  style,
  disabled,
  ...rest
}: Props) {
  const { user } = useCurrentUser();
  const tree = useAddressTree(user?.userId, maxLevel);
  const options = useMemo<Option[]>(
    () => [
      ...(allowNational ? [{ value: NATIONAL_REGION, label: '全国' }] : []),
      ...(tree ?? []).map((n) => toOption(n, 1, maxLevel)),
    ],
    [tree, allowNational, maxLevel],
  );
  const code =
    value === null
      ? ''
      : value && value !== NATIONAL_REGION
        ? value
        : allowNational
          ? NATIONAL_REGION
          : '';
  const path = code ? regionPath(options, code) : undefined;
  return (
    <Cascader
      aria-label="地区"
      options={options}
      value={path}
      // A code the tree lacks (a stale link) still shows, so the user sees what is asked.
      placeholder={code && !path && tree ? code : placeholder}
      loading={!tree}
      changeOnSelect
      showSearch={{
        filter: (input, optionPath) =>
          optionPath.some((o) => String(o.label).includes(input.trim())),
      }}
      displayRender={(labels) => labels.join(' / ')}
      onChange={(next) => {
        const codes = (next ?? []).map(String);
        onChange(codes[codes.length - 1] ?? NATIONAL_REGION);
      }}
      allowClear={false}
      disabled={disabled}
      style={{ width: 260, ...style }}
      data-testid={rest['data-testid'] ?? 'region-picker'}
    />
  );
}
