'use client';

import { Cascader } from 'antd';
import { ADDRESS_LEVEL_LOCATION } from '@/lib/constants';
import { useAddressTree } from '@/lib/client/use-reference-trees';

/** The city picker inside the header's location popover; its own chunk, loaded on opening. */
export function LocationCascader({
  open,
  userId,
  onChoose,
}: {
  open: boolean;
  userId: string | undefined;
  onChoose: (path: string[]) => void;
}) {
  const tree = useAddressTree(userId, ADDRESS_LEVEL_LOCATION, open);
  return (
    <Cascader
      open={open}
      options={tree ?? []}
      fieldNames={{ label: 'label', value: 'label', children: 'children' }}
      placeholder="选择城市"
      style={{ width: 240 }}
      showSearch
      onChange={(value) => onChoose(value.map(String))}
    />
  );
}
