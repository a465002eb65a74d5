'use client';

import { Cascader } from 'antd';
import { useMemo } from 'react';
import { ADDRESS_LEVEL_LOCATION } from '@/lib/constants';
import type { AddressNode, IndustryNode } from '@/lib/contract/form-query';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { useAddressTree, useIndustryTree } from '@/lib/client/use-reference-trees';

/** Industry cascaders go down to 大类 (GB/T 4754 rank 2). */
const INDUSTRY_CASCADER_RANK = 2;

type Option = { label: string; value: string; children?: Option[] };

// The address (qyhxWebAddr) and industry (qyhxWebHyml) trees as cascader options. Values are
// names, so the stored path reads as 'province/city' (the user's ssqy format).
function addressOption(n: AddressNode): Option {
  return { label: n.label, value: n.label, children: n.children?.map(addressOption) };
}

function industryOption(n: IndustryNode): Option {
  return { label: n.name, value: n.name, children: n.children?.map(industryOption) };
}

type Props = {
  source: 'address' | 'industry';
  value?: string[];
  onChange?: (value: string[]) => void;
  placeholder?: string;
  disabled?: boolean;
};

export function TreeCascader({ source, value, onChange, placeholder, disabled }: Props) {
  // The trees come from the per-user session cache the header's city picker shares.
  const { user } = useCurrentUser();
  const address = useAddressTree(user?.userId, ADDRESS_LEVEL_LOCATION, source === 'address');
  const industry = useIndustryTree(user?.userId, INDUSTRY_CASCADER_RANK, source === 'industry');
  const options = useMemo(
    () =>
      source === 'address'
        ? (address ?? []).map(addressOption)
        : (industry ?? []).map(industryOption),
    [source, address, industry],
  );
  return (
    <Cascader
      options={options}
      value={value}
      onChange={(v) => onChange?.((v ?? []).map(String))}
      placeholder={placeholder ?? '请选择'}
      disabled={disabled}
      changeOnSelect
      showSearch
      allowClear
    />
  );
}
